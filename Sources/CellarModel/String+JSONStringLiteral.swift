extension String {
    /// The text as a JSON string literal, quotes included, for fixtures Cellar writes
    /// (`cellar init`'s `store.json`, `cellar import`'s files): `"`, `\` and every control
    /// character escaped (`\n`, `\r`, `\t`, the rest as `\u00XX`), and U+2028 and U+2029 as
    /// `\u2028` and `\u2029`, which some editors and older JavaScript read as line ends.
    public var jsonStringLiteral: String {
        var literal: [UInt8] = []
        appendJSONStringLiteral(to: &literal)
        return String(decoding: literal, as: UTF8.self)
    }

    /// Appends ``jsonStringLiteral``'s UTF-8 bytes to `output`.
    public func appendJSONStringLiteral(to output: inout [UInt8]) {
        var text = self
        text.withUTF8 { bytes in
            output.reserveCapacity(output.count + bytes.count + 2)
            output.append(UInt8(ascii: "\""))
            var index = 0
            while index < bytes.count {
                // The bytes up to the next that may need escaping go as they are: eight at a
                // time while none of them may, then one at a time.
                var end = index
                while end + 8 <= bytes.count, !Self.mayNeedEscaping(UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self)) {
                    end += 8
                }
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != 0xE2 {
                    end += 1
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                guard index < bytes.count else { break }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    output.append(UInt8(ascii: "\\"))
                    output.append(byte)
                case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
                case ..<0x20:
                    output.append(contentsOf: #"\u00"#.utf8)
                    output.append(Self.hexDigits[Int(byte >> 4)])
                    output.append(Self.hexDigits[Int(byte & 0xF)])
                // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    output.append(contentsOf: (bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                    index += 2
                default:
                    output.append(byte)
                }
                index += 1
            }
            output.append(UInt8(ascii: "\""))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whether any of the eight bytes of `word` is a control character, `"`, `\\` or E2 (which
    /// starts U+2028 and U+2029).
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        word.hasByte(below: 0x20) || word.hasByte(0x22) || word.hasByte(0x5C) || word.hasByte(0xE2)
    }
}
