/// How the lines of template text are re-indented where standalone partials, parents and
/// blocks put them: each line first loses `dedent` (a block's own indentation where it was
/// written), then gets `indentation`. Empty lines stay empty; values are never re-indented.
struct Reindentation: Sendable, Equatable {
    var indentation = ""
    var dedent = ""

    /// Whether lines are copied as they are.
    var isNone: Bool { indentation.isEmpty && dedent.isEmpty }

    /// Inside a partial or parent put in place with `indentation` (`nil` when it is not standalone).
    func including(indentedBy indentation: String?) -> Reindentation {
        Reindentation(indentation: self.indentation + (indentation ?? ""))
    }

    /// Inside what fills a block whose tag is indented by `siteIndentation` (`nil` when text
    /// comes before it on its line), when that content was written indented by `contentIndentation`.
    func filling(blockIndentedBy siteIndentation: String?, contentIndentedBy contentIndentation: String?)
        -> Reindentation
    {
        var inner = Reindentation(indentation: indentation, dedent: contentIndentation ?? "")
        if let siteIndentation, siteIndentation.hasPrefix(dedent) {
            inner.indentation += siteIndentation.dropFirst(dedent.count)
        }
        return inner
    }

    /// `text` with its lines re-indented: every line that starts inside it, and the first
    /// one too when `startsLine` (the output before it ends a line).
    func apply(to text: String, startsLine: Bool) -> String {
        var result = ""
        let utf8 = text.utf8
        var start = utf8.startIndex
        var atLineStart = startsLine
        while start != utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? utf8.endIndex
            var lineStart = start
            if atLineStart {
                if !dedent.isEmpty, utf8[start..<end].starts(with: dedent.utf8) {
                    lineStart = utf8.index(start, offsetBy: dedent.utf8.count)
                }
                if lineStart != end, utf8[lineStart] != UInt8(ascii: "\n"), utf8[lineStart] != UInt8(ascii: "\r") {
                    result += indentation
                }
            }
            result += text[lineStart..<end]
            atLineStart = true
            start = end
        }
        return result
    }
}
