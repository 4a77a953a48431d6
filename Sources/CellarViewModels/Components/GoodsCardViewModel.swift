import CellarModel
import CellarProperties

/// A goods item in a grid: picture, title, price, stars and whether it is sold out. The
/// pages' grids, the category filters' data and the script's card template all draw it
/// with the `goods-card` partial.
public struct GoodsCardViewModel: Sendable, Equatable, PropertyListing {
    public let id: String
    public let title: String
    public let url: String
    /// `nil` without a picture.
    public let thumb: PictureViewModel?
    /// The picture's smallest file, for the cards the script draws from the data files.
    public let thumbURL: String?
    /// Whether the grey placeholder shows: without a picture, and in the card template.
    public let showsPlaceholder: Bool
    /// "¥98.00"; "From ¥98.00" for a goods item whose variants' prices differ.
    public let price: String
    /// Shown struck through; only when above the price.
    public let marketPrice: String?
    public let brand: String?
    public let isSoldOut: Bool
    /// "111 sold".
    public let salesText: String
    public let rating: Common<StarRatingViewModel>
    /// The accessible name of the card's button: "Add to cart: …", or for a goods item with
    /// variants "Choose options: …".
    public let buttonLabel: String
    /// Which shard of the cart's data holds the goods item (``CartShards``), for the button.
    public let cartKey: Int
    /// What the button does: adds to the site's cart or the provider's, or opens the goods page.
    public let purchase: CardPurchaseViewModel

    /// - Parameter links: links relative to where the card is shown (a page, or a data file).
    init(goods: GoodsItem, context: SiteContext, links: LinkBuilder) {
        id = goods.id
        title = goods.title
        url = links.url(to: context.routes.goods(goods.id))
        thumb = PictureViewModel(image: goods.thumb ?? goods.image, alt: "", priority: .deferred, links: links)
        thumbURL = links.imageURL(goods.thumb ?? goods.image)
        showsPlaceholder = thumb == nil
        let price = context.prices.string(for: goods.price)
        self.price = goods.variants.contains { $0.price != goods.price } ? context.strings.lowestPrice(price) : price
        marketPrice = goods.marketPrice.flatMap { $0 > goods.price ? context.prices.string(for: $0) : nil }
        brand = goods.brand
        isSoldOut = goods.stock == 0
        salesText = context.strings.soldCount(goods.saleCount)
        buttonLabel =
            goods.variants.isEmpty ? context.strings.addToCart(goods.title) : context.strings.chooseOptions(goods.title)
        purchase = CardPurchaseViewModel(goods: goods, context: context)
        cartKey = CartShards.key(of: goods.id)
        rating = context.starRating(context.rating(of: goods).average)
    }

    /// The card the script clones for the cards it draws (search results, filtered
    /// categories): every optional part present and empty, for it to fill in or remove.
    static func template(strings: InterfaceStrings, checkout: Checkout) -> GoodsCardViewModel {
        GoodsCardViewModel(
            id: "", title: "", url: "", thumb: .scriptTemplate, thumbURL: "", showsPlaceholder: true, price: "",
            marketPrice: "", brand: "",
            isSoldOut: true, salesText: "", rating: Common(.template(strings: strings)), buttonLabel: "", cartKey: 0,
            purchase: .template(for: checkout)
        )
    }

    private init(
        id: String, title: String, url: String, thumb: PictureViewModel?, thumbURL: String?, showsPlaceholder: Bool,
        price: String,
        marketPrice: String?, brand: String?, isSoldOut: Bool, salesText: String, rating: Common<StarRatingViewModel>,
        buttonLabel: String, cartKey: Int, purchase: CardPurchaseViewModel
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.thumb = thumb
        self.thumbURL = thumbURL
        self.showsPlaceholder = showsPlaceholder
        self.price = price
        self.marketPrice = marketPrice
        self.brand = brand
        self.isSoldOut = isSoldOut
        self.salesText = salesText
        self.rating = rating
        self.buttonLabel = buttonLabel
        self.cartKey = cartKey
        self.purchase = purchase
    }
}

extension GoodsCardViewModel {
    /// Cards as the script draws them (`cards.js`): `{fields, rows}`, one row per card; when a
    /// card's button does not add to the site's cart (a goods item with variants, or a
    /// provider's cart), each row has a `buy` (``CardPurchaseViewModel/scriptValue``) and an
    /// `addLabel` (its button's name) too.
    static func scriptRows(_ cards: [GoodsCardViewModel]) -> ScriptValue {
        var fields: [ScriptValue] = [
            "id", "cartKey", "title", "url", "thumb", "price", "marketPrice", "soldOut", "salesText", "rating",
            "ratingLabel",
            "brand",
        ]
        let withButtons = cards.contains { !$0.purchase.usesSiteCart }
        if withButtons { fields += ["buy", "addLabel"] }
        let optional = { (text: String?) in text.map(ScriptValue.string) ?? .null }
        let rows: [ScriptValue] = cards.map { card in
            let row: [ScriptValue] = [
                .string(card.id), .int(card.cartKey), .string(card.title), .string(card.url), optional(card.thumbURL),
                .string(card.price), optional(card.marketPrice), .bool(card.isSoldOut), .string(card.salesText),
                card.rating.hasRating ? .string(card.rating.value) : .null, .string(card.rating.label),
                optional(card.brand),
            ]
            return .array(withButtons ? row + [card.purchase.scriptValue, .string(card.buttonLabel)] : row)
        }
        return .object(["fields": .array(fields), "rows": .array(rows)])
    }
}
