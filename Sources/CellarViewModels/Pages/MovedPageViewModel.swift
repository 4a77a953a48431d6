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

    /// One for each move: the routes' (categories, goods, docs), then the brands'.
    static func pages(in listing: PageListing) -> [Page] {
        let count = listing.context.routes.moves.count + listing.context.brandIndex.moves.count
        return (0..<count).map { Page(self, item: $0) }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        move(page.item, in: context).from
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(move: move(page.item, in: site.context), context: site.context)
    }

    /// A moved page shows what every page shows and where its page is now, which changes with
    /// the ids (every page) and the brands' names.
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        changes.everyPage || changes.brandList
    }

    static func pathsAreAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.brandList
    }

    private static func move(_ item: Int, in context: SiteContext) -> PageMove {
        let routes = context.routes.moves
        return item < routes.count ? routes[item] : context.brandIndex.moves[item - routes.count]
    }
}
