import CellarModel
import CellarProperties

/// A comment tab's first page, shown in its panel on the goods page: the page carries every
/// tab's panel and shows the one its URL's fragment names (the "all" tab without one), so
/// the tabs switch within the page, each still has a URL, and no tab needs a file of its own
/// until it has a second page.
public struct CommentTabPanelViewModel: Sendable, Equatable, PropertyListing {
    /// The tab's name (`all`, `good` …), as its ``CommentTabViewModel``'s.
    public let name: String
    /// The panel's id, the fragment its tab links to (`reviews-good`).
    public let id: String
    /// "Reviews: Good", naming the panel for those who cannot see which tab is chosen.
    public let heading: String
    public let comments: [CommentViewModel]
    /// Shown when the tab has no comments.
    public let emptyText: String?
    /// Page 1 of the tab's pages; the later ones are pages of their own.
    public let pagination: PaginationViewModel

    init(goods: GoodsItem, tab: CommentTab, summary: RatingSummary, context: SiteContext, links: LinkBuilder) {
        let strings = context.strings
        let pagination = Pagination(itemCount: summary.count(tab), pageSize: CommentsPageViewModel.pageSize)
        name = tab.rawValue
        id = CommentTabViewModel.panelID(of: tab)
        heading = strings.reviewTab(tab)
        let variantNames = VariantNames(of: goods, fixtureGoods: context.catalogue.fixtureGoods(withID: goods.id))
        comments = context.comments(on: goods, in: tab, at: pagination.range(ofPage: 1)).map {
            CommentViewModel(comment: $0, variantNames: variantNames, context: context, links: links)
        }
        emptyText = pagination.itemCount == 0 ? strings.emptyTab(tab) : nil
        self.pagination = PaginationViewModel(pagination: pagination, currentPage: 1, strings: strings) {
            CommentTabViewModel.url(
                ofPage: $0, of: tab, goodsID: goods.id, goodsPageURL: "", context: context, links: links)
        }
    }

    /// The five tabs' panels of a goods item.
    static func panels(of goods: GoodsItem, summary: RatingSummary, context: SiteContext, links: LinkBuilder)
        -> [CommentTabPanelViewModel]
    {
        CommentTab.allCases.map {
            CommentTabPanelViewModel(goods: goods, tab: $0, summary: summary, context: context, links: links)
        }
    }
}
