import CellarModel

/// A Stripe "Buy now": the payment link it opens, for the goods item or one of its variants.
public struct PaymentLinkViewModel: Sendable, Equatable {
    /// The variant's option values (`750 ml / 2018`); `nil` for the goods item's own link.
    public let label: String?
    /// The price the link charges, as the page shows prices.
    public let price: String
    public let url: String
    public let isSoldOut: Bool

    /// The goods item's links: its own, or each variant's; none when it has none.
    static func links(of goods: GoodsItem, prices: PriceFormatter) -> [PaymentLinkViewModel] {
        if goods.variants.isEmpty {
            return goods.paymentLink.map {
                [PaymentLinkViewModel(label: nil, price: prices.string(for: goods.price), url: $0, isSoldOut: goods.stock == 0)]
            } ?? []
        }
        return goods.variants.compactMap { variant in
            variant.paymentLink.map {
                PaymentLinkViewModel(
                    label: variant.values.joined(separator: " / "), price: prices.string(for: variant.price), url: $0,
                    isSoldOut: variant.stock == 0)
            }
        }
    }
}
