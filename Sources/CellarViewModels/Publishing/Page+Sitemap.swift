extension Page {
    /// Whether the sitemap lists the page: every HTML page but the 404 page, the reports and
    /// the pages the script fills (cart, checkout, search); no feed.
    var isListedInSitemap: Bool {
        switch self {
        case .home, .categories, .category, .goods, .comments, .doc: true
        case .notFound, .catalogueReport, .catalogueReportMarkdown, .reportTable, .sitemap, .sitemapPart, .robots: false
        case .googleFeed, .metaFeed, .snipcartProduct: false
        case .cart, .checkout, .search: false
        }
    }
}
