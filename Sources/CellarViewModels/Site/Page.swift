/// One page of the site, named by what it shows; ``SiteViewModel`` makes its view model.
public enum Page: Sendable, Hashable {
    case home
    case categories
    case category(index: Int, page: Int)
    case goods(index: Int)
    /// A goods item's definition for Snipcart's crawler (JSON): only in a Snipcart shop.
    case snipcartProduct(index: Int)
    case comments(goodsIndex: Int, bucket: CommentBucket, page: Int)
    case doc(index: Int)
    case cart
    case checkout
    case search
    case notFound
    case catalogueReport
    case catalogueReportMarkdown
    /// One of the report's tables as CSV.
    case reportTable(ReportTableViewModel.Name)
    /// Only among a site's pages when its base URL is absolute, as feeds need absolute links.
    case googleFeed
    case metaFeed
    /// Only among a site's pages when its base URL is absolute: the sitemap, or the index
    /// of its parts when the site has more pages than one sitemap file may list.
    case sitemap
    /// `sitemaps/N.xml`, from 1: only when the sitemap is split.
    case sitemapPart(number: Int)
    case robots

    /// Whether the page is made from every goods item (reports, feeds, sitemaps):
    /// one of these takes as long to render as hundreds of other pages.
    public var isMadeFromWholeCatalogue: Bool {
        switch self {
        case .catalogueReport, .catalogueReportMarkdown, .reportTable,
             .googleFeed, .metaFeed, .sitemap, .sitemapPart:
            true
        case .home, .categories, .category, .goods, .snipcartProduct, .comments, .doc, .cart, .checkout,
             .search, .notFound, .robots:
            false
        }
    }

    /// The page kinds, for counting pages by kind in a build summary.
    public var kind: String {
        switch self {
        case .home: "home"
        case .categories, .category: "category"
        case .goods: "goods"
        case .comments: "comments"
        case .doc: "docs"
        case .cart, .checkout, .snipcartProduct: "cart"
        case .search: "search"
        case .notFound: "404"
        case .catalogueReport, .catalogueReportMarkdown, .reportTable: "report"
        case .googleFeed, .metaFeed: "feed"
        case .sitemap, .sitemapPart: "sitemap"
        case .robots: "robots"
        }
    }
}
