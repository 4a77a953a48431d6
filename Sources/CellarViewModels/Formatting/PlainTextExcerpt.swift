/// A short plain-text summary of Markdown, for a page's description in search results and
/// link previews: link syntax, HTML tags and the punctuation `#*_>` are dropped, runs of
/// white space become one space, a pipe table's cells are read as words (its delimiter row
/// and pipes left out), and at most `limit` characters are kept (``limit`` unless
/// told: product feeds take longer ones).
///
/// One pass that stops at the limit, so a long description costs no more than a short one.
struct PlainTextExcerpt {
    static let limit = 160

    private let limit: Int
    private var text = ""
    private var count = 0
    private var isSpacePending = false

    static func make(fromMarkdown source: String, limit: Int = Self.limit) -> String {
        var excerpt = PlainTextExcerpt(limit: limit)
        excerpt.append(markdown: source[...])
        return excerpt.text
    }

    private init(limit: Int) {
        self.limit = limit
    }

    private var isFull: Bool { count >= limit }

    private mutating func append(markdown source: Substring) {
        var index = source.startIndex
        var isAtLineStart = true
        while index < source.endIndex, !isFull {
            let character = source[index]
            if isAtLineStart, let end = Self.endOfTableDelimiterRow(in: source, at: index) {
                index = end
                continue
            }
            isAtLineStart = character.isNewline
            if character == "|" {
                append(" ")
                index = source.index(after: index)
            } else if character == "<", let close = source[index...].firstIndex(of: ">") {
                let inside = source[source.index(after: index)..<close]
                if inside.hasPrefix("http://") || inside.hasPrefix("https://"), !inside.contains(where: \.isWhitespace) {
                    append(plain: inside)
                }
                index = source.index(after: close)
            } else if let link = Self.link(in: source, at: index) {
                append(markdown: link.text)
                index = link.end
            } else {
                if !"#*_>".contains(character) { append(character) }
                index = source.index(after: index)
            }
        }
    }

    /// Where the line starting at `index` ends when it is a table's delimiter row
    /// (`| --- | :-: |`): only pipes, hyphens, colons and spaces, with a pipe and a hyphen.
    private static func endOfTableDelimiterRow(in source: Substring, at index: Substring.Index) -> Substring.Index? {
        guard "|-: \t".contains(source[index]) else { return nil }
        let end = source[index...].firstIndex(where: \.isNewline) ?? source.endIndex
        let line = source[index..<end]
        guard line.contains("|"), line.contains("-"), line.allSatisfy({ "|-: \t".contains($0) }) else { return nil }
        return end
    }

    /// `[text](url)` or `![alt](url)` starting at `index`: its text and where it ends.
    private static func link(in source: Substring, at index: Substring.Index) -> (text: Substring, end: Substring.Index)? {
        var open = index
        if source[open] == "!" {
            open = source.index(after: open)
            guard open < source.endIndex else { return nil }
        }
        guard source[open] == "[", let close = source[open...].firstIndex(of: "]") else { return nil }
        let parenthesis = source.index(after: close)
        guard parenthesis < source.endIndex, source[parenthesis] == "(",
              let end = source[parenthesis...].firstIndex(of: ")") else { return nil }
        return (source[source.index(after: open)..<close], source.index(after: end))
    }

    private mutating func append(plain characters: Substring) {
        for character in characters where !isFull { append(character) }
    }

    private mutating func append(_ character: Character) {
        if character.isWhitespace {
            isSpacePending = count > 0
            return
        }
        if isSpacePending {
            isSpacePending = false
            text.append(" ")
            count += 1
            if isFull { text.removeLast(); return }
        }
        text.append(character)
        count += 1
    }
}
