import CellarModel

/// The site as a schema.org `WebSite` with a `SearchAction` that leads to the search page
/// with the words in `q`. Only for a site with an absolute base URL.
public struct WebSiteDataViewModel: Sendable, Equatable {
    public let name: String
    public let url: String
    /// `https://host/shop/search/?q={search_term_string}`.
    public let searchURLTemplate: String

    init(context: SiteContext, address: SiteAddress) {
        name = context.catalogue.store.name
        url = address.root
        searchURLTemplate = address.url(to: .search) + "?q={search_term_string}"
    }
}
