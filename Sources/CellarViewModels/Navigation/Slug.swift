import Foundation

/// Readable, safe URL path segments made from fixture ids and brand names.
///
/// A slug is the id's words, lowercased and joined by single hyphens. Latin letters lose
/// their accents (`Château Montrose` → `chateau-montrose`, `Straße` → `strasse`), letters
/// and digits of other scripts stay as they are (`白酒` → `白酒`, `Вино` → `вино`), and
/// everything else (spaces, punctuation, symbols) separates words. It is at most
/// ``maximumReadableBytes`` bytes of UTF-8. An id that is already a tidy slug
/// (`red-wine`, `g-001`) is its own slug.
///
/// Where the readable slug cannot serve alone (``Routes/uniqueSlugs(for:)``: two ids share
/// it, it is a name Windows reserves, or it is empty) the id gets ``hashed(_:salt:)``
/// instead: the readable part, `--` and a 64-bit hash of the whole id. Readable slugs never
/// contain `--`, so the two kinds cannot collide.
public enum Slug {
    /// A slug's readable part is cut at a character's end within this many bytes: with the
    /// hash, a folder name of at most 82 bytes, well within file systems' 255.
    static let maximumReadableBytes = 64
    private static let reservedNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 0...9 {
            names.insert("com\(digit)")
            names.insert("lpt\(digit)")
        }
        return names
    }()

    /// The readable slug of an id; empty when the id has no letter or digit.
    public static func make(from id: String) -> String {
        if isTidy(id) { return id }
        var slug = ""
        var pendingHyphen = false
        var afterKeptLetter = false
        var afterLatinLetter = false
        // Compatibility decomposition splits `é` into `e` and its accent, and ligatures and
        // full-width forms into their letters (`ﬁ` → `fi`, `Ａ` → `A`).
        for scalar in id.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let properties = scalar.properties
            if properties.generalCategory.isMark {
                // An accent on a Latin letter goes; a mark in another script is part of its letter.
                if afterKeptLetter && !afterLatinLetter { slug.unicodeScalars.append(scalar) }
                continue
            }
            let latin = latinLetters(scalar)
            let isKept = latin != nil || properties.isAlphabetic || properties.generalCategory == .decimalNumber
            guard isKept else {
                pendingHyphen = true
                afterKeptLetter = false
                continue
            }
            if pendingHyphen && !slug.isEmpty { slug.append("-") }
            pendingHyphen = false
            if let latin {
                slug.append(latin)
            } else {
                slug.append(String(scalar).lowercased())
            }
            afterKeptLetter = true
            afterLatinLetter = latin != nil
        }
        return shortened(slug.precomposedStringWithCanonicalMapping)
    }

    /// Whether `slug` must not name a folder alone: empty, or a name Windows reserves.
    static func needsHash(_ slug: String) -> Bool {
        slug.isEmpty || reservedNames.contains(slug)
    }

    /// The readable slug, `--` and a hash of the id (with a salt, to step around the
    /// astronomically rare collision of two hashes): `red-wine--1b5f…`; `id--1b5f…` for an id
    /// with no letter or digit.
    static func hashed(_ id: String, salt: Int) -> String {
        let readable = make(from: id)
        return (readable.isEmpty ? "id" : readable) + "--" + hash(salt == 0 ? id : "\(id)#\(salt)")
    }

    /// Lowercase ASCII letters and digits with single hyphens between them, within the limit.
    static func isTidy(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= maximumReadableBytes else { return false }
        var previousWasHyphen = true
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasHyphen = false
            case UInt8(ascii: "-") where !previousWasHyphen:
                previousWasHyphen = true
            default:
                return false
            }
        }
        return !previousWasHyphen
    }

    /// A Latin letter or ASCII digit as lowercase ASCII (`A` → `a`, `ß` → `ss`); `nil` for
    /// anything else. After decomposition, only these Latin letters are not an ASCII letter
    /// with marks: the table is German's, the Nordic languages', Polish's, Croatian's,
    /// Icelandic's, Maltese's, Turkish's and the ligatures French and English write.
    private static func latinLetters(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x30...0x39, 0x61...0x7A: String(scalar)
        case 0x41...0x5A: String(Unicode.Scalar(scalar.value + 0x20)!)
        default: foldedLetters[scalar]
        }
    }

    private static let foldedLetters: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
        "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ł": "l", "Ł": "l",
        "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ŋ": "n", "Ŋ": "n", "ĸ": "k",
    ]

    /// `slug` cut at the end of the last whole character within the limit, without a
    /// hyphen at its end.
    private static func shortened(_ slug: String) -> String {
        guard slug.utf8.count > maximumReadableBytes else { return slug }
        var cut = ""
        var bytes = 0
        for character in slug {
            bytes += character.utf8.count
            guard bytes <= maximumReadableBytes else { break }
            cut.append(character)
        }
        while cut.hasSuffix("-") { cut.removeLast() }
        return cut
    }

    /// FNV-1a, 64 bits, as 16 hex digits: the same on every machine and in every release.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Unicode.GeneralCategory {
    var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
