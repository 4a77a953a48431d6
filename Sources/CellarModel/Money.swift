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
