/// A short plain-text summary of Markdown, for a page's description in search results and
/// link previews: link syntax, HTML tags and the punctuation `#*_>` are dropped, runs of
/// white space become one space, a pipe table's cells are read as words (its delimiter row
/// and pipes left out), and at most `limit` characters are kept (``limit`` unless
/// told: product feeds take longer ones).
///
/// One pass over the UTF-8 bytes that stops at the limit, so a long description costs no more
/// than a short one. The limit counts Unicode scalars, which are never fewer than characters,
/// and a character the limit would cut in two (a letter whose accent is a scalar of its own)
/// is left out whole.
struct PlainTextExcerpt {
    static let limit = 160

    private let source: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private var text: [UInt8] = []
    private var count = 0
    private var isSpacePending = false
    /// Where in `source` the last scalar kept ends.
    private var endOfLastKept = 0

    static func make(fromMarkdown markdown: String, limit: Int = Self.limit) -> String {
        var markdown = markdown
        return markdown.withUTF8 { source in
            var excerpt = PlainTextExcerpt(source: source, limit: limit)
            excerpt.append(markdownIn: 0..<source.count)
            return excerpt.finishedText()
        }
    }

    private init(source: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.source = source
        self.limit = limit
        text.reserveCapacity(min(source.count, limit * 3))
    }

    private var isFull: Bool { count >= limit }

    private mutating func append(markdownIn range: Range<Int>) {
        var index = range.lowerBound
        var isAtLineStart = true
        while index < range.upperBound, !isFull {
            if isAtLineStart, let end = endOfTableDelimiterRow(at: index, before: range.upperBound) {
                index = end
                continue
            }
            let byte = source[index]
            if byte == .space {
                // The commonest white space, taken as append(scalarIn:) takes it.
                isSpacePending = count > 0
                isAtLineStart = false
                index += 1
                continue
            }
            if Self.isPlain(byte) {
                if isSpacePending {
                    isSpacePending = false
                    count += 1
                    if isFull { break }
                    text.append(.space)
                }
                index = appendPlainRun(from: index, before: range.upperBound)
                isAtLineStart = false
                continue
            }
            let scalarEnd = min(index + Self.scalarLength(leadingByte: byte), range.upperBound)
            isAtLineStart = isNewline(index..<scalarEnd)
            if byte == .pipe {
                isSpacePending = count > 0
                index = scalarEnd
            } else if byte == .lessThan, let close = firstIndex(of: .greaterThan, in: index + 1..<range.upperBound) {
                let inside = index + 1..<close
                if hasPrefix("http://", inside) || hasPrefix("https://", inside), !containsWhitespace(inside) {
                    append(plainIn: inside)
                }
                index = close + 1
            } else if let link = link(at: index, before: range.upperBound) {
                append(markdownIn: link.text)
                index = link.end
            } else {
                if !Self.droppedPunctuation.contains(byte) { append(scalarIn: index..<scalarEnd) }
                index = scalarEnd
            }
        }
    }

