extension Page {
    /// Whether the sitemap lists the page: every HTML page but the 404 page and the reports.
    var isListedInSitemap: Bool {
        switch self {
        case .home, .categories, .category, .goods, .comments, .doc: true
        case .notFound, .catalogueReport, .catalogueReportMarkdown, .sitemap, .robots: false
        }
    }
}
