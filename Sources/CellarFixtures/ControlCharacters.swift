import CellarModel

/// C0 and C1 control characters in text from the fixtures: an HTML parser reports each as an
/// error, and none has a meaning in a shop's text. Tab, line feed and carriage return are
/// kept; DEL (U+007F) and U+0080–U+009F go with the rest.
enum ControlCharacters {
    /// `text` without its control characters, and the distinct ones removed (`U+0007`), or
    /// `nil` when there are none. Scans bytes: it is asked for every string of every file.
    static func removed(from text: String) -> (text: String, removed: [String])? {
        var copy = text
        let found = copy.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time up to the first that may be one, which is looked at on its own.
                if index + 8 <= bytes.count {
                    let flagged = mayHoldControl(
                        UInt64(
                            littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)))
                    guard flagged != 0 else {
                        index += 8
                        continue
                    }
                    index += flagged.trailingZeroBitCount / 8
                }
                let byte = bytes[index]
                // C2 starts U+0080–U+009F with the byte after it.
                if isC0OrDelete(byte)
                    || (byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]))
                {
                    return true
                }
                index += 1
            }
            return false
        }
        guard found else { return nil }
        var kept = String.UnicodeScalarView()
        var removed: [String] = []
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let name = "U+" + String(repeating: "0", count: 4 - hex.count) + hex
                if !removed.contains(name) { removed.append(name) }
            } else {
                kept.append(scalar)
            }
        }
        return (String(kept), removed)
    }

    /// The high bits of the bytes of `word` below 0x20 (tab and line breaks too), DEL or C2
    /// (which starts U+0080–U+009F), its least significant byte first: the least significant
    /// set bit is that of the first.
    @inline(__always)
    private static func mayHoldControl(_ word: UInt64) -> UInt64 {
        word.bytes(below: 0x20) | word.bytes(equalTo: 0x7F) | word.bytes(equalTo: 0xC2)
    }

    private static func isC0OrDelete(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? isC0OrDelete(UInt8(scalar.value)) : (0x80...0x9F).contains(scalar.value)
    }
}
