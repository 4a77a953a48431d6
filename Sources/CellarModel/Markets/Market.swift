/// One of the places a shop sells in, from `store.json`'s `markets`: the language its pages
/// speak, the currency its prices are in, where in the site its pages live and the goods it
/// sells. A build makes every page once for each market that has it. Not to be confused with a
/// goods item's market price, its recommended price (``GoodsItem/marketPrice``).
public struct Market: Sendable, Equatable {
    /// A short name of the market's own (`cn`, `us`): what the market picker saves and an
    /// order names.
    public var id: String
    /// The language its pages speak, a BCP 47 tag (`en`, `zh-CN`): `<html lang>`, hreflang,
    /// the theme's string table and the translations used.
    public var locale: String
    /// ISO 4217 code of the currency its prices are in.
    public var currency: String
    /// The folder of the output its pages are written to, relative to the site's root:
    /// `""` for the root, `"en/"`.
    public var folder: String
    /// Where its pages are served when not at the store's base URL with ``folder`` added
    /// (a domain of its own, `https://shop.example.com/`); `nil` for that.
    public var baseURL: String?
    /// How its prices are made: goods.json's, converted by a rate, or from its price list.
    public var pricing: MarketPricing
    /// What the market picker calls it (`English · USD`); `nil` to name it by its language
    /// and currency.
    public var label: String?
    /// Its tax, when not the store's; `nil` for the store's.
    public var tax: Tax?
    /// Its delivery rates in its currency, when not the store's; `nil` for the store's
    /// (converted as its prices are).
    public var shipping: [ShippingRate]?
    /// The goods it sells, when not every goods item; `nil` for every one.
    public var sells: GoodsSelection?

    public init(
        id: String, locale: String, currency: String, folder: String = "", baseURL: String? = nil,
        pricing: MarketPricing = .storePrices, label: String? = nil, tax: Tax? = nil, shipping: [ShippingRate]? = nil,
        sells: GoodsSelection? = nil
    ) {
        self.id = id
        self.locale = locale
        self.currency = currency
        self.folder = folder
        self.baseURL = baseURL
        self.pricing = pricing
        self.label = label
        self.tax = tax
        self.shipping = shipping
        self.sells = sells
    }

    /// An amount of goods.json's or the store's (in the store's currency) in this market, as
    /// ``MarketPricing/price(_:)`` makes it.
    public func price(_ money: Money) -> Money {
        pricing.price(money)
    }
}
