/// An amount of money in whole cents, so that sums and comparisons are exact
/// (`71.4` in JSON is 7140 cents, never `71.40000000000001`).
public struct Money: Sendable, Hashable, Comparable {
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }
}

extension Money {
    /// The amount for machines and messages: two decimals, no symbol, no grouping (`1299.90`).
    public var decimal: String {
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return (cents < 0 ? "-" : "") + String(magnitude / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
