import CellarModel
import CellarPlurals

/// Formats money in the store's currency, always with two decimals and grouped thousands:
/// `¥145.00`, `¥1,299.90`; a currency without a known symbol shows its code: `CHF 12.50`.
public struct PriceFormatter: Sendable, Equatable {
    public let currency: String

    public init(currency: String) {
        self.currency = currency
    }

    public func string(for money: Money) -> String {
        let cents = money.cents.magnitude
        let fraction = cents % 100
        let amount = NumberText.grouped(Int(cents / 100)) + "." + (fraction < 10 ? "0" : "") + String(fraction)
        return (money.cents < 0 ? "-" : "") + prefix + amount
    }

    /// The amount alone, for machines: two decimals, no symbol, no grouping (`1299.90`).
    public func decimal(for money: Money) -> String {
        money.decimal
    }

    /// What comes before the amount: `¥`, `$`, or the code and a space (`CHF `).
    public var prefix: String {
        switch currency {
        case "CNY", "JPY": "¥"
        case "USD": "$"
        case "EUR": "€"
        case "GBP": "£"
        case "HKD": "HK$"
        case "TWD": "NT$"
        default: currency + " "
        }
    }
}
