/// The tax the store charges on an order (goods and delivery), from `store.json`'s `tax`:
/// included in the prices shown, or added to them at the checkout.
public struct Tax: Sendable, Equatable {
    /// The rate in hundredths of a percent: 1300 for 13%.
    public var basisPoints: Int
    /// Whether the prices include the tax (the checkout shows how much of the total is tax) or
    /// it is added to the total.
    public var isIncluded: Bool

    public init(basisPoints: Int, isIncluded: Bool) {
        self.basisPoints = basisPoints
        self.isIncluded = isIncluded
    }

    /// The rate as written for people and receivers: `13`, `7.5`, `8.25`.
    public var percent: String {
        let whole = basisPoints / 100, fraction = basisPoints % 100
        guard fraction != 0 else { return String(whole) }
        return String(whole) + "."
            + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
    }
}
