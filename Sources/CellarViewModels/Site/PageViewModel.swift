/// A page's view model, ready for its view.
public enum PageViewModel: Sendable, Equatable {
    case home(HomePageViewModel)
    case categories(CategoriesPageViewModel)
    case category(CategoryPageViewModel)
    case goods(GoodsPageViewModel)
    case comments(CommentsPageViewModel)
    case doc(DocPageViewModel)
    case notFound(NotFoundPageViewModel)
    case catalogueReport(CatalogueReportViewModel)
    case catalogueReportMarkdown(CatalogueReportViewModel)
    case sitemap(SitemapViewModel)
    case robots(RobotsViewModel)
}
