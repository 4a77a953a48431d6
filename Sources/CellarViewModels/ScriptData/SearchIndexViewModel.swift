import CellarModel

/// What the search page matches against (`data/search.json`): one short row per goods item,
/// category names written once. URLs are relative to the data file.
public struct SearchIndexViewModel: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let id: String
        public let title: String
        public let brand: String?
        /// Index into `categories`.
        public let category: Int
        /// The price in cents; the script formats it with the layout's `pricePrefix`.
        public let cents: Int
        /// The average rating to one decimal (`"4.5"`); `nil` without comments.
        public let rating: String?
        public let url: String
        public let thumbURL: String?
        /// Which shard of the cart's data holds the goods item (``CartShards``), for its card's button.
        public let cartKey: Int
        public let isSoldOut: Bool
    }

    /// Category names, in display order.
    public let categories: [String]
    /// Best sellers first, so equal matches show the popular goods first.
    public let entries: [Entry]

    init(context: SiteContext) {
        let links = LinkBuilder(relativeTo: .searchIndex, assets: context.assets)
        let catalogue = context.catalogue
        categories = catalogue.categories.map(\.name)
        let categoryIndex = Dictionary(catalogue.categories.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        entries = context.bySales(catalogue.goods).map { goods in
            Entry(
                id: goods.id, title: goods.title, brand: goods.brand, category: categoryIndex[goods.category] ?? 0,
                cents: goods.price.cents, rating: context.rating(of: goods).average.map(NumberText.oneDecimal),
                url: links.url(to: context.routes.goods(goods.id)), thumbURL: links.imageURL(goods.thumb ?? goods.image),
                cartKey: CartShards.key(of: goods.id), isSoldOut: goods.stock == 0
            )
        }
    }
}

extension SearchIndexViewModel {
    /// Whether the page can look different after `changes`.
    /// The search index holds every goods item's fields and rating.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem || changes.anyRating
    }
}
