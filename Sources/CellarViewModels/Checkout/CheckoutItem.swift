import CellarModel

/// What a checkout provider sells as one item: a goods item without variants, or one variant
/// of a goods item. Each has its own id, name, price and stock, so a provider charges the
/// variant's price and caps the quantity at the variant's stock.
struct CheckoutItem: Sendable, Equatable {
    let goods: GoodsItem
    /// `nil` for a goods item without variants.
    let variant: Variant?

    /// The goods item's items: itself, or each of its variants in file order.
    static func items(of goods: GoodsItem) -> [CheckoutItem] {
        goods.variants.isEmpty
            ? [CheckoutItem(goods: goods, variant: nil)]
            : goods.variants.map { CheckoutItem(goods: goods, variant: $0) }
    }

    /// The goods id, or a variant's id as the feeds give it (`<goods id>:<variant id>`; a
    /// variant id has no `:`, so it is never another goods item's).
    var id: String { variant.map { FeedListing.itemID(of: $0, in: goods) } ?? goods.id }

    /// The title, or a variant's name as the feeds give it: `Château X (750 ml, 2018)`.
    var name: String { variant.map { FeedListing.title(of: $0, in: goods) } ?? goods.title }

    var price: Money { variant?.price ?? goods.price }

    var stock: Int { variant?.stock ?? goods.stock }

    /// Its large picture: a variant's own, else the goods item's.
    var image: String? { variant.flatMap { $0.image ?? $0.thumb } ?? goods.image ?? goods.thumb }

    /// Its small picture: a variant's own, else the goods item's.
    var thumb: String? { variant.flatMap { $0.thumb ?? $0.image } ?? goods.thumb ?? goods.image }

    var paymentLink: String? { variant.map(\.paymentLink) ?? goods.paymentLink }
}
