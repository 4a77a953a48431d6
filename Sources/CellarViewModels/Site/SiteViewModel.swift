import CellarModel

/// The whole site: which pages there are, where each lives, and each page's view model,
/// made on demand so a build can render pages in parallel without holding them all. In a
/// site of several markets (``Store/markets``), the default market's site holds the others'
/// (each made from the catalogue as that market shows it, ``Catalogue/inMarket(_:)``), lists
/// their pages after its own and places each in its market's folder; the site's files made
/// once (the sitemap of every market's pages, `robots.txt`, `_redirects`, the report) are the
/// default market's.
public struct SiteViewModel: Sendable {
    let context: SiteContext
    /// Every page, in a stable order: the default market's, then each other market's.
    public let pages: [Page]
    /// The catalogue report's pages when they are apart from the site (``ReportPlacement/apart(siteFolder:)``),
    /// written to their own folder; none when they are among ``pages``.
    public let reportPages: [Page]
    /// The pages the sitemap lists, as indices into `pages`; none when the base URL is not
    /// absolute, since a sitemap lists absolute URLs. Their URLs are made when the sitemap's
    /// files are, not held for the whole build.
    let sitemapPageIndices: [Int]
    let sitemapURLLimit: Int
    /// Made once: its page, its Markdown and its CSV tables show the same figures; `nil` in
    /// another market's site than the default one's, which has no report of its own.
    let report: CatalogueReportViewModel?
    /// What both feeds list, made once; `nil` without an absolute base URL (no feeds).
    let feeds: FeedListing?
    /// What changed in the pages' inputs since the site this one reused, made once for the
    /// build: the render plan and the data files read it. `nil` when made from scratch. In a
    /// site of several markets, what changed in any market.
    public let changes: SiteChanges?
    /// The sites of the markets after the default one, in the store's order; `[]` in a site of one market.
    let otherMarkets: [SiteViewModel]

    /// - Parameters:
    ///   - strings: the theme's words for the store's locale.
    ///   - marketStrings: the theme's words for each other market's locale, by locale.
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
    ///     its figures made from the goods, or from the comments); each market's, from the
    ///     last site's market of the same id.
    ///   - mode: with ``BuildMode/serve``, the feeds' listing makes and keeps every goods
    ///     item's description, for the next site to reuse; a one-off build's feeds make each as
    ///     they write it, and hold none.
    public init(
        catalogue: Catalogue, strings: InterfaceStrings, marketStrings: [String: InterfaceStrings] = [:],
        baseURL: String? = nil, assets: AssetNames = AssetNames(),
        signingSecret: SigningSecret? = nil, reports: ReportPlacement = .published,
        sitemapURLLimit: Int = SitemapViewModel.urlLimit,
        reusing previous: SiteViewModel? = nil, mode: BuildMode = .once
    ) {
        let baseURL = baseURL ?? catalogue.store.baseURL
        let markets = catalogue.store.markets
        let pagePaths = markets.contains { $0.sells != nil } ? MarketPagePaths() : nil
        let placements = MarketPlacement.placements(
            of: markets, baseURL: baseURL, assets: assets, pagePaths: pagePaths)
        let otherMarkets = placements.dropFirst().map { placement in
            let market = markets[placement.index]
            return SiteViewModel(
                market: catalogue.inMarket(market), placement: placement,
                strings: marketStrings[market.locale] ?? strings,
                baseURL: MarketPlacement.baseURL(of: market, storeBaseURL: baseURL),
                assets: assets.inMarketFolder(market.folder), signingSecret: signingSecret, otherMarkets: [],
                reports: nil, sitemapURLLimit: sitemapURLLimit,
                reusing: previous?.otherMarkets.first { $0.context.market?.current.id == market.id }, mode: mode)
        }
        self.init(
            market: placements.isEmpty ? catalogue : catalogue.inMarket(markets[0]), placement: placements.first,
            strings: strings, baseURL: markets.first?.baseURL ?? baseURL,
            assets: assets.inMarketFolder(markets.first?.folder ?? ""), signingSecret: signingSecret,
            otherMarkets: otherMarkets, reports: reports, sitemapURLLimit: sitemapURLLimit, reusing: previous,
            mode: mode)
        if let pagePaths {
            var paths = [Set<SitePath>](repeating: [], count: markets.count)
            for page in pages where page.kind.isInEveryMarket {
                paths[page.market].insert(marketSite(of: page).pathInMarket(of: page))
            }
            pagePaths.note(paths)
        }
    }

