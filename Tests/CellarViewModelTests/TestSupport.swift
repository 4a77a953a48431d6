import CellarTestSupport
import CellarModel
@testable import CellarViewModels

extension PageViewModel {
    var home: HomePageViewModel? { if case .home(let model) = self { model } else { nil } }
    var category: CategoryPageViewModel? { if case .category(let model) = self { model } else { nil } }
    var goods: GoodsPageViewModel? { if case .goods(let model) = self { model } else { nil } }
    var comments: CommentsPageViewModel? { if case .comments(let model) = self { model } else { nil } }
    var notFound: NotFoundPageViewModel? { if case .notFound(let model) = self { model } else { nil } }
    var report: CatalogueReportViewModel? { if case .catalogueReport(let model) = self { model } else { nil } }
    var doc: DocPageViewModel? { if case .doc(let model) = self { model } else { nil } }
    var search: SearchPageViewModel? { if case .search(let model) = self { model } else { nil } }
    var googleFeed: GoogleFeedViewModel? { if case .googleFeed(let model) = self { model } else { nil } }
    var metaFeed: MetaFeedViewModel? { if case .metaFeed(let model) = self { model } else { nil } }
    var reportTable: ReportTableViewModel? { if case .reportTable(let model) = self { model } else { nil } }
}

extension SiteViewModel {
    /// The view model of the first page matching `predicate`.
    func first<T>(_ predicate: (Page) -> Bool, as extract: (PageViewModel) -> T?) -> T? {
        pages.first(where: predicate).flatMap { extract(viewModel(for: $0)) }
    }
}
