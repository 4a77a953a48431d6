import CellarModel
import CellarProperties

/// The home page: banner carousel, featured goods (or best sellers) and category shortcuts.
public struct HomePageViewModel: Sendable, Equatable, PropertyListing {
    /// A carousel slide; `url` is `nil` when its link was unsafe and dropped.
    public struct Banner: Sendable, Equatable, PropertyListing {
        public let title: String
        /// The first banner's is the page's main image; the others are out of view.
        public let image: PictureViewModel?
        public let url: String?
        public let anchor: String
    }

    /// A category with the number of its goods.
    public struct CategoryShortcut: Sendable, Equatable, PropertyListing {
        public let name: String
        public let url: String
        public let countText: String
    }

    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let banners: [Banner]
    /// "Featured" or "Best sellers".
    public let goodsHeading: String
    public let goods: [GoodsCardViewModel]
    public let categories: [CategoryShortcut]
    /// The site and its search, for search engines; `nil` without an absolute base URL.
    public let webSiteData: WebSiteDataViewModel?
    /// The shop with its shipping and return policies; `nil` without an absolute base URL.
    public let organizationData: OrganizationDataViewModel?

    static let bestSellerCount = 8

    init(context: SiteContext) {
        let path = SitePath.home
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        let catalogue = context.catalogue
        layout = LayoutViewModel(context: context, links: links, title: nil, currentPath: path)
        strings = context.strings
        banners = catalogue.store.banners.enumerated().map { offset, banner in
            let url: String? =
                switch banner.link {
                case .goods(let id): links.url(to: context.routes.goods(id))
                case .category(let id): links.url(to: context.routes.category(id))
                case .url(let url): links.externalURL(url)
                }
            let image = PictureViewModel(
                image: banner.image, alt: "", priority: offset == 0 ? .main : .deferred, links: links)
            return Banner(title: banner.title, image: image, url: url, anchor: "banner-\(offset + 1)")
        }
        let shown: [GoodsItem]
        if let featured = catalogue.store.featured {
            goodsHeading = context.strings[.featured]
            shown = featured.compactMap(catalogue.goods(withID:))
        } else {
            goodsHeading = context.strings[.bestSellers]
            shown = Array(context.bestSellers.prefix(Self.bestSellerCount))
        }
        goods = shown.map { GoodsCardViewModel(goods: $0, context: context, links: links) }
        categories = catalogue.categories.map { category in
            CategoryShortcut(
                name: category.name,
                url: links.url(to: context.routes.category(category.id)),
                countText: context.strings.goodsCount(catalogue.goodsCount(inCategory: category.id))
            )
        }
        webSiteData = context.address.map { WebSiteDataViewModel(context: context, address: $0) }
        organizationData = context.address.map { OrganizationDataViewModel(context: context, address: $0) }
    }
}

extension HomePageViewModel: SinglePageKind, MadeFromContext {
    static let template = "home"
    static let summaryKind = "home"
    static let isListedInSitemap = true
    static let path = SitePath.home

    /// Whether the page can look different after `changes`.
    /// The home page shows what every page shows and goods cards (fields and ratings).
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem || changes.anyRating
    }
}

extension Page {
    /// The home page.
    public static let home = Page(HomePageViewModel.self)
}
