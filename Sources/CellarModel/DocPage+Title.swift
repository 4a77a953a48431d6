extension DocPage {
    /// The text of the first level-1 ATX heading (`# Delivery`, closing `#`s trimmed) outside
    /// fenced code blocks, or `nil` when there is none.
    package static func title(ofMarkdown markdown: String) -> String? {
        var openFence: (marker: Character, length: Int)?
        for line in markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { continue }
            let text = line.dropFirst(indent)
            if let fence = openFence {
                let run = text.prefix { $0 == fence.marker }.count
                if run >= fence.length && text.dropFirst(run).allSatisfy(\.isWhitespace) { openFence = nil }
                continue
            }
            if let marker = text.first, marker == "`" || marker == "~" {
                let run = text.prefix { $0 == marker }.count
                if run >= 3 {
                    openFence = (marker, run)
                    continue
                }
            }
            guard text.first == "#" else { continue }
            let afterHash = text.dropFirst()
            guard afterHash.isEmpty || afterHash.first == " " || afterHash.first == "\t" else { continue }
            let title = trimmingClosingSequence(afterHash.trimmingWhitespace())
            if !title.isEmpty { return String(title) }
        }
        return nil
    }

    /// `Delivery ##` → `Delivery`; `C#` stays, as the `#`s must follow a space.
    private static func trimmingClosingSequence(_ text: Substring) -> Substring {
        guard let last = text.lastIndex(where: { $0 != "#" }) else { return "" }
        let closing = text[text.index(after: last)...]
        guard !closing.isEmpty, text[last] == " " || text[last] == "\t" else { return text }
        return text[...last].trimmingWhitespace()
    }
}

private extension Substring {
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
