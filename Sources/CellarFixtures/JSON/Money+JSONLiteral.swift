import CellarModel

extension Money {
    /// Reads a JSON number literal exactly, in cents: `71.4` is 7140, `145` is 14500, `1.5e1` is 1500.
    ///
    /// Fractions of a cent round half away from zero (`0.005` is 1 cent, `-0.005` is -1).
    /// Returns `nil` for text that is not a number literal, or an amount too large for `Int` cents.
    init?(jsonLiteral literal: String) {
        guard let number = FixedPointLiteral(literal, decimals: 2) else { return nil }
        var cents = number.magnitude
        if number.nextDigit >= 5 {
            let (sum, overflow) = cents.addingReportingOverflow(1)
            guard !overflow else { return nil }
            cents = sum
        }
        self.init(cents: number.isNegative ? -cents : cents)
    }
}
