import CCmark

/// Turns the paragraphs of a parsed cmark document that hold pipe tables (``PipeTable``) into
/// tables, built from cmark's custom nodes so that cmark renders them, cells included, with the
/// rest of the document: its safe mode still drops raw HTML and unsafe link schemes in cells.
///
/// A paragraph's lines are read back from the source through cmark's source positions. Each
/// cell's text is parsed as Markdown on its own and its inlines moved into the cell, so a cell
/// cannot use a link reference defined elsewhere in the document. An aligned column's cells
/// carry a class (`align-right`), not GFM's `align` attribute, which is obsolete in HTML.
enum PipeTableNodes {
    /// Replaces each table paragraph of `document`, parsed from `source`.
    static func build(in document: OpaquePointer, source: UnsafeBufferPointer<UInt8>) {
        guard source.contains(UInt8(ascii: "|")) else { return }
        let lines = SourceLines(source)
        for paragraph in Markdown.nodes(of: CMARK_NODE_PARAGRAPH, in: document) {
            guard lines.mayHoldDelimiterRow(paragraph), let table = PipeTable(lines: lines.content(of: paragraph))
            else { continue }
            keepLeadingLines(of: paragraph, before: table)
            cmark_node_insert_before(paragraph, tableNode(table))
            cmark_node_free(paragraph)
        }
    }

    /// Moves the inlines of the paragraph's lines before the table into a paragraph of their own.
    private static func keepLeadingLines(of paragraph: OpaquePointer, before table: PipeTable) {
        var breaks: [OpaquePointer] = []
        var child = cmark_node_first_child(paragraph)
        while let node = child {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { breaks.append(node) }
            child = cmark_node_next(node)
        }
        // Counted from the end: link reference definitions at the start have no inlines.
        let tableLineCount = 2 + table.rows.count
        let leadingLineCount = breaks.count + 1 - tableLineCount
        guard leadingLineCount > 0, let lastBreak = breaks.dropFirst(leadingLineCount - 1).first else { return }
        let leading = cmark_node_new(CMARK_NODE_PARAGRAPH)!
        while let node = cmark_node_first_child(paragraph), node != lastBreak {
            cmark_node_append_child(leading, node)
        }
        cmark_node_free(lastBreak)
        cmark_node_insert_before(paragraph, leading)
    }

    private static func tableNode(_ table: PipeTable) -> OpaquePointer {
        let tableNode = block("<table>", "</table>")
        let head = block("<thead>", "</thead>")
        head.append(row(table.header, tag: "th", alignments: table.alignments))
        tableNode.append(head)
        if !table.rows.isEmpty {
            let body = block("<tbody>", "</tbody>")
            for cells in table.rows {
                body.append(row(cells, tag: "td", alignments: table.alignments))
            }
            tableNode.append(body)
        }
        return tableNode
    }

    private static func row(_ cells: [String], tag: String, alignments: [PipeTable.Alignment]) -> OpaquePointer {
        let row = block("<tr>", "</tr>")
        for (text, alignment) in zip(cells, alignments) {
            let cell = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
            let align =
                switch alignment {
                case .none: ""
                case .left: #" class="align-left""#
                case .center: #" class="align-center""#
                case .right: #" class="align-right""#
                }
            cmark_node_set_on_enter(cell, "<\(tag)\(align)>")
            cmark_node_set_on_exit(cell, "</\(tag)>\n")
            appendInlines(of: text, to: cell)
            row.append(cell)
        }
        return row
    }

    private static func block(_ onEnter: String, _ onExit: String) -> OpaquePointer {
        let node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        cmark_node_set_on_enter(node, onEnter)
        cmark_node_set_on_exit(node, onExit)
        return node
    }

