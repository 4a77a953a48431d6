import CellarTestSupport
import CellarModel
@testable import CellarViewModels

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

extension SitemapViewModel {
    /// The URLs it lists, without their alternates.
    var locations: [String] { urls.map(\.url) }
}
