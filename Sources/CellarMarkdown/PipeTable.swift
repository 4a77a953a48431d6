/// A GitHub-flavoured pipe table read from the lines of a paragraph (GFM spec 0.29, section 4.10):
/// a header row, a delimiter row with as many cells (`---`, `:--`, `--:`, `:-:`) and the body rows,
/// each padded with empty cells or cut to the header's width. Cells are split at pipes that are not
/// escaped (`\|`, which becomes `|` in the cell, even inside a code span) and trimmed; their text
/// is still Markdown, for the inline parser.
struct PipeTable: Equatable {
    enum Alignment: Equatable {
        case none, left, center, right
    }

    var alignments: [Alignment]
    var header: [String]
    var rows: [[String]]

    /// The table in `lines`, or `nil` when no line is a header row followed by a matching delimiter row.
    ///
    /// A table runs to the end of the paragraph. A header or delimiter row needs a pipe, so that
    /// text like `Notes\n:-:` stays text.
    init?(lines: [Substring]) {
        guard
            let headerIndex = lines.indices.dropLast().first(where: { index in
                (lines[index].contains("|") || lines[index + 1].contains("|"))
                    && Self.alignments(ofDelimiterRow: lines[index + 1])?.count == Self.cells(of: lines[index]).count
            }), let alignments = Self.alignments(ofDelimiterRow: lines[headerIndex + 1])
        else { return nil }
        self.alignments = alignments
        header = Self.cells(of: lines[headerIndex])
        rows = lines[(headerIndex + 2)...].map { line in
            let cells = Self.cells(of: line).prefix(alignments.count)
            return cells + Array(repeating: "", count: alignments.count - cells.count)
        }
    }

    /// The alignments of a delimiter row's cells, or `nil` when the line is not one.
    static func alignments(ofDelimiterRow line: Substring) -> [Alignment]? {
        var alignments: [Alignment] = []
        for cell in cells(of: line, unescaping: false) {
            let left = cell.hasPrefix(":")
            let right = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments.isEmpty ? nil : alignments
    }

    /// A row's cells: split at unescaped pipes, a leading and a trailing pipe dropped, trimmed.
    static func cells(of line: Substring, unescaping: Bool = true) -> [String] {
        var cells: [String] = []
        var cell = ""
        var characters = line.trimmingWhitespace()[...]
        if characters.first == "|" { characters = characters.dropFirst() }
        var endsWithPipe = false
        while let character = characters.popFirst() {
            endsWithPipe = false
            switch character {
            case "\\" where characters.first != nil:
                let escaped = characters.removeFirst()
                cell += unescaping && escaped == "|" ? "|" : "\\" + String(escaped)
            case "|":
                cells.append(cell.trimmingWhitespace())
                cell = ""
                endsWithPipe = true
            default:
                cell.append(character)
            }
        }
        if !endsWithPipe || cells.isEmpty { cells.append(cell.trimmingWhitespace()) }
        return cells
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
