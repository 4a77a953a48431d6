import CellarProperties

/// A page at the place Cellar 0.1 gave a category, goods item, docs page or brand that lives
/// elsewhere now (``PageMove``): it sends the browser on at once (`<meta http-equiv="refresh">`,
/// which search engines read as a permanent redirect), names the new place as canonical, and
/// links to it for a browser that does not follow.
public struct MovedPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let heading: String
    public let message: String
    /// The page's new place, relative to this one.
    public let link: LinkViewModel

    init(move: PageMove, context: SiteContext) {
        let links = LinkBuilder(relativeTo: move.from, assets: context.assets)
        heading = context.strings[.pageMovedTitle]
        layout = LayoutViewModel(
            context: context, links: links, title: heading, currentPath: move.from, canonicalPath: move.to)
        message = context.strings[.pageMovedMessage]
        link = LinkViewModel(label: context.strings[.pageMovedLink], url: links.url(to: move.to))
    }
}

extension MovedPageViewModel: PageKind {
    static let template = "moved"
    static let summaryKind = "moved"
    static let isListedInSitemap = false

    /// One for each move (``PageMoves``).
    static func pages(in listing: PageListing) -> [Page] {
        listing.context.pageMoves.all.indices.map { Page(self, item: $0) }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        context.pageMoves.all[page.item].from
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(move: site.context.pageMoves.all[page.item], context: site.context)
    }

    /// A moved page shows what every page shows and where its page is now.
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        PageMoves.areAffected(by: changes)
    }

    static func pathsAreAffected(by changes: SiteChanges) -> Bool {
        PageMoves.areAffected(by: changes)
    }
}
