/// `sitemap.xml`: the absolute URL of every page search engines should find (all HTML pages
/// but the 404 page and the reports), each once, in the site's page order.
public struct SitemapViewModel: Sendable, Equatable {
    public let urls: [String]

    public init(urls: [String]) {
        self.urls = urls
    }
}
