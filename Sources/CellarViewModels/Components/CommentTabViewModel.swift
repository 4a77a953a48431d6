/// One of the comment tabs (all / good / middle / bad / with pictures) with its count, linking
/// to its panel on the goods page (`#reviews-good`), which shows the tab's first page.
public struct CommentTabViewModel: Sendable, Equatable {
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

    init(bucket: CommentBucket, summary: RatingSummary, current: CommentBucket?, goodsPageURL: String, strings: InterfaceStrings) {
        name = bucket.rawValue
        label = strings.tabLabel(bucket)
        count = NumberText.grouped(summary.count(bucket))
        panelID = Self.panelID(of: bucket)
        url = goodsPageURL + "#" + panelID
        isCurrent = bucket == current
    }

    /// The five tabs of a goods item.
    /// - Parameters:
    ///   - current: the tab a page of comments shows; `nil` on the goods page.
    ///   - goodsPageURL: the goods page's URL from the page showing the tabs; empty on the goods page.
    static func tabs(summary: RatingSummary, current: CommentBucket?, goodsPageURL: String, strings: InterfaceStrings) -> [CommentTabViewModel] {
        CommentBucket.allCases.map {
            CommentTabViewModel(bucket: $0, summary: summary, current: current, goodsPageURL: goodsPageURL, strings: strings)
        }
    }

    /// `reviews-good`: the id of a tab's panel on the goods page.
    static func panelID(of bucket: CommentBucket) -> String {
        "reviews-\(bucket.rawValue)"
    }

    /// The URL of page `page` of a tab, from a page whose links `links` makes: the first page
    /// is the tab's panel on the goods page, the others pages of their own.
    /// - Parameter goodsPageURL: the goods page's URL from that page; empty on the goods page.
    static func url(
        ofPage page: Int, of bucket: CommentBucket, goodsID: String, goodsPageURL: String, context: SiteContext, links: LinkBuilder
    ) -> String {
        page <= 1
            ? goodsPageURL + "#" + panelID(of: bucket)
            : links.url(to: context.routes.comments(goodsID, bucket: bucket, page: page))
    }
}
