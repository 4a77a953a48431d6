import CellarModel
import CellarProperties

/// Every category with its goods count and its best-selling few, as the app's split
/// category screen.
public struct CategoriesPageViewModel: Sendable, Equatable, PropertyListing {
    /// One category's section.
    public struct Section: Sendable, Equatable, PropertyListing {
        public let name: String
        public let url: String
        public let countText: String
        public let goods: [GoodsCardViewModel]
        public let viewAllLabel: String
    }

    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    public let sections: [Section]

    static let goodsPerSection = 4

    init(context: SiteContext) {
        let path = SitePath.categories
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        heading = context.strings[.allCategories]
        layout = LayoutViewModel(context: context, links: links, title: heading, currentPath: path)
        strings = context.strings
        sections = context.catalogue.categories.map { category in
            Section(
                name: category.name,
                url: links.url(to: context.routes.category(category.id)),
                countText: context.strings.goodsCount(context.catalogue.goodsCount(inCategory: category.id)),
                goods: context.goodsBySales(inCategory: category.id).prefix(Self.goodsPerSection).map {
                    GoodsCardViewModel(goods: $0, context: context, links: links)
                },
                viewAllLabel: context.strings[.viewAll]
            )
        }
    }
}

extension CategoriesPageViewModel: SinglePageKind, MadeFromContext {
    static let template = "categories"
    static let summaryKind = "category"
    static let isListedInSitemap = true
    static let path = SitePath.categories

    /// Whether the page can look different after `changes`.
    /// The categories page shows what every page shows and each category's best sellers.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem || changes.anyRating
    }
}

extension Page {
    /// The categories index.
    public static let categories = Page(CategoriesPageViewModel.self)
}
