import CellarModel
import CellarProperties

/// How one item (a goods item, or one of its variants) is bought from a checkout provider
/// that keeps its own cart or page: Snipcart's buy button, Foxy's signed form or Stripe's
/// payment link. Exactly one of them is set.
public struct ItemPurchaseViewModel: Sendable, Equatable, PropertyListing {
    /// The variant it buys; `nil` for a goods item without variants.
    public let variantID: String?
    /// The variant's option values (`750 ml / 2018`), for the control's accessible name; `nil` without.
    public let label: String?
    public let isSoldOut: Bool
    public let snipcart: SnipcartProductViewModel?
    public let foxy: FoxyFormViewModel?
    public let paymentLink: PaymentLinkViewModel?

    /// What the script's card data carries for it: `{snipcart: [[name, value], …]}`,
    /// `{foxy: {action, fields}}` or `{link: url}`.
    var scriptValue: ScriptValue {
        if let snipcart { return .object(["snipcart": snipcart.scriptAttributes]) }
        if let foxy { return .object(["foxy": foxy.scriptValue]) }
        return .object(["link": .string(paymentLink?.url ?? "")])
    }
}

extension ItemPurchaseViewModel {
    /// `nil` when the store's site cart takes the item: with `order` and `endpoint`, and in a
    /// Stripe shop for an item without a payment link.
    init?(item: CheckoutItem, context: SiteContext) {
        variantID = item.variant?.id
        label = item.variant.map { $0.values.joined(separator: " / ") }
        isSoldOut = item.stock == 0
        switch context.catalogue.store.checkout {
        case .order, .endpoint:
            return nil
        case .snipcart:
            (snipcart, foxy, paymentLink) = (SnipcartProductViewModel(item: item, context: context), nil, nil)
        case .foxy(let settings):
            // The build refuses a Foxy store without its secret, so the context has one.
            guard let secret = context.signingSecret else { return nil }
            (snipcart, foxy, paymentLink) = (
                nil, FoxyFormViewModel(item: item, foxy: settings, secret: secret, prices: context.prices), nil
            )
        case .stripe:
            guard let link = PaymentLinkViewModel(item: item, prices: context.prices) else { return nil }
            (snipcart, foxy, paymentLink) = (nil, nil, link)
        }
    }
}

extension ItemPurchaseViewModel {
    /// The card template's control for the store's provider, present and empty for the script
    /// to fill in; `nil` when every card adds to the site's cart.
    static func template(for checkout: Checkout) -> ItemPurchaseViewModel? {
        switch checkout {
        case .order, .endpoint:
            return nil
        case .snipcart:
            let snipcart = SnipcartProductViewModel(
                id: "", name: "", price: "", url: "", description: "", image: nil, stock: 0)
            return ItemPurchaseViewModel(
                variantID: nil, label: nil, isSoldOut: false, snipcart: snipcart, foxy: nil, paymentLink: nil)
        case .foxy(let settings):
            let foxy = FoxyFormViewModel(action: settings.cartURL, fields: [], quantityName: "", stock: 0)
            return ItemPurchaseViewModel(
                variantID: nil, label: nil, isSoldOut: false, snipcart: nil, foxy: foxy, paymentLink: nil)
        case .stripe:
            return ItemPurchaseViewModel(
                variantID: nil, label: nil, isSoldOut: false, snipcart: nil, foxy: nil,
                paymentLink: PaymentLinkViewModel(price: "", url: "", isSoldOut: false))
        }
    }
}
