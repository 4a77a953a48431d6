import CLibXML2
import CellarModel
import Foundation

/// Turns a product description written in HTML into the Markdown the build renders, through
/// libxml2's HTML parser (which reads HTML as browsers do: unclosed tags, entities, stray
/// markup), walking the tree it makes.
///
/// Kept: paragraphs, headings, lists (nested too), block quotes, preformatted text, tables,
/// bold, emphasis, code, links and images. Dropped: scripts, styles, frames, embedded
/// objects and forms with their content, every attribute but a link's `href` and an image's
/// `src` and `alt` (so event handlers such as `onerror`), and links and images whose URL is
/// not http(s), `mailto:` or relative (their text stays). Text is escaped so that nothing in it
/// reads as Markdown or HTML.
public struct HTMLToMarkdown {
    /// What was removed because it could run or is unsafe, each named once (`<script>`,
    /// `onerror`, `javascript: URL`), in the order met.
    public private(set) var removed: [String] = []

    /// Elements left out with everything inside them.
    private static let droppedElements: Set<String> = [
        "script", "style", "noscript", "template", "iframe", "frame", "frameset", "object", "embed", "applet",
        "form", "input", "button", "select", "textarea", "head", "title", "meta", "link", "base", "svg", "math",
    ]
    /// Of those, the ones worth a warning: they would run or load something.
    private static let unsafeElements: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "base", "link", "meta", "svg", "math",
    ]
    private static let blockElements: Set<String> = [
        "p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "figure", "figcaption", "address",
        "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "pre", "table", "hr",
        "center", "details", "summary", "body", "html",
    ]

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
                // One parser context for the part's documents: its dictionary and buffers are reused.
                let context = htmlNewParserCtxt()
                defer { htmlFreeParserCtxt(context) }
                for index in htmls.count * part / parts..<htmls.count * (part + 1) / parts {
                    var converter = HTMLToMarkdown()
                    buffer[index] = (converter.markdown(from: htmls[index], parsingWith: context), converter.removed)
                }
            }
        }
        return results
    }

    /// The Markdown for `html`; what was removed is added to ``removed``.
    public mutating func markdown(from html: String) -> String {
        let context = htmlNewParserCtxt()
        defer { htmlFreeParserCtxt(context) }
        return markdown(from: html, parsingWith: context)
    }

    /// The Markdown for `html`, parsed with `context` (reset for it); what was removed is added to ``removed``.
    private mutating func markdown(from html: String, parsingWith context: htmlParserCtxtPtr?) -> String {
        guard !html.isEmpty else { return "" }
        var text = html
        let options = Int32(HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
        let document = context.flatMap { context in
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { htmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), nil, "UTF-8", options) }
            }
        }
        guard let document else { return Self.escaped(html) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return "" }
        return blocks(of: root).joined(separator: "\n\n")
    }

    // MARK: Blocks

    /// The Markdown blocks of `node`'s children: runs of inline content become paragraphs.
    private mutating func blocks(of node: xmlNodePtr) -> [String] {
        var result: [String] = []
        var paragraph = ""
        func flush() {
            let text = Self.trimmedLines(paragraph)
            if !text.isEmpty { result.append(text) }
            paragraph = ""
        }
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            if let name = Self.elementName(current), Self.blockElements.contains(name) {
                flush()
                result += block(current, name: name)
            } else {
                paragraph += inline(current)
            }
        }
        flush()
        return result
    }

    private mutating func block(_ node: xmlNodePtr, name: String) -> [String] {
        noteUnsafeAttributes(of: node)
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let text = Self.oneLine(inlineContent(of: node))
            return text.isEmpty ? [] : [String(repeating: "#", count: Int(String(name.last!))!) + " " + text]
        case "ul", "ol":
            let list = self.list(node, ordered: name == "ol")
            return list.isEmpty ? [] : [list]
        case "blockquote":
            let inner = blocks(of: node).joined(separator: "\n\n")
            return inner.isEmpty ? [] : [inner.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")]
        case "pre":
            let text = Self.rawText(of: node).trimmingTrailingNewlines()
            guard !text.isEmpty else { return [] }
            let fence = text.contains("```") ? "~~~~" : "```"
            return [fence + "\n" + text + "\n" + fence]
        case "table":
            let table = self.table(node)
            return table.isEmpty ? [] : [table]
        case "hr":
            return ["* * *"]
        default:
            return blocks(of: node)
        }
    }

    private mutating func list(_ node: xmlNodePtr, ordered: Bool) -> String {
        var items: [String] = []
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            guard Self.elementName(current) == "li" else {
                // Text between items (whitespace, or markup a browser would also show) joins the list as an item.
                let text = Self.trimmedLines(inline(current))
                if !text.isEmpty { items.append(text) }
                continue
            }
            noteUnsafeAttributes(of: current)
            items.append(blocks(of: current).joined(separator: "\n\n"))
        }
        return items.enumerated().map { index, item in
            let marker = ordered ? "\(index + 1). " : "- "
            let indent = String(repeating: " ", count: marker.count)
            let lines = item.split(separator: "\n", omittingEmptySubsequences: false)
            return marker + lines.enumerated().map { $0.offset == 0 ? String($0.element) : ($0.element.isEmpty ? "" : indent + $0.element) }
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// A GitHub-style pipe table: the first row is the header.
    private mutating func table(_ node: xmlNodePtr) -> String {
        var rows: [[String]] = []
        func collect(_ parent: xmlNodePtr) {
            var child = parent.pointee.children
            while let current = child {
                child = current.pointee.next
                switch Self.elementName(current) {
                case "thead", "tbody", "tfoot": collect(current)
                case "tr": rows.append(cells(of: current))
                case "caption", nil: break
                default: break
                }
            }
        }
        collect(node)
        rows.removeAll { $0.isEmpty }
        guard let width = rows.map(\.count).max(), width > 0 else { return "" }
        let padded = rows.map { $0 + Array(repeating: "", count: width - $0.count) }
        func line(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
        return ([line(padded[0]), line(Array(repeating: "---", count: width))] + padded.dropFirst().map(line)).joined(separator: "\n")
    }

    private mutating func cells(of row: xmlNodePtr) -> [String] {
        var cells: [String] = []
        var child = row.pointee.children
        while let current = child {
            child = current.pointee.next
            guard let name = Self.elementName(current), name == "td" || name == "th" else { continue }
            // Text escapes its pipes already (see `escaped`).
            cells.append(Self.oneLine(inlineContent(of: current)))
        }
        return cells
    }

    // MARK: Inline

    private mutating func inlineContent(of node: xmlNodePtr) -> String {
        var text = ""
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            text += inline(current)
        }
        return text
    }

    private mutating func inline(_ node: xmlNodePtr) -> String {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return Self.escapedText(node.pointee.content)
        case XML_ELEMENT_NODE:
            break
        default:
            return ""
        }
        let name = Self.elementName(node) ?? ""
        if Self.droppedElements.contains(name) {
            if Self.unsafeElements.contains(name) { note("<\(name)>") }
            return ""
        }
        noteUnsafeAttributes(of: node)
        switch name {
        case "strong", "b":
            return Self.wrapped(inlineContent(of: node), in: "**")
        case "em", "i", "cite", "var":
            return Self.wrapped(inlineContent(of: node), in: "*")
        case "code", "kbd", "samp", "tt":
            let text = Self.collapsedWhitespace(Self.rawText(of: node))
            guard !text.isEmpty else { return "" }
            let fence = text.contains("`") ? "``" : "`"
            return fence + (text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text) + fence
        case "br":
            return "\\\n"
        case "a":
            let text = inlineContent(of: node)
            guard let href = Self.attribute("href", of: node), !href.isEmpty else { return text }
            guard let safe = URLSafety.safeLink(href) else {
                note(Self.scheme(of: href) + " URL")
                return text
            }
            let label = text.trimming(.whitespacesAndNewlines).isEmpty ? Self.escaped(safe) : text
            return "[\(label)](\(Self.destination(safe)))"
        case "img":
            guard let source = Self.attribute("src", of: node), !source.isEmpty else { return "" }
            let alt = Self.escaped(Self.collapsedWhitespace(Self.attribute("alt", of: node) ?? ""))
            guard URLSafety.isSafeRemote(source) || (URLSafety.safeLink(source) != nil && !source.lowercased().hasPrefix("mailto:")) else {
                note(Self.scheme(of: source) + " URL")
                return alt
            }
            return "![\(alt)](\(Self.destination(source)))"
        default:
            if Self.blockElements.contains(name) {
                // A block inside inline markup (a <div> in a <span>): its text, set apart by spaces.
                return " " + blocks(of: node).joined(separator: " ") + " "
            }
            return inlineContent(of: node)
        }
    }

    // MARK: What was removed

    private mutating func note(_ thing: String) {
        if !removed.contains(thing) { removed.append(thing) }
    }

    private mutating func noteUnsafeAttributes(of node: xmlNodePtr) {
        var attribute = node.pointee.properties
        while let current = attribute {
            attribute = current.pointee.next
            let name = Self.string(current.pointee.name).lowercased()
            if name.hasPrefix("on") { note(name) }
        }
    }

    // MARK: Text

    private static func elementName(_ node: xmlNodePtr) -> String? {
        guard node.pointee.type == XML_ELEMENT_NODE else { return nil }
        return string(node.pointee.name).lowercased()
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
        var copy = text
        return copy.withUTF8 { rewritten($0, collapsing: true, escaping: false) }
    }

    /// Text with every character Markdown or HTML would read as markup escaped.
    static func escaped(_ text: String) -> String {
        var copy = text
        return copy.withUTF8 { bytes in bytes.contains(where: isMarkup) ? rewritten(bytes, collapsing: false, escaping: true) : text }
    }

    /// A text node's text as Markdown: its white space collapsed and its markup escaped, in one
    /// pass over libxml2's bytes (most of a description's conversion is its text).
    private static func escapedText(_ text: UnsafeMutablePointer<xmlChar>?) -> String {
        guard let text else { return "" }
        let bytes = UnsafeBufferPointer(start: text, count: strlen(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self)))
        return rewritten(bytes, collapsing: true, escaping: true)
    }

    /// UTF-8 text with each run of white space one space (when `collapsing`: see
    /// ``collapsedWhitespace(_:)``) and a backslash before each markup character (when `escaping`).
    private static func rewritten(_ bytes: UnsafeBufferPointer<UInt8>, collapsing: Bool, escaping: Bool) -> String {
        guard !bytes.isEmpty else { return "" }
        // Collapsing never lengthens the text; escaping at most doubles it.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escaping ? bytes.count * 2 : bytes.count) { result in
            let target = result.baseAddress!
            return ByteKind.table.withUnsafeBufferPointer { kinds in
                var count = 0
                var inSpace = false
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    let kind = kinds[Int(byte)]
                    // Most bytes are neither markup nor white space, and most white space one space.
                    if kind == ByteKind.plain || (kind == ByteKind.markup && !escaping) {
                        target[count] = byte
                        count += 1
                        inSpace = false
                        index += 1
                        continue
                    }
                    if collapsing && kind == ByteKind.mayBeWhitespace,
                       let length = byte == UInt8(ascii: " ") ? 1 : whitespaceLength(in: bytes, at: index) {
                        if !inSpace {
                            target[count] = UInt8(ascii: " ")
                            count += 1
                        }
                        inSpace = true
                        index += length
                        continue
                    }
                    if kind == ByteKind.markup {
                        target[count] = UInt8(ascii: "\\")
                        count += 1
                    }
                    target[count] = byte
                    count += 1
                    inSpace = false
                    index += 1
                }
                return String(decoding: UnsafeBufferPointer(start: target, count: count), as: UTF8.self)
            }
        }
    }

    /// What each byte may be to ``rewritten(_:collapsing:escaping:)``: markup, the start of a
    /// white space character (ASCII's controls and space, and C2, E1, E2 or E3, which start
    /// Unicode's others), or plain text.
    private enum ByteKind {
        static let plain: UInt8 = 0
        static let markup: UInt8 = 1
        static let mayBeWhitespace: UInt8 = 2

        static let table: [UInt8] = (0...255).map { value in
            let byte = UInt8(value)
            if isMarkup(byte) { return markup }
            return byte <= 0x20 || byte == 0x7F || (0xC2...0xE3).contains(byte) ? mayBeWhitespace : plain
        }
    }

    /// The length in bytes of the white space character that starts at `index`, or `nil` when
    /// none does: ASCII's tab, line breaks and space, and the other scalars with Unicode's
    /// White_Space property, all of which start with C2, E1, E2 or E3 in UTF-8 (U+0085, U+00A0,
    /// U+1680, U+2000 to U+205F, U+3000).
    @inline(__always)
    private static func whitespaceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        switch byte {
        case 0x09...0x0D, UInt8(ascii: " "):
            return 1
        case 0xC2 where index + 1 < bytes.count && (0x80...0xBF).contains(bytes[index + 1]):
            let scalar = Unicode.Scalar(UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
            return scalar.map(\.properties.isWhitespace) == true ? 2 : nil
        case 0xE1...0xE3 where index + 2 < bytes.count && (0x80...0xBF).contains(bytes[index + 1]) && (0x80...0xBF).contains(bytes[index + 2]):
            let scalar = Unicode.Scalar(UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
            return scalar.map(\.properties.isWhitespace) == true ? 3 : nil
        default:
            return nil
        }
    }

    private static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "~"),
             UInt8(ascii: "!"):
            return true
        default:
            return false
        }
    }

    /// `text` wrapped in a delimiter, its spaces outside (CommonMark ignores `** bold **`).
    private static func wrapped(_ text: String, in delimiter: String) -> String {
        let core = text.trimming(.whitespacesAndNewlines)
        guard !core.isEmpty else { return text }
        let leading = text.prefix { $0.isWhitespace }.isEmpty ? "" : " "
        let trailing = text.reversed().prefix { $0.isWhitespace }.isEmpty ? "" : " "
        return leading + delimiter + core + delimiter + trailing
    }

    private static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimming(.whitespaces)
    }

    /// A paragraph's lines without spaces at either end, and without a leading marker that
    /// would make it a list item or heading (`- `, `+ `, `1. `).
    private static func trimmedLines(_ text: String) -> String {
        var copy = text
        let hasLineFeed = copy.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\n")), bytes.count) != nil } ?? false }
        // Most paragraphs are one line (text nodes' line breaks are collapsed): no split, no copy.
        var result = hasLineFeed
            ? lines(of: text).map { line in protectingLineStart(line.trimming(.whitespaces)) }.joined(separator: "\n")
            : protectingLineStart(text.trimming(.whitespaces))
        while result.utf8.last == UInt8(ascii: "\\") && result.hasSuffix("\\") { result = String(result.dropLast()).trimming(.whitespacesAndNewlines) }
        return result.trimming(.whitespacesAndNewlines)
    }

    /// The text split at each line feed that is a character of its own (not after a carriage
    /// return), as `split(separator: "\n")` splits it, without reading it character by character.
    private static func lines(of text: String) -> [Substring] {
        var copy = text
        let breaks = copy.withUTF8 { bytes in
            bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") && ($0 == 0 || bytes[$0 - 1] != UInt8(ascii: "\r")) }
        }
        var lines: [Substring] = []
        var start = text.startIndex
        for offset in breaks {
            let lineFeed = text.utf8.index(text.startIndex, offsetBy: offset)
            lines.append(text[start..<lineFeed])
            start = text.utf8.index(after: lineFeed)
        }
        lines.append(text[start...])
        return lines
    }

    private static func protectingLineStart(_ line: String) -> String {
        guard let first = line.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "=")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return line }
        if line.hasPrefix("- ") || line.hasPrefix("+ ") || line == "-" || line == "+" || line.hasPrefix("=") {
            return "\\" + line
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = line.dropFirst(digits.count)
            if rest.hasPrefix(". ") || rest.hasPrefix(") ") || rest == "." || rest == ")" {
                return digits + "\\" + rest
            }
        }
        return line
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
