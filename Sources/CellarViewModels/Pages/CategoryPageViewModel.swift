import CellarModel
import CellarProperties

/// One page of a category's goods, best sellers first, 24 a page.
public struct CategoryPageViewModel: Sendable, Equatable, PropertyListing {
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
        let all = context.goodsBySales(inCategory: category.id)
        let list = GoodsListPage(
            name: category.name, goods: all, page: page, path: { context.routes.category(category.id, page: $0) },
            currentCategoryID: category.id, context: context)
        let links = list.links
        name = category.name
        layout = list.layout
        strings = context.strings
        description = page == 1 ? category.description.map { MarkdownText($0, topHeadingLevel: 2, links: links) } : nil
        countText = list.countText
        goods = list.cards
        pagination = list.pagination
        emptyText = all.isEmpty ? context.strings[.noGoodsInCategory] : nil
        filtersDataURL =
            all.isEmpty
            ? nil : links.url(to: DataShardSet.manifestPath(of: context.routes.categoryFilters(category.id)))
        breadcrumbData = context.address.map {
            BreadcrumbDataViewModel(
                [
                    (context.strings[.home], .home), (context.strings[.categories], .categories),
                    (category.name, context.routes.category(category.id)),
                ],
                address: $0
            )
        }
        cardTemplate = context.cardTemplate
    }
}

extension CategoryPageViewModel: PageKind {
    static let template = "category"
    static let summaryKind = "category"
    static let isListedInSitemap = true

    /// Each category's pages, ``pageSize`` goods a page; an empty category has one.
    static func pages(in listing: PageListing) -> [Page] {
        let catalogue = listing.context.catalogue
        return catalogue.categories.indices.flatMap { index in
            let count = Pagination(
                itemCount: catalogue.goodsCount(inCategory: catalogue.categories[index].id), pageSize: pageSize
            ).pageCount
            return (1...count).map { Page(self, item: index, number: $0) }
        }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        context.routes.category(context.catalogue.categories[page.item].id, page: page.number)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(category: site.context.catalogue.categories[page.item], page: page.number, context: site.context)
    }

    /// Whether the page can look different after `changes`.
    /// A category page shows what every page shows and its goods' cards (fields and ratings).
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        changes.everyPage || changes.categories.contains(context.catalogue.categories[page.item].id)
    }
}

extension Page {
    /// Page `page` of the category at `index` among the catalogue's.
    public static func category(index: Int, page: Int) -> Page {
        Page(CategoryPageViewModel.self, item: index, number: page)
    }
}
