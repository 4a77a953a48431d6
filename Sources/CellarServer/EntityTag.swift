import Foundation

/// A strong `ETag` made from a response body's bytes (64-bit FNV-1a), so it changes exactly
/// when the content does, whatever the file's modification time.
enum EntityTag {
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether an `If-None-Match` header names `tag` (or is `*`); weak tags compare by value.
    static func header(_ ifNoneMatch: String, matches tag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            var value = candidate.trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("W/") { value.removeFirst(2) }
            return value == "*" || value == tag
        }
    }
}
