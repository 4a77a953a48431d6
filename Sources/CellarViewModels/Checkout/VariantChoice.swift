import CellarModel

/// One variant as a provider's choice shows it: its label (`750 ml / 2018`) and how much it
/// costs above the goods item's lowest price, for the providers' price modifiers.
struct VariantChoice: Sendable, Equatable {
    let variant: Variant
    /// The option values joined, with the characters Snipcart's and Foxy's option syntax
    /// reserve (`|`, `[`, `]`, `{`, `}`) replaced by spaces.
    let label: String
    /// `112.00`: the variant's price less the goods item's (its lowest variant price).
    let priceDifference: String

    /// The goods item's variants that are in stock, in file order.
    static func inStock(of goods: GoodsItem, prices: PriceFormatter) -> [VariantChoice] {
        goods.variants.filter { $0.stock > 0 }.map { variant in
            let label = variant.values.joined(separator: " / ").map { "|[]{}".contains($0) ? " " : $0 }
            return VariantChoice(
                variant: variant, label: String(label),
                priceDifference: prices.decimal(for: Money(cents: variant.price.cents - goods.price.cents)))
        }
    }
}
