import CellarModel

/// The catalogue report's charts made from the goods (prices per category, stock);
/// ``CatalogueReportViewModel`` shows them and writes them as CSV, beside the comments'
/// (``CommentCharts``).
struct CatalogueCharts: Sendable {
    /// A category's goods per price band.
    struct CategoryPrices: Sendable {
        let category: Category
        let counts: [Int]
    }

    /// Stock above this is plenty; from 1 to it is low.
    static let lowStock = 10

    let bands: PriceBands
    let categoryPrices: [CategoryPrices]
    /// Goods sold out, low (1 to ``lowStock``) and in stock.
    let soldOut: Int
    let lowInStock: Int
    let inStock: Int

    init(catalogue: Catalogue) {
        // Read by index: an element read by `for`, `map` or `count(where:)` is a copy of the goods item.
        let goods = catalogue.goods
        let bands = PriceBands(covering: goods.indices.map { goods[$0].price })
        self.bands = bands
        categoryPrices = catalogue.categories.map { category in
            CategoryPrices(
                category: category,
                counts: bands.counts(
                    of: catalogue.goodsIndices(inCategory: category.id).map { catalogue.goods[$0].price }))
        }
        soldOut = goods.indices.count { goods[$0].stock == 0 }
        lowInStock = goods.indices.count { (1...Self.lowStock).contains(goods[$0].stock) }
        inStock = catalogue.goods.count - soldOut - lowInStock
    }
}
