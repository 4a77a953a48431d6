import CellarModel
import Foundation

/// The catalogue report: stock and prices per category, the best rated and best selling
/// goods, comment totals and data warnings. One view model, shown both as Markdown and HTML
/// (both live in `reports/`, so their links are the same).
public struct CatalogueReportViewModel: Sendable, Equatable {
    /// Goods, stock and prices of a category.
    public struct CategoryRow: Sendable, Equatable {
        public let name: String
        public let url: String
        public let goodsCount: String
        public let stock: String
        public let minimumPrice: String
        public let medianPrice: String
        public let maximumPrice: String
    }

    /// A place in a top-ten list.
    public struct RankedRow: Sendable, Equatable {
        public let rank: String
        public let title: String
        public let url: String
        /// The rating or the sales.
        public let value: String
        /// The number of comments behind a rating; empty in the sellers' list.
        public let detail: String
    }

    /// How many comments fall in a bucket.
    public struct BucketRow: Sendable, Equatable {
        public let label: String
        public let count: String
    }

    /// Something in the data a shop owner should look at, naming the goods item.
    public struct Warning: Sendable, Equatable {
        public let goodsTitle: String
        public let goodsID: String
        public let url: String
        public let problem: String
    }

    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let title: String
    public let storeName: String
    public let goodsCount: String
    public let commentCount: String
    public let categories: [CategoryRow]
    public let topRated: [RankedRow]
    public let topSellers: [RankedRow]
    public let commentTotals: [BucketRow]
    public let warnings: [Warning]
    public var hasWarnings: Bool { !warnings.isEmpty }

    /// Goods need at least this many comments to be ranked by rating.
    public static let minimumCommentsToRank = 3
    static let topCount = 10

    init(context: SiteContext) {
        let path = SitePath.catalogueReport
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        let catalogue = context.catalogue
        let prices = context.prices
        let strings = context.strings
        title = strings.catalogueReport
        layout = LayoutViewModel(context: context, links: links, title: title, currentPath: path)
        self.strings = strings
        storeName = catalogue.store.name
        goodsCount = NumberText.grouped(catalogue.goods.count)
        commentCount = NumberText.grouped(catalogue.commentCount)
        let none = "—"
        categories = catalogue.categories.map { category in
            let goods = catalogue.goods(inCategory: category.id)
            let sorted = goods.map(\.price).sorted()
            let median = sorted.isEmpty ? nil : Self.median(of: sorted)
            return CategoryRow(
                name: category.name,
                url: links.url(to: context.routes.category(category.id)),
                goodsCount: NumberText.grouped(goods.count),
                stock: NumberText.grouped(goods.reduce(0) { $0 + $1.stock }),
                minimumPrice: sorted.first.map(prices.string) ?? none,
                medianPrice: median.map(prices.string) ?? none,
                maximumPrice: sorted.last.map(prices.string) ?? none
            )
        }
        let rated = catalogue.goods.compactMap { goods -> (Goods, Double, Int)? in
            let summary = context.rating(of: goods)
            guard let average = summary.average, summary.count(.all) >= Self.minimumCommentsToRank else { return nil }
            return (goods, average, summary.count(.all))
        }
        topRated = rated
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 != $1.2 ? $0.2 > $1.2 : $0.0.title < $1.0.title }
            .prefix(Self.topCount).enumerated().map { offset, entry in
                RankedRow(
                    rank: String(offset + 1), title: entry.0.title, url: links.url(to: context.routes.goods(entry.0.id)),
                    value: NumberText.oneDecimal(entry.1), detail: strings.reviewCount(entry.2)
                )
            }
        topSellers = context.bySales(catalogue.goods).prefix(Self.topCount).enumerated().map { offset, goods in
            RankedRow(
                rank: String(offset + 1), title: goods.title, url: links.url(to: context.routes.goods(goods.id)),
                value: NumberText.grouped(goods.saleCount), detail: ""
            )
        }
        var totals = [CommentBucket: Int]()
        for summary in context.ratings.values {
            for bucket in CommentBucket.allCases { totals[bucket, default: 0] += summary.count(bucket) }
        }
        commentTotals = CommentBucket.allCases.map {
            BucketRow(label: strings.tabLabel($0), count: NumberText.grouped(totals[$0] ?? 0))
        }
        // The catalogue's warnings about goods items, then each sold-out item, in goods order.
        let goodsIndices = Dictionary(catalogue.goods.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let noted = catalogue.warnings.compactMap { warning in
            warning.goodsID.flatMap { id in goodsIndices[id].map { ($0, Self.problem(of: warning)) } }
        }
        let soldOut = catalogue.goods.indices.filter { catalogue.goods[$0].stock == 0 }.map { ($0, "sold out") }
        warnings = (noted + soldOut).enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { _, entry in
                let goods = catalogue.goods[entry.0]
                return Warning(goodsTitle: goods.title, goodsID: goods.id, url: links.url(to: context.routes.goods(goods.id)), problem: entry.1)
            }
    }

    /// The problem, preceded by the field it is in (`title: control character removed (U+0007)`).
    private static func problem(of warning: FixtureWarning) -> String {
        let field = warning.place.drop { $0 != "]" }.dropFirst().drop { $0 == "." }
        return field.isEmpty ? warning.problem : "\(field): \(warning.problem)"
    }

    private static func median(of sorted: [Money]) -> Money {
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        let sum = sorted[middle - 1].cents + sorted[middle].cents
        return Money(cents: Int((Double(sum) / 2).rounded(.toNearestOrAwayFromZero)))
    }
}

extension CatalogueReportViewModel {
    /// Whether the page can look different after `changes`.
    /// The report shows every goods item's fields and ratings, the comments' totals and the
    /// fixtures' warnings.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem || changes.anyRating || changes.warnings
    }
}
