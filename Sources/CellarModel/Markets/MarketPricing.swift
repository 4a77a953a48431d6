/// How a market's prices are made from goods.json's, which are in the store's currency.
public enum MarketPricing: Sendable, Equatable {
    /// goods.json's prices as they are: the market's currency is the store's.
    case storePrices
    /// goods.json's price times a rate, then rounded.
    case converted(ExchangeRate, PriceRounding)

    /// `money` in the market.
    public func price(_ money: Money) -> Money {
        switch self {
        case .storePrices: money
        case .converted(let rate, let rounding): rounding.rounded(rate.convert(money))
        }
    }
}

/// How many of a market's currency one unit of the store's buys, in millionths, so the
/// conversion is exact: `0.14` is 140,000.
public struct ExchangeRate: Sendable, Equatable {
    public var millionths: Int

    public init(millionths: Int) {
        precondition(millionths > 0, "a rate above 0")
        self.millionths = millionths
    }

    /// `money` converted, in millionths of a cent, so rounding decides the cents.
    func convert(_ money: Money) -> ConvertedAmount {
        ConvertedAmount(millionthsOfCents: money.cents * millionths)
    }
}

/// An amount converted at a rate, before it is rounded to what the market shows.
struct ConvertedAmount {
    let millionthsOfCents: Int
}

/// How a converted price is rounded, as `store.json` names it in a market's `rounding`.
public enum PriceRounding: String, Sendable, Equatable, CaseIterable {
    /// To the nearest cent (`18.06`).
    case cent = "0.01"
    /// Up to the next price ending in .99 (`18.06` → `18.99`, `18.99` stays).
    case ninetyNine = "0.99"
    /// To the nearest whole unit (`18.06` → `18.00`).
    case whole = "1"
    /// To the nearest 10 units (`1,806` → `1,810`), as prices in yen are.
    case ten = "10"

    /// The names `store.json` may give, in the order the docs list them.
    public static let names = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

    /// `amount` rounded by this rule; a price of 0 stays 0 (a free goods item is free in
    /// every market).
    func rounded(_ amount: ConvertedAmount) -> Money {
        let cents = Self.nearest(amount.millionthsOfCents, step: 1_000_000) / 1_000_000
        guard cents > 0 else { return Money(cents: cents) }
        switch self {
        case .cent:
            return Money(cents: cents)
        case .ninetyNine:
            let ending = cents / 100 * 100 + 99
            return Money(cents: ending >= cents ? ending : ending + 100)
        case .whole:
            return Money(cents: Self.nearest(cents, step: 100))
        case .ten:
            return Money(cents: Self.nearest(cents, step: 1000))
        }
    }

    /// `value` (not negative) rounded to the nearest multiple of `step`, halves up.
    private static func nearest(_ value: Int, step: Int) -> Int {
        (value + step / 2) / step * step
    }
}
