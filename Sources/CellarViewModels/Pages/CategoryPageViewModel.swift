import CellarModel

/// One page of a category's goods, best sellers first, 24 a page.
public struct CategoryPageViewModel: Sendable, Equatable {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let name: String
    /// Markdown source of the category's description.
    public let description: MarkdownText?
    public let countText: String
    public let goods: [GoodsCardViewModel]
    /// Shown when the category has no goods.
    public let emptyText: String?
    public let pagination: PaginationViewModel
    /// The manifest of the category's data for the script's filters; `nil` without goods.
    public let filtersDataURL: String?
    /// Home › categories › category, as the page shows it, for search engines; `nil` without
    /// an absolute base URL.
    public let breadcrumbData: BreadcrumbDataViewModel?
    /// The card the filters clone for the goods they show.
    public let cardTemplate: GoodsCardViewModel

    public static let pageSize = 24

    init(category: Category, page: Int, context: SiteContext) {
        let path = context.routes.category(category.id, page: page)
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        let all = context.goodsBySales(inCategory: category.id)
        let pagination = Pagination(itemCount: all.count, pageSize: Self.pageSize)
        name = category.name
        layout = LayoutViewModel(
            context: context, links: links,
            title: page > 1 ? "\(category.name) · \(context.strings.page(page, of: pagination.pageCount))" : category.name,
            currentCategoryID: category.id, currentPath: path
        )
        strings = context.strings
        description = page == 1 ? category.description.map { MarkdownText($0, topHeadingLevel: 2, links: links) } : nil
        countText = context.strings.goodsCount(all.count)
        goods = all[pagination.range(ofPage: page)].map { GoodsCardViewModel(goods: $0, context: context, links: links) }
        emptyText = all.isEmpty ? context.strings[.noGoodsInCategory] : nil
        filtersDataURL = all.isEmpty ? nil : links.url(to: DataShardSet.manifestPath(of: context.routes.categoryFilters(category.id)))
        breadcrumbData = context.address.map {
            BreadcrumbDataViewModel(
                [(context.strings[.home], .home), (context.strings[.categories], .categories), (category.name, context.routes.category(category.id))],
                address: $0
            )
        }
        cardTemplate = context.cardTemplate
        self.pagination = PaginationViewModel(pagination: pagination, currentPage: page, strings: context.strings) {
            links.url(to: context.routes.category(category.id, page: $0))
        }
    }
}

extension CategoryPageViewModel {
    /// Whether the page can look different after `changes`.
    /// A category page shows what every page shows and its goods' cards (fields and ratings).
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem || changes.anyRating
    }
}
