import CellarProperties

/// The cart page. Its lines live in the shopper's browser, so the page is a frame the
/// script fills from `localStorage` and the catalogue data.
public struct CartPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    /// The checkout step.
    public let checkoutURL: String
    /// Where the empty cart sends the shopper: the categories index.
    public let continueURL: String
    /// Set when orders do not go through the site's cart: what the page shows instead.
    public let providerCart: ProviderCartViewModel?
    /// Delivery and tax, chosen and shown with the total; `nil` when the store declares neither.
    public let costs: OrderCostsViewModel?

    init(context: SiteContext) {
        let path = SitePath.cart
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        heading = context.strings[.cart]
        layout = LayoutViewModel(context: context, links: links, title: heading, currentPath: path)
        strings = context.strings
        checkoutURL = links.url(to: .checkout)
        continueURL = links.url(to: .categories)
        providerCart = ProviderCartViewModel(context: context)
        costs = OrderCostsViewModel(context: context)
    }
}

extension CartPageViewModel: SinglePageKind, MadeFromContext {
    static let template = "cart"
    static let summaryKind = "cart"
    static let isListedInSitemap = false
    static let path = SitePath.cart

    /// Whether the page can look different after `changes`.
    /// The cart page shows what every page shows and, in a Stripe shop, whether every goods
    /// item has a payment link.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem
    }
}

extension Page {
    /// The cart page.
    public static let cart = Page(CartPageViewModel.self)
}
