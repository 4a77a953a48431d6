import CellarModel

/// Every goods item's current price and stock (`data/catalogue.json`), so a cart saved
/// before a rebuild shows today's prices and drops what is gone or sold out.
/// URLs are relative to the data file.
public struct CatalogueDataViewModel: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public let id: String
        public let title: String
        /// "¥388.00", as on the pages.
        public let price: String
        /// The price in cents, for sums.
        public let cents: Int
        public let stock: Int
        public let url: String
        public let thumbURL: String?
    }

    public let items: [Item]

    init(context: SiteContext) {
        let links = LinkBuilder(relativeTo: .catalogueData, assets: context.assets)
        items = context.catalogue.goods.map { goods in
            Item(
                id: goods.id, title: goods.title, price: context.prices.string(for: goods.price),
                cents: goods.price.cents, stock: goods.stock,
                url: links.url(to: context.routes.goods(goods.id)),
                thumbURL: links.imageURL(goods.thumb ?? goods.image)
            )
        }
    }
}

extension CatalogueDataViewModel {
    /// Whether the page can look different after `changes`.
    /// The cart's data holds every goods item's price and stock.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem
    }
}