    /// The site of one market: the default one's with `otherMarkets`, or another's.
    /// - Parameter reports: where the report goes; `nil` for another market than the default,
    ///   whose site has neither the report nor the files made once.
    private init(
        market catalogue: Catalogue, placement: MarketPlacement?, strings: InterfaceStrings,
        baseURL: String, assets: AssetNames, signingSecret: SigningSecret?, otherMarkets: [SiteViewModel],
        reports: ReportPlacement?, sitemapURLLimit: Int, reusing previous: SiteViewModel?, mode: BuildMode
    ) {
        let context = SiteContext(
            catalogue: catalogue, strings: strings, baseURL: baseURL, assets: assets, signingSecret: signingSecret,
            market: placement, reusing: previous?.context)
        self.context = context
        self.otherMarkets = otherMarkets
        let listedInOtherMarkets = otherMarkets.reduce(0) { $0 + $1.pages.lazy.filter(\.isListedInSitemap).count }
        var pages: [Page] = []
        var reportPages: [Page] = []
        for kind in PageKinds.all where reports != nil || kind.isInEveryMarket {
            let made = kind.pages(
                in: PageListing(
                    context: context, earlier: pages, listedInOtherMarkets: listedInOtherMarkets,
                    sitemapURLLimit: sitemapURLLimit))
            if kind is any CatalogueReportFile.Type, reports != .published {
                reportPages += made
            } else {
                pages += made
            }
        }
        for (offset, market) in otherMarkets.enumerated() {
            pages += market.pages.lazy.map { $0.inMarket(offset + 1) }
        }
        self.reportPages = reportPages
        sitemapPageIndices = context.address == nil ? [] : pages.indices.filter { pages[$0].isListedInSitemap }
        self.sitemapURLLimit = sitemapURLLimit
        self.pages = pages
        let ownChanges = previous.map { [pages] in
            SiteChanges(from: $0.context, $0.pages, to: context, pages, goodsChanges: context.goodsChanges)
        }
        let changes = otherMarkets.reduce(ownChanges) { changes, market in
            changes.map { changes in market.changes.map(changes.union) ?? changes }
        }
        self.changes = changes
        var feeds: FeedListing?
        if let address = context.address {
            if let ownChanges, !FeedListing.isAffected(by: ownChanges), let kept = previous?.feeds {
                feeds = kept
            } else {
                feeds = FeedListing(
                    context: context, address: address, mode: mode, reusing: previous?.feeds,
                    changing: ownChanges?.everyPage == false ? context.goodsChanges?.items : nil)
            }
        }
        self.feeds = feeds
        guard let reports else {
            report = nil
            return
        }
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
            let markets =
                otherMarkets.isEmpty
                ? []
                : [CatalogueReportViewModel.MarketRow(context: context, feeds: feeds)]
                    + otherMarkets.map { CatalogueReportViewModel.MarketRow(context: $0.context, feeds: $0.feeds) }
            report = CatalogueReportViewModel(
                context: context, feeds: feeds, placement: reports, markets: markets,
                keepingGoodsFiguresOf: keptGoodsFigures, keepingCommentFiguresOf: keptCommentFigures)
        }
    }

    /// The site of the market `page` is in: this one, or another market's.
    func marketSite(of page: Page) -> SiteViewModel {
        page.market == 0 ? self : otherMarkets[page.market - 1]
    }

    /// The base URL's path (`/shop/`), where the site is mounted on its host.
    public var rootPath: String { context.rootPath }

    /// Where a page is in the site: in its market's folder.
    public func path(of page: Page) -> SitePath {
        let site = marketSite(of: page)
        let path = site.pathInMarket(of: page)
        let folder = site.context.assets.marketFolder
        return folder.isEmpty ? path : SitePath(folder + path.value)
    }

    /// Where a page is in its market, from the market's root.
    func pathInMarket(of page: Page) -> SitePath {
        page.kind.path(of: page, in: context)
    }

    /// The view model of a page.
    public func viewModel(for page: Page) -> PageViewModel {
        let site = marketSite(of: page)
        return site.viewModel(for: page, of: page.kind)
    }

    private func viewModel<Kind: PageKind>(for page: Page, of kind: Kind.Type) -> PageViewModel {
        PageViewModel(kind, kind.viewModel(of: page, in: self))
    }

    /// What changed in the pages' inputs since `previous` was made, in any market.
    public func changes(since previous: SiteViewModel) -> SiteChanges {
        let own = SiteChanges(
            from: previous.context, previous.pages, to: context, pages,
            goodsChanges: context.catalogue.goodsChanges(since: previous.context.catalogue))
        return zip(otherMarkets, previous.otherMarkets).reduce(own) { $0.union($1.0.changes(since: $1.1)) }
    }

    /// Whether a page's path can differ after `changes` from the one the page in its place
    /// had, when the pages are the same (``SiteChanges/pageList``).
    public static func pagePathsAreAffected(by changes: SiteChanges) -> Bool {
        PageKinds.all.contains { $0.pathsAreAffected(by: changes) }
    }

    /// Whether `page` can look different after `changes`, as its view model states; when not,
    /// the view model it had before is still its own.
    public func page(_ page: Page, isAffectedBy changes: SiteChanges) -> Bool {
        page.kind.isAffected(page, by: changes, in: marketSite(of: page).context)
    }
}
