/// The cart page. Its lines live in the shopper's browser, so the page is a frame the
/// script fills from `localStorage` and the catalogue data.
public struct CartPageViewModel: Sendable, Equatable {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    /// The checkout step.
    public let checkoutURL: String
    /// Where the empty cart sends the shopper: the categories index.
    public let continueURL: String

    init(context: SiteContext) {
        let path = SitePath.cart
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        heading = context.strings[.cart]
        layout = LayoutViewModel(context: context, links: links, title: heading, currentPath: path)
        strings = context.strings
        checkoutURL = links.url(to: .checkout)
        continueURL = links.url(to: .categories)
    }
}

extension CartPageViewModel: SinglePageKind {
    static let template = "cart"
    static let summaryKind = "cart"
    static let isListedInSitemap = false
    static let path = SitePath.cart

    static func viewModel(in site: SiteViewModel) -> Self {
        Self(context: site.context)
    }

    /// Whether the page can look different after `changes`.
    /// The cart page shows only what every page shows.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared
    }
}

extension Page {
    /// The cart page.
    public static let cart = Page(CartPageViewModel.self)
}
