/// The words and punctuation of a Swift source file, without its comments and string literals:
/// as much of Swift's lexical grammar as finding declarations needs.
struct SourceTokens {
    /// A word (an identifier or a keyword; a backquoted one without its backquotes) or one
    /// character of punctuation.
    enum Token: Equatable {
        case word(String, backquoted: Bool)
        case punctuation(UInt8)
    }

    private(set) var tokens: [Token] = []
    private let bytes: [UInt8]
    private var position = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
        while position < bytes.count { readToken() }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            true
        default: false
        }
    }

    private func byte(at offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func readToken() {
        let first = bytes[position]
        if Self.isWordByte(first) {
            let start = position
            while let next = byte(at: 0), Self.isWordByte(next) { position += 1 }
            tokens.append(.word(String(decoding: bytes[start..<position], as: UTF8.self), backquoted: false))
        } else if first == UInt8(ascii: "`") {
            let start = position + 1
            position = start
            while let next = byte(at: 0), next != UInt8(ascii: "`") { position += 1 }
            tokens.append(.word(String(decoding: bytes[start..<position], as: UTF8.self), backquoted: true))
            position += 1
        } else if !skipCommentOrString() {
            if first > UInt8(ascii: " ") { tokens.append(.punctuation(first)) }
            position += 1
        }
    }

    /// Moves past a comment or a string literal starting here; false when none starts here.
    private mutating func skipCommentOrString() -> Bool {
        if bytes[position] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "/") {
            while let next = byte(at: 0), next != UInt8(ascii: "\n") { position += 1 }
            return true
        }
        if bytes[position] == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
            skipBlockComment()
            return true
        }
        var hashes = 0
        while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(at: hashes) == UInt8(ascii: "\"") else { return false }
        position += hashes
        skipString(hashes: hashes)
        return true
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if byte(at: 0) == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte(at: 0) == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        } while depth > 0 && position < bytes.count
    }

    /// From the opening quote of a string with `hashes` number signs around it (a raw string
    /// when more than none) to past its closing delimiter, interpolations included.
    private mutating func skipString(hashes: Int) {
        let isMultiline = byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
        let quotes = isMultiline ? 3 : 1
        position += quotes
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\"), followedByHashes(hashes, after: 1) {
                position += 1 + hashes
                if byte(at: 0) == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    position += 1
                }
            } else if current == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ byte(at: $0) == UInt8(ascii: "\"") }),
                followedByHashes(hashes, after: quotes)
            {
                position += quotes + hashes
                return
            } else {
                position += 1
            }
        }
    }

    private func followedByHashes(_ count: Int, after offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    /// From an interpolation's opening parenthesis to past its closing one; the strings and
    /// comments inside it may hold parentheses of their own.
    private mutating func skipInterpolation() {
        var depth = 0
        while position < bytes.count {
            if skipCommentOrString() { continue }
            switch bytes[position] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            default: break
            }
            position += 1
            if depth == 0 { return }
        }
    }
}
