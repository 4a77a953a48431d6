/// A search term's postings as the index writes them: which goods have the term and where,
/// as one short string. Each posting is `position * 4 + place`, `position` the goods item's
/// place in best-selling order and `place` 0 (brand or category), 1 (title) or 2 (the title's
/// first word); the postings ascend, and each is written as its difference from the one
/// before, in base 32, most significant digit first: `0`–`9`, `a`–`v` for the last digit,
/// `w`–`z`, `A`–`Z`, `-`, `_` for the others. `decodePostings` in `assets/store/search.js`
/// reads it.
enum PostingList {
    enum Place: UInt32, Comparable {
        case brandOrCategory = 0, title = 1, titleStart = 2

        static func < (lhs: Place, rhs: Place) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    private static let otherDigits = Array("wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".utf8)

    static func posting(position: Int, place: Place) -> UInt32 {
        UInt32(position) * 4 + place.rawValue
    }

    /// `postings`, ascending, as text.
    static func encode(_ postings: [UInt32]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(postings.count + postings.count / 2)
        var previous: UInt32 = 0
        var digits: [UInt8] = []
        for posting in postings {
            var delta = posting - previous
            previous = posting
            digits.removeAll(keepingCapacity: true)
            digits.append(lastDigits[Int(delta & 31)])
            delta >>= 5
            while delta > 0 {
                digits.append(otherDigits[Int(delta & 31)])
                delta >>= 5
            }
            bytes.append(contentsOf: digits.reversed())
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
