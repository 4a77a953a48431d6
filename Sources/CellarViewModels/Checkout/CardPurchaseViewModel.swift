import CellarModel
import CellarProperties

/// What a goods card's button does, as the store's `checkout` says: adds the goods item to the
/// site's own cart, is the provider's control (Snipcart's buy button, Foxy's signed form,
/// Stripe's payment link), or, for a goods item with variants, opens its page to choose the
/// variant ("Choose options"): the card shows the lowest price, and which variant a shopper
/// wants (a size, a vintage) is theirs to choose where each variant's price and stock are shown.
public struct CardPurchaseViewModel: Sendable, Equatable, PropertyListing {
    /// Whether the button adds to the site's own cart.
    public let usesSiteCart: Bool
    /// Whether the button is a link to the goods page to choose a variant.
    public let choosesOptions: Bool
    /// The provider's control for a goods item without variants.
    public let item: ItemPurchaseViewModel?

    init(goods: GoodsItem, context: SiteContext) {
        if !goods.variants.isEmpty {
            (usesSiteCart, choosesOptions, item) = (false, true, nil)
        } else {
            item = ItemPurchaseViewModel(item: CheckoutItem(goods: goods, variant: nil), context: context)
            (usesSiteCart, choosesOptions) = (item == nil, false)
        }
    }

    private init(usesSiteCart: Bool, choosesOptions: Bool, item: ItemPurchaseViewModel?) {
        self.usesSiteCart = usesSiteCart
        self.choosesOptions = choosesOptions
        self.item = item
    }

    /// The card template's: every kind of button the store's cards have, for the script to
    /// keep the one a card needs.
    static func template(for checkout: Checkout) -> CardPurchaseViewModel {
        let item = ItemPurchaseViewModel.template(for: checkout)
        let hasSiteCart =
            switch checkout {
            case .snipcart, .foxy: false
            case .order, .endpoint, .stripe: true
            }
        return CardPurchaseViewModel(usesSiteCart: hasSiteCart, choosesOptions: true, item: item)
    }

    /// What the script's card data carries: `null` for the site's cart, `"options"`, or the
    /// provider's control (``ItemPurchaseViewModel/scriptValue``).
    var scriptValue: ScriptValue {
        if usesSiteCart { return .null }
        if choosesOptions { return .string("options") }
        return item?.scriptValue ?? .null
    }
}
