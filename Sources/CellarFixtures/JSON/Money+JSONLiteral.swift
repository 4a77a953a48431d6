import CellarModel

extension Money {
    /// Reads a JSON number literal exactly, in cents: `71.4` is 7140, `145` is 14500, `1.5e1` is 1500.
    ///
    /// Fractions of a cent round half away from zero (`0.005` is 1 cent, `-0.005` is -1).
    /// Returns `nil` for text that is not a number literal, or an amount too large for `Int` cents.
    init?(jsonLiteral literal: String) {
        var utf8 = Substring(literal).utf8[...]
        let isNegative = utf8.first == UInt8(ascii: "-")
        if isNegative { utf8 = utf8.dropFirst() }

        var digits: [UInt8] = []
        var fractionLength = 0
        var exponent = 0
        var part = 0  // 0: integer digits, 1: fraction digits, 2: exponent
        var exponentSign = 1
        var sawExponentDigit = false
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if part == 2 {
                    sawExponentDigit = true
                    guard exponent < 10_000 else { return nil }
                    exponent = exponent * 10 + Int(digit)
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

        // The amount is digits × 10^shift cents.
        let shift = exponentSign * exponent - fractionLength + 2
        var kept = digits
        var roundsUp = false
        if shift < 0 {
            let keptCount = max(digits.count + shift, 0)
            kept = Array(digits[..<keptCount])
            roundsUp = keptCount < digits.count && digits[keptCount] >= 5
        }
        var cents = 0
        for digit in kept {
            let (shifted, overflowA) = cents.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int(digit))
            guard !overflowA, !overflowB else { return nil }
            cents = sum
        }
        if shift > 0 {
            for _ in 0..<shift where cents != 0 {
                let (shifted, overflow) = cents.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                cents = shifted
            }
        }
        if roundsUp {
            let (sum, overflow) = cents.addingReportingOverflow(1)
            guard !overflow else { return nil }
            cents = sum
        }
        self.init(cents: isNegative ? -cents : cents)
    }
}
