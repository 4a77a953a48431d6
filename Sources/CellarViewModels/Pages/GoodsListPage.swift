import CellarModel

/// What every page of a paged list of goods (a category's, a brand's, the sale's) shows the
/// same way: its layout, titled "name · Page N of M" after the first page; the list's goods
/// count; the page's cards; and the links to the list's pages. `CategoryPageViewModel.pageSize`
/// goods a page.
struct GoodsListPage {
    let links: LinkBuilder
    let layout: LayoutViewModel
    let countText: String
    let cards: [GoodsCardViewModel]
    let pagination: PaginationViewModel

    /// - Parameters:
    ///   - name: the list's name, the page's title.
    ///   - goods: the list's goods, in the order its pages show them.
    ///   - path: the place of each page of the list, by number.
    ///   - currentCategoryID: the category the navigation marks current, on a category's pages.
    init<Goods: RandomAccessCollection<GoodsItem>>(
        name: String, goods: Goods, page: Int, path: (Int) -> SitePath, currentCategoryID: String? = nil,
        context: SiteContext
    ) where Goods.Index == Int {
        let links = LinkBuilder(relativeTo: path(page), assets: context.assets)
        let pages = Pagination(itemCount: goods.count, pageSize: CategoryPageViewModel.pageSize)
        self.links = links
        layout = LayoutViewModel(
            context: context, links: links,
            title: page > 1 ? "\(name) · \(context.strings.page(page, of: pages.pageCount))" : name,
            currentCategoryID: currentCategoryID, currentPath: path(page)
        )
        countText = context.strings.goodsCount(goods.count)
        cards = goods[pages.range(ofPage: page)].map { GoodsCardViewModel(goods: $0, context: context, links: links) }
        pagination = PaginationViewModel(pagination: pages, currentPage: page, strings: context.strings) {
            links.url(to: path($0))
        }
    }
}
