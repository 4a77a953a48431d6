import CellarModel

/// The catalogue report's charts and feed readiness, counted from the catalogue in one pass
/// over goods and comments; ``CatalogueReportViewModel`` shows them and writes them as CSV.
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
    /// Comments by stars 1 to 5: each comment's stars rounded to the nearest whole, halves up,
    /// 0 counted as 1.
    let starCounts: [Int]
    /// Comments a month from the first month with a dated comment to the last, empty months
    /// included.
    let months: [(year: Int, month: Int, count: Int)]
    let undatedComments: Int
    /// Goods sold out, low (1 to ``lowStock``) and in stock.
    let soldOut: Int
    let lowInStock: Int
    let inStock: Int

    init(catalogue: Catalogue) {
        let bands = PriceBands(covering: catalogue.goods.map(\.price))
        self.bands = bands
        categoryPrices = catalogue.categories.map { category in
            CategoryPrices(category: category, counts: bands.counts(of: catalogue.goods(inCategory: category.id).map(\.price)))
        }
        var stars = Array(repeating: 0, count: 5)
        var byMonth: [Int: Int] = [:]
        var undated = 0
        for goods in catalogue.goods {
            for comment in catalogue.comments(onGoods: goods.id) {
                let star = min(5, max(1, Int(comment.star.rounded(.toNearestOrAwayFromZero))))
                stars[star - 1] += 1
                if let time = comment.createdAt {
                    byMonth[time.year * 12 + time.month - 1, default: 0] += 1
                } else {
                    undated += 1
                }
            }
        }
        starCounts = stars
        undatedComments = undated
        if let first = byMonth.keys.min(), let last = byMonth.keys.max() {
            months = (first...last).map { ($0 / 12, $0 % 12 + 1, byMonth[$0] ?? 0) }
        } else {
            months = []
        }
        soldOut = catalogue.goods.count { $0.stock == 0 }
        lowInStock = catalogue.goods.count { (1...Self.lowStock).contains($0.stock) }
        inStock = catalogue.goods.count - soldOut - lowInStock
    }
}
