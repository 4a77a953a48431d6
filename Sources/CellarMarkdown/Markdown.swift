import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CommonMark → HTML rendering backed by the system `cmark` library.
///
/// Rendering always uses cmark's *safe* defaults (no `CMARK_OPT_UNSAFE`, no
/// `CMARK_OPT_SMART`): raw HTML blocks and inline tags are replaced by
/// `<!-- raw HTML omitted -->`, and links or images whose URL uses the
/// `javascript:`, `vbscript:`, `file:` or (non-image) `data:` schemes get an
/// empty `href`/`src`. Text content is HTML-escaped.
public enum Markdown {
    /// Renders CommonMark `source` to an HTML fragment.
    ///
    /// Raw HTML in the input is not passed through and dangerous link URLs are
    /// dropped (cmark's safe mode), so the result can be embedded in a page
    /// without further sanitising.
    ///
    /// - Parameter source: CommonMark text (any size; deeply nested input is fine).
    /// - Returns: The rendered HTML, ending with a newline unless empty.
    public static func html(from source: String) -> String {
        var source = source
        return source.withUTF8 { bytes -> String in
            // Empty input renders to an empty string; this also avoids handing cmark a NULL pointer.
            guard let base = bytes.baseAddress, bytes.count > 0 else { return "" }
            let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let rendered = cmark_markdown_to_html(pointer, bytes.count, CMARK_OPT_DEFAULT) else {
                return ""
            }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    /// Renders CommonMark `source` to HTML like ``html(from:)``, with every
    /// heading demoted by `levels` (e.g. `# Title` with `levels: 1` becomes `<h2>`).
    ///
    /// Levels are clamped to `1...6`; a negative `levels` promotes headings.
    /// Uses the same safe defaults as ``html(from:)``.
    public static func html(from source: String, shiftingHeadingsBy levels: Int) -> String {
        if levels == 0 { return html(from: source) }
        var source = source
        return source.withUTF8 { bytes -> String in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return "" }
            let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let document = cmark_parse_document(pointer, bytes.count, CMARK_OPT_DEFAULT) else {
                return ""
            }
            defer { cmark_node_free(document) }
            if let iterator = cmark_iter_new(document) {
                defer { cmark_iter_free(iterator) }
                while true {
                    let event = cmark_iter_next(iterator)
                    if event == CMARK_EVENT_DONE { break }
                    guard event == CMARK_EVENT_ENTER,
                          let node = cmark_iter_get_node(iterator),
                          cmark_node_get_type(node) == CMARK_NODE_HEADING else { continue }
                    let level = Int(cmark_node_get_heading_level(node))
                    let shifted = min(6, max(1, level + levels))
                    _ = cmark_node_set_heading_level(node, Int32(shifted))
                }
            }
            guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }
}
