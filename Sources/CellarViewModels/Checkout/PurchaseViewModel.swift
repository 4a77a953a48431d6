import CellarModel

/// How a goods page sells its item, as the store's `checkout` says: the site's own cart
/// (`order`, `endpoint`), Snipcart's buy button, Foxy's signed form, or Stripe's "Buy now".
/// Only one of them is set, except that a Stripe shop's item without a payment link keeps the
/// site's cart.
public struct PurchaseViewModel: Sendable, Equatable {
    /// Whether the page has the site's own "Add to cart" (and its quantity).
    public let usesSiteCart: Bool
    public let snipcart: SnipcartProductViewModel?
    public let foxy: FoxyFormViewModel?
    /// Stripe's "Buy now": one for the goods item, or one per variant (sold-out ones disabled).
    public let paymentLinks: [PaymentLinkViewModel]
    /// Set when the page loads Snipcart's script: only pages with its buy button or cart do.
    public let snipcartSetup: SnipcartSetupViewModel?

    init(goods: GoodsItem, context: SiteContext) {
        var snipcart: SnipcartProductViewModel?
        var foxy: FoxyFormViewModel?
        var paymentLinks: [PaymentLinkViewModel] = []
        var setup: SnipcartSetupViewModel?
        switch context.catalogue.store.checkout {
        case .order, .endpoint:
            break
        case .snipcart(let settings):
            snipcart = SnipcartProductViewModel(goods: goods, context: context)
            setup = SnipcartSetupViewModel(settings)
        case .foxy(let settings):
            // The build refuses a Foxy store without its secret, so the context has one.
            foxy = context.signingSecret.map { FoxyFormViewModel(goods: goods, foxy: settings, secret: $0, prices: context.prices) }
        case .stripe:
            paymentLinks = PaymentLinkViewModel.links(of: goods, prices: context.prices)
        }
        self.snipcart = snipcart
        self.foxy = foxy
        self.paymentLinks = paymentLinks
        snipcartSetup = setup
        usesSiteCart = snipcart == nil && foxy == nil && paymentLinks.isEmpty
    }
}
