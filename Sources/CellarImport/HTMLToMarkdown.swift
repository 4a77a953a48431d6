import CLibXML2
import CellarCSV
import CellarModel
import Foundation

/// Turns a product description written in HTML into the Markdown the build renders, through
/// libxml2's HTML parser (which reads HTML as browsers do: unclosed tags, entities, stray
/// markup), walking the tree it makes.
///
/// Kept: paragraphs, headings, lists (nested too), block quotes, preformatted text, tables,
/// bold, emphasis, code, links and images. Dropped: scripts, styles, frames, embedded
/// objects and forms with their content, every attribute but a link's `href` and an image's
/// `src` and `alt` (so event handlers such as `onerror`), links and images whose URL is
/// not http(s), `mailto:` or relative (their text stays), and images at a relative path
/// (`<img src="x.jpg">`), which name no file of the shop. Text is escaped so that nothing in it
/// reads as Markdown or HTML.
///
/// Nothing is lost silently: libxml2 reads with its limits relaxed (`XML_PARSE_HUGE`: a text
/// node of any length, markup nested any depth), and markup nested deeper than
/// ``deepestNesting`` is written as its text alone, which ``removed`` names.
public struct HTMLToMarkdown {
    /// What was removed because it could run or is unsafe, each named once (`<script>`,
    /// `onerror`, `javascript: URL`), in the order met; and the markup of what was nested too deep.
    public private(set) var removed: [String] = []

    /// The most elements nested in one another whose markup is kept; what is deeper is kept as
    /// its text. (The walk over the tree recurses: no description worth its markup nests deeper.)
    public static let deepestNesting = 256
    /// How deep the walk is in the tree.
    private var depth = 0

