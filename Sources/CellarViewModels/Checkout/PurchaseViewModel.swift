import CellarModel
import CellarProperties

/// How a goods page sells its item, as the store's `checkout` says: the site's own cart
/// (`order`, `endpoint`, and a Stripe shop's item without payment links), or the provider's
/// control for each item: the goods item's own, or one per variant, of which the page shows
/// the chosen variant's (its picker shows the others').
public struct PurchaseViewModel: Sendable, Equatable, PropertyListing {
    /// One item's control, with whether the page opens showing it.
    public struct Choice: Sendable, Equatable, PropertyListing {
        public let item: ItemPurchaseViewModel
        /// Whether it is hidden when the page opens: every variant's but the chosen one's.
        public let isHidden: Bool
        /// The quantity input's id, unique on the page: `quantity`, or `quantity-<variant id>`.
        public let quantityInputID: String
    }

    /// Whether the page has the site's own "Add to cart" (and its quantity).
    public let usesSiteCart: Bool
    /// The provider's controls, one per item; empty with the site's cart.
    public let choices: [Choice]

    /// - Parameter chosenVariantID: the variant the page opens on; `nil` without variants.
    init(goods: GoodsItem, chosenVariantID: String?, context: SiteContext) {
        let items = CheckoutItem.items(of: goods).compactMap { ItemPurchaseViewModel(item: $0, context: context) }
        // A goods item is sold one way: a Stripe item with links on some variants only is refused when it loads.
        choices =
            items.count == max(goods.variants.count, 1)
            ? items.map { item in
                Choice(
                    item: item, isHidden: item.variantID != chosenVariantID,
                    quantityInputID: item.variantID.map { "quantity-" + $0 } ?? "quantity")
            } : []
        usesSiteCart = choices.isEmpty
    }
}
