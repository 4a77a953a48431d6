/// Safe, stable URL path segments derived from fixture ids.
///
/// An id that is already a tidy slug (lowercase ASCII letters and digits joined by single
/// hyphens, at most 64 characters, not a name Windows reserves) is used as it is. Any other id
/// becomes its readable ASCII part plus `--` and a 64-bit hash of the whole id: `白酒` →
/// `id--1b5f…`, `Red Wine` → `red-wine--…`. Tidy slugs never contain `--`, so the two kinds
/// cannot collide, and ids that differ only by case get different slugs.
public enum Slug {
    private static let maximumTidyLength = 64
    private static let maximumReadableLength = 40
    private static let reservedNames: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 0...9 {
            names.insert("com\(digit)")
            names.insert("lpt\(digit)")
        }
        return names
    }()

    /// The slug for an id.
    public static func make(from id: String) -> String {
        if isTidy(id) { return id }
        return hashed(id, salt: 0)
    }

    /// The slug for an id with a salt, used to step around the (astronomically rare)
    /// collision of two hashed slugs.
    static func hashed(_ id: String, salt: Int) -> String {
        var readable = ""
        var pendingHyphen = false
        for scalar in id.unicodeScalars {
            guard readable.count < maximumReadableLength else { break }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !readable.isEmpty { readable.append("-") }
                readable.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        let key = salt == 0 ? id : "\(id)#\(salt)"
        return (readable.isEmpty ? "id" : readable) + "--" + fnv1a64Hex(key)
    }

    static func isTidy(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= maximumTidyLength, !reservedNames.contains(id) else { return false }
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

    private static func fnv1a64Hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
