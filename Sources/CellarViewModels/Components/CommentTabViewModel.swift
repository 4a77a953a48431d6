/// One of the comment tabs (all / good / middle / bad / with pictures) with its count.
public struct CommentTabViewModel: Sendable, Equatable {
    public let label: String
    public let count: String
    public let url: String
    public let isCurrent: Bool

    init(bucket: CommentBucket, goodsID: String, summary: RatingSummary, current: CommentBucket?, context: SiteContext, links: LinkBuilder) {
        label = context.strings.tabLabel(bucket)
        count = NumberText.grouped(summary.count(bucket))
        url = links.url(to: context.routes.comments(goodsID, bucket: bucket))
        isCurrent = bucket == current
    }

    /// The five tabs of a goods item.
    static func tabs(goodsID: String, summary: RatingSummary, current: CommentBucket?, context: SiteContext, links: LinkBuilder) -> [CommentTabViewModel] {
        CommentBucket.allCases.map {
            CommentTabViewModel(bucket: $0, goodsID: goodsID, summary: summary, current: current, context: context, links: links)
        }
    }
}
