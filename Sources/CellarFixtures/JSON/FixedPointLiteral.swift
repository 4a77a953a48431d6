/// A JSON number literal read exactly as a whole number of units of `10^-decimals`, without
/// going through `Double`: `71.4` at 2 decimals is 7140 units, `0.145` at 2 decimals is 14 units
/// with 5 the first digit past them.
struct FixedPointLiteral {
    /// The whole units the literal holds, without its sign; what is past them is cut off.
    let magnitude: Int
    let isNegative: Bool
    /// The first digit past the units (0 when there is none), for a reader that rounds.
    let nextDigit: Int
    /// Whether every digit past the units is 0: the literal is exactly `magnitude` units.
    let isExact: Bool

    /// `nil` for text that is not a number literal, or a number of units too large for `Int`.
    init?(_ literal: String, decimals: Int) {
        var utf8 = Substring(literal).utf8[...]
        isNegative = utf8.first == UInt8(ascii: "-")
        if isNegative { utf8 = utf8.dropFirst() }

        var digits: [Int] = []
        var fractionLength = 0
        var exponent = 0
        var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent
        var exponentSign = 1
        var sawExponentDigit = false
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if part == 2 {
                    sawExponentDigit = true
                    guard exponent < 10_000 else { return nil }
                    exponent = exponent * 10 + digit
                } else {
                    digits.append(digit)
                    if part == 1 { fractionLength += 1 }
                }
            case UInt8(ascii: ".") where part == 0:
                part = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard part < 2 else { return nil }
                part = 2
            case UInt8(ascii: "+") where part == 2 && !sawExponentDigit:
                break
            case UInt8(ascii: "-") where part == 2 && !sawExponentDigit:
                exponentSign = -1
            default:
                return nil
            }
        }
        guard !digits.isEmpty, part < 2 || sawExponentDigit else { return nil }

        // The literal is digits × 10^shift units.
        let shift = exponentSign * exponent - fractionLength + decimals
        var kept = digits[...]
        var dropped: ArraySlice<Int> = []
        if shift < 0 {
            let keptCount = digits.count + shift
            kept = digits[..<max(keptCount, 0)]
            dropped = digits[max(keptCount, 0)...]
            // Past the units by more places than the digits fill: a 0 comes first.
            nextDigit = keptCount >= 0 ? dropped.first ?? 0 : 0
        } else {
            nextDigit = 0
        }
        isExact = dropped.allSatisfy { $0 == 0 }
        var units = 0
        for digit in kept {
            let (shifted, overflowA) = units.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(digit)
            guard !overflowA, !overflowB else { return nil }
            units = sum
        }
        if shift > 0 {
            for _ in 0..<shift where units != 0 {
                let (shifted, overflow) = units.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                units = shifted
            }
        }
        magnitude = units
    }
}
