import CellarPlurals
import CellarProperties

/// One of the comment tabs (all / good / middle / bad / with pictures) with its count, linking
/// to its panel on the goods page (`#reviews-good`), which shows the tab's first page.
public struct CommentTabViewModel: Sendable, Equatable, PropertyListing {
    /// The tab's name (`all`, `good`, `middle`, `bad`, `pictures`), for a theme's styling.
    public let name: String
    public let label: String
    public let count: String
    public let url: String
    /// The id of the tab's panel on the goods page, the fragment that shows it there.
    public let panelID: String
    /// Whether this is the tab a page of comments shows (never on the goods page, whose
    /// shown tab is the one its URL's fragment names).
    public let isCurrent: Bool

    init(tab: CommentTab, summary: RatingSummary, current: CommentTab?, goodsPageURL: String, strings: InterfaceStrings)
    {
        name = tab.rawValue
        label = strings.tabLabel(tab)
        count = NumberText.grouped(summary.count(tab))
        panelID = Self.panelID(of: tab)
        url = goodsPageURL + "#" + panelID
        isCurrent = tab == current
    }

    /// The five tabs of a goods item.
    /// - Parameters:
    ///   - current: the tab a page of comments shows; `nil` on the goods page.
    ///   - goodsPageURL: the goods page's URL from the page showing the tabs; empty on the goods page.
    static func tabs(summary: RatingSummary, current: CommentTab?, goodsPageURL: String, strings: InterfaceStrings)
        -> [CommentTabViewModel]
    {
        CommentTab.allCases.map {
            CommentTabViewModel(
                tab: $0, summary: summary, current: current, goodsPageURL: goodsPageURL, strings: strings)
        }
    }

    /// `reviews-good`: the id of a tab's panel on the goods page.
    static func panelID(of tab: CommentTab) -> String {
        "reviews-\(tab.rawValue)"
    }

    /// The URL of page `page` of a tab, from a page whose links `links` makes: the first page
    /// is the tab's panel on the goods page, the others pages of their own.
    /// - Parameter goodsPageURL: the goods page's URL from that page; empty on the goods page.
    static func url(
        ofPage page: Int, of tab: CommentTab, goodsID: String, goodsPageURL: String, context: SiteContext,
        links: LinkBuilder
    ) -> String {
        page <= 1
            ? goodsPageURL + "#" + panelID(of: tab)
            : links.url(to: context.routes.comments(goodsID, tab: tab, page: page))
    }
}
