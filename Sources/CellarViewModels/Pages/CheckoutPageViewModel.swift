import CellarModel
import CellarProperties

/// The checkout step: the selected lines, delivery, tax and total, the shopper's contact form,
/// and the order as text to copy, as an e-mail to the store or sent to its endpoint. No
/// payment is taken.
public struct CheckoutPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    public let cartURL: String
    /// Where the order e-mail goes; `nil` when the store has no `orderEmail` (copy only).
    public let orderEmail: String?
    /// What a valid phone number is, as a JavaScript regular expression tested after
    /// spaces, dashes, dots and brackets are removed: 11 digits starting with 1 for zh-CN,
    /// 7 to 15 digits with an optional `+` otherwise.
    public let phonePattern: String
    /// Set when the store's checkout sends orders to its endpoint.
    public let endpoint: OrderEndpointViewModel?
    /// Delivery and tax; `nil` when the store declares neither.
    public let costs: OrderCostsViewModel?
    /// The terms of sale the shopper agrees to (store.json's `termsPage`); `nil` when the
    /// store names none, and the form then asks for no agreement.
    public let termsURL: String?
    /// In a site of several markets, the market the order is placed in, which the order
    /// names: its id (the endpoint's `market`) and its label (in the order's text); `nil` in
    /// a site of one.
    public let market: OrderMarket?

    /// The market an order is placed in.
    public struct OrderMarket: Sendable, Equatable, PropertyListing {
        public let id: String
        public let label: String
    }

    init(context: SiteContext) {
        let path = SitePath.checkout
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        heading = context.strings[.checkout]
        layout = LayoutViewModel(context: context, links: links, title: heading, currentPath: path)
        strings = context.strings
        cartURL = links.url(to: .cart)
        orderEmail = context.catalogue.store.orderEmail
        phonePattern = context.strings[.phonePattern]
        endpoint = OrderEndpointViewModel(store: context.catalogue.store)
        costs = OrderCostsViewModel(context: context)
        termsURL = context.catalogue.store.termsPage.map { links.url(to: context.routes.doc($0)) }
        market = context.market.map { OrderMarket(id: $0.current.id, label: $0.current.label) }
    }
}

/// The checkout page shows only what every page shows (the store's settings among it).
extension CheckoutPageViewModel: SinglePageKind, MadeFromContext {
    static let template = "checkout"
    static let summaryKind = "cart"
    static let isListedInSitemap = false
    static let path = SitePath.checkout
}

extension Page {
    /// The checkout page.
    public static let checkout = Page(CheckoutPageViewModel.self)
}
