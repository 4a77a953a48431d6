/// A page's place in the site as a schema.org `BreadcrumbList` (Google:
/// https://developers.google.com/search/docs/appearance/structured-data/breadcrumb): home,
/// then each level down to the page, every one with its absolute URL.
public struct BreadcrumbDataViewModel: Sendable, Equatable {
    public struct Crumb: Sendable, Equatable {
        public let name: String
        public let url: String
    }

    public let crumbs: [Crumb]

    init(_ levels: [(name: String, path: SitePath)], address: SiteAddress) {
        crumbs = levels.map { Crumb(name: $0.name, url: address.url(to: $0.path)) }
    }
}
