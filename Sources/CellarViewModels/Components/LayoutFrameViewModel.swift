import CellarModel
import CellarProperties

/// What the frame of every page at one depth of the site shows alike: header with the store's
/// name, search and cart; category navigation; footer with the docs and the brands (never the owner's catalogue
/// report); the links to the stylesheet and the script. Made once for each depth and current category
/// (``SiteContext/layoutFrame(links:currentCategoryID:currentPath:)``) and shared by their pages.
public struct LayoutFrameViewModel: Sendable, Equatable, PropertyListing {
    public let language: String
    public let storeName: String
    public let tagline: String?
    /// The `<meta name="generator">`: `Cellar 0.2.0`.
    public let generator = "Cellar " + CellarVersion.current
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
    /// The brands index; `nil` when no goods item names a brand. Never marked current: the
    /// frame is shared by the pages at its depth.
    public let brandsLink: LinkViewModel?
    /// The goods on sale, first in the category navigation; `nil` when none is. Never marked current, as
    /// ``brandsLink``.
    public let saleLink: LinkViewModel?
    /// The words the frame shows.
    public let strings: InterfaceStrings
    /// Set in a Snipcart shop: every page loads Snipcart's script, so every buy button works
    /// and the header's cart opens Snipcart's cart and shows its count.
    public let snipcartSetup: SnipcartSetupViewModel?
    /// Whether the header's badge counts the site's own cart. With Snipcart it shows the count
    /// of Snipcart's cart (its script fills it in); with Foxy, whose cart the site cannot
    /// read, there is no badge.
    public let countsSiteCart: Bool

    init(context: SiteContext, links: LinkBuilder, currentCategoryID: String?, currentPath: SitePath) {
        let store = context.catalogue.store
        language = context.strings.language
        storeName = store.name
        tagline = store.tagline
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
        brandsLink =
            context.brandIndex.brands.isEmpty
            ? nil : LinkViewModel(label: context.strings[.brands], url: links.url(to: .brands))
        saleLink =
            context.saleIndex.goodsIndices.isEmpty
            ? nil : LinkViewModel(label: context.strings[.sale], url: links.url(to: SaleIndex.path()))
        strings = context.strings
        switch store.checkout {
        case .snipcart(let settings):
            (snipcartSetup, countsSiteCart) = (SnipcartSetupViewModel(settings), false)
        case .foxy:
            (snipcartSetup, countsSiteCart) = (nil, false)
        case .order, .endpoint, .stripe:
            (snipcartSetup, countsSiteCart) = (nil, true)
        }
    }
}
