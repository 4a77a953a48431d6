/// One page of the site: its kind (``PageKind``) and which of that kind's pages it is.
/// ``SiteViewModel`` says where it lives and makes its view model.
public struct Page: Sendable, Hashable {
    let kind: any PageKind.Type
    /// The item the page shows among its kind's: a category's, goods item's, docs page's or
    /// report table's index; 0 for a kind of one page.
    public let item: Int
    /// Which part of its item it shows (a comment tab's index); 0 when an item has one part.
    public let part: Int
    /// Its number among the pages of its item and part, from 1.
    public let number: Int
    /// Which of the site's markets it is in, as an index into the store's markets (0: the
    /// default one, the only one of a store without markets).
    public let market: Int

    init(_ kind: any PageKind.Type, item: Int = 0, part: Int = 0, number: Int = 1, market: Int = 0) {
        self.kind = kind
        self.item = item
        self.part = part
        self.number = number
        self.market = market
    }

    /// The same page in market `market`.
    func inMarket(_ market: Int) -> Page {
        Page(kind, item: item, part: part, number: number, market: market)
    }

    /// Whether the page is of the kind whose template is `template`.
    public func isRendered(with template: String) -> Bool {
        kind.template == template
    }

    /// Whether the page is made from every goods item (reports, feeds, sitemaps): one of
    /// these takes as long to render as hundreds of other pages.
    public var isMadeFromWholeCatalogue: Bool { kind.isMadeFromWholeCatalogue }

    /// Whether the page is also written gzip-compressed beside it (`feeds/google.xml.gz`).
    public var hasCompressedCopy: Bool { kind.hasCompressedCopy }

    /// What a build summary counts the page as.
    public var summaryKind: String { kind.summaryKind }

    /// Whether the sitemap lists the page.
    var isListedInSitemap: Bool { kind.isListedInSitemap }

    /// Whether every market has the page, or the site has it once, at its root.
    var isInEveryMarket: Bool { kind.isInEveryMarket }

    public static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.kind == rhs.kind && lhs.item == rhs.item && lhs.part == rhs.part && lhs.number == rhs.number
            && lhs.market == rhs.market
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(kind))
        hasher.combine(item)
        hasher.combine(part)
        hasher.combine(number)
        hasher.combine(market)
    }
}
