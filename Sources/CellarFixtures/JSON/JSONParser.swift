import CellarModel

/// A JSON syntax error: where it is (1-based line and column) and what was expected there.
struct JSONSyntaxError: Error, Sendable, Equatable {
    var line: Int
    var column: Int
    /// What is wrong, like `expected ',' or ']' after an array element`.
    var message: String
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes.
///
/// It tolerates a leading byte order mark, rejects invalid UTF-8 and nesting deeper than
/// ``maximumDepth``, and reports the first syntax error with its line and column.
enum JSONParser {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 512

    /// Parses one JSON document.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        // Without `eachElement` every top-level value comes back whole.
        try bytes.withUnsafeBufferPointer { parse($0, eachElement: nil) }.get()!
    }

    /// Parses one JSON document in place (for memory-mapped files, without copying), handing
    /// the elements of a top-level array to `body` one at a time instead of keeping them: a
    /// large file never becomes one tree. `body` also gets the offset in `bytes` where the
    /// element ends.
    ///
    /// - Returns: `nil` after a top-level array; any other top-level value as it is.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, eachElement body: ((JSONValue, Int) -> Void)?
    ) -> Result<JSONValue?, JSONSyntaxError> {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var parser = Parser(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
        do {
            return .success(try parser.parseDocument(eachElement: body.map { body in { body($0, $1 + start) } }))
        } catch {
            let (line, column) = parser.lineAndColumn(of: error.offset)
            return .failure(JSONSyntaxError(line: line, column: column, message: error.message))
        }
    }

    /// Where the strings whose opening quotes are at `first` in `firstBytes` and at `second` in
    /// `secondBytes` end (the index just past each closing quote), when both are valid strings
    /// whose values have the same bytes, however each is escaped; `nil` otherwise. Each is
    /// decoded as a document's strings are, a character at a time, into no string.
    static func endsOfSameString(
        _ firstBytes: UnsafeBufferPointer<UInt8>, openingAt first: Int, _ secondBytes: UnsafeBufferPointer<UInt8>,
        openingAt second: Int
    ) -> (first: Int, second: Int)? {
        var one = StringReader(bytes: firstBytes, opening: first)
        var other = StringReader(bytes: secondBytes, opening: second)
        while true {
            guard let byte = one.nextByte(), byte == other.nextByte() else { return nil }
            if byte == StringReader.end { return (one.parser.index, other.parser.index) }
        }
    }
}

/// A string's value read a byte at a time, its escapes decoded as the parser decodes them.
private struct StringReader {
    /// What ``nextByte()`` returns at the closing quote.
    static let end = 256
    var parser: Parser
    /// The bytes the last escape stood for (in the parser's scratch) already handed out.
    var handedOut = 0

    init(bytes: UnsafeBufferPointer<UInt8>, opening: Int) {
        parser = Parser(bytes: bytes)
        parser.index = opening + 1
    }

    /// The next byte of the value, ``end`` at the closing quote, `nil` where the string is not valid.
    mutating func nextByte() -> Int? {
        if handedOut < parser.scratch.count {
            handedOut += 1
            return Int(parser.scratch[handedOut - 1])
        }
        guard let byte = parser.current else { return nil }
        switch byte {
        case UInt8(ascii: "\""):
            parser.index += 1
            return Self.end
        case UInt8(ascii: "\\"):
            parser.scratch.removeAll(keepingCapacity: true)
            handedOut = 0
            do { try parser.parseEscape() } catch { return nil }
            return nextByte()
        case ..<0x20:
            return nil
        default:
            parser.index += 1
            return Int(byte)
        }
    }
}

