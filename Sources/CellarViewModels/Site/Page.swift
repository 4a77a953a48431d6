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

    init(_ kind: any PageKind.Type, item: Int = 0, part: Int = 0, number: Int = 1) {
        self.kind = kind
        self.item = item
        self.part = part
        self.number = number
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

    public static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.kind == rhs.kind && lhs.item == rhs.item && lhs.part == rhs.part && lhs.number == rhs.number
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(kind))
        hasher.combine(item)
        hasher.combine(part)
        hasher.combine(number)
    }
}
