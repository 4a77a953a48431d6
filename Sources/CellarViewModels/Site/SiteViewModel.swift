import CellarModel

/// The whole site: which pages there are, where each lives, and each page's view model,
/// made on demand so a build can render pages in parallel without holding them all.
public struct SiteViewModel: Sendable {
    let context: SiteContext
    /// Every page, in a stable order.
    public let pages: [Page]
    /// The catalogue report's pages when they are apart from the site (``ReportPlacement/apart(siteFolder:)``),
    /// written to their own folder; none when they are among ``pages``.
    public let reportPages: [Page]
    /// The pages the sitemap lists, as indices into `pages`; none when the base URL is not
    /// absolute, since a sitemap lists absolute URLs. Their URLs are made when the sitemap's
    /// files are, not held for the whole build.
    let sitemapPageIndices: [Int]
    let sitemapURLLimit: Int
    /// Made once: its page, its Markdown and its CSV tables show the same figures.
    let report: CatalogueReportViewModel
    /// What both feeds list, made once; `nil` without an absolute base URL (no feeds).
    let feeds: FeedListing?
    /// What changed in the pages' inputs since the site this one reused, made once for the
    /// build: the render plan and the data files read it. `nil` when made from scratch.
    public let changes: SiteChanges?

    /// - Parameters:
    ///   - strings: the theme's words for the store's locale.
    ///   - baseURL: overrides the store's `baseURL` (`--base-url`).
    ///   - assets: the theme's assets' published names, which every link to an asset uses.
    ///   - signingSecret: the checkout's secret, which signs Foxy's add-to-cart forms or the
    ///     endpoint's order lines; required when the store's checkout names a secret variable
    ///     (``Checkout/secretVariable``).
    ///   - reports: where the catalogue report's files go: apart from the site (``reportPages``)
    ///     or among its pages.
    ///   - sitemapURLLimit: the most URLs in one sitemap file; more split the sitemap.
    ///   - previous: the last build's site, whose parts that nothing changed in are kept, as
    ///     their view models state (``SiteChanges``): the goods items' ratings, the feeds'
    ///     listing (or the entries of the goods items that did not change), the report (or
    ///     its figures made from the goods, or from the comments).
    ///   - mode: with ``BuildMode/serve``, the feeds' listing makes and keeps every goods
    ///     item's description, for the next site to reuse; a one-off build's feeds make each as
    ///     they write it, and hold none.
    public init(
        catalogue: Catalogue, strings: InterfaceStrings, baseURL: String? = nil, assets: AssetNames = AssetNames(),
        signingSecret: SigningSecret? = nil, reports: ReportPlacement = .published,
        sitemapURLLimit: Int = SitemapViewModel.urlLimit,
        reusing previous: SiteViewModel? = nil, mode: BuildMode = .once
    ) {
        let context = SiteContext(
            catalogue: catalogue, strings: strings, baseURL: baseURL ?? catalogue.store.baseURL, assets: assets,
            signingSecret: signingSecret,
            reusing: previous?.context)
        self.context = context
        var pages: [Page] = []
        var reportPages: [Page] = []
        for kind in PageKinds.all {
            let made = kind.pages(in: PageListing(context: context, earlier: pages, sitemapURLLimit: sitemapURLLimit))
            if kind is any CatalogueReportFile.Type, reports != .published {
                reportPages += made
            } else {
                pages += made
            }
        }
        self.reportPages = reportPages
        sitemapPageIndices = context.address == nil ? [] : pages.indices.filter { pages[$0].isListedInSitemap }
        self.sitemapURLLimit = sitemapURLLimit
        self.pages = pages
        let changes = previous.map { [pages] in
            SiteChanges(from: $0.context, $0.pages, to: context, pages, goodsChanges: context.goodsChanges)
        }
        self.changes = changes
        var feeds: FeedListing?
        if let address = context.address {
            if let changes, !FeedListing.isAffected(by: changes), let kept = previous?.feeds {
                feeds = kept
            } else {
                feeds = FeedListing(
                    context: context, address: address, mode: mode, reusing: previous?.feeds,
                    changing: changes?.everyPage == false ? context.goodsChanges?.items : nil)
            }
        }
        self.feeds = feeds
        if let changes, !CatalogueReportViewModel.isAffected(by: changes), let kept = previous?.report {
            report = kept
        } else {
            let keptGoodsFigures = changes.flatMap {
                CatalogueReportViewModel.goodsFiguresAreAffected(by: $0) ? nil : previous?.report
            }
            let keptCommentFigures = changes.flatMap { changes in
                previous.flatMap {
                    CatalogueReportViewModel.commentFiguresAreAffected(by: changes, from: $0.context, to: context)
                        ? nil : $0.report
                }
            }
            report = CatalogueReportViewModel(
                context: context, feeds: feeds, placement: reports, keepingGoodsFiguresOf: keptGoodsFigures,
                keepingCommentFiguresOf: keptCommentFigures)
        }
    }

    /// The base URL's path (`/shop/`), where the site is mounted on its host.
    public var rootPath: String { context.rootPath }

    /// Where a page is in the site.
    public func path(of page: Page) -> SitePath {
        page.kind.path(of: page, in: context)
    }

    /// The view model of a page.
    public func viewModel(for page: Page) -> PageViewModel {
        viewModel(for: page, of: page.kind)
    }

    private func viewModel<Kind: PageKind>(for page: Page, of kind: Kind.Type) -> PageViewModel {
        PageViewModel(kind, kind.viewModel(of: page, in: self))
    }

    /// What changed in the pages' inputs since `previous` was made.
    public func changes(since previous: SiteViewModel) -> SiteChanges {
        SiteChanges(
            from: previous.context, previous.pages, to: context, pages,
            goodsChanges: context.catalogue.goodsChanges(since: previous.context.catalogue))
    }

    /// Whether a page's path can differ after `changes` from the one the page in its place
    /// had, when the pages are the same (``SiteChanges/pageList``).
    public static func pagePathsAreAffected(by changes: SiteChanges) -> Bool {
        PageKinds.all.contains { $0.pathsAreAffected(by: changes) }
    }

    /// Whether `page` can look different after `changes`, as its view model states; when not,
    /// the view model it had before is still its own.
    public func page(_ page: Page, isAffectedBy changes: SiteChanges) -> Bool {
        page.kind.isAffected(page, by: changes, in: context)
    }
}
