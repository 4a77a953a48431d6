/// A goods item, read from `goods.json`.
public struct GoodsItem: Sendable, Equatable {
    public var id: String
    public var title: String
    /// The id of the category it belongs to.
    public var category: String
    /// Its price; with variants, the lowest of theirs.
    public var price: Money
    /// Its recommended price; `nil` with variants (each has its own).
    public var marketPrice: Money?
    public var brand: String?
    public var manufacturer: String?
    public var origin: String?
    public var scent: String?
    public var specification: String?
    /// Units in stock; with variants, theirs added up. 0 means sold out (with variants: every one is).
    public var stock: Int
    public var saleCount: Int
    public var tags: [String]
    /// Absolute URL or path relative to the fixtures folder.
    public var thumb: String?
    /// Absolute URL or path relative to the fixtures folder; the first of `images` when the
    /// fixtures give only those.
    public var image: String?
    /// The photos the fixtures list for its page's gallery (``gallery`` adds `image`).
    public var images: [GoodsImage] = []
    /// Markdown source; `nil` when absent.
    public var description: String?
    /// The Global Trade Item Number (8, 12, 13 or 14 digits, check digit verified); `nil` when
    /// absent, and with variants (each has its own).
    public var gtin: String?
    /// A Stripe Payment Link (`https://buy.stripe.com/…`) selling the item at its price; `nil`
    /// when absent, and with variants (each has its own).
    public var paymentLink: String?
    /// The page's title as the shop wrote it for search engines (Shopify's and WooCommerce's
    /// SEO title); `nil` when absent or blank.
    public var seoTitle: String? = nil
    /// The page's summary for search engines and link previews; `nil` when absent or blank.
    public var seoDescription: String? = nil
    /// The names of the options its variants differ in (`Size`, `Vintage`), 1 to 3 in display
    /// order; empty when it has no variants.
    public var options: [String]
    /// The ways it is sold, in file order, each with a value for every option; empty when it
    /// is sold one way only, at its own price and stock.
    public var variants: [Variant]

    public init(
        id: String, title: String, category: String, price: Money, marketPrice: Money? = nil,
        brand: String? = nil, manufacturer: String? = nil, origin: String? = nil, scent: String? = nil,
        specification: String? = nil, stock: Int = 0, saleCount: Int = 0, tags: [String] = [],
        thumb: String? = nil, image: String? = nil, description: String? = nil, gtin: String? = nil,
        paymentLink: String? = nil
    ) {
        self.options = []
        self.variants = []
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

    /// A goods item sold as `variants`, which differ in `options`: its price is the lowest
    /// of theirs, its stock theirs added up; it has no market price or GTIN of its own.
    public init(
        id: String, title: String, category: String, options: [String], variants: [Variant],
        brand: String? = nil, manufacturer: String? = nil, origin: String? = nil, scent: String? = nil,
        specification: String? = nil, saleCount: Int = 0, tags: [String] = [],
        thumb: String? = nil, image: String? = nil, description: String? = nil
    ) {
        self.init(
            id: id, title: title, category: category, price: variants.lazy.map(\.price).min() ?? Money(cents: 0),
            brand: brand, manufacturer: manufacturer, origin: origin, scent: scent, specification: specification,
            stock: variants.reduce(0) { $0 + $1.stock }, saleCount: saleCount, tags: tags, thumb: thumb, image: image,
            description: description)
        self.options = options
        self.variants = variants
    }
}

extension GoodsItem {
    /// The variant with this id, or `nil`.
    public func variant(withID id: String) -> Variant? {
        variants.first { $0.id == id }
    }

    /// Its page's photos, the main one first: `image` (else `thumb`), then its `images` but that one.
    public var gallery: [GoodsImage] {
        Self.photos(main: image ?? thumb, listed: images)
    }

    /// The photos its page shows first when `variant` is chosen, before the rest of its
    /// ``gallery``: the variant's own `image` (when not the goods item's), then its `images`.
    public func gallery(of variant: Variant) -> [GoodsImage] {
        Self.photos(main: variant.image == image ? nil : variant.image, listed: variant.images)
    }

    /// Every photo of its page, once each by source: its ``gallery``, then each variant's own
    /// (``gallery(of:)``) that the item's do not hold; a source listed twice keeps its first alt text.
    public var everyPhoto: [GoodsImage] {
        var sources: Set<String> = []
        return (gallery + variants.flatMap(gallery(of:))).filter { sources.insert($0.source).inserted }
    }

    private static func photos(main: String?, listed: [GoodsImage]) -> [GoodsImage] {
        guard let main, !listed.contains(where: { $0.source == main }) else { return listed }
        return [GoodsImage(source: main)] + listed
    }

    /// The distinct values its variants have for the option at `index`, in the order they first appear.
    public func values(ofOptionAt index: Int) -> [String] {
        var seen: Set<String> = []
        return variants.compactMap { seen.insert($0.values[index]).inserted ? $0.values[index] : nil }
    }
}
