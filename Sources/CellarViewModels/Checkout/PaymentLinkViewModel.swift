import CellarModel
import CellarProperties

/// A Stripe "Buy now": the payment link it opens, for a goods item or one of its variants.
public struct PaymentLinkViewModel: Sendable, Equatable, PropertyListing {
    /// The price the link charges, as the page shows prices.
    public let price: String
    public let url: String
    public let isSoldOut: Bool
}

extension PaymentLinkViewModel {
    /// `nil` for an item without a link.
    init?(item: CheckoutItem, prices: PriceFormatter) {
        guard let link = item.paymentLink else { return nil }
        price = prices.string(for: item.price)
        url = link
        isSoldOut = item.stock == 0
    }
}
