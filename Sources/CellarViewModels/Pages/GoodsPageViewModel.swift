import CellarModel

/// A goods item's own page: picture, prices, facts, description, rating and first comments.
public struct GoodsPageViewModel: Sendable, Equatable {
    /// A row of the facts table.
    public struct Fact: Sendable, Equatable {
        public let label: String
        public let value: String
    }

    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let id: String
    public let title: String
    public let imageURL: String?
    public let price: String
    /// Shown struck through; only when above the price.
    public let marketPrice: String?
    /// "Save ¥103.00 (42%)"; only when the market price is above the price.
    public let saving: String?
    public let isSoldOut: Bool
    public let stock: Int
    public let salesText: String
    public let tags: [String]
    public let facts: [Fact]
    public let description: MarkdownText?
    public let category: LinkViewModel?
    public let rating: StarRatingViewModel
    /// "23 reviews".
    public let reviewCountText: String
    /// "92% positive"; `nil` with no comments.
    public let goodRate: String?
    public let tabs: [CommentTabViewModel]
    public let comments: [CommentViewModel]
    /// "See all 23 reviews"; `nil` with no comments.
    public let allCommentsLink: LinkViewModel?
    /// Shown when there are no comments.
    public let emptyText: String?

    static let commentsShown = 5

    init(goods: Goods, context: SiteContext) {
        let path = context.routes.goods(goods.id)
        let links = LinkBuilder(relativeTo: path)
        let strings = context.strings
        let category = context.catalogue.category(withID: goods.category)
        layout = LayoutViewModel(context: context, links: links, title: goods.title, currentCategoryID: goods.category, currentPath: path)
        self.strings = strings
        id = goods.id
        title = goods.title
        imageURL = links.imageURL(goods.image ?? goods.thumb)
        price = context.prices.string(for: goods.price)
        if let market = goods.marketPrice, market > goods.price {
            marketPrice = context.prices.string(for: market)
            let saved = Money(cents: market.cents - goods.price.cents)
            let percent = Int((Double(saved.cents) * 100 / Double(market.cents)).rounded(.toNearestOrAwayFromZero))
            saving = strings.saving(context.prices.string(for: saved), percent: percent)
        } else {
            marketPrice = nil
            saving = nil
        }
        isSoldOut = goods.stock == 0
        stock = goods.stock
        salesText = strings.soldCount(goods.saleCount)
        tags = goods.tags
        let optionalFacts: [(String, String?)] = [
            (strings.brand, goods.brand),
            (strings.origin, goods.origin),
            (strings.scent, goods.scent),
            (strings.specification, goods.specification),
            (strings.manufacturer, goods.manufacturer),
            (strings.stock, goods.stock == 0 ? strings.soldOut : strings.inStock(goods.stock)),
        ]
        facts = optionalFacts.compactMap { label, value in
            value.flatMap { $0.isEmpty ? nil : Fact(label: label, value: $0) }
        }
        description = goods.description.map { MarkdownText($0, topHeadingLevel: 3) }
        self.category = category.map { LinkViewModel(label: $0.name, url: links.url(to: context.routes.category($0.id))) }
        let summary = context.rating(of: goods)
        rating = StarRatingViewModel(rating: summary.average, strings: strings)
        let total = summary.count(.all)
        reviewCountText = strings.reviewCount(total)
        goodRate = summary.goodRatePercent.map(strings.goodRate)
        tabs = CommentTabViewModel.tabs(goodsID: goods.id, summary: summary, current: nil, context: context, links: links)
        comments = context.catalogue.comments(onGoods: goods.id).prefix(Self.commentsShown).map {
            CommentViewModel(comment: $0, context: context, links: links)
        }
        allCommentsLink = total > 0
            ? LinkViewModel(label: strings.seeAllReviews(total), url: links.url(to: context.routes.comments(goods.id)))
            : nil
        emptyText = total == 0 ? strings.noReviewsYet : nil
    }
}
