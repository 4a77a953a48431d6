/// A page's view model, ready for its view. Boxed, so a rebuild's record of 100,000s of them
/// copies a reference per page, not every page's fields.
public indirect enum PageViewModel: Sendable, Equatable {
    case home(HomePageViewModel)
    case categories(CategoriesPageViewModel)
    case category(CategoryPageViewModel)
    case goods(GoodsPageViewModel)
    case snipcartProduct(SnipcartProductViewModel)
    case comments(CommentsPageViewModel)
    case doc(DocPageViewModel)
    case cart(CartPageViewModel)
    case checkout(CheckoutPageViewModel)
    case search(SearchPageViewModel)
    case notFound(NotFoundPageViewModel)
    case catalogueReport(CatalogueReportViewModel)
    case catalogueReportMarkdown(CatalogueReportViewModel)
    case reportTable(ReportTableViewModel)
    case googleFeed(GoogleFeedViewModel)
    case metaFeed(MetaFeedViewModel)
    case sitemap(SitemapViewModel)
    case robots(RobotsViewModel)
}
