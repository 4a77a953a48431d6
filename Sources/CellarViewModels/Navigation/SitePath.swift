/// A place in the built site, relative to its root: `""` (home), `"goods/abc/"`,
/// `"reports/catalogue.md"`. Paths ending in `/` are pages served from their `index.html`.
public struct SitePath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public static let home = SitePath("")
    public static let categories = SitePath("categories/")
    public static let notFound = SitePath("404.html")
    /// The folder of the catalogue report's files when they are published with the site.
    public static let reportsFolder = "reports"
    public static let catalogueReport = SitePath("reports/catalogue.html")
    public static let catalogueReportMarkdown = SitePath("reports/catalogue.md")
    /// One of the catalogue report's tables as CSV.
    public static func reportTable(_ name: ReportTableViewModel.Name) -> SitePath {
        SitePath("reports/\(name.rawValue).csv")
    }
    /// The Google Merchant Center product feed.
    public static let googleFeed = SitePath("feeds/google.xml")
    /// The Meta commerce catalog feed.
    public static let metaFeed = SitePath("feeds/meta.csv")
    public static let sitemap = SitePath("sitemap.xml")
    /// One part of a sitemap too big for one file; `number` counts from 1.
    public static func sitemapPart(_ number: Int) -> SitePath { SitePath("sitemaps/\(number).xml") }
    public static let robots = SitePath("robots.txt")
    /// `_redirects`, the moved pages' redirects for Netlify and Cloudflare Pages.
    public static let redirects = SitePath("_redirects")
    public static let stylesheet = SitePath("assets/style.css")
    /// The script's entry module; it imports the others from its folder.
    public static let script = SitePath("assets/store/main.js")
    public static let favicon = SitePath("assets/favicon.svg")
    public static let cart = SitePath("cart/")
    public static let checkout = SitePath("checkout/")
    public static let search = SitePath("search/")

    /// The file the page is written to, relative to the output folder.
    public var file: String {
        value.isEmpty || value.hasSuffix("/") ? value + "index.html" : value
    }

    /// The file's name, without its folders: `catalogue.html`.
    public var fileName: String {
        String(file.split(separator: "/").last ?? "")
    }

    /// How many folders deep the page's file is.
    var depth: Int {
        file.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }

    public var description: String { value }

    public static func < (lhs: SitePath, rhs: SitePath) -> Bool {
        lhs.value < rhs.value
    }
}
