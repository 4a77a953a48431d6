import CellarModel
import CellarProperties

/// The frame every page has: its title, summary and address in `<head>`, and what every page
/// at its depth shows alike (``LayoutFrameViewModel``).
public struct LayoutViewModel: Sendable, Equatable, PropertyListing {
    /// The `<title>`: "Page — Store", or the store's name alone on the home page; a title the
    /// shop wrote for search engines as written, with " — Store" added unless it names the store.
    public let pageTitle: String
    /// The `<meta name="description">`: the page's own summary, or the store's tagline.
    public let metaDescription: String?
    /// The page's absolute URL for `<link rel="canonical">`; `nil` without an absolute base
    /// URL, and on the 404 page, which has no address of its own.
    public let canonicalURL: String?
    /// In a site of several markets, the page's version in each (`<link rel="alternate"
    /// hreflang>`), itself among them, then `x-default`; none where there is no canonical URL.
    public let alternates: [LanguageAlternate]
    /// In a site of several markets, the links to the page in the others; `nil` in a site of one.
    public let marketPicker: MarketPickerViewModel?
    /// The `<meta name="robots">`: `noindex` on the owner's pages (the catalogue report), which
    /// search engines must not list; `nil` on the shoppers' pages.
    public let robots: String?
    /// Header, navigation and footer, shared with the other pages at this depth in this category.
    public let frame: Common<LayoutFrameViewModel>

    /// - Parameters:
    ///   - searchTitle: the page's title as the shop wrote it for search engines, in place of `title`.
    ///   - description: the page's own summary; the tagline stands in when `nil`.
    ///   - isOwners: whether the page is the owner's (the catalogue report): not indexed, no
    ///     canonical address.
    ///   - canonicalPath: the page's canonical place, when it is not where the page is (a
    ///     moved page's new place).
    init(
        context: SiteContext, links: LinkBuilder, title: String?, searchTitle: String? = nil,
        description: String? = nil,
        currentCategoryID: String? = nil, currentPath: SitePath, isOwners: Bool = false, canonicalPath: SitePath? = nil
    ) {
        let store = context.catalogue.store
        if let searchTitle {
            pageTitle = searchTitle.contains(store.name) ? searchTitle : "\(searchTitle) — \(store.name)"
        } else {
            pageTitle = title.map { "\($0) — \(store.name)" } ?? store.name
        }
        metaDescription = description ?? store.tagline
        let hasAddress = currentPath != .notFound && !isOwners
        canonicalURL = hasAddress ? context.address?.url(to: canonicalPath ?? currentPath) : nil
        alternates = hasAddress ? LanguageAlternate.alternates(of: canonicalPath ?? currentPath, in: context) : []
        marketPicker = isOwners ? nil : MarketPickerViewModel(
            context: context, links: links, path: hasAddress ? canonicalPath ?? currentPath : .home)
        robots = isOwners ? "noindex" : nil
        frame = context.layoutFrame(links: links, currentCategoryID: currentCategoryID, currentPath: currentPath)
    }
}
