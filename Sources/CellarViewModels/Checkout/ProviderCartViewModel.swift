import CellarModel
import CellarProperties

/// What the cart page shows when the site's own cart is not where orders go: the provider's
/// cart (Snipcart's, opened by its script; Foxy's, a page of its own), or, in a Stripe shop
/// whose every item has a payment link, why there is no cart.
public struct ProviderCartViewModel: Sendable, Equatable, PropertyListing {
    public let note: String
    /// Set for Snipcart: the page loads its script, and the button opens its cart.
    public let snipcartSetup: SnipcartSetupViewModel?
    /// Foxy's cart page.
    public let foxyCartURL: String?

    /// `nil` when the site's cart takes the orders.
    init?(context: SiteContext) {
        let strings = context.strings
        switch context.catalogue.store.checkout {
        case .order, .endpoint:
            return nil
        case .snipcart(let settings):
            note = strings[.providerCartNote]
            snipcartSetup = SnipcartSetupViewModel(settings)
            foxyCartURL = nil
        case .foxy(let settings):
            note = strings[.providerCartNote]
            snipcartSetup = nil
            foxyCartURL = settings.cartURL + "?cart=view"
        case .stripe:
            guard context.catalogue.goods.allSatisfy({ $0.paymentLink != nil }) else { return nil }
            note = strings[.paymentLinksNote]
            snipcartSetup = nil
            foxyCartURL = nil
        }
    }
}
