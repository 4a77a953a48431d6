import CellarProperties

/// `sitemap.xml`: the absolute URL of every page search engines should find (all HTML pages
/// but the 404 page and the reports), each once, in the site's page order.
///
/// A sitemap file may list at most ``urlLimit`` URLs (sitemaps.org); a bigger site gets
/// several, `sitemaps/1.xml` …, and `sitemap.xml` becomes their index.
public struct SitemapViewModel: Sendable, Equatable, PropertyListing {
    /// The most URLs one sitemap file may list.
    public static let urlLimit = 50_000

    /// One page's URL and, in a site of several markets, its versions in each
    /// (`<xhtml:link rel="alternate" hreflang>`), as the page's `<head>` names them.
    public struct Entry: Sendable, Equatable, PropertyListing {
        public let url: String
        public let alternates: [LanguageAlternate]

        public init(url: String, alternates: [LanguageAlternate] = []) {
            self.url = url
            self.alternates = alternates
        }
    }

    /// The pages' entries; empty in an index.
    public let urls: [Entry]
    /// Whether any entry names alternates, so the sitemap declares the `xhtml` namespace.
    public let hasAlternates: Bool
    /// In an index, the URLs of the sitemap files it lists; otherwise empty.
    public let sitemapURLs: [String]

    public init(urls: [Entry], sitemapURLs: [String] = []) {
        self.urls = urls
        hasAlternates = urls.contains { !$0.alternates.isEmpty }
        self.sitemapURLs = sitemapURLs
    }
}

extension SitemapViewModel {
    /// Whether the page can look different after `changes`.
    /// The sitemap lists every page by its URL, so it changes with the pages' list or their paths.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.pageList || SiteViewModel.pagePathsAreAffected(by: changes)
    }
}