    /// Parses a cell's text as inline Markdown and appends the inlines to `cell`.
    ///
    /// Text that cmark would read as a block (`# x`, `- x`, `1. x`, `> x`, `[a]: /b`) is read
    /// again with its marker escaped, as GFM reads cells as inlines only; if it is still not one
    /// paragraph, it is shown as plain text.
    private static func appendInlines(of text: String, to cell: OpaquePointer) {
        guard !text.isEmpty else { return }
        for candidate in [text, escapingBlockMarker(text)] {
            guard let document = parse(candidate) else { continue }
            defer { cmark_node_free(document) }
            guard let paragraph = cmark_node_first_child(document), cmark_node_next(paragraph) == nil,
                cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
            else { continue }
            while let inline = cmark_node_first_child(paragraph) {
                cell.append(inline)
            }
            return
        }
        let literal = cmark_node_new(CMARK_NODE_TEXT)!
        cmark_node_set_literal(literal, text)
        cell.append(literal)
    }

    /// `text` with a backslash before its first punctuation character when that starts it or ends
    /// its leading digits (`\# x`, `1\. x`).
    private static func escapingBlockMarker(_ text: String) -> String {
        guard let marker = text.firstIndex(where: { !$0.isNumber }),
            text[marker].isASCII, text[marker].isPunctuation || text[marker].isSymbol
        else { return text }
        return text[..<marker] + "\\" + text[marker...]
    }

    private static func parse(_ text: String) -> OpaquePointer? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT)
            }
        }
    }
}

private extension OpaquePointer {
    func append(_ child: OpaquePointer) {
        cmark_node_append_child(self, child)
    }
}

/// The lines of a Markdown source, to read a paragraph's text back through cmark's source positions.
private struct SourceLines {
    let source: UnsafeBufferPointer<UInt8>
    /// The offset where each line starts; line `n` (1-based) starts at `starts[n - 1]`.
    private var starts: [Int] = [0]

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        var index = 0
        while index < source.count {
            let byte = source[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < source.count, source[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
    }

    /// Whether a line of the paragraph after its first could be a table's delimiter row, as
    /// its bytes tell: a hyphen, and nothing but pipes, colons, hyphens, white space and the
    /// block quotes' `>` (bytes past ASCII let through, for other white space). Most
    /// paragraphs have no such line, and are not read as text for a table.
    func mayHoldDelimiterRow(_ paragraph: OpaquePointer) -> Bool {
        let first = Int(cmark_node_get_start_line(paragraph))
        let last = Int(cmark_node_get_end_line(paragraph))
        guard first >= 1, last > first, last <= starts.count else { return false }
        return (first + 1...last).contains { number in
            var hasHyphen = false
            for byte in source[lineRange(number)] {
                switch byte {
                case UInt8(ascii: "-"): hasHyphen = true
                case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: ">"), UInt8(ascii: " "), 0x09...0x0D, 0x80...:
                    continue
                default: return false
                }
            }
            return hasHyphen
        }
    }

    /// The paragraph's lines without the markers of the block quotes and list items around it.
    func content(of paragraph: OpaquePointer) -> [Substring] {
        let first = Int(cmark_node_get_start_line(paragraph))
        let last = Int(cmark_node_get_end_line(paragraph))
        guard first >= 1, last > first, last <= starts.count else { return [] }
        var quoteDepth = 0
        var ancestor = cmark_node_parent(paragraph)
        while let node = ancestor {
            if cmark_node_get_type(node) == CMARK_NODE_BLOCK_QUOTE { quoteDepth += 1 }
            ancestor = cmark_node_parent(node)
        }
        return (first...last).map { number in
            var text = line(number)[...]
            if number == first {
                text = text.dropFirst(max(0, Int(cmark_node_get_start_column(paragraph)) - 1))
            } else {
                for _ in 0..<quoteDepth {
                    text = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    guard text.first == UInt8(ascii: ">") else { break }
                    text = text.dropFirst()
                }
            }
            return Substring(String(decoding: text, as: UTF8.self))
        }
    }

    private func line(_ number: Int) -> [UInt8] {
        Array(source[lineRange(number)])
    }

    /// Where line `number` is in the source, without its line end.
    private func lineRange(_ number: Int) -> Range<Int> {
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] : source.count
        while end > start, source[end - 1] == UInt8(ascii: "\n") || source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }
}
