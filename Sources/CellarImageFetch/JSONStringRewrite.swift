import CellarFixtures
import CellarModel

/// A valid JSON text with some of its strings replaced, token by token, and every other byte (the
/// spacing, the key order, the numbers' spelling, the other strings' escapes) left as it was.
enum JSONStringRewrite {
    /// `bytes` with each string whose value is a key of `replacements` replaced by its value,
    /// and how many were replaced.
    static func replacing(_ replacements: [String: String], in bytes: [UInt8]) -> (bytes: [UInt8], count: Int) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var count = 0
        var index = 0
        var copiedUpTo = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let start = index
            var escaped = false
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 1
                }
                index += 1
            }
            index += 1
            let token = bytes[start..<min(index, bytes.count)]
            // The file was parsed whole before it is rewritten, so every string token parses.
            let value: String? =
                if escaped, case .string(let text)? = try? JSONValue.parse(Array(token), file: "") {
                    text
                } else if !escaped {
                    String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
                } else {
                    nil
                }
            if let value, let replacement = replacements[value] {
                output += bytes[copiedUpTo..<start]
                output += Array(replacement.jsonStringLiteral.utf8)
                copiedUpTo = index
                count += 1
            }
        }
        output += bytes[min(copiedUpTo, bytes.count)...]
        return (output, count)
    }
}
