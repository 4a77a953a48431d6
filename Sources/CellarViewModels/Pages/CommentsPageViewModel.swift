import CellarModel
import CellarProperties

/// A later page of one comment tab of a goods item, 20 comments a page: a tab's first page
/// is its panel on the goods page (``CommentTabPanelViewModel``), so only a tab with more
/// than 20 comments has pages of its own, from its second.
public struct CommentsPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    /// "Reviews of …".
    public let heading: String
    public let goodsLink: LinkViewModel
    /// Beside the heading, linking to the goods page (decoration: its alt is empty).
    public let goodsThumb: PictureViewModel?
    public let rating: Common<StarRatingViewModel>
    public let goodRate: String?
    public let tabs: [CommentTabViewModel]
    public let comments: [CommentViewModel]
    /// Shown when the tab has no comments.
    public let emptyText: String?
    public let pagination: PaginationViewModel

    public static let pageSize = 20

    init(goods: GoodsItem, tab: CommentTab, page: Int, context: SiteContext) {
        let path = context.routes.comments(goods.id, tab: tab, page: page)
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        let strings = context.strings
        let summary = context.rating(of: goods)
        let pagination = Pagination(itemCount: summary.count(tab), pageSize: Self.pageSize)
        heading = strings.reviewsOf(goods.title)
        let tabTitle = "\(heading) · \(strings.tabLabel(tab))"
        layout = LayoutViewModel(
            context: context, links: links,
            title: page > 1 ? "\(tabTitle) · \(strings.page(page, of: pagination.pageCount))" : tabTitle,
            currentCategoryID: goods.category, currentPath: path
        )
        self.strings = strings
        let goodsPageURL = links.url(to: context.routes.goods(goods.id))
        goodsLink = LinkViewModel(label: goods.title, url: goodsPageURL)
        goodsThumb = PictureViewModel(image: goods.thumb ?? goods.image, alt: "", priority: .eager, links: links)
        rating = context.starRating(summary.average)
        goodRate = summary.goodRatePercent.map(strings.goodRate)
        tabs = CommentTabViewModel.tabs(summary: summary, current: tab, goodsPageURL: goodsPageURL, strings: strings)
        let variantNames = VariantNames(of: goods, fixtureGoods: context.catalogue.fixtureGoods(withID: goods.id))
        comments = context.comments(on: goods, in: tab, at: pagination.range(ofPage: page)).map {
            CommentViewModel(comment: $0, variantNames: variantNames, context: context, links: links)
        }
        emptyText = pagination.itemCount == 0 ? strings.emptyTab(tab) : nil
        self.pagination = PaginationViewModel(pagination: pagination, currentPage: page, strings: strings) {
            CommentTabViewModel.url(
                ofPage: $0, of: tab, goodsID: goods.id, goodsPageURL: goodsPageURL, context: context, links: links)
        }
    }
}

extension CommentsPageViewModel: PageKind {
    static let template = "comments"
    static let summaryKind = "comments"
    static let isListedInSitemap = true

    /// Each goods item's comment tabs' pages from the second, ``pageSize`` comments a page
    /// (the first is on the goods page).
    static func pages(in listing: PageListing) -> [Page] {
        let context = listing.context
        var pages: [Page] = []
        let goods = context.catalogue.goods
        for index in goods.indices {
            let summary = context.ratings[goods[index].id] ?? RatingSummary(comments: [])
            for (part, tab) in CommentTab.allCases.enumerated() {
                let count = Pagination(itemCount: summary.count(tab), pageSize: pageSize).pageCount
                for number in 2..<count + 1 { pages.append(Page(self, item: index, part: part, number: number)) }
            }
        }
        return pages
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        context.routes.comments(
            context.catalogue.goods[page.item].id, tab: CommentTab.allCases[page.part], page: page.number)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(
            goods: site.context.catalogue.goods[page.item], tab: CommentTab.allCases[page.part], page: page.number,
            context: site.context)
    }

    /// Whether the page can look different after `changes`.
    /// A comments page shows what every page shows, its goods item's comments and rating, and the
    /// item's title and link.
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        // The catalogue is read in place, not copied, for each of a rebuild's 100,000s of pages.
        changes.everyPage || changes.goods.contains(context.catalogue.goods[page.item].id)
    }
}

extension Page {
    /// Page `page` (from 2) of the `tab` tab of the comments on the goods item at `goodsIndex`.
    public static func comments(goodsIndex: Int, tab: CommentTab, page: Int) -> Page {
        Page(CommentsPageViewModel.self, item: goodsIndex, part: CommentTab.allCases.firstIndex(of: tab)!, number: page)
    }
}