    /// Elements left out with everything inside them.
    private static let droppedElements: Set<String> = [
        "script", "style", "noscript", "template", "iframe", "frame", "frameset", "object", "embed", "applet",
        "form", "input", "button", "select", "textarea", "head", "title", "meta", "link", "base", "svg", "math",
    ]
    /// Of those, the ones worth a warning: they would run or load something.
    private static let unsafeElements: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "base", "link", "meta",
        "svg", "math",
    ]
    private static let blockElements: Set<String> = [
        "p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "figure", "figcaption", "address",
        "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "pre", "table", "hr",
        "center", "details", "summary", "body", "html",
    ]

    /// What the conversion does with the elements it knows, found by their names' bytes.
    private static let elements: [ElementName: Element] = {
        let roles: [String: Element.Role] = [
            "h1": .heading(1), "h2": .heading(2), "h3": .heading(3), "h4": .heading(4), "h5": .heading(5),
            "h6": .heading(6),
            "ul": .list(ordered: false), "ol": .list(ordered: true), "li": .listItem, "blockquote": .blockQuote,
            "pre": .preformatted, "table": .table, "hr": .rule, "thead": .tableSection, "tbody": .tableSection,
            "tfoot": .tableSection, "tr": .tableRow, "td": .tableCell, "th": .tableCell, "strong": .strong,
            "b": .strong,
            "em": .emphasis, "i": .emphasis, "cite": .emphasis, "var": .emphasis, "code": .code, "kbd": .code,
            "samp": .code, "tt": .code, "br": .lineBreak, "a": .link, "img": .image,
        ]
        var elements: [ElementName: Element] = [:]
        for name in droppedElements.union(blockElements).union(roles.keys) {
            elements[ElementName(name)] = Element(
                name: name, role: roles[name] ?? .other, isBlock: blockElements.contains(name),
                isDropped: droppedElements.contains(name), isUnsafe: unsafeElements.contains(name))
        }
        return elements
    }()

    public init() {}

    /// The Markdown for each of `htmls`, in order, with what each lost: converted in parts on
    /// every processor at once (a 100,000-goods export's descriptions are most of its import).
    public static func markdown(from htmls: [String]) -> [(markdown: String, removed: [String])] {
        guard !htmls.isEmpty else { return [] }
        // libxml2 sets up its globals here, once, before threads parse.
        xmlInitParser()
        var results = [(markdown: String, removed: [String])](repeating: ("", []), count: htmls.count)
        let parts = min(htmls.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each part writes only its own elements, and concurrentPerform returns after all.
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                // One parser context and one output buffer for the part's documents, reused.
                let context = htmlNewParserCtxt()
                defer { htmlFreeParserCtxt(context) }
                var output = MarkdownBytes()
                for index in htmls.count * part / parts..<htmls.count * (part + 1) / parts {
                    var converter = HTMLToMarkdown()
                    buffer[index] = (
                        converter.markdown(from: htmls[index], parsingWith: context, into: &output), converter.removed
                    )
                }
            }
        }
        return results
    }

    /// The Markdown for `html`; what was removed is added to ``removed``.
    public mutating func markdown(from html: String) -> String {
        let context = htmlNewParserCtxt()
        defer { htmlFreeParserCtxt(context) }
        var output = MarkdownBytes()
        return markdown(from: html, parsingWith: context, into: &output)
    }

    /// The Markdown for `html`, parsed with `context` (reset for it) and written in `output`
    /// (emptied first); what was removed is added to ``removed``.
    private mutating func markdown(
        from html: String, parsingWith context: htmlParserCtxtPtr?, into output: inout MarkdownBytes
    ) -> String {
        guard !html.isEmpty else { return "" }
        var text = html
        // XML_PARSE_HUGE: without it libxml2 cuts a text node at 10,000,000 bytes and drops
        // what is nested past 256 elements, saying so only in errors that are not reported.
        let options = Int32(
            HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
                | XML_PARSE_HUGE.rawValue)
        let document = context.flatMap { context in
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { bytes in
                    // libxml2 takes an Int32 length: past 2 GiB, the description is cut, and said so.
                    if bytes.count > Int(Int32.max) { note("all past its first 2 GiB") }
                    return htmlCtxtReadMemory(
                        context, bytes.baseAddress, Int32(clamping: bytes.count), nil, "UTF-8", options)
                }
            }
        }
        guard let document else { return Self.escaped(html) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return "" }
        output.removeAll()
        var blocks = Blocks(separator: "\n\n")
        writeBlocks(of: root, in: &blocks, to: &output)
        return output.string(from: 0)
    }

    // MARK: Blocks

    /// Blocks written one after the other, each set apart from the one before by `separator`.
    private struct Blocks {
        let separator: StaticString
        var isEmpty = true

        /// Starts a block: returns where it starts, and where its text starts (after the separator).
        func begin(in output: inout MarkdownBytes) -> (start: Int, text: Int) {
            let start = output.count
            if !isEmpty { output.append(separator) }
            return (start, output.count)
        }

        /// Ends the block begun at `start`: a block without text is no block, and takes its separator back.
        mutating func end(_ start: (start: Int, text: Int), in output: inout MarkdownBytes) {
            if output.count == start.text {
                output.truncate(to: start.start)
            } else {
                isEmpty = false
            }
        }
    }

    /// Writes the Markdown blocks of `node`'s children: runs of inline content become paragraphs.
    private mutating func writeBlocks(of node: xmlNodePtr, in blocks: inout Blocks, to output: inout MarkdownBytes) {
        guard depth < Self.deepestNesting else {
            let start = blocks.begin(in: &output)
            writeFlattened(node, to: &output)
            blocks.end(start, in: &output)
            return
        }
        depth += 1
        defer { depth -= 1 }
        var paragraph: (start: Int, text: Int)?
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            if let element = Self.element(current), element.isBlock {
                if let start = paragraph {
                    Self.trimLines(from: start.text, in: &output)
                    blocks.end(start, in: &output)
                    paragraph = nil
                }
                writeBlock(current, element, in: &blocks, to: &output)
            } else {
                if paragraph == nil { paragraph = blocks.begin(in: &output) }
                writeInline(current, to: &output)
            }
        }
        if let start = paragraph {
            Self.trimLines(from: start.text, in: &output)
            blocks.end(start, in: &output)
        }
    }

    private mutating func writeBlock(
        _ node: xmlNodePtr, _ element: Element, in blocks: inout Blocks, to output: inout MarkdownBytes
    ) {
        noteUnsafeAttributes(of: node)
        let start: (start: Int, text: Int)
        switch element.role {
        case .heading(let level):
            start = blocks.begin(in: &output)
            writeInlineContent(of: node, to: &output)
            let text = Self.oneLine(output.string(from: start.text))
            output.truncate(to: start.text)
            if !text.isEmpty {
                output.append(String(repeating: "#", count: level) + " " + text)
            }
        case .list(let ordered):
            start = blocks.begin(in: &output)
            writeList(node, ordered: ordered, to: &output)
        case .blockQuote:
            start = blocks.begin(in: &output)
            var inner = Blocks(separator: "\n\n")
            writeBlocks(of: node, in: &inner, to: &output)
            guard output.count > start.text else { break }
            output.rewrite(from: start.text) { text, output in
                Self.forEachLine(of: text) { line, isFirst in
                    if !isFirst { output.append(UInt8(ascii: "\n")) }
                    output.append(line.isEmpty ? ">" : "> ")
                    output.append(line)
                }
            }
        case .preformatted:
            start = blocks.begin(in: &output)
            let text = Self.rawText(of: node).trimmingTrailingNewlines()
            if !text.isEmpty {
                let fence = text.contains("```") ? "~~~~" : "```"
                output.append(fence + "\n" + text + "\n" + fence)
            }
        case .table:
            start = blocks.begin(in: &output)
            writeTable(node, to: &output)
        case .rule:
            start = blocks.begin(in: &output)
            output.append("* * *")
        default:
            writeBlocks(of: node, in: &blocks, to: &output)
            return
        }
        blocks.end(start, in: &output)
    }

    private mutating func writeList(_ node: xmlNodePtr, ordered: Bool, to output: inout MarkdownBytes) {
        var items = 0
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            let start = output.count
            if items > 0 { output.append(UInt8(ascii: "\n")) }
            let marker = ordered ? "\(items + 1). " : "- "
            output.append(marker)
            let text = output.count
            if Self.element(current)?.role == .listItem {
                noteUnsafeAttributes(of: current)
                var inner = Blocks(separator: "\n\n")
                writeBlocks(of: current, in: &inner, to: &output)
            } else {
                // Text between items (whitespace, or markup a browser would also show) joins the list as an item.
                writeInline(current, to: &output)
                Self.trimLines(from: text, in: &output)
                if output.count == text {
                    output.truncate(to: start)
                    continue
                }
            }
            // An item's lines after its first are indented under its text.
            output.rewrite(from: text) { text, output in
                Self.forEachLine(of: text) { line, isFirst in
                    if !isFirst { output.append(UInt8(ascii: "\n")) }
                    if !isFirst && !line.isEmpty {
                        for _ in 0..<marker.utf8.count { output.append(UInt8(ascii: " ")) }
                    }
                    output.append(line)
                }
            }
            items += 1
        }
    }

    /// A GitHub-style pipe table: the first row is the header.
    private mutating func writeTable(_ node: xmlNodePtr, to output: inout MarkdownBytes) {
        var rows: [[String]] = []
        func collect(_ parent: xmlNodePtr) {
            var child = parent.pointee.children
            while let current = child {
                child = current.pointee.next
                switch Self.element(current)?.role {
                case .tableSection: collect(current)
                case .tableRow: rows.append(cells(of: current, writingIn: &output))
                default: break
                }
            }
        }
        collect(node)
        rows.removeAll { $0.isEmpty }
        guard let width = rows.map(\.count).max(), width > 0 else { return }
        func line(_ cells: [String]) {
            output.append("| ")
            for column in 0..<width {
                if column > 0 { output.append(" | ") }
                if column < cells.count { output.append(cells[column]) }
            }
            output.append(" |")
        }
        line(rows[0])
        output.append(UInt8(ascii: "\n"))
        line(Array(repeating: "---", count: width))
        for row in rows.dropFirst() {
            output.append(UInt8(ascii: "\n"))
            line(row)
        }
    }

    /// A row's cells' text, written in `output` and taken back.
    private mutating func cells(of row: xmlNodePtr, writingIn output: inout MarkdownBytes) -> [String] {
        var cells: [String] = []
        var child = row.pointee.children
        while let current = child {
            child = current.pointee.next
            guard Self.element(current)?.role == .tableCell else { continue }
            let start = output.count
            writeInlineContent(of: current, to: &output)
            // Text escapes its pipes already (see `escaped`).
            cells.append(Self.oneLine(output.string(from: start)))
            output.truncate(to: start)
        }
        return cells
    }

    // MARK: Inline

    private mutating func writeInlineContent(of node: xmlNodePtr, to output: inout MarkdownBytes) {
        guard depth < Self.deepestNesting else { return writeFlattened(node, to: &output) }
        depth += 1
        defer { depth -= 1 }
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            writeInline(current, to: &output)
        }
    }

    private mutating func writeInline(_ node: xmlNodePtr, to output: inout MarkdownBytes) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            Self.writeEscapedText(node.pointee.content, to: &output)
            return
        case XML_ELEMENT_NODE:
            break
        default:
            return
        }
        let element = Self.element(named: node.pointee.name)
        if element.isDropped {
            if element.isUnsafe { note("<\(element.name)>") }
            return
        }
        noteUnsafeAttributes(of: node)
        switch element.role {
        case .strong:
            let start = output.count
            writeInlineContent(of: node, to: &output)
            Self.wrap(from: start, in: "**", in: &output)
        case .emphasis:
            let start = output.count
            writeInlineContent(of: node, to: &output)
            Self.wrap(from: start, in: "*", in: &output)
        case .code:
            let text = Self.collapsedWhitespace(Self.rawText(of: node))
            guard !text.isEmpty else { return }
            let fence = text.contains("`") ? "``" : "`"
            output.append(fence + (text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text) + fence)
        case .lineBreak:
            output.append("\\\n")
        case .link:
            writeLink(node, to: &output)
        case .image:
            guard let source = Self.attribute("src", of: node), !source.isEmpty else { return }
            let alt = Self.escaped(Self.collapsedWhitespace(Self.attribute("alt", of: node) ?? ""))
            guard
                URLSafety.isSafeRemote(source)
                    || (URLSafety.safeLink(source) != nil && !source.lowercased().hasPrefix("mailto:"))
            else {
                note(Self.scheme(of: source) + " URL")
                output.append(alt)
                return
            }
            // A path relative to the platform's page names no file of the shop's: the build would stop at it.
            if case .local = ImageReference(source) {
                note("picture \"\(source)\" at a relative path, which names no file of the shop")
                output.append(alt)
                return
            }
            output.append("![\(alt)](\(Self.destination(source)))")
        default:
            if element.isBlock {
                // A block inside inline markup (a <div> in a <span>): its text, set apart by spaces.
                output.append(UInt8(ascii: " "))
                var inner = Blocks(separator: " ")
                writeBlocks(of: node, in: &inner, to: &output)
                output.append(UInt8(ascii: " "))
            } else {
                writeInlineContent(of: node, to: &output)
            }
        }
    }

    /// Writes the text inside `node`, every text node below it in order but those of dropped
    /// elements, without its markup: for what is nested past ``deepestNesting``. The walk goes
    /// down and back up the tree's links, not by recursion.
    private mutating func writeFlattened(_ node: xmlNodePtr, to output: inout MarkdownBytes) {
        note("the markup nested more than \(Self.deepestNesting) elements deep")
        var current = node.pointee.children
        while let visited = current {
            let isText = visited.pointee.type == XML_TEXT_NODE || visited.pointee.type == XML_CDATA_SECTION_NODE
            if isText { Self.writeEscapedText(visited.pointee.content, to: &output) }
            if visited.pointee.type == XML_ELEMENT_NODE {
                let element = Self.element(named: visited.pointee.name)
                // Blocks' texts apart.
                if element.isBlock { output.append(UInt8(ascii: " ")) }
                if !element.isDropped, let child = visited.pointee.children {
                    current = child
                    continue
                }
            }
            var next = visited
            while next.pointee.next == nil {
                guard let parent = next.pointee.parent, parent != node else { return }
                next = parent
            }
            current = next.pointee.next
        }
    }

    /// A link: its text, in brackets with its URL after when the URL is safe.
    private mutating func writeLink(_ node: xmlNodePtr, to output: inout MarkdownBytes) {
        let href = Self.attribute("href", of: node)
        let safe = href.flatMap { $0.isEmpty ? nil : URLSafety.safeLink($0) }
        if safe != nil { output.append("[") }
        let start = output.count
        writeInlineContent(of: node, to: &output)
        guard let href, !href.isEmpty else { return }
        guard let safe else {
            note(Self.scheme(of: href) + " URL")
            return
        }
        if TrimmedCharacters.whitespacesAndNewlines.untrimmedRange(of: output.bytes(from: start)).isEmpty {
            output.truncate(to: start)
            output.append(Self.escaped(safe))
        }
        output.append("](")
        output.append(Self.destination(safe))
        output.append(")")
    }

    // MARK: What was removed

    private mutating func note(_ thing: String) {
        if !removed.contains(thing) { removed.append(thing) }
    }

    private mutating func noteUnsafeAttributes(of node: xmlNodePtr) {
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            // Most attributes' names do not start with "on" in any case: no string is made for them.
            guard let bytes = current.pointee.name, bytes[0] | 0x20 == UInt8(ascii: "o"),
                bytes[1] | 0x20 == UInt8(ascii: "n")
            else { continue }
            let name = Self.string(bytes).lowercased()
            if name.hasPrefix("on") { note(name) }
        }
    }

    // MARK: Text

    /// What an element is to the conversion, known from its name alone.
    private struct Element {
        enum Role: Equatable {
            case heading(Int), list(ordered: Bool), listItem, blockQuote, preformatted, table, rule
            case tableSection, tableRow, tableCell, strong, emphasis, code, lineBreak, link, image, other
        }

        /// The name, lowercased.
        let name: String
        let role: Role
        /// One of ``HTMLToMarkdown/blockElements``.
        let isBlock: Bool
        /// Left out with its content: one of ``HTMLToMarkdown/droppedElements``.
        let isDropped: Bool
        /// Worth a warning when dropped: one of ``HTMLToMarkdown/unsafeElements``.
        let isUnsafe: Bool

        static let unknown = Element(name: "", role: .other, isBlock: false, isDropped: false, isUnsafe: false)
    }

    /// An element's name's bytes, ASCII letters lowercased, as two words: a name longer than
    /// 16 bytes is none the conversion knows. (libxml2's HTML parser lowercases names already,
    /// and allows only ASCII in them.)
    private struct ElementName: Hashable {
        private var words: (UInt64, UInt64) = (0, 0)

        /// `nil` when `name` is too long to be one the conversion knows.
        init?(_ name: UnsafePointer<xmlChar>) {
            var index = 0
            while name[index] != 0 {
                guard index < 16 else { return nil }
                let byte =
                    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(name[index]) ? name[index] | 0x20 : name[index]
                if index < 8 {
                    words.0 |= UInt64(byte) << (8 * index)
                } else {
                    words.1 |= UInt64(byte) << (8 * (index - 8))
                }
                index += 1
            }
        }

        init(_ name: String) {
            self = name.withCString {
                $0.withMemoryRebound(to: xmlChar.self, capacity: name.utf8.count + 1) { ElementName($0)! }
            }
        }

        static func == (left: ElementName, right: ElementName) -> Bool {
            left.words == right.words
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
        }
    }

    /// What `node` is as an element, or `nil` when it is not one.
    private static func element(_ node: xmlNodePtr) -> Element? {
        guard node.pointee.type == XML_ELEMENT_NODE else { return nil }
        return element(named: node.pointee.name)
    }

    private static func element(named name: UnsafePointer<xmlChar>?) -> Element {
        guard let name, let key = ElementName(name) else { return .unknown }
        return elements[key] ?? .unknown
    }

    private static func string(_ text: UnsafePointer<xmlChar>?) -> String {
        guard let text else { return "" }
        return String(cString: text)
    }

    private static func string(_ text: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(text))
    }

    private static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { cellar_xml_free(value) }
        return string(value).trimming(.whitespacesAndNewlines)
    }

    /// The text inside `node` as written, for `<pre>` and `<code>`.
    private static func rawText(of node: xmlNodePtr) -> String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { cellar_xml_free(content) }
        return string(content)
    }

    /// A URL's scheme for a warning (`javascript:`), lowercased, without spaces or control characters.
    private static func scheme(of url: String) -> String {
        let cleaned = url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        let text = String(String.UnicodeScalarView(cleaned)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return "unsafe" }
        return String(text[...colon])
    }

    /// A link destination in angle brackets when it has spaces or parentheses.
    private static func destination(_ url: String) -> String {
        guard url.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" }) else { return url }
        return "<" + url.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E") + ">"
    }

    /// HTML's whitespace rule: every run of spaces, tabs and line breaks is one space (and of
    /// the other Unicode white space: a no-break space too).
    private static func collapsedWhitespace(_ text: String) -> String {
        rewritten(text, collapsing: true, escaping: false)
    }

    /// Text with every character Markdown or HTML would read as markup escaped.
    static func escaped(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { $0.contains(where: TextRewrite.isMarkup) }
            ? rewritten(text, collapsing: false, escaping: true) : text
    }

    private static func rewritten(_ text: String, collapsing: Bool, escaping: Bool) -> String {
        let count = text.utf8.count
        guard count > 0 else { return "" }
        // A C string's bytes, for the NUL after them that `rewrite` reads.
        return text.withCString { cString in
            cString.withMemoryRebound(to: UInt8.self, capacity: count + 1) { bytes in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count * 2) { result in
                    let written = TextRewrite.rewrite(
                        UnsafeBufferPointer(start: bytes, count: count), collapsing: collapsing, escaping: escaping,
                        into: result.baseAddress!
                    ).count
                    return String(
                        decoding: UnsafeBufferPointer(start: result.baseAddress, count: written), as: UTF8.self)
                }
            }
        }
    }

    /// Writes a text node's text as Markdown: its white space collapsed and its markup escaped,
    /// in one pass over libxml2's bytes (most of a description's conversion is its text).
    private static func writeEscapedText(_ text: UnsafeMutablePointer<xmlChar>?, to output: inout MarkdownBytes) {
        guard let text else { return }
        let bytes = UnsafeBufferPointer(
            start: text, count: strlen(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self)))
        guard !bytes.isEmpty else { return }
        var isValidUTF8 = true
        output.append(atMost: bytes.count * 2) { target in
            let written = TextRewrite.rewrite(bytes, collapsing: true, escaping: true, into: target)
            isValidUTF8 = written.isValidUTF8
            return written.count
        }
        if !isValidUTF8 { output.isValidUTF8 = false }
    }

    /// Wraps the text written from `start` on in a delimiter, its spaces outside (CommonMark
    /// ignores `** bold **`).
    private static func wrap(from start: Int, in delimiter: StaticString, in output: inout MarkdownBytes) {
        let text = output.bytes(from: start)
        let core = TrimmedCharacters.whitespacesAndNewlines.untrimmedRange(of: text)
        guard !core.isEmpty else { return }
        // The first character's first scalar is the text's.
        let leading = text.scalar(startingAt: 0).scalar.properties.isWhitespace
        let trailing = endsInWhitespace(text)
        output.rewrite(from: start) { text, output in
            if leading { output.append(UInt8(ascii: " ")) }
            output.append(delimiter)
            output.append(UnsafeBufferPointer(rebasing: text[core]))
            output.append(delimiter)
            if trailing { output.append(UInt8(ascii: " ")) }
        }
    }

    /// Whether the last character of `text` (as `String.last` reads it: a grapheme cluster,
    /// white space when its first scalar is) is white space.
    private static func endsInWhitespace(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = text.last else { return false }
        if last < 0x80 {
            // An ASCII character that is not white space ends a character that is not either;
            // ASCII white space after ASCII is a character of its own, or "\r\n".
            let isWhitespace = (0x09...0x0D).contains(last) || last == UInt8(ascii: " ")
            if !isWhitespace || text.count == 1 || text[text.count - 2] < 0x80 { return isWhitespace }
        }
        return String(decoding: text, as: UTF8.self).last!.isWhitespace
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimming(.whitespaces)
    }

    /// Reworks the paragraph written from `start` on: its lines without spaces at either end,
    /// and without a leading marker that would make it a list item or heading (`- `, `+ `, `1. `).
    private static func trimLines(from start: Int, in output: inout MarkdownBytes) {
        output.rewrite(from: start) { text, output in
            forEachLine(of: text) { line, isFirst in
                if !isFirst { output.append(UInt8(ascii: "\n")) }
                let line = UnsafeBufferPointer(rebasing: line[TrimmedCharacters.whitespaces.untrimmedRange(of: line)])
                if let marker = markerEscape(in: line) {
                    output.append(UnsafeBufferPointer(rebasing: line[..<marker]))
                    output.append(UInt8(ascii: "\\"))
                    output.append(UnsafeBufferPointer(rebasing: line[marker...]))
                } else {
                    output.append(line)
                }
            }
        }
        guard output.last != UInt8(ascii: "\\") else {
            // Backslashes at the end (rare) go, with the white space before each.
            var result = output.string(from: start)
            while result.utf8.last == UInt8(ascii: "\\") && result.hasSuffix("\\") {
                result = String(result.dropLast()).trimming(.whitespacesAndNewlines)
            }
            output.truncate(to: start)
            output.append(result.trimming(.whitespacesAndNewlines))
            return
        }
        output.keep(TrimmedCharacters.whitespacesAndNewlines.untrimmedRange(of: output.bytes(from: start)), from: start)
    }

    /// Calls `body` with each line of `text` as `split(separator: "\n", omittingEmptySubsequences:
    /// false)` splits a string: at each line feed that is a character of its own (not after a
    /// carriage return).
    private static func forEachLine(
        of text: UnsafeBufferPointer<UInt8>, _ body: (_ line: UnsafeBufferPointer<UInt8>, _ isFirst: Bool) -> Void
    ) {
        guard let base = text.baseAddress else { return body(text, true) }
        var lineStart = 0
        var searched = 0
        var isFirst = true
        while let found = memchr(base + searched, Int32(UInt8(ascii: "\n")), text.count - searched) {
            let lineFeed = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            searched = lineFeed + 1
            if lineFeed > 0 && base[lineFeed - 1] == UInt8(ascii: "\r") { continue }
            body(UnsafeBufferPointer(start: base + lineStart, count: lineFeed - lineStart), isFirst)
            isFirst = false
            lineStart = lineFeed + 1
        }
        body(UnsafeBufferPointer(start: base + lineStart, count: text.count - lineStart), isFirst)
    }

    /// Where a backslash keeps a paragraph's line from starting with a list item's or a
    /// heading's marker (`- `, `+ `, `-`, `+`, `=`, `1. `, `1) `, `1.`, `1)`), or `nil` when
    /// it does not start with one. Its characters are compared as `String` compares them: a
    /// combining mark after `-` makes another character.
    private static func markerEscape(in line: UnsafeBufferPointer<UInt8>) -> Int? {
        func isCharacter(_ character: Unicode.Scalar, at index: Int) -> Bool {
            index < line.count && line[index] == UInt8(ascii: character) && endsCharacter(line, at: index)
        }
        guard let first = line.first else { return nil }
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            if line.count == 1 || (endsCharacter(line, at: 0) && isCharacter(" ", at: 1)) { return 0 }
        case UInt8(ascii: "="):
            if endsCharacter(line, at: 0) { return 0 }
        default:
            break
        }
        var digits = 0
        while digits < line.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[digits]),
            endsCharacter(line, at: digits)
        { digits += 1 }
        guard digits > 0, digits <= 9, isCharacter(".", at: digits) || isCharacter(")", at: digits),
            line.count == digits + 1 || isCharacter(" ", at: digits + 1)
        else { return nil }
        return digits
    }

    /// Whether the ASCII character (not a carriage return) at `index` of `text` is a character of
    /// its own: a scalar after it such as a combining mark would join it in one grapheme cluster.
    private static func endsCharacter(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let next = index + 1
        guard next < text.count, text[next] >= 0x80 else { return true }
        // Whether a cluster ends after an ASCII character depends on the next scalar alone.
        let pair = UnsafeBufferPointer(
            rebasing: text[index..<min(next + text.scalar(startingAt: next).length, text.count)])
        return String(decoding: pair, as: UTF8.self).count == 2
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        while text.hasPrefix("\n") { text.removeFirst() }
        return text
    }
}
