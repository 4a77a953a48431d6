import CellarProperties

/// The search page: the script reads the query from the URL, matches it against the search
/// index and shows the results as goods cards.
public struct SearchPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    /// The search index's manifest (``SearchIndexViewModel``).
    public let searchManifestURL: String
    /// The card the script clones for each result.
    public let cardTemplate: GoodsCardViewModel

    init(context: SiteContext) {
        let path = SitePath.search
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        heading = context.strings[.searchResults]
        layout = LayoutViewModel(context: context, links: links, title: context.strings[.search], currentPath: path)
        strings = context.strings
        searchManifestURL = links.url(to: DataShardSet.manifestPath(of: SearchIndexViewModel.kind))
        cardTemplate = context.cardTemplate
    }
}

/// The search page shows only what every page shows.
extension SearchPageViewModel: SinglePageKind, MadeFromContext {
    static let template = "search"
    static let summaryKind = "search"
    static let isListedInSitemap = false
    static let path = SitePath.search
}

extension Page {
    /// The search page.
    public static let search = Page(SearchPageViewModel.self)
}
