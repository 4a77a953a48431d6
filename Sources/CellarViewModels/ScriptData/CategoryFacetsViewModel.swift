import CellarModel
import Foundation

/// A category's data for its filters (kind `category-<slug>`, ``DataShardSet``), compact so a
/// category of 20,000 goods filters without loading its cards. The goods are in the order
/// of the category's pages (best sellers first); the group `facets` is one shard holding, by
/// that place, a ``CompactColumn`` of every goods item's value per facet, its rank among the
/// category's distinct prices (which sorts by price; a price band is a range of ranks) and its
/// rating (which sorts by rating). The group `cards` holds the cards, ``cardsPerShard`` places
/// a shard, which the script loads only for the places it shows. URLs are relative to the shards.
public struct CategoryFacetsViewModel: Sendable, Equatable {
    /// One facet, such as the brands, or the sizes the category's variants come in.
    public struct Facet: Sendable, Equatable {
        /// The URL query name: `brand`, `origin` or `scent`; for an option of variants its
        /// name (`Size`), or `option-` and its name when that is one of the others or `price`,
        /// `sort` or `q`.
        public let key: String
        public let label: String
        /// Most common first.
        public let values: [Value]
        /// Each place's value: 1 + its index in `values`, 0 for none; for an option, 1 + the
        /// index in `sets` of the values its variants have.
        public let column: CompactColumn
        /// For an option, whose goods items have several values each: the distinct sets of
        /// values (each 1 + an index in `values`, ascending), in the order first met; `nil`
        /// for a facet of one value per goods item.
        public let sets: [[Int]]?
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
        /// The price rank of the band's lowest price: how many distinct prices of the
        /// category are below `low`.
        public let fromRank: Int
    }

    /// Places a shard of cards holds: a filtered page of 24 cards loads at most 24 shards.
    public static let cardsPerShard = 16

    public let facets: [Facet]
    public let priceBands: [PriceBand]
    /// Each place's rank among the category's distinct prices, cheapest 0.
    public let priceRanks: CompactColumn
    /// Each place's average rating in tenths plus one; 0 without a rating.
    public let ratings: CompactColumn
    /// The data as the build writes it: the `facets` shard and the `cards` shards.
    public let shards: DataShardSet

    /// Bands are cut at the quartiles of the prices, rounded to 1, 2 or 5 times a power of ten.
    static let bandCount = 4

    /// `nil` for a category without goods, which has no filters.
    init?(category: CellarModel.Category, context: SiteContext) {
        let all = context.goodsBySales(inCategory: category.id)
        guard !all.isEmpty else { return nil }
        let kind = context.routes.categoryFilters(category.id)
        let links = LinkBuilder(relativeTo: DataShardSet.manifestPath(of: kind), assets: context.assets)
        let strings = context.strings
        facets =
            [
                ("brand", strings[.brand], all.map(\.brand)),
                ("origin", strings[.origin], all.map(\.origin)),
                ("scent", strings[.scent], all.map(\.scent)),
            ].compactMap { key, label, values in
                let counted = Self.counted(values)
                guard !counted.isEmpty else { return nil }
                let numbers = Dictionary(uniqueKeysWithValues: counted.enumerated().map { ($1.value, $0 + 1) })
                let column = CompactColumn(values.map { value in value.flatMap { numbers[$0] } ?? 0 })
                return Facet(key: key, label: label, values: counted, column: column, sets: nil)
            } + Self.optionFacets(of: all)
        let distinctPrices = Array(Set(all.map(\.price.cents))).sorted()
        let rankOfPrice = Dictionary(uniqueKeysWithValues: distinctPrices.enumerated().map { ($1, $0) })
        priceRanks = CompactColumn(all.map { rankOfPrice[$0.price.cents]! })
        priceBands = Self.bands(prices: all.map(\.price), prices: context.prices, strings: strings)
        ratings = CompactColumn(
            all.map { goods in
                context.rating(of: goods).average.map { Int(($0 * 10).rounded(.toNearestOrAwayFromZero)) + 1 } ?? 0
            })
        let cards = stride(from: 0, to: all.count, by: Self.cardsPerShard).map { start in
            GoodsCardViewModel.scriptRows(
                all[start..<min(start + Self.cardsPerShard, all.count)].map { goods in
                    GoodsCardViewModel(goods: goods, context: context, links: links)
                })
        }
        let facetsShard: ScriptValue = .object([
            "count": .int(all.count),
            "pageSize": .int(CategoryPageViewModel.pageSize),
            "cardsPerShard": .int(Self.cardsPerShard),
            "facets": .array(
                facets.map { facet in
                    var members: [String: ScriptValue] = [
                        "key": .string(facet.key), "label": .string(facet.label),
                        "values": .array(facet.values.map { .string($0.value) }), "column": facet.column.scriptValue,
                    ]
                    if let sets = facet.sets { members["sets"] = .array(sets.map { .array($0.map(ScriptValue.int)) }) }
                    return .object(members)
                }),
            "price": .object([
                "bands": .array(
                    priceBands.map { band in
                        .object(["id": .string(band.id), "label": .string(band.label), "fromRank": .int(band.fromRank)])
                    }),
                "ranks": priceRanks.scriptValue,
            ]),
            "ratings": ratings.scriptValue,
        ])
        shards = DataShardSet(
            kind: kind,
            groups: [
                DataShardSet.Group(name: "facets", shards: [facetsShard]),
                DataShardSet.Group(name: "cards", shards: cards),
            ])
    }

