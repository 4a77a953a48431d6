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
            // Put together in a small buffer, appended when nearly full: an append a byte, or a
            // run of bytes, cost more than the escaping itself in text with many escapes
            // (descriptions in Markdown). Eight bytes at a time are copied whole, and count up
            // to the first that may need escaping, which is escaped on its own.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.bufferSize) { buffer in
                let literal = UnsafeMutableRawPointer(buffer.baseAddress!)
                var used = 0
                var index = 0
                func put(_ escape: StaticString) {
                    (literal + used).copyMemory(from: escape.utf8Start, byteCount: escape.utf8CodeUnitCount)
                    used += escape.utf8CodeUnitCount
                }
                while index < bytes.count {
                    // Room for eight bytes and one escape (at most six).
                    if used > Self.bufferSize - 16 {
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<used]))
                        used = 0
                    }
                    if index + 8 <= bytes.count {
                        let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                        literal.storeBytes(of: word, toByteOffset: used, as: UInt64.self)
                        let flagged = Self.mayNeedEscaping(UInt64(littleEndian: word))
                        let plain = flagged == 0 ? 8 : flagged.trailingZeroBitCount / 8
                        used += plain
                        index += plain
                        if plain == 8 { continue }
                    }
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "\""): put(#"\""#)
                    case UInt8(ascii: "\\"): put(#"\\"#)
                    case UInt8(ascii: "\n"): put(#"\n"#)
                    case UInt8(ascii: "\r"): put(#"\r"#)
                    case UInt8(ascii: "\t"): put(#"\t"#)
                    case ..<0x20:
                        put(#"\u00"#)
                        buffer[used] = Self.hexDigits[Int(byte >> 4)]
                        buffer[used + 1] = Self.hexDigits[Int(byte & 0xF)]
                        used += 2
                    // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
                    case 0xE2
                    where index + 2 < bytes.count && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                        put(bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#)
                        index += 2
                    default:
                        buffer[used] = byte
                        used += 1
                    }
                    index += 1
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<used]))
            }
            output.append(UInt8(ascii: "\""))
        }
    }

    private static let bufferSize = 512
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The high bits of the bytes of `word` that are a control character, `"`, `\\` or E2 (which
    /// starts U+2028 and U+2029), its least significant byte first: the least significant set bit is that of the first.
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> UInt64 {
        word.bytes(below: 0x20) | word.bytes(equalTo: 0x22) | word.bytes(equalTo: 0x5C) | word.bytes(equalTo: 0xE2)
    }
}
