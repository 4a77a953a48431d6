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
        let bands = PriceBands(covering: catalogue.goods.map(\.price))
        self.bands = bands
        categoryPrices = catalogue.categories.map { category in
            CategoryPrices(category: category, counts: bands.counts(of: catalogue.goodsIndices(inCategory: category.id).map { catalogue.goods[$0].price }))
        }
        soldOut = catalogue.goods.count { $0.stock == 0 }
        lowInStock = catalogue.goods.count { (1...Self.lowStock).contains($0.stock) }
        inStock = catalogue.goods.count - soldOut - lowInStock
    }
}
