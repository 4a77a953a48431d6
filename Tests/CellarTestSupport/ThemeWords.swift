import CellarModel
import CellarViewModels

extension InterfaceStrings {
    /// The words of the repository's theme for `locale`, as a build loads them.
    public static func theme(_ locale: String) -> InterfaceStrings {
        InterfaceStrings(language: locale, table: Repository.stringTable(locale))
    }
}

extension SiteViewModel {
    /// The site in the repository theme's words for the store's locale.
    public init(catalogue: Catalogue, baseURL: String? = nil, sitemapURLLimit: Int = SitemapViewModel.urlLimit) {
        self.init(
            catalogue: catalogue, strings: .theme(catalogue.store.locale), baseURL: baseURL,
            sitemapURLLimit: sitemapURLLimit)
    }
}
