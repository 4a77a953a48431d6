import CellarTestSupport
import CellarModel
@testable import CellarViewModels

/// Small builders for plain-value catalogues used across the view-model tests.
enum Fixture {
    static func store(
        currency: String = "CNY", locale: String = "en", baseURL: String = "/",
        featured: [String]? = nil, banners: [Banner] = []
    ) -> Store {
        Store(name: "Cellar", tagline: "Fine drinks", baseURL: baseURL, currency: currency, locale: locale,
              banners: banners, featured: featured)
    }

    static func goods(
        _ id: String, category: String = "wine", price: Int = 10_000, market: Int? = nil,
        stock: Int = 10, sales: Int = 0, thumb: String? = "images/a.svg", image: String? = nil,
        description: String? = "Good stuff."
    ) -> Goods {
        Goods(id: id, title: "Title \(id)", category: category, price: Money(cents: price),
              marketPrice: market.map { Money(cents: $0) }, stock: stock, saleCount: sales,
              thumb: thumb, image: image, description: description)
    }

    static func comment(
        _ id: String, on goods: String, star: Double = 5, day: Int = 1, minute: Int = 0, pictures: Int = 0
    ) -> Comment {
        Comment(
            id: id, goods: goods, author: "Ann", star: star, content: "Nice",
            createdAt: Timestamp(year: 2024, month: 1, day: day, hour: 12, minute: minute),
            pictures: (0..<pictures).map { Comment.Picture(thumb: "p/\($0)-t.jpg", full: "p/\($0).jpg") }
        )
    }

    static func catalogue(
        store: Store = store(), categories: [CellarModel.Category] = [Category(id: "wine", name: "Wine")],
        goods: [Goods] = [], comments: [Comment] = [], docs: [DocPage] = []
    ) -> Catalogue {
        Catalogue(store: store, categories: categories, goods: goods, comments: comments, docs: docs)
    }

    static let english = InterfaceStrings.theme("en")
}

extension PageViewModel {
    var home: HomePageViewModel? { model as? HomePageViewModel }
    var category: CategoryPageViewModel? { model as? CategoryPageViewModel }
    var goods: GoodsPageViewModel? { model as? GoodsPageViewModel }
    var comments: CommentsPageViewModel? { model as? CommentsPageViewModel }
    var notFound: NotFoundPageViewModel? { model as? NotFoundPageViewModel }
    var report: CatalogueReportViewModel? { model as? CatalogueReportViewModel }
    var doc: DocPageViewModel? { model as? DocPageViewModel }
    var search: SearchPageViewModel? { model as? SearchPageViewModel }
    var checkout: CheckoutPageViewModel? { model as? CheckoutPageViewModel }
    var googleFeed: GoogleFeedViewModel? { model as? GoogleFeedViewModel }
    var metaFeed: MetaFeedViewModel? { model as? MetaFeedViewModel }
    var reportTable: ReportTableViewModel? { model as? ReportTableViewModel }
    var sitemap: SitemapViewModel? { model as? SitemapViewModel }
    var robots: RobotsViewModel? { model as? RobotsViewModel }
}

extension SiteViewModel {
    /// The view model of the first page matching `predicate`.
    func first<T>(_ predicate: (Page) -> Bool, as extract: (PageViewModel) -> T?) -> T? {
        pages.first(where: predicate).flatMap { extract(viewModel(for: $0)) }
    }
}

extension SiteViewModel {
    /// The site's data files that are shard sets.
    func dataShardSets() -> [DataShardSet] {
        dataFiles().compactMap { if case .shards(let set) = $0 { set } else { nil } }
    }
}
