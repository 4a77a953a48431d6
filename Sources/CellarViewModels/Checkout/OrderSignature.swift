/// What the build signs for an endpoint's receiver (HMAC-SHA256 with the checkout's secret,
/// ``SigningSecret``), so it can tell a published price from a typed one: each message is its
/// fields joined by a line feed, which no fixture's id or text holds. docs/Checkout.md shows
/// the receiver's check.
enum OrderSignature {
    /// An order line's: the goods id, the variant id (empty without one), the unit price as a
    /// decimal with two places and the currency: `g-001\n\n388.00\nCNY`.
    static func line(goods: String, variant: String?, unitPrice: String, currency: String) -> String {
        [goods, variant ?? "", unitPrice, currency].joined(separator: "\n")
    }

    /// A delivery rate's: `shipping`, the country, the service (empty without one), the price,
    /// the goods total from which it is free (empty when it never is) and the currency.
    static func shipping(country: String, service: String?, price: String, freeFrom: String?, currency: String)
        -> String
    {
        ["shipping", country, service ?? "", price, freeFrom ?? "", currency].joined(separator: "\n")
    }

    /// The tax's: `tax`, the percent as written (`13`, `7.5`), `included` or `added`, and the currency.
    static func tax(percent: String, isIncluded: Bool, currency: String) -> String {
        ["tax", percent, isIncluded ? "included" : "added", currency].joined(separator: "\n")
    }
}
