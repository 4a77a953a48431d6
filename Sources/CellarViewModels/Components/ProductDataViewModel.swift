import CellarModel

/// What search engines read about a goods item (a schema.org `Product`), as plain values;
/// a view writes them out as JSON-LD. Optional values are left out when `nil`.
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

    public let name: String
    /// Absolute.
    public let imageURL: String?
    /// A plain-text excerpt of the description.
    public let description: String?
    /// The goods id.
    public let sku: String
    public let brand: String?
    /// `145.00`.
    public let price: String
    /// ISO 4217, `CNY`.
    public let currency: String
    public let isInStock: Bool
    /// The goods page's absolute URL.
    public let url: String?
    public let aggregateRating: AggregateRating?
    public let reviews: [Review]

    static let reviewsShown = 3

    init(goods: Goods, description: String?, context: SiteContext) {
        name = goods.title
        imageURL = context.address?.imageURL(goods.image ?? goods.thumb)
        self.description = description
        sku = goods.id
        brand = goods.brand.flatMap { $0.isEmpty ? nil : $0 }
        price = context.prices.decimal(for: goods.price)
        currency = context.catalogue.store.currency
        isInStock = goods.stock > 0
        url = context.address?.url(to: context.routes.goods(goods.id))
        let summary = context.rating(of: goods)
        aggregateRating = summary.average.map { AggregateRating(value: $0, reviewCount: summary.count(.all)) }
        reviews = context.catalogue.comments(onGoods: goods.id).prefix(Self.reviewsShown).map { comment in
            Review(
                author: comment.author.flatMap { $0.isEmpty ? nil : $0 } ?? context.strings.anonymous,
                rating: (comment.star * 10).rounded(.toNearestOrAwayFromZero) / 10,
                body: comment.content.isEmpty ? nil : comment.content,
                datePublished: comment.createdAt.map(Self.date)
            )
        }
    }

    /// `2016-10-26`.
    static func date(_ time: Timestamp) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(time.year)-\(two(time.month))-\(two(time.day))"
    }
}
