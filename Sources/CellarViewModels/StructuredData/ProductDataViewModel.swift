import CellarModel

/// What search engines read about a goods item (a schema.org `Product`, or with variants a
/// `ProductGroup` of them), as plain values; a view writes them out as JSON-LD. Optional
/// values are left out when `nil`.
public struct ProductDataViewModel: Sendable, Equatable {
    /// A shopper's review, from one of the goods item's comments.
    public struct Review: Sendable, Equatable {
        /// The author, or "Anonymous".
        public let author: String
        /// The comment's stars, to one decimal.
        public let rating: Double
        /// `nil` for a comment without text.
        public let body: String?
        /// `2016-10-26`; `nil` when the comment has no date.
        public let datePublished: String?
    }

    /// The overall rating; only for goods with comments.
    public struct AggregateRating: Sendable, Equatable {
        /// The mean of the stars, to one decimal.
        public let value: Double
        public let reviewCount: Int
    }

    /// A variant: a `Product` with its own `Offer`, in the goods item's `ProductGroup`
    /// (https://developers.google.com/search/docs/appearance/structured-data/product-variants).
    public struct Variant: Sendable, Equatable {
        /// Its goods item's title with its option values, `Château X (750 ml, 2018)`.
        public let name: String
        /// Its SKU, else its id in the product feeds.
        public let sku: String
        public let gtin: String?
        /// Absolute: its own picture, else its goods item's.
        public let imageURL: String?
        /// `145.00`: what the shop charges.
        public let price: String
        /// The market price when it is above the price; `nil` otherwise.
        public let marketPrice: String?
        public let isInStock: Bool
        /// The goods page's absolute URL with the variant chosen (`?variant=…`).
        public let url: String?
        public let attributes: VariantAttributes
    }

    public let name: String
    /// Absolute: its page's photos (``CellarModel/GoodsItem/gallery``), the main one first.
    public let imageURLs: [String]
    /// Absolute: the main photo's.
    public var imageURL: String? { imageURLs.first }
    /// A plain-text excerpt of the description.
    public let description: String?
    /// The goods id: the `Product`'s `sku`, or the `ProductGroup`'s `productGroupID`.
    public let sku: String
    public let brand: String?
    /// `145.00`: what the shop charges.
    public let price: String
    /// `660.00`: the market price when it is above the price, shown struck through; `nil` otherwise.
    public let marketPrice: String?
    public let gtin: String?
    /// The category's name.
    public let category: String?
    /// ISO 4217, `CNY`.
    public let currency: String
    public let isInStock: Bool
    /// The goods page's absolute URL.
    public let url: String?
    public let aggregateRating: AggregateRating?
    public let reviews: [Review]
    /// The seller, with the shop's shipping and return policies; `nil` without an absolute base URL.
    public let seller: OrganizationDataViewModel?
    /// Home › category › goods item; `nil` without an absolute base URL.
    public let breadcrumbs: BreadcrumbDataViewModel?
    /// The goods item's variants, in its order; empty when it has none. With variants, the
    /// goods item is a `ProductGroup` and its own price, stock and GTIN are not shown.
    public let variants: [Variant]
    /// What the variants differ in, each option as its schema.org property's URL
    /// (`https://schema.org/size`, `…/color`; the ones Google reads) or else by its name
    /// (`Vintage`), as schema.org's `variesBy` allows; empty without variants.
    public let variesBy: [String]
    static let reviewsShown = 3

    init(goods: GoodsItem, description: String?, context: SiteContext) {
        name = goods.title
        imageURLs = context.address.map { address in goods.gallery.compactMap { address.imageURL($0.source) } } ?? []
        self.description = description
        sku = goods.id
        brand = goods.brand.flatMap { $0.isEmpty ? nil : $0 }
        price = context.prices.decimal(for: goods.price)
        marketPrice = goods.marketPrice.flatMap { $0 > goods.price ? context.prices.decimal(for: $0) : nil }
        gtin = goods.gtin
        let category = context.catalogue.category(withID: goods.category)
        self.category = category?.name
        currency = context.catalogue.store.currency
        isInStock = goods.stock > 0
        url = context.address?.url(to: context.routes.goods(goods.id))
        let summary = context.rating(of: goods)
        aggregateRating = summary.average.map { AggregateRating(value: $0, reviewCount: summary.count(.all)) }
        reviews = context.catalogue.comments(onGoods: goods.id).prefix(Self.reviewsShown).map { comment in
            Review(
                author: comment.author.flatMap { $0.isEmpty ? nil : $0 } ?? context.strings[.anonymous],
                rating: (comment.star * 10).rounded(.toNearestOrAwayFromZero) / 10,
                body: comment.content.isEmpty ? nil : comment.content,
                datePublished: comment.createdAt.map(Self.date)
            )
        }
        let pageURL = url
        let fixtureOptions = context.catalogue.fixtureGoods(withID: goods.id)?.options ?? goods.options
        variants = goods.variants.map { variant in
            Variant(
                name: FeedListing.title(of: variant, in: goods),
                sku: variant.sku.flatMap { $0.isEmpty ? nil : $0 } ?? FeedListing.itemID(of: variant, in: goods),
                gtin: variant.gtin, imageURL: context.address?.imageURL(FeedListing.image(of: variant, in: goods)),
                price: context.prices.decimal(for: variant.price),
                marketPrice: variant.marketPrice.flatMap { $0 > variant.price ? context.prices.decimal(for: $0) : nil },
                isInStock: variant.stock > 0, url: pageURL.map { $0 + "?variant=" + variant.id },
                attributes: VariantAttributes(
                    options: goods.options, values: variant.values, fixtureOptions: fixtureOptions)
            )
        }
        variesBy =
            goods.variants.isEmpty
            ? []
            : zip(goods.options, fixtureOptions).map { VariantAttributes.property(ofOption: $1)?.schemaURL ?? $0 }
        seller = context.address.map { OrganizationDataViewModel(context: context, address: $0) }
        breadcrumbs = context.address.map { address in
            let levels: [(name: String, path: SitePath)] =
                [(context.strings[.home], .home)]
                + (category.map { [($0.name, context.routes.category($0.id))] } ?? [])
                + [(goods.title, context.routes.goods(goods.id))]
            return BreadcrumbDataViewModel(levels, address: address)
        }
    }

    /// `2016-10-26`.
    static func date(_ time: Timestamp) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(time.year)-\(two(time.month))-\(two(time.day))"
    }
}
