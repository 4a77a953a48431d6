/// A goods item, read from `goods.json`.
public struct Goods: Sendable, Equatable {
    public var id: String
    public var title: String
    /// The id of the category it belongs to.
    public var category: String
    public var price: Money
    public var marketPrice: Money?
    public var brand: String?
    public var manufacturer: String?
    public var origin: String?
    public var scent: String?
    public var specification: String?
    /// Units in stock; 0 means sold out.
    public var stock: Int
    public var saleCount: Int
    public var tags: [String]
    /// Absolute URL or path relative to the fixtures folder.
    public var thumb: String?
    /// Absolute URL or path relative to the fixtures folder.
    public var image: String?
    /// Markdown source; `nil` when absent.
    public var description: String?
    /// The Global Trade Item Number (8, 12, 13 or 14 digits, check digit verified); `nil` when absent.
    public var gtin: String?
    /// A Stripe Payment Link (`https://buy.stripe.com/…`) selling the item at its price; `nil` when absent.
    public var paymentLink: String?

    public init(
        id: String, title: String, category: String, price: Money, marketPrice: Money? = nil,
        brand: String? = nil, manufacturer: String? = nil, origin: String? = nil, scent: String? = nil,
        specification: String? = nil, stock: Int = 0, saleCount: Int = 0, tags: [String] = [],
        thumb: String? = nil, image: String? = nil, description: String? = nil, gtin: String? = nil,
        paymentLink: String? = nil
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.price = price
        self.marketPrice = marketPrice
        self.brand = brand
        self.manufacturer = manufacturer
        self.origin = origin
        self.scent = scent
        self.specification = specification
        self.stock = stock
        self.saleCount = saleCount
        self.tags = tags
        self.thumb = thumb
        self.image = image
        self.description = description
        self.gtin = gtin
        self.paymentLink = paymentLink
    }
}
