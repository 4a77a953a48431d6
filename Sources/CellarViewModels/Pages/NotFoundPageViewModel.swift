import CellarProperties

/// The 404 page. Hosts serve it at whatever URL was not found, so its links start from
/// the base URL's path instead of being relative.
public struct NotFoundPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    public let message: String
    public let homeLink: LinkViewModel

    init(context: SiteContext) {
        let links = LinkBuilder(rootPath: context.rootPath, assets: context.assets)
        heading = context.strings[.notFoundTitle]
        layout = LayoutViewModel(context: context, links: links, title: heading, currentPath: .notFound)
        strings = context.strings
        message = context.strings[.notFoundMessage]
        homeLink = LinkViewModel(label: context.strings[.backToHome], url: links.url(to: .home))
    }
}

/// The 404 page shows only what every page shows.
extension NotFoundPageViewModel: SinglePageKind, MadeFromContext {
    static let template = "not-found"
    static let summaryKind = "404"
    static let isListedInSitemap = false
    static let path = SitePath.notFound
}

extension Page {
    /// The 404 page.
    public static let notFound = Page(NotFoundPageViewModel.self)
}
