/// One kind of page, declared once, beside its view model: the template its pages are
/// rendered with, which pages the site has of it and where each lives, whether the sitemap
/// lists them, whether each is made from the whole catalogue, what a build summary counts
/// them as, and what they depend on. ``SiteViewModel`` lists, places and makes every page
/// through these declarations alone; the theme checks and renders each kind's template
/// with its view model's face.
///
/// To add a page kind, conform its view model (or, when one view model serves several kinds,
/// a case-less enum) and add it to ``PageKinds/all``; see docs/Architecture.md.
protocol PageKind: Sendable {
    /// What its pages' template renders: the conforming view model itself, unless the kind
    /// is a case-less enum naming another.
    associatedtype ViewModel: Sendable & Equatable = Self

    /// The theme's template for its pages, without `.mustache`: `category`, `sitemap.xml`.
    static var template: String { get }
    /// What a build summary counts its pages as (`category`, `report` …); kinds may share one.
    static var summaryKind: String { get }
    /// Whether the sitemap lists its pages (when the site has an absolute base URL).
    static var isListedInSitemap: Bool { get }
    /// Whether each of its pages is made from every goods item (reports, feeds, sitemaps):
    /// one of these takes as long to render as hundreds of other pages, so it is rendered
    /// alone and written as it renders.
    static var isMadeFromWholeCatalogue: Bool { get }
    /// Whether each of its pages is also written gzip-compressed beside it, at its file's
    /// path with `.gz` added (`feeds/google.xml.gz`).
    static var hasCompressedCopy: Bool { get }
    /// Whether every market has its pages, in the market's folder (the shoppers' pages, the
    /// feeds), or the site has them once, at its root (the sitemap, `robots.txt`, the report).
    static var isInEveryMarket: Bool { get }

    /// Its pages, in order; `listing` holds the site and the pages of the kinds before it.
    static func pages(in listing: PageListing) -> [Page]
    /// Where `page` lives in the site.
    static func path(of page: Page, in context: SiteContext) -> SitePath
    /// The view model of `page`.
    static func viewModel(of page: Page, in site: SiteViewModel) -> ViewModel
    /// Whether `page` can look different after `changes`, as its view model states: what it
    /// depends on. When not, its last view model (and file) still serve.
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool
    /// Whether its pages' paths can change after `changes` when its list of pages does not:
    /// by default only when something every page shows changed (the routes of categories,
    /// goods and docs).
    static func pathsAreAffected(by changes: SiteChanges) -> Bool
}

extension PageKind {
    static var isMadeFromWholeCatalogue: Bool { false }
    static var hasCompressedCopy: Bool { false }
    static var isInEveryMarket: Bool { true }

    static func pathsAreAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage
    }

    /// Whether `lhs` and `rhs`, two of this kind's view models, are equal.
    static func isEqual(_ lhs: any Equatable & Sendable, _ rhs: any Equatable & Sendable) -> Bool {
        guard let lhs = lhs as? ViewModel, let rhs = rhs as? ViewModel else { return false }
        return lhs == rhs
    }
}

/// A kind with one page, at one path, which depends on the site as a whole.
protocol SinglePageKind: PageKind {
    /// Where its page lives.
    static var path: SitePath { get }
    /// Its page's view model; by default, for a view model made from the site's context
    /// alone (``MadeFromContext``), made from it.
    static func viewModel(in site: SiteViewModel) -> ViewModel
    /// Whether its page can look different after `changes`; by default, only when something
    /// every page shows changed: a page that shows more states what.
    static func isAffected(by changes: SiteChanges) -> Bool
}

extension SinglePageKind {
    static func pages(in listing: PageListing) -> [Page] { [Page(self)] }
    static func path(of page: Page, in context: SiteContext) -> SitePath { path }
    static func viewModel(of page: Page, in site: SiteViewModel) -> ViewModel { viewModel(in: site) }
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        isAffected(by: changes)
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage
    }
}

/// A view model made from the site's context alone, as most single pages' are.
protocol MadeFromContext {
    init(context: SiteContext)
}

extension SinglePageKind where Self: MadeFromContext, ViewModel == Self {
    static func viewModel(in site: SiteViewModel) -> Self {
        Self(context: site.context)
    }
}

/// What a page kind lists its pages from: the site, and the pages of the kinds listed before it.
struct PageListing {
    let context: SiteContext
    let earlier: [Page]
    /// How many pages the other markets' sites list in the sitemap, which the default
    /// market's sitemap lists too.
    var listedInOtherMarkets = 0
    /// The most URLs one sitemap file lists.
    let sitemapURLLimit: Int
}
