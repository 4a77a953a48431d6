/// Store-wide settings and the home page's banners, read from `store.json`.
public struct Store: Sendable, Equatable {
    /// The shop's name, shown in every page's header.
    public var name: String
    /// A short line under the name; `nil` when the fixtures have none.
    public var tagline: String?
    /// Where the site will be served, as written (`https://x.github.io/shop/`); `"/"` when absent.
    public var baseURL: String
    /// ISO 4217 code of the currency prices are in (`CNY`, `USD`).
    public var currency: String
    /// The interface language, a language tag naming the theme's string table (`en`, `zh-CN`); `en` when absent.
    public var locale: String
    public var banners: [Banner]
    /// Goods ids for the home grid; `nil` when absent (the home then shows best sellers).
    public var featured: [String]?
    /// Where a shopper's order summary is sent; `nil` when absent.
    public var orderEmail: String?
    /// Delivery rates, one per country and service; `[]` when absent.
    public var shipping: [ShippingRate]
    /// `nil` when absent.
    public var returns: ReturnPolicy?
    /// The tax in the prices, or added to them; `nil` when the store declares none.
    public var tax: Tax?
    /// The name of the docs page with the terms of sale (`terms` for `docs/terms.md`), which
    /// the checkout asks the shopper to agree to; `nil` when the store names none (the
    /// checkout then asks for no agreement).
    public var termsPage: String?
    /// How orders are taken; `.order` when absent.
    public var checkout: Checkout
    /// Where the site is published, so the build warns when the site is past that host's
    /// limits; `nil` when absent.
    public var host: SiteHost?
    /// The markets the shop sells in, the default one first; `[]` for one market, the store's
    /// own locale and currency at its base URL (as is a list of one).
    public var markets: [Market]

    public init(
        name: String, tagline: String? = nil, baseURL: String = "/", currency: String,
        locale: String = "en", banners: [Banner] = [], featured: [String]? = nil, orderEmail: String? = nil,
        shipping: [ShippingRate] = [], returns: ReturnPolicy? = nil, tax: Tax? = nil, termsPage: String? = nil,
        checkout: Checkout = .order, host: SiteHost? = nil,
        markets: [Market] = []
    ) {
        self.name = name
        self.tagline = tagline
        self.baseURL = baseURL
        self.currency = currency
        self.locale = locale
        self.banners = banners
        self.featured = featured
        self.orderEmail = orderEmail
        self.shipping = shipping
        self.returns = returns
        self.tax = tax
        self.termsPage = termsPage
        self.checkout = checkout
        self.host = host
        self.markets = markets
    }
}
