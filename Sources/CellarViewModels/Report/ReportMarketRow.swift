import CellarModel
import CellarPlurals
import CellarProperties

extension CatalogueReportViewModel {
    /// A market's line in the report of a shop of several markets: its prices, how many items
    /// its feeds list and how many of its texts are shown untranslated.
    public struct MarketRow: Sendable, Equatable, PropertyListing {
        public let label: String
        public let locale: String
        public let currency: String
        public let goodsCount: String
        public let minimumPrice: String
        public let medianPrice: String
        public let maximumPrice: String
        /// The items its feeds list, of the goods and variants it has; "—" without feeds.
        public let feedItems: String
        /// The texts its language's translation leaves to the default market's language.
        public let untranslated: String

        /// The line of the market whose site `context` makes, with its `feeds`.
        init(context: SiteContext, feeds: FeedListing?) {
            let catalogue = context.catalogue
            let store = catalogue.store
            label = context.market?.current.label ?? store.name
            locale = store.locale
            currency = store.currency
            goodsCount = NumberText.grouped(catalogue.goods.count)
            let sorted = catalogue.goods.map(\.price).sorted()
            let none = "—"
            minimumPrice = sorted.first.map(context.prices.string) ?? none
            medianPrice =
                sorted.isEmpty ? none : context.prices.string(for: CatalogueReportViewModel.median(of: sorted))
            maximumPrice = sorted.last.map(context.prices.string) ?? none
            let items = catalogue.goods.reduce(0) { $0 + max($1.variants.count, 1) }
            feedItems = feeds.map { "\(NumberText.grouped($0.entries.count)) / \(NumberText.grouped(items))" } ?? none
            let isDefault = context.market?.index == 0
            let count = catalogue.warnings.lazy.compactMap { warning -> Int? in
                guard case .untranslated(let locale, let count, _) = warning.kind, locale == store.locale else {
                    return nil
                }
                return count
            }.first
            untranslated = isDefault ? none : NumberText.grouped(count ?? 0)
        }
    }
}
