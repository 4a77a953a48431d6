import CellarProperties

/// `_redirects`, which Netlify and Cloudflare Pages read
/// (https://docs.netlify.com/manage/routing/redirects/overview/,
/// https://developers.cloudflare.com/pages/configuration/redirects/): a permanent redirect
/// from each place Cellar 0.1 gave a page that lives elsewhere now (``PageMove``), and a
/// wildcard for the pages below a moved category or brand. Cloudflare reads at most 2,000
/// rules without a wildcard, listed first, and 100 with one; the moved pages beyond those
/// still send their visitors on themselves (``MovedPageViewModel``).
public struct RedirectsFileViewModel: Sendable, Equatable, PropertyListing {
    /// One line of the file: `from to 301`, both absolute paths, percent-encoded.
    public struct Rule: Sendable, Equatable, PropertyListing {
        public let from: String
        public let to: String
    }

    static let exactRuleLimit = 2_000
    static let wildcardRuleLimit = 100

    public let rules: [Rule]

    init(moves: [PageMove], rootPath: String) {
        let root = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        func path(_ sitePath: SitePath) -> String { root + LinkBuilder.percentEncoded(sitePath.value) }
        let exact = moves.prefix(Self.exactRuleLimit).map { Rule(from: path($0.from), to: path($0.to)) }
        let wildcards = moves.lazy.filter(\.hasPagesBelow).prefix(Self.wildcardRuleLimit)
            .map { Rule(from: path($0.from) + "*", to: path($0.to) + ":splat") }
        rules = exact + wildcards
    }
}

/// `_redirects` lists the moves (``PageMoves``).
extension RedirectsFileViewModel: SinglePageKind {
    static let template = "_redirects"
    static let summaryKind = "redirects"
    static let isListedInSitemap = false
    static let isInEveryMarket = false
    static let path = SitePath.redirects

    /// None while no page moved.
    static func pages(in listing: PageListing) -> [Page] {
        listing.context.pageMoves.all.isEmpty ? [] : [Page(self)]
    }

    static func viewModel(in site: SiteViewModel) -> Self {
        Self(moves: site.context.pageMoves.all, rootPath: site.context.rootPath)
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        PageMoves.areAffected(by: changes)
    }
}
