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
        if let text = self as? String, text.utf8.withContiguousStorageIfAvailable({ bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return (0x21..<0x7F).contains(first) && (0x21..<0x7F).contains(last)
        }) == true {
            return text
        }
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard set.contains(scalars[last]) else { break }
            end = last
        }
        if start == scalars.startIndex && end == scalars.endIndex, let text = self as? String { return text }
        return String(scalars[start..<end])
    }
}
