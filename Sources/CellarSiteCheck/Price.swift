import Foundation

/// An amount in a currency as one source gives it (a page, its structured data, a feed), with
/// the text it was read from for the messages; a text that is no price has neither.
struct Price {
    let amount: Decimal?
    let currency: String?
    let text: String

    /// What comes before an amount the theme shows in each currency (two decimals, thousands
    /// grouped with commas); another currency shows its code and a space: `CHF 1,299.00`.
    static let currencyPrefixes = [
        "CNY": "¥", "JPY": "¥", "USD": "$", "EUR": "€", "GBP": "£", "HKD": "HK$", "TWD": "NT$",
    ]

    /// Whether both give the same amount (this one has one) in the same currency.
    func agrees(with other: Price) -> Bool {
        amount != nil && amount == other.amount && currency == other.currency
    }

    /// A feed's price, `54.99 USD`; `nil` when the feed gives none (an empty text).
    static func fromFeed(_ text: String?) -> Price? {
        let text = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        guard let match = text.wholeMatch(of: /([0-9]+(?:\.[0-9]+)?) ([A-Z]{3})/) else {
            return Price(amount: nil, currency: nil, text: text)
        }
        return Price(amount: Decimal(string: String(match.1)), currency: String(match.2), text: text)
    }

    /// An amount as a page shows it (`¥1,299.00`), read in `currency`'s format: a prefix other
    /// than the currency's is no price in it.
    static func shown(_ text: String, in currency: String?) -> Price {
        let text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let match = text.wholeMatch(of: /(-?)(.*?)([0-9]{1,3}(?:,[0-9]{3})*\.[0-9]{2})/) else {
            return Price(amount: nil, currency: nil, text: text)
        }
        let prefix = currencyPrefixes[currency ?? ""] ?? (currency ?? "") + " "
        guard match.2 == prefix.trimmingCharacters(in: .whitespaces) || match.2 == prefix,
            let amount = Decimal(string: match.3.replacingOccurrences(of: ",", with: ""))
        else { return Price(amount: nil, currency: nil, text: text) }
        return Price(amount: match.1.isEmpty ? amount : -amount, currency: currency, text: text)
    }

    /// A price and currency of structured data (JSON-LD, Open Graph), each as it gives them:
    /// text or a number, or nothing.
    static func structured(_ price: Any?, _ currency: Any?) -> Price {
        Price(
            amount: LinkedData.decimal(price), currency: currency as? String,
            text: "\(LinkedData.describing(price)) \(LinkedData.describing(currency))")
    }
}