    /// A facet per option the goods' variants have (by name, in the order first met), whose
    /// values are those of any of a goods item's variants: a shopper filtering by `1.5 L` sees
    /// the goods sold in that size.
    static func optionFacets(of goods: [GoodsItem]) -> [Facet] {
        var names: [String] = []
        for item in goods {
            for name in item.options where !names.contains(name) { names.append(name) }
        }
        let taken: Set<String> = ["brand", "origin", "scent", "price", "sort", "q"]
        return names.map { name in
            let valuesByPlace: [[String]] = goods.map { item in
                item.options.firstIndex(of: name).map { item.values(ofOptionAt: $0) } ?? []
            }
            let counted = counted(valuesByPlace.flatMap { $0 })
            let numbers = Dictionary(uniqueKeysWithValues: counted.enumerated().map { ($1.value, $0 + 1) })
            var sets: [[Int]] = []
            var setNumbers: [[Int]: Int] = [:]
            let column = CompactColumn(
                valuesByPlace.map { values in
                    guard !values.isEmpty else { return 0 }
                    let set = values.map { numbers[$0]! }.sorted()
                    if let number = setNumbers[set] { return number }
                    sets.append(set)
                    setNumbers[set] = sets.count
                    return sets.count
                })
            let key = taken.contains(name.lowercased()) ? "option-" + name : name
            return Facet(key: key, label: name, values: counted, column: column, sets: sets)
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
        let distinct = sorted.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        var bands: [PriceBand] = []
        for index in 0..<(edges.count - 1) {
            let low = edges[index]!, high = edges[index + 1]
            let count = sorted.count { price in price >= low && (high.map { price < $0 } ?? true) }
            guard count > 0 else { continue }
            let lowText = formatter.string(for: Money(cents: low)).replacingOccurrences(of: ".00", with: "")
            let highText = high.map {
                formatter.string(for: Money(cents: $0)).replacingOccurrences(of: ".00", with: "")
            }
            let label =
                switch (index, highText) {
                case (0, let highText?): strings.priceBelow(highText)
                case (_, let highText?): strings.priceBetween(lowText, highText)
                case (_, nil): strings.priceFrom(lowText)
                }
            bands.append(
                PriceBand(
                    id: "\(low / 100)-\(high.map { String($0 / 100) } ?? "")", label: label, low: low, high: high,
                    count: count,
                    fromRank: distinct.firstIndex { $0 >= low } ?? distinct.count
                ))
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

extension CategoryFacetsViewModel: DataFileKind {
    /// One set per category with goods, each made when it is reached; after `changes`, the
    /// sets of the categories whose goods' cards cannot look different are kept.
    static func files(in site: SiteViewModel, after changes: SiteChanges?) -> some Sequence<DataFiles> {
        let context = site.context
        return context.catalogue.categories.lazy.compactMap { category in
            if let changes, !changes.everyPage, !changes.categories.contains(category.id) {
                return .kept(DataShardSet.folder + context.routes.categoryFilters(category.id) + "/")
            }
            return CategoryFacetsViewModel(category: category, context: context).map { .shards($0.shards) }
        }
    }

    /// A category's filters show its goods items' own fields and ratings, and what every page shares.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem || changes.anyRating
    }
}
