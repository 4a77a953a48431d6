/// C0 and C1 control characters in text from the fixtures: an HTML parser reports each as an
/// error, and none has a meaning in a shop's text. Tab, line feed and carriage return are
/// kept; DEL (U+007F) and U+0080–U+009F go with the rest.
enum ControlCharacters {
    /// `text` without its control characters, and the distinct ones removed (`U+0007`), or
    /// `nil` when there are none. Scans bytes: it is asked for every string of every file.
    static func removed(from text: String) -> (text: String, removed: [String])? {
        var copy = text
        let found = copy.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if isC0OrDelete(byte) || (previous == 0xC2 && (0x80...0x9F).contains(byte)) { return true }
                previous = byte
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

    private static func isC0OrDelete(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? isC0OrDelete(UInt8(scalar.value)) : (0x80...0x9F).contains(scalar.value)
    }
}
