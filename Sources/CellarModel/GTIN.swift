/// The Global Trade Item Number printed under a barcode (UPC, EAN, ITF-14).
public enum GTIN {
    /// Why `text` is not a GTIN (8, 12, 13 or 14 digits whose last is the GS1 check digit), or `nil` when it is one.
    public static func problem(with text: String) -> String? {
        let digits = text.utf8.map { Int($0) - Int(UInt8(ascii: "0")) }
        guard [8, 12, 13, 14].contains(digits.count), digits.allSatisfy({ (0...9).contains($0) }) else {
            return "must be 8, 12, 13 or 14 digits (a GTIN), found \"\(text)\""
        }
        let expected = checkDigit(of: digits.dropLast())
        guard digits.last == expected else {
            return "has the wrong check digit: \"\(text)\" should end in \(expected)"
        }
        return nil
    }

    /// The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right.
    private static func checkDigit(of digits: some BidirectionalCollection<Int>) -> Int {
        let sum = digits.reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 3 : 1) }
        return (10 - sum % 10) % 10
    }
}
