import CellarModel
import CellarProperties

/// A docs page (about, delivery, FAQ …).
public struct DocPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let title: String
    public let body: MarkdownText

    init(doc: DocPage, context: SiteContext) {
        let path = context.routes.doc(doc.name)
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        layout = LayoutViewModel(context: context, links: links, title: doc.title, currentPath: path)
        strings = context.strings
        title = doc.title
        body = MarkdownText(doc.markdown, links: links)
    }
}

extension DocPageViewModel: PageKind {
    static let template = "doc"
    static let summaryKind = "docs"
    static let isListedInSitemap = true

    static func pages(in listing: PageListing) -> [Page] {
        listing.context.catalogue.docs.indices.map { Page(self, item: $0) }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        context.routes.doc(context.catalogue.docs[page.item].name)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(doc: site.context.catalogue.docs[page.item], context: site.context)
    }

    /// Whether the page can look different after `changes`.
    /// A docs page shows what every page shows, the docs among it.
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        changes.everyPage
    }
}

extension Page {
    /// The docs page at `index` among the catalogue's.
    public static func doc(index: Int) -> Page {
        Page(DocPageViewModel.self, item: index)
    }
}
