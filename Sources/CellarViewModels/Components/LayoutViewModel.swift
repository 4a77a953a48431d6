import CellarModel

/// The frame every page shares: header with the store's name, category navigation,
/// search and cart slots; footer with the docs and the catalogue report.
public struct LayoutViewModel: Sendable, Equatable {
    public let language: String
    /// The `<title>`: "Page — Store", or the store's name alone on the home page.
    public let pageTitle: String
    public let storeName: String
    public let tagline: String?
    /// The `<meta name="description">`: the page's own summary, or the store's tagline.
    public let metaDescription: String?
    /// The `<meta name="generator">`: `Cellar 0.1.0`.
    public let generator = "Cellar " + CellarVersion.current
    /// The page's absolute URL for `<link rel="canonical">`; `nil` without an absolute base
    /// URL, and on the 404 page, which has no address of its own.
    public let canonicalURL: String?
    public let homeURL: String
    public let stylesheetURL: String
    /// The site's icon.
    public let faviconURL: String
    /// The script's entry module: cart, search, filters, checkout and share. It imports the
    /// other modules by their content-hashed names.
    public let scriptURL: String
    /// The cart page; the header's cart link.
    public let cartURL: String
    /// The search page the script sends the search form to.
    public let searchPageURL: String
    /// The manifest of the cart's data (current prices and stock, in shards), which the
    /// script reads to keep the cart right.
    public let cartDataURL: String
    /// What the script puts before an amount it formats (`¥`), like every price on the site.
    public let pricePrefix: String
    public let categoriesURL: String
    /// Where the search form leads without JavaScript: the categories index.
    public let searchURL: String
    public let navigation: [LinkViewModel]
    public let docsLinks: [LinkViewModel]
    public let reportLink: LinkViewModel

    /// - Parameter description: the page's own summary; the tagline stands in when `nil`.
    init(
        context: SiteContext, links: LinkBuilder, title: String?, description: String? = nil,
        currentCategoryID: String? = nil, currentPath: SitePath
    ) {
        let store = context.catalogue.store
        language = context.strings.language
        pageTitle = title.map { "\($0) — \(store.name)" } ?? store.name
        storeName = store.name
        tagline = store.tagline
        metaDescription = description ?? store.tagline
        canonicalURL = currentPath == .notFound ? nil : context.address?.url(to: currentPath)
        homeURL = links.url(to: .home)
        stylesheetURL = links.url(to: .stylesheet)
        faviconURL = links.url(to: .favicon)
        scriptURL = links.url(to: .script)
        cartURL = links.url(to: .cart)
        searchPageURL = links.url(to: .search)
        cartDataURL = links.url(to: DataShardSet.manifestPath(of: CartDataViewModel.kind))
        pricePrefix = context.prices.prefix
        categoriesURL = links.url(to: .categories)
        searchURL = categoriesURL
        navigation = context.catalogue.categories.map { category in
            LinkViewModel(
                label: category.name,
                url: links.url(to: context.routes.category(category.id)),
                isCurrent: category.id == currentCategoryID
            )
        }
        docsLinks = context.catalogue.docs.map { doc in
            let path = context.routes.doc(doc.name)
            return LinkViewModel(label: doc.title, url: links.url(to: path), isCurrent: path == currentPath)
        }
        reportLink = LinkViewModel(
            label: context.strings[.catalogueReport],
            url: links.url(to: .catalogueReport),
            isCurrent: currentPath == .catalogueReport
        )
    }
}
