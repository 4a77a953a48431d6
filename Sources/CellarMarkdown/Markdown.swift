import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CommonMark → HTML rendering backed by the system `cmark` library, plus GFM pipe tables built
/// on cmark's parse tree.
///
/// Rendering always uses cmark's *safe* defaults (no `CMARK_OPT_UNSAFE`, no
/// `CMARK_OPT_SMART`): raw HTML blocks and inline tags are replaced by
/// `<!-- raw HTML omitted -->`, and links or images whose URL uses the
/// `javascript:`, `vbscript:`, `file:` or (non-image) `data:` schemes get an
/// empty `href`/`src`. Text content is HTML-escaped.
public enum Markdown {
    /// Renders CommonMark `source` to an HTML fragment, with GFM pipe tables (``PipeTable``).
    ///
    /// Raw HTML in the input is not passed through and dangerous link URLs are
    /// dropped (cmark's safe mode), so the result can be embedded in a page
    /// without further sanitising.
    ///
    /// - Parameter source: CommonMark text (any size; deeply nested input is fine).
    /// - Returns: The rendered HTML, ending with a newline unless empty.
    public static func html(from source: String) -> String {
        render(source) { _ in }
    }

    /// Renders CommonMark `source` to HTML like ``html(from:)``, with its headings moved down
    /// so that the highest of them is at `topLevel`, keeping their order (a description's `##`
    /// and `###` under a page's `<h2>` become `<h3>` and `<h4>`).
    ///
    /// Headings are only ever moved down, and never below `<h6>`.
    public static func html(from source: String, headingsFrom topLevel: Int) -> String {
        render(source) { document in
            let headings = nodes(of: CMARK_NODE_HEADING, in: document)
            let highest = headings.map { Int(cmark_node_get_heading_level($0)) }.min() ?? topLevel
            let shift = max(0, topLevel - highest)
            guard shift > 0 else { return }
            for heading in headings {
                let level = Int(cmark_node_get_heading_level(heading))
                _ = cmark_node_set_heading_level(heading, Int32(min(6, level + shift)))
            }
        }
    }

    /// Parses `source`, builds its tables, lets `adjust` change the tree, and renders it in safe mode.
    private static func render(_ source: String, adjust: (OpaquePointer) -> Void) -> String {
        var source = source
        return source.withUTF8 { bytes -> String in
            // Empty input renders to an empty string; this also avoids handing cmark a NULL pointer.
            guard let base = bytes.baseAddress, bytes.count > 0 else { return "" }
            let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let document = cmark_parse_document(pointer, bytes.count, CMARK_OPT_DEFAULT) else {
                return ""
            }
            defer { cmark_node_free(document) }
            PipeTableNodes.build(in: document, source: bytes)
            adjust(document)
            guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    /// Every node of `type` in `root`, in document order.
    static func nodes(of type: cmark_node_type, in root: OpaquePointer) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var nodes: [OpaquePointer] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == type {
                nodes.append(node)
            }
        }
        return nodes
    }
}
