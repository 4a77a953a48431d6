import CellarModel

/// The catalogue report's figures about variants, beside the goods items' own: each variant's
/// stock status, the variants sold out or low on stock, and what variants lack for the feeds.
struct VariantFigures: Sendable {
    /// A variant the shop owner should restock, with its goods item's index in the catalogue.
    struct Shortage: Sendable {
        let goodsIndex: Int
        let variant: Variant
    }

    /// How many variants there are, in all goods items.
    let count: Int
    /// How many goods items have variants.
    let goodsCount: Int
    /// Variants sold out, low (1 to ``CatalogueCharts/lowStock``) and in stock.
    let soldOut: Int
    let lowInStock: Int
    let inStock: Int
    /// The variants sold out or low on stock, in goods order, but not those of a goods item
    /// sold out as a whole (the report names the goods item instead).
    let shortages: [Shortage]
    /// Variants without a picture of their own or their goods item's, and without a GTIN.
    let withoutImage: Int
    let withoutGTIN: Int

    /// `nil` for a catalogue without variants.
    init?(catalogue: Catalogue) {
        var count = 0, goodsCount = 0, soldOut = 0, lowInStock = 0, withoutImage = 0, withoutGTIN = 0
        var shortages: [Shortage] = []
        for index in catalogue.goods.indices where !catalogue.goods[index].variants.isEmpty {
            let goods = catalogue.goods[index]
            goodsCount += 1
            for variant in goods.variants {
                count += 1
                if variant.stock == 0 { soldOut += 1 }
                if (1...CatalogueCharts.lowStock).contains(variant.stock) { lowInStock += 1 }
                if variant.stock <= CatalogueCharts.lowStock, goods.stock > 0 {
                    shortages.append(Shortage(goodsIndex: index, variant: variant))
                }
                if FeedListing.image(of: variant, in: goods) == nil { withoutImage += 1 }
                if variant.gtin == nil { withoutGTIN += 1 }
            }
        }
        guard count > 0 else { return nil }
        self.count = count
        self.goodsCount = goodsCount
        self.soldOut = soldOut
        self.lowInStock = lowInStock
        inStock = count - soldOut - lowInStock
        self.shortages = shortages
        self.withoutImage = withoutImage
        self.withoutGTIN = withoutGTIN
    }
}
