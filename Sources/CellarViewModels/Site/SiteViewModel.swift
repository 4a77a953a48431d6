import CellarModel

/// The whole site: which pages there are, where each lives, and each page's view model,
/// made on demand so a build can render pages in parallel without holding them all.
public struct SiteViewModel: Sendable {
    let context: SiteContext
    /// Every page, in a stable order.
    public let pages: [Page]
    /// The pages the sitemap lists, as indices into `pages`; none when the base URL is not
    /// absolute, since a sitemap lists absolute URLs. Their URLs are made when the sitemap's
    /// files are, not held for the whole build.
    private let sitemapPageIndices: [Int]
    private let sitemapURLLimit: Int
    /// Made once: its page, its Markdown and its CSV tables show the same figures.
    private let report: CatalogueReportViewModel
    /// What both feeds list, made once; `nil` without an absolute base URL (no feeds).
    private let feeds: FeedListing?

    /// - Parameters:
    ///   - strings: the theme's words for the store's locale.
    ///   - baseURL: overrides the store's `baseURL` (`--base-url`).
    ///   - assets: the theme's assets' published names, which every link to an asset uses.
    ///   - sitemapURLLimit: the most URLs in one sitemap file; more split the sitemap.
    ///   - previous: the last build's site, whose parts that nothing changed in are kept, as
    ///     their view models state (``SiteChanges``): the goods items' ratings, the feeds'
    ///     listing, the report.
    public init(
        catalogue: Catalogue, strings: InterfaceStrings, baseURL: String? = nil, assets: AssetNames = AssetNames(),
        sitemapURLLimit: Int = SitemapViewModel.urlLimit, reusing previous: SiteViewModel? = nil
    ) {
        let context = SiteContext(
            catalogue: catalogue, strings: strings, baseURL: baseURL ?? catalogue.store.baseURL, assets: assets, reusing: previous?.context)
        self.context = context
        var pages: [Page] = [.home, .categories]
        for (index, category) in catalogue.categories.enumerated() {
            let count = Pagination(itemCount: catalogue.goods(inCategory: category.id).count, pageSize: CategoryPageViewModel.pageSize).pageCount
            pages += (1...count).map { .category(index: index, page: $0) }
        }
        for (index, goods) in catalogue.goods.enumerated() {
            pages.append(.goods(index: index))
            let summary = context.rating(of: goods)
            for bucket in CommentBucket.allCases {
                let count = Pagination(itemCount: summary.count(bucket), pageSize: CommentsPageViewModel.pageSize).pageCount
                pages += (1...count).map { .comments(goodsIndex: index, bucket: bucket, page: $0) }
            }
        }
        pages += catalogue.docs.indices.map { .doc(index: $0) }
        pages += [.cart, .checkout, .search]
        pages += [.notFound, .catalogueReport, .catalogueReportMarkdown]
        pages += ReportTableViewModel.Name.allCases.map { .reportTable($0) }
        if context.address != nil { pages += [.googleFeed, .metaFeed] }
        sitemapPageIndices = context.address == nil ? [] : pages.indices.filter { pages[$0].isListedInSitemap }
        self.sitemapURLLimit = sitemapURLLimit
        let partCount = Self.partCount(listing: sitemapPageIndices.count, limit: sitemapURLLimit)
        let sitemapParts = partCount > 1 ? (1...partCount).map { Page.sitemapPart(number: $0) } : []
        pages += (context.address == nil ? [] : [.sitemap] + sitemapParts) + [.robots]
        self.pages = pages
        let changes = previous.map { [pages] in SiteChanges(from: $0.context, $0.pages, to: context, pages) }
        var feeds: FeedListing?
        if let address = context.address {
            if let changes, !FeedListing.isAffected(by: changes), let kept = previous?.feeds {
                feeds = kept
            } else {
                feeds = FeedListing(context: context, address: address)
            }
        }
        self.feeds = feeds
        if let changes, !CatalogueReportViewModel.isAffected(by: changes), let kept = previous?.report {
            report = kept
        } else {
            let keptGoodsFigures = changes.flatMap { CatalogueReportViewModel.goodsFiguresAreAffected(by: $0) ? nil : previous?.report }
            report = CatalogueReportViewModel(context: context, feeds: feeds, keepingGoodsFiguresOf: keptGoodsFigures)
        }
    }

    /// The storefront script's sharded data, each kind's shards and manifest (see
    /// ``DataShardSet``), made anew by every build: each set when it is reached, since one
    /// set of 100,000s of goods is large.
    public func dataShardSets() -> some Sequence<DataShardSet> {
        let context = context
        let makers: [() -> DataShardSet?] = [
            { SearchIndexViewModel(context: context).shards }, { CartDataViewModel(context: context).shards },
        ] + context.catalogue.categories.map { category in
            { CategoryFacetsViewModel(category: category, context: context)?.shards }
        }
        return makers.lazy.compactMap { $0() }
    }

    /// The base URL's path (`/shop/`), where the site is mounted on its host.
    public var rootPath: String { context.rootPath }

    /// Where a page is in the site.
    public func path(of page: Page) -> SitePath {
        Self.path(of: page, context: context)
    }