/// The parser's state while it walks one document.
private struct Parser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    /// Reused for strings with escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func parseDocument(eachElement body: ((JSONValue, Int) -> Void)?) throws(Failure) -> JSONValue? {
        skipWhitespace()
        var value: JSONValue?
        if let body, current == UInt8(ascii: "[") {
            try parseArray(eachElement: body)
        } else {
            value = try parseValue()
        }
        skipWhitespace()
        guard index == bytes.count else { throw failure("expected the end of the file after the JSON value") }
        return value
    }

    /// 1-based line and column (counted in Unicode scalars) of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: Values

    mutating func parseValue() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default:
            throw failure("expected a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func parseObject() throws(Failure) -> JSONValue {
        try enterContainer()
        index += 1
        var members: [JSONObject.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject(members: members))
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw failure(members.isEmpty ? "expected a string key or '}'" : "expected a string key after ','")
            }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after an object key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONObject.Member(key: key, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(JSONObject(members: members))
            default:
                throw failure("expected ',' or '}' after an object member")
            }
        }
    }

    mutating func parseArray() throws(Failure) -> JSONValue {
        var elements: [JSONValue] = []
        try parseArray { element, _ in elements.append(element) }
        return .array(elements)
    }

    /// Parses an array, handing each element to `body` with the offset where it ends.
    mutating func parseArray(eachElement body: (JSONValue, Int) -> Void) throws(Failure) {
        try enterContainer()
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        while true {
            body(try parseValue(), index)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return
            default:
                throw failure("expected ',' or ']' after an array element")
            }
        }
    }

    mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw failure("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw failure("expected a value (object, array, string, number, true, false or null)")
        }
        index += count
    }

    // MARK: Numbers

    mutating func parseNumber() throws(Failure) -> JSONNumber {
        let start = index
        var isInteger = true
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit after '-'") }
        index += 1
        if first == UInt8(ascii: "0") {
            if let next = current, Self.isDigit(next) { throw failure("a number must not have leading zeros") }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard let digit = current, Self.isDigit(digit) else { throw failure("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        let literalBytes = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let literal = String(decoding: literalBytes, as: UTF8.self)
        let value: Double
        if isInteger && literalBytes.count <= 18 {
            value = Double(Self.integerValue(of: literalBytes))
        } else {
            value = Double(literal) ?? .infinity
        }
        return JSONNumber(value: value, isIntegerLiteral: isInteger, literal: literal)
    }

    mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The value of a short, valid integer literal (at most 18 characters, so it cannot overflow).
    static func integerValue(of literal: UnsafeBufferPointer<UInt8>) -> Int {
        var result = 0
        for byte in literal where byte != UInt8(ascii: "-") {
            result = result * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return literal.first == UInt8(ascii: "-") ? -result : result
    }

    // MARK: Strings

    mutating func parseString() throws(Failure) -> String {
        let opening = index
        index += 1
        let start = index
        // Fast path: no escapes, so the string is a slice of the input.
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                return try parseEscapedString(opening: opening, start: start)
            case ..<0x20:
                throw failure("a control character in a string must be escaped")
            case ..<0x80:
                index += 1
            default:
                index = try endOfUTF8Sequence()
            }
        }
        throw Failure(offset: opening, message: "unterminated string")
    }

    /// Continues a string at its first backslash, decoding escapes into `scratch`.
    mutating func parseEscapedString(opening: Int, start: Int) throws(Failure) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<index])
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape()
            case ..<0x20:
                throw failure("a control character in a string must be escaped")
            case ..<0x80:
                scratch.append(byte)
                index += 1
            default:
                let end = try endOfUTF8Sequence()
                scratch.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
        throw Failure(offset: opening, message: "unterminated string")
    }

    mutating func parseEscape() throws(Failure) {
        let escape = index
        index += 1
        guard let letter = current else { throw failure("expected an escape character after '\\'") }
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escape: escape)
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw Failure(offset: escape, message: "a \\u escape must not be a lone surrogate")
                }
                index += 2
                let low = try hexQuad(escape: escape)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(offset: escape, message: "a \\u escape must not be a lone surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw Failure(offset: escape, message: "a \\u escape must not be a lone surrogate")
            }
            // Not a surrogate, so always a valid scalar.
            scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
        default:
            throw Failure(
                offset: escape,
                message: "invalid escape sequence (expected \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)")
        }
    }

    mutating func hexQuad(escape: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigitValue(byte) else {
                throw Failure(offset: escape, message: "expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Validates the multi-byte UTF-8 sequence at `index` (Unicode table 3-7) and returns where it ends.
    func endOfUTF8Sequence() throws(Failure) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw Failure(offset: index, message: "invalid UTF-8")
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
            throw Failure(offset: index, message: "invalid UTF-8")
        }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            throw Failure(offset: index, message: "invalid UTF-8")
        }
        return index + length
    }

    // MARK: Helpers

    mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    /// A failure at the current position; at the end of the input it says so, and where the
    /// byte there is what people write in JavaScript but JSON does not allow, it names that.
    func failure(_ message: String) -> Failure {
        guard let byte = current else {
            return Failure(offset: index, message: message + ", found the end of the file")
        }
        return Failure(
            offset: index, message: likelyCause(of: byte).map { message + "; it looks like " + $0 } ?? message)
    }

    /// A trailing comma, a single quote or a comment, at a byte where a value or key was due.
    private func likelyCause(of byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            var before = index - 1
            while before >= 0,
                [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[before])
            { before -= 1 }
            guard before >= 0, bytes[before] == UInt8(ascii: ",") else { return nil }
            return "a trailing comma: JSON allows no ',' before '\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: "'"):
            return "single quotes: JSON takes double quotes (\"text\") around strings and keys"
        case UInt8(ascii: "/"):
            return "a comment: JSON has none (no // or /* */)"
        default:
            return nil
        }
    }
}
