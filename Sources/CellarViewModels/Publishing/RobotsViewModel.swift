/// `robots.txt`: crawlers may read everything, and learn where the sitemap is.
public struct RobotsViewModel: Sendable, Equatable {
    /// The sitemap's absolute URL; `nil` when the site has no sitemap.
    public let sitemapURL: String?

    public init(sitemapURL: String?) {
        self.sitemapURL = sitemapURL
    }
}
