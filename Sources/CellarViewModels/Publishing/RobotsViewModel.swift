import CellarProperties

/// `robots.txt`: crawlers may read everything, and learn where the sitemap is.
public struct RobotsViewModel: Sendable, Equatable, PropertyListing {
    /// The sitemap's absolute URL; `nil` when the site has no sitemap.
    public let sitemapURL: String?

    public init(sitemapURL: String?) {
        self.sitemapURL = sitemapURL
    }
}

/// `robots.txt` names the sitemap at the base URL, which every page shows.
extension RobotsViewModel: SinglePageKind {
    static let template = "robots.txt"
    static let summaryKind = "robots"
    static let isListedInSitemap = false
    static let isInEveryMarket = false
    static let path = SitePath.robots

    static func viewModel(in site: SiteViewModel) -> Self {
        Self(sitemapURL: site.context.address?.url(to: .sitemap))
    }
}

extension Page {
    /// `robots.txt`.
    public static let robots = Page(RobotsViewModel.self)
}
