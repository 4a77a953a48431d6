import CellarModel

/// A goods item in a grid: picture, title, price, stars and whether it is sold out.
public struct GoodsCardViewModel: Sendable, Equatable {
    public let id: String
    public let title: String
    public let url: String
    public let thumbURL: String?
    public let price: String
    /// Shown struck through; only when above the price.
    public let marketPrice: String?
    public let brand: String?
    public let isSoldOut: Bool
    public let salesText: String
    public let rating: StarRatingViewModel
    /// The accessible name of the card's add-to-cart button: "Add … to cart".
    public let addToCartLabel: String

    init(goods: Goods, context: SiteContext, links: LinkBuilder) {
        id = goods.id
        title = goods.title
        url = links.url(to: context.routes.goods(goods.id))
        thumbURL = links.imageURL(goods.thumb ?? goods.image)
        price = context.prices.string(for: goods.price)
        marketPrice = goods.marketPrice.flatMap { $0 > goods.price ? context.prices.string(for: $0) : nil }
        brand = goods.brand
        isSoldOut = goods.stock == 0
        salesText = context.strings.soldCount(goods.saleCount)
        addToCartLabel = context.strings.addToCart(goods.title)
        rating = StarRatingViewModel(rating: context.rating(of: goods).average, strings: context.strings)
    }
}
