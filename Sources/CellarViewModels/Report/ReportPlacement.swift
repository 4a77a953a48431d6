/// Where the catalogue report's files go: it is the owner's, not the shoppers'.
public enum ReportPlacement: Sendable, Equatable {
    /// In a folder of its own outside the site, linking to the site's pages through
    /// `siteFolder`, the site's folder as seen from the report's (`../site`). The site has no
    /// report pages.
    case apart(siteFolder: String)
    /// Among the site's pages, in `reports/`: not indexed, out of the sitemap, linked from no
    /// shopper page.
    case published
}
