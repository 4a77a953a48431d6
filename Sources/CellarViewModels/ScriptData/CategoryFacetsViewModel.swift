import CellarModel
import Foundation

/// A category's filters (`data/category/<slug>.json`): facets with counts, price bands
/// chosen from the category's price spread, and every goods item of the category with what
/// filtering, sorting and its card need, so filters work across all pages of the category.
/// URLs are relative to the data file.
public struct CategoryFacetsViewModel: Sendable, Equatable {
    /// One facet, such as the brands, its values most common first.
    public struct Facet: Sendable, Equatable {
        /// The goods field and URL query name: `brand`, `origin` or `scent`.
        public let key: String
        public let label: String
        public let values: [Value]
    }

    public struct Value: Sendable, Equatable {
        public let value: String
        public let count: Int
    }

    /// Prices from `low` (included) to `high` (excluded; `nil` for no limit), in cents.
    public struct PriceBand: Sendable, Equatable {
        /// The URL query value, in whole currency units: `100-300`, `300-`.
        public let id: String
        public let label: String
        public let low: Int
        public let high: Int?
        public let count: Int
    }

    /// A goods item: its card, and what filtering and sorting need besides.
    public struct Item: Sendable, Equatable {
        public let card: GoodsCardViewModel
        public let cents: Int
        public let sales: Int
        public let origin: String?
        public let scent: String?
    }

    public let facets: [Facet]
    public let priceBands: [PriceBand]
    /// Best sellers first, as on the category's pages.
    public let goods: [Item]

    /// Bands are cut at the quartiles of the prices, rounded to 1, 2 or 5 times a power of ten.
    static let bandCount = 4

    init(category: CellarModel.Category, context: SiteContext) {
        let links = LinkBuilder(relativeTo: context.routes.categoryFacets(category.id), assets: context.assets)
        let all = context.goodsBySales(inCategory: category.id)
        let strings = context.strings
        facets = [
            ("brand", strings[.brand], all.map(\.brand)),
            ("origin", strings[.origin], all.map(\.origin)),
            ("scent", strings[.scent], all.map(\.scent)),
        ].compactMap { key, label, values in
            let values = Self.counted(values)
            return values.isEmpty ? nil : Facet(key: key, label: label, values: values)
        }
        priceBands = Self.bands(prices: all.map(\.price), prices: context.prices, strings: strings)
        goods = all.map { goods in
            Item(
                card: GoodsCardViewModel(goods: goods, context: context, links: links),
                cents: goods.price.cents, sales: goods.saleCount, origin: goods.origin, scent: goods.scent
            )
        }
    }

    /// The distinct non-empty values, most common first, then alphabetically.
    static func counted(_ values: [String?]) -> [Value] {
        var counts: [String: Int] = [:]
        for case let value? in values where !value.isEmpty { counts[value, default: 0] += 1 }
        return counts.map { Value(value: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }
    }

    /// Price bands for the category: none when all goods cost the same; empty bands are left out.
    static func bands(prices: [Money], prices formatter: PriceFormatter, strings: InterfaceStrings) -> [PriceBand] {
        let sorted = prices.map(\.cents).sorted()
        guard let lowest = sorted.first, let highest = sorted.last, lowest < highest else { return [] }
        var cuts: [Int] = []
        for quarter in 1..<bandCount {
            let cut = roundNumber(Double(sorted[sorted.count * quarter / bandCount]) / 100) * 100
            if cut > lowest, cut <= highest, !cuts.contains(cut) { cuts.append(cut) }
        }
        cuts.sort()
        let edges: [Int?] = [0] + cuts.map { $0 } + [nil]
        var bands: [PriceBand] = []
        for index in 0..<(edges.count - 1) {
            let low = edges[index]!, high = edges[index + 1]
            let count = sorted.count { price in price >= low && (high.map { price < $0 } ?? true) }
            guard count > 0 else { continue }
            let lowText = formatter.string(for: Money(cents: low)).replacingOccurrences(of: ".00", with: "")
            let highText = high.map { formatter.string(for: Money(cents: $0)).replacingOccurrences(of: ".00", with: "") }
            let label = switch (index, highText) {
            case (0, let highText?): strings.priceBelow(highText)
            case (_, let highText?): strings.priceBetween(lowText, highText)
            case (_, nil): strings.priceFrom(lowText)
            }
            bands.append(PriceBand(id: "\(low / 100)-\(high.map { String($0 / 100) } ?? "")", label: label, low: low, high: high, count: count))
        }
        return bands
    }

    /// The nearest of 1, 2 and 5 times a power of ten: 137 → 100, 388 → 500, 0.4 → 1.
    static func roundNumber(_ value: Double) -> Int {
        guard value > 1 else { return 1 }
        let power = pow(10, floor(log10(value)))
        let step = [1.0, 2, 5, 10].min { abs($0 * power - value) < abs($1 * power - value) }!
        return Int(step * power)
    }
}

extension CategoryFacetsViewModel {
    /// Whether the page can look different after `changes`.
    /// A category's facets hold its goods' fields and ratings.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem || changes.anyRating
    }
}