    private static func path(of page: Page, context: SiteContext) -> SitePath {
        let catalogue = context.catalogue
        let routes = context.routes
        return switch page {
        case .home: .home
        case .categories: .categories
        case .category(let index, let number): routes.category(catalogue.categories[index].id, page: number)
        case .goods(let index): routes.goods(catalogue.goods[index].id)
        case .comments(let index, let bucket, let number): routes.comments(catalogue.goods[index].id, bucket: bucket, page: number)
        case .doc(let index): routes.doc(catalogue.docs[index].name)
        case .cart: .cart
        case .checkout: .checkout
        case .search: .search
        case .notFound: .notFound
        case .catalogueReport: .catalogueReport
        case .catalogueReportMarkdown: .catalogueReportMarkdown
        case .reportTable(let name): .reportTable(name)
        case .googleFeed: .googleFeed
        case .metaFeed: .metaFeed
        case .sitemap: .sitemap
        case .sitemapPart(let number): .sitemapPart(number)
        case .robots: .robots
        }
    }

    /// The view model of a page.
    public func viewModel(for page: Page) -> PageViewModel {
        let catalogue = context.catalogue
        return switch page {
        case .home: .home(HomePageViewModel(context: context))
        case .categories: .categories(CategoriesPageViewModel(context: context))
        case .category(let index, let number):
            .category(CategoryPageViewModel(category: catalogue.categories[index], page: number, context: context))
        case .goods(let index): .goods(GoodsPageViewModel(goods: catalogue.goods[index], context: context))
        case .comments(let index, let bucket, let number):
            .comments(CommentsPageViewModel(goods: catalogue.goods[index], bucket: bucket, page: number, context: context))
        case .doc(let index): .doc(DocPageViewModel(doc: catalogue.docs[index], context: context))
        case .cart: .cart(CartPageViewModel(context: context))
        case .checkout: .checkout(CheckoutPageViewModel(context: context))
        case .search: .search(SearchPageViewModel(context: context))


        case .notFound: .notFound(NotFoundPageViewModel(context: context))
        case .catalogueReport: .catalogueReport(report)
        case .catalogueReportMarkdown: .catalogueReportMarkdown(report)
        // The report makes every table, and the feeds are pages only with their listing, so
        // these force unwraps always hold.
        case .reportTable(let name): .reportTable(report.tables[name]!)
        case .googleFeed: .googleFeed(GoogleFeedViewModel(context: context, listing: feeds!))
        case .metaFeed: .metaFeed(MetaFeedViewModel(context: context, listing: feeds!))
        case .sitemap: .sitemap(sitemap)
        case .sitemapPart(let number): .sitemap(sitemapPart(number))
        case .robots: .robots(RobotsViewModel(sitemapURL: context.address?.url(to: .sitemap)))
        }
    }

    /// What changed in the pages' inputs since `previous` was made.
    public func changes(since previous: SiteViewModel) -> SiteChanges {
        SiteChanges(from: previous, to: self)
    }

    /// Whether `page` can look different after `changes`, as its view model states; when not,
    /// the view model it had before is still its own.
    public func page(_ page: Page, isAffectedBy changes: SiteChanges) -> Bool {
        // The catalogue is read in place, not copied (a dozen references retained) for each of
        // a rebuild's 100,000s of pages.
        switch page {
        case .home: HomePageViewModel.isAffected(by: changes)
        case .categories: CategoriesPageViewModel.isAffected(by: changes)
        case .category: CategoryPageViewModel.isAffected(by: changes)
        case .goods(let index): GoodsPageViewModel.isAffected(by: changes, goodsID: context.catalogue.goods[index].id)
        case .comments(let index, _, _): CommentsPageViewModel.isAffected(by: changes, goodsID: context.catalogue.goods[index].id)
        case .doc: DocPageViewModel.isAffected(by: changes)
        case .cart: CartPageViewModel.isAffected(by: changes)
        case .checkout: CheckoutPageViewModel.isAffected(by: changes)
        case .search: SearchPageViewModel.isAffected(by: changes)


        case .notFound: NotFoundPageViewModel.isAffected(by: changes)
        case .catalogueReport, .catalogueReportMarkdown, .reportTable: CatalogueReportViewModel.isAffected(by: changes)
        case .googleFeed, .metaFeed: FeedListing.isAffected(by: changes)
        case .sitemap, .sitemapPart: SitemapViewModel.isAffected(by: changes)
        case .robots: RobotsViewModel.isAffected(by: changes)
        }
    }

    /// The sitemap, or the index of its parts when it is split; empty for a site without one.
    private var sitemap: SitemapViewModel {
        guard let address = context.address else { return SitemapViewModel(urls: []) }
        let partCount = Self.partCount(listing: sitemapPageIndices.count, limit: sitemapURLLimit)
        guard partCount > 1 else { return sitemapPart(1) }
        return SitemapViewModel(urls: [], sitemapURLs: (1...partCount).map { address.url(to: .sitemapPart($0)) })
    }

    private func sitemapPart(_ number: Int) -> SitemapViewModel {
        guard let address = context.address else { return SitemapViewModel(urls: []) }
        let start = min((number - 1) * sitemapURLLimit, sitemapPageIndices.count)
        let listed = sitemapPageIndices[start..<min(start + sitemapURLLimit, sitemapPageIndices.count)]
        return SitemapViewModel(urls: listed.map { address.url(to: path(of: pages[$0])) })
    }

    /// How many sitemap files `count` URLs take.
    private static func partCount(listing count: Int, limit: Int) -> Int {
        max(1, (count + limit - 1) / limit)
    }
}
