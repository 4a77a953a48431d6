import CellarModel
import CellarProperties

/// A goods item's variants on its page: a radio group per option, and every variant as a row
/// of a list. The list is what a page without the script shows (each variant's values, price
/// and stock); the script reads each row's price box, photos and stock from it when the
/// shopper chooses.
public struct VariantListViewModel: Sendable, Equatable, PropertyListing {
    /// One option's radio group.
    public struct Option: Sendable, Equatable, PropertyListing {
        public let name: String
        /// The radio group's `name`: `option-0`, `option-1` …
        public let inputName: String
        /// Its values, in the order the variants first have them.
        public let choices: [Choice]
    }

    /// One radio of an option's group.
    public struct Choice: Sendable, Equatable, PropertyListing {
        public let value: String
        /// Whether the chosen variant has this value.
        public let isChecked: Bool
    }

    /// One variant: a row of the list, and the price box the page shows when it is chosen.
    public struct Row: Sendable, Equatable, PropertyListing {
        public let id: String
        /// Its value for each option, in the options' order.
        public let values: [String]
        public let price: String
        /// Shown struck through; only when above the price.
        public let marketPrice: String?
        /// "Save ¥22.00 (18%)"; only when the market price is above the price.
        public let saving: String?
        public let isSoldOut: Bool
        public let stock: Int
        /// "5 in stock"; `nil` when sold out.
        public let stockText: String?
        public let sku: String?
        /// Its size and strength text, its own or the goods item's.
        public let specification: String?
        /// The numbers of its own photos in the page's gallery, space-separated, which the
        /// script shows first when it is chosen; empty when it has none of its own.
        public let photoNumbers: String
        /// Whether the page opens on it: the first in stock, else the first.
        public let isChosen: Bool
    }

    public let options: [Option]
    public let rows: [Row]

    /// The chosen row: the page's price box shows it.
    public var chosen: Row { rows.first(where: \.isChosen) ?? rows[0] }

    /// `nil` for a goods item without variants.
    init?(goods: GoodsItem, gallery: GalleryViewModel?, context: SiteContext) {
        guard !goods.variants.isEmpty else { return nil }
        let chosenIndex = Self.chosenIndex(of: goods)
        let chosen = goods.variants[chosenIndex]
        options = goods.options.indices.map { index in
            Option(
                name: goods.options[index], inputName: "option-\(index)",
                choices: goods.values(ofOptionAt: index).map {
                    Choice(value: $0, isChecked: $0 == chosen.values[index])
                })
        }
        rows = goods.variants.enumerated().map { index, variant in
            let prices = PriceBox(price: variant.price, marketPrice: variant.marketPrice, context: context)
            return Row(
                id: variant.id, values: variant.values, price: prices.price, marketPrice: prices.marketPrice,
                saving: prices.saving, isSoldOut: variant.stock == 0, stock: variant.stock,
                stockText: variant.stock == 0 ? nil : context.strings.inStock(variant.stock),
                sku: variant.sku, specification: variant.specification,
                photoNumbers: gallery?.photoNumbers(of: variant, in: goods) ?? "", isChosen: index == chosenIndex)
        }
    }

    /// The variant a goods page and card open on: the first in stock, else the first.
    static func chosenIndex(of goods: GoodsItem) -> Int {
        goods.variants.firstIndex { $0.stock > 0 } ?? 0
    }
}

/// A price as a goods page's price box shows it: the price, the market price struck through
/// when it is above, and what the difference saves.
struct PriceBox: Sendable, Equatable {
    let price: String
    let marketPrice: String?
    let saving: String?

    init(price: Money, marketPrice: Money?, context: SiteContext) {
        self.price = context.prices.string(for: price)
        if let market = marketPrice, market > price {
            self.marketPrice = context.prices.string(for: market)
            let saved = Money(cents: market.cents - price.cents)
            let percent = Int((Double(saved.cents) * 100 / Double(market.cents)).rounded(.toNearestOrAwayFromZero))
            saving = context.strings.saving(context.prices.string(for: saved), percent: percent)
        } else {
            self.marketPrice = nil
            saving = nil
        }
    }
}
