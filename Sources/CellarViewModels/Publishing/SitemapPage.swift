/// `sitemap.xml`, only in a site with an absolute base URL: the sitemap, or the index of its
/// parts when the site has more pages than one sitemap file may list.
enum SitemapPage: SinglePageKind {
    typealias ViewModel = SitemapViewModel

    static let template = "sitemap.xml"
    static let summaryKind = "sitemap"
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true
    static let isInEveryMarket = false
    static let path = SitePath.sitemap

    static func pages(in listing: PageListing) -> [Page] {
        listing.context.address == nil ? [] : [Page(self)]
    }

    static func viewModel(in site: SiteViewModel) -> SitemapViewModel {
        guard let address = site.context.address else { return SitemapViewModel(urls: []) }
        let partCount = partCount(listing: site.sitemapPageIndices.count, limit: site.sitemapURLLimit)
        guard partCount > 1 else { return SitemapPartPage.part(1, of: site) }
        return SitemapViewModel(urls: [], sitemapURLs: (1...partCount).map { address.url(to: .sitemapPart($0)) })
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        SitemapViewModel.isAffected(by: changes)
    }

    /// How many sitemap files `count` URLs take.
    static func partCount(listing count: Int, limit: Int) -> Int {
        max(1, (count + limit - 1) / limit)
    }
}

/// `sitemaps/N.xml`, from 1: the parts of a sitemap too big for one file, only when it is split.
enum SitemapPartPage: PageKind {
    typealias ViewModel = SitemapViewModel

    static let template = SitemapPage.template
    static let summaryKind = SitemapPage.summaryKind
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true
    static let isInEveryMarket = false

    static func pages(in listing: PageListing) -> [Page] {
        guard listing.context.address != nil else { return [] }
        let listed = listing.earlier.lazy.filter(\.isListedInSitemap).count + listing.listedInOtherMarkets
        let partCount = SitemapPage.partCount(listing: listed, limit: listing.sitemapURLLimit)
        return partCount > 1 ? (1...partCount).map { Page(self, number: $0) } : []
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        .sitemapPart(page.number)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> SitemapViewModel {
        part(page.number, of: site)
    }

    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        SitemapViewModel.isAffected(by: changes)
    }

    /// Part `number` of the sitemap of `site`: the URLs of its listed pages in that part.
    static func part(_ number: Int, of site: SiteViewModel) -> SitemapViewModel {
        guard let address = site.context.address else { return SitemapViewModel(urls: []) }
        let indices = site.sitemapPageIndices
        let start = min((number - 1) * site.sitemapURLLimit, indices.count)
        let listed = indices[start..<min(start + site.sitemapURLLimit, indices.count)]
        return SitemapViewModel(urls: listed.map { entry(of: site.pages[$0], in: site, address: address) })
    }

    /// A listed page's entry: its URL in its market, and its versions in every market.
    private static func entry(of page: Page, in site: SiteViewModel, address: SiteAddress) -> SitemapViewModel.Entry {
        let market = site.marketSite(of: page)
        let path = market.pathInMarket(of: page)
        return SitemapViewModel.Entry(
            url: (market.context.address ?? address).url(to: path),
            alternates: LanguageAlternate.alternates(of: path, in: market.context))
    }
}

extension Page {
    /// The sitemap, or the index of its parts.
    public static let sitemap = Page(SitemapPage.self)

    /// Part `number` of a split sitemap, from 1.
    public static func sitemapPart(number: Int) -> Page {
        Page(SitemapPartPage.self, number: number)
    }
}
