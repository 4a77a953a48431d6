import Foundation

/// The rule for values shoppers filter by (a goods item's brand, origin and scent): spaces
/// around a value are dropped and it is put in Unicode normal form C, so `" 四川"` and
/// `"四川"`, or an `é` typed as `e` and a combining accent, are one value and one checkbox.
public enum FacetValue {
    /// `text` trimmed of white space (ideographic spaces too) and in NFC; empty when it is
    /// only spaces. Returns `text` itself when it already is so, which a scan of its bytes
    /// tells for most values.
    public static func normalized(_ text: String) -> String {
        let bytes = text.utf8
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        if isASCII, let first = bytes.first, let last = bytes.last, !isSpace(first), !isSpace(last) { return text }
        // Most other values (茅台, Château) are in NFC by their scalars alone: asking Foundation costs far more.
        if !isASCII, let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !first.properties.isWhitespace, !last.properties.isWhitespace, text.unicodeScalars.allSatisfy(isLoneStarter)
        {
            return text
        }
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let trimmedText = String(trimmed)
        return isASCII ? trimmedText : trimmedText.precomposedStringWithCanonicalMapping
    }

    /// The warning about a value that ``normalized(_:)`` changed, or `nil` when it did not
    /// change it. Compares bytes: Swift's `==` already takes an `é` and its decomposed form as
    /// equal.
    public static func change(from text: String, to normalized: String) -> FixtureWarning.Kind? {
        guard !text.utf8.elementsEqual(normalized.utf8) else { return nil }
        return normalized.isEmpty ? .onlySpaces(text) : .normalized(text, to: normalized)
    }

    /// Whether `scalar` is its own NFC form and starts a character that nothing next to it
    /// changes in NFC (neither a combining mark nor a Hangul jamo, which compose with what is
    /// before them, nor any of the few other scalars that do): so a text of such scalars only is
    /// in NFC, and its first and last characters are those scalars. Latin up to U+02FF, kana
    /// (without the combining voicing marks), CJK ideographs, Hangul syllables, CJK punctuation
    /// and full-width forms.
    static func isLoneStarter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x3000...0x3029, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7A3, 0xFF01...0xFF9D:
            true
        default:
            false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// A value with its invisible spaces made visible as escapes (`\u{3000}`), for a warning.
    public static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace && scalar != " " {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
