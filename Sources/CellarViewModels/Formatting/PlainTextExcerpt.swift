/// A short plain-text summary of Markdown, for a page's description in search results and
/// link previews: link syntax, HTML tags and the punctuation `#*_>` are dropped, runs of
/// white space become one space, and at most ``limit`` characters are kept.
enum PlainTextExcerpt {
    static let limit = 160

    static func make(fromMarkdown source: String) -> String {
        let text = source
            .replacing(/<(https?:\/\/[^>\s]*)>/) { String($0.1) }
            .replacing(/<[^>]*>/, with: "")
            .replacing(/!?\[([^\]]*)\]\([^)]*\)/) { String($0.1) }
            .filter { !"#*_>".contains($0) }
        var excerpt = String(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(limit))
        while excerpt.last == " " { excerpt.removeLast() }
        return excerpt
    }
}
