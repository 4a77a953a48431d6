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
    /// Renders CommonMark `source` to an HTML fragment, with GFM pipe tables (``PipeTable``),
    /// its images as cmark writes them: ``parts(from:headingsFrom:taking:)`` taking none.
    ///
    /// Raw HTML in the input is not passed through and dangerous link URLs are
    /// dropped (cmark's safe mode), so the result can be embedded in a page
    /// without further sanitising. Headings are moved down so that the highest of them is at
    /// `topLevel`, keeping their order (a description's `##` and `###` under a page's `<h2>`
    /// become `<h3>` and `<h4>`); only ever down, and never below `<h6>`.
    ///
    /// - Parameter source: CommonMark text (any size; deeply nested input is fine).
    /// - Returns: The rendered HTML, ending with a newline unless empty.
    public static func html(from source: String, headingsFrom topLevel: Int = 1) -> String {
        parts(from: source, headingsFrom: topLevel) { _ in false }[0].html
    }

    /// A run of rendered HTML, then the image that follows it, which the caller shows itself.
    public struct Part: Sendable, Equatable {
        public let html: String
        /// `nil` after the last run.
        public let image: Image?
    }

    /// An image a Markdown text shows (`![alt](url)`, reference images and images in table
    /// cells too): its URL as written and its alt text as cmark renders it (the plain text of
    /// its description, line breaks as spaces).
    public struct Image: Sendable, Hashable {
        public let url: String
        public let alt: String

        public init(url: String, alt: String) {
            self.url = url
            self.alt = alt
        }
    }

    /// Every image `source` shows, in document order.
    public static func images(in source: String) -> [Image] {
        // Cheap test first: most descriptions show no image and need no parse, and every image
        // starts with `![`.
        guard mayShowImages(source) else { return [] }
        var images: [Image] = []
        _ = render(source, rendersHTML: false) { document in
            images = nodes(of: CMARK_NODE_IMAGE, in: document).map(image(of:))
        }
        return images
    }

    /// Whether `source` has a `![`, without which it shows no image. Every description is
    /// asked on every load, so the `!`s are found with `memchr` rather than byte by byte.
    private static func mayShowImages(_ source: String) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return false }
            let end = next + bytes.count
            while next < end, let bang = memchr(next, Int32(UInt8(ascii: "!")), end - next) {
                next = UnsafePointer(bang.assumingMemoryBound(to: UInt8.self)) + 1
                if next < end && next.pointee == UInt8(ascii: "[") { return true }
            }
            return false
        }
    }

    /// Renders `source` as ``html(from:headingsFrom:)`` describes, cut before each image
    /// `takes` accepts: that image is left out of the HTML and named by the part it ends, for
    /// the caller to show (as a `<picture>`, say). Images it refuses are rendered by cmark.
    public static func parts(from source: String, headingsFrom topLevel: Int, taking takes: (Image) -> Bool) -> [Part] {
        var taken: [Image] = []
        let html = render(source) { document in
            shiftHeadings(in: document, to: topLevel)
            for node in nodes(of: CMARK_NODE_IMAGE, in: document) {
                let image = image(of: node)
                guard takes(image), let slot = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
                cmark_node_set_on_enter(slot, imageSlot)
                cmark_node_replace(node, slot)
                cmark_node_free(node)
                taken.append(image)
            }
        }
        guard !taken.isEmpty else { return [Part(html: html, image: nil)] }
        let runs = html.split(separator: imageSlot, omittingEmptySubsequences: false)
        return runs.enumerated().map { index, run in
            Part(html: String(run), image: index < taken.count ? taken[index] : nil)
        }
    }

    /// Where a taken image was. Safe mode escapes every `<` of the text, omits raw HTML and
    /// percent-encodes URLs, so no other `<` of the output starts a tag cmark did not write.
    private static let imageSlot = "<cellar-image-slot>"

    /// An image node's URL and alt text: its descendants' text, as cmark's HTML renderer writes `alt`.
    private static func image(of node: OpaquePointer) -> Image {
        let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        var alt = ""
        if let iterator = cmark_iter_new(node) {
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator), child != node else {
                    continue
                }
                switch cmark_node_get_type(child) {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                    alt += cmark_node_get_literal(child).map { String(cString: $0) } ?? ""
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    alt += " "
                default:
                    break
                }
            }
        }
        return Image(url: url, alt: alt)
    }

    /// Moves headings down so that the highest is at `topLevel` (never above it, never below `<h6>`).
    private static func shiftHeadings(in document: OpaquePointer, to topLevel: Int) {
        let headings = nodes(of: CMARK_NODE_HEADING, in: document)
        let highest = headings.map { Int(cmark_node_get_heading_level($0)) }.min() ?? topLevel
        let shift = max(0, topLevel - highest)
        guard shift > 0 else { return }
        for heading in headings {
            let level = Int(cmark_node_get_heading_level(heading))
            _ = cmark_node_set_heading_level(heading, Int32(min(6, level + shift)))
        }
    }

    /// Parses `source`, builds its tables, lets `adjust` change the tree, and renders it in
    /// safe mode (unless `rendersHTML` is false: the tree is only read).
    private static func render(_ source: String, rendersHTML: Bool = true, adjust: (OpaquePointer) -> Void) -> String {
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
            guard rendersHTML, let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
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