    /// Keeps the bytes from `start` on that are kept as they are, up to the limit; where they end.
    private mutating func appendPlainRun(from start: Int, before end: Int) -> Int {
        var index = start
        while index < end, Self.isPlain(source[index]) {
            if source[index] & 0xC0 != 0x80 {
                if isFull { break }
                count += 1
            }
            index += 1
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
        endOfLastKept = index
        return index
    }

    /// Whether a byte is kept as it is wherever it stands: not markup, white space or a line
    /// end, nor the first byte of a scalar that may be white space or a line end (0xC2, 0xE1–0xE3).
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "!"),
            UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: ">"):
            false
        case 0x21...0x7E, 0x80...0xBF, 0xC3...0xE0, 0xE4...0xFF:
            true
        default:
            false
        }
    }

    private static let droppedPunctuation: [UInt8] = Array("#*_>".utf8)
    private static let delimiterRowBytes: [UInt8] = Array("|-: \t".utf8)

    /// Where the line starting at `index` ends when it is a table's delimiter row
    /// (`| --- | :-: |`): only pipes, hyphens, colons and spaces, with a pipe and a hyphen.
    private func endOfTableDelimiterRow(at index: Int, before end: Int) -> Int? {
        var hasPipe = false
        var hasHyphen = false
        var position = index
        while position < end, Self.delimiterRowBytes.contains(source[position]) {
            hasPipe = hasPipe || source[position] == .pipe
            hasHyphen = hasHyphen || source[position] == .hyphen
            position += 1
        }
        let isLineEnd =
            position == end
            || isNewline(position..<min(position + Self.scalarLength(leadingByte: source[position]), end))
        return hasPipe && hasHyphen && isLineEnd ? position : nil
    }

    /// `[text](url)` or `![alt](url)` starting at `index`: its text and where it ends.
    private func link(at index: Int, before end: Int) -> (text: Range<Int>, end: Int)? {
        var open = index
        if source[open] == .exclamationMark {
            open += 1
            guard open < end else { return nil }
        }
        guard source[open] == .openingBracket,
            let close = firstIndex(of: .closingBracket, in: open + 1..<end),
            close + 1 < end, source[close + 1] == .openingParenthesis,
            let closingParenthesis = firstIndex(of: .closingParenthesis, in: close + 2..<end)
        else { return nil }
        return (open + 1..<close, closingParenthesis + 1)
    }

    private mutating func append(plainIn range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound, !isFull {
            let scalarEnd = min(index + Self.scalarLength(leadingByte: source[index]), range.upperBound)
            append(scalarIn: index..<scalarEnd)
            index = scalarEnd
        }
    }

    private mutating func append(scalarIn range: Range<Int>) {
        if isWhitespace(range) {
            isSpacePending = count > 0
            return
        }
        if isSpacePending {
            isSpacePending = false
            count += 1
            if isFull { return }
            text.append(.space)
        }
        if range.count == 1 {
            text.append(source[range.lowerBound])
        } else {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: source[range]))
        }
        count += 1
        endOfLastKept = range.upperBound
    }

    /// The text kept; when the limit stopped it inside a character, without that character.
    private func finishedText() -> String {
        var result = String(decoding: text, as: UTF8.self)
        guard isFull, endOfLastKept < source.count else { return result }
        let nextEnd = min(endOfLastKept + Self.scalarLength(leadingByte: source[endOfLastKept]), source.count)
        let next = String(decoding: source[endOfLastKept..<nextEnd], as: UTF8.self)
        if (result + next).count == result.count {
            result.removeLast()
            while result.last == " " { result.removeLast() }
        }
        return result
    }

    private func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        range.first { source[$0] == byte }
    }

    private func hasPrefix(_ prefix: StaticString, _ range: Range<Int>) -> Bool {
        let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return range.count >= bytes.count && zip(source[range], bytes).allSatisfy { $0 == $1 }
    }

    private func containsWhitespace(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let scalarEnd = min(index + Self.scalarLength(leadingByte: source[index]), range.upperBound)
            if isWhitespace(index..<scalarEnd) { return true }
            index = scalarEnd
        }
        return false
    }

    /// Whether the scalar in `range` has Unicode's White_Space property, as `Character.isWhitespace`
    /// asks of a character's first scalar. Only the lead bytes 0xC2 and 0xE1–0xE3 begin non-ASCII
    /// white space, so CJK text never decodes a scalar here.
    private func isWhitespace(_ range: Range<Int>) -> Bool {
        let lead = source[range.lowerBound]
        switch lead {
        case 0x09...0x0D, 0x20: return true
        case 0xC2, 0xE1...0xE3: return scalar(in: range)?.properties.isWhitespace ?? false
        default: return false
        }
    }

    /// Whether the scalar in `range` ends a line, as `Character.isNewline` says: LF, VT, FF, CR,
    /// NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
    private func isNewline(_ range: Range<Int>) -> Bool {
        switch source[range.lowerBound] {
        case 0x0A...0x0D: return true
        case 0xC2, 0xE2: return [0x85, 0x2028, 0x2029].contains(scalar(in: range)?.value)
        default: return false
        }
    }

    private func scalar(in range: Range<Int>) -> Unicode.Scalar? {
        var decoder = UTF8()
        var bytes = source[range].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&bytes) else { return nil }
        return scalar
    }

    /// How many bytes the UTF-8 scalar starting with `byte` takes (the source is valid UTF-8).
    private static func scalarLength(leadingByte byte: UInt8) -> Int {
        switch byte {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }
}

private extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let pipe = UInt8(ascii: "|")
    static let hyphen = UInt8(ascii: "-")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let exclamationMark = UInt8(ascii: "!")
    static let openingBracket = UInt8(ascii: "[")
    static let closingBracket = UInt8(ascii: "]")
    static let openingParenthesis = UInt8(ascii: "(")
    static let closingParenthesis = UInt8(ascii: ")")
}
