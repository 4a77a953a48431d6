import Foundation

/// The characters ``StringProtocol/trimming(_:)`` takes off: Foundation's sets of the same
/// names, with their ASCII members known without asking Foundation (on Linux, reading a
/// predefined `CharacterSet` and asking it cost an import of 100,000 descriptions more than
/// its other text work).
enum TrimmedCharacters {
    /// `CharacterSet.whitespaces`: tab and the space separators (Unicode's Zs).
    case whitespaces
    /// `CharacterSet.whitespacesAndNewlines`: those and the line separators, U+000A–U+000D, U+0085, U+2028, U+2029.
    case whitespacesAndNewlines

    private static let whitespaceSet = CharacterSet.whitespaces
    private static let whitespaceAndNewlineSet = CharacterSet.whitespacesAndNewlines

    /// The part of the UTF-8 text `bytes` without this set's characters at either end (what
    /// ``StringProtocol/trimming(_:)`` keeps), for text written as bytes.
    func untrimmedRange(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end {
            let (scalar, length) = bytes.scalar(startingAt: start)
            guard contains(scalar) else { break }
            start += length
        }
        while start < end {
            var first = end - 1
            while first > start && bytes[first] & 0xC0 == 0x80 { first -= 1 }
            guard contains(bytes.scalar(startingAt: first).scalar) else { break }
            end = first
        }
        return start..<end
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch (self, scalar.value) {
        case (_, 0x09), (_, 0x20): true
        case (.whitespacesAndNewlines, 0x0A...0x0D): true
        case (_, 0..<0x80): false
        case (.whitespaces, _): Self.whitespaceSet.contains(scalar)
        case (.whitespacesAndNewlines, _): Self.whitespaceAndNewlineSet.contains(scalar)
        }
    }
}

extension StringProtocol {
    /// The text without the characters of `set` at either end, as Foundation's
    /// `trimmingCharacters(in:)` gives it, without that method's trip through `NSString` on Linux.
    func trimming(_ set: TrimmedCharacters) -> String {
        // Most cells have nothing to trim: a visible ASCII character at each end says so at once.
        if let text = self as? String,
            text.utf8.withContiguousStorageIfAvailable({ bytes in
                guard let first = bytes.first, let last = bytes.last else { return false }
                return (0x21..<0x7F).contains(first) && (0x21..<0x7F).contains(last)
            }) == true
        {
            return text
        }
        var text = Substring(self)
        return text.withUTF8 { bytes in
            let kept = set.untrimmedRange(of: bytes)
            if kept.count == bytes.count, let whole = self as? String { return whole }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self)
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The scalar whose UTF-8 starts at `index`, and its length in bytes.
    func scalar(startingAt index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = self[index]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard length > 1, index + length <= count else { return (Unicode.Scalar(lead), 1) }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(self[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
