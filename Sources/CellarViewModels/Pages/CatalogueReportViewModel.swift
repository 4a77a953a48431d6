import CellarModel
import Foundation

/// The catalogue report: stock and prices per category, the best rated and best selling
/// goods, comment totals, data warnings, charts (prices per category, stars, comments a month,
/// stock) and how ready the goods are for product feeds. One view model, shown both as
/// Markdown and HTML (both live in `reports/`, so their links are the same); each table is
/// also a CSV file beside them (``tables``).
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

    /// How many goods lack something the feeds want.
    public struct ReadinessRow: Sendable, Equatable {
        public let label: String
        public let count: String
    }

    /// A category's goods per price band, for the Markdown report's one wide table.
    public struct PriceRow: Sendable, Equatable {
        public let name: String
        public let counts: [String]
    }

    /// A link to one of the tables as CSV.
    public struct TableLink: Sendable, Equatable {
        public let label: String
        public let url: String
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
    /// One chart a category, over the same price bands.
    public let priceCharts: [BarChartViewModel]
    /// The price bands' labels (`¥100–200`), the columns of ``priceRows``.
    public let priceBandLabels: [String]
    public let priceRows: [PriceRow]
    public let ratingChart: BarChartViewModel
    public let commentsChart: BarChartViewModel
    public let stockChart: BarChartViewModel
    /// Each variant's stock status; `nil` for a catalogue without variants.
    public let variantStockChart: BarChartViewModel?
    /// Goods without image, brand, description or GTIN; with variants, variants without image
    /// or GTIN (which are theirs, not their goods item's).
    public let readiness: [ReadinessRow]
    /// How many goods the feeds list, or why there are no feeds.
    public let feedStatus: String
    /// The goods and variants left out of the feeds, with why.
    public let leftOutOfFeeds: [Warning]
    public var hasLeftOutOfFeeds: Bool { !leftOutOfFeeds.isEmpty }
    public let tableLinks: [TableLink]
    /// Every table, for its CSV file.
    public let tables: [ReportTableViewModel.Name: ReportTableViewModel]

    /// Goods need at least this many comments to be ranked by rating.
    public static let minimumCommentsToRank = 3
    static let topCount = 10

    /// - Parameters:
    ///   - feeds: what the feeds list and leave out; `nil` when there are no feeds.
    ///   - kept: a report whose figures made from the goods alone (see
    ///     ``goodsFiguresAreAffected(by:)``) are still true, kept rather than made again.
    init(context: SiteContext, feeds: FeedListing?, keepingGoodsFiguresOf kept: CatalogueReportViewModel? = nil) {
        let path = SitePath.catalogueReport
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        let catalogue = context.catalogue
        let strings = context.strings
        commentCount = NumberText.grouped(catalogue.commentCount)

        // Sorted by index, not by goods item: a copy of every rated item is not moved about.
        let goods = catalogue.goods
        let rated = goods.indices.compactMap { index -> (Int, Double, Int)? in
            let summary = context.rating(of: goods[index])
            guard let average = summary.average, summary.count(.all) >= Self.minimumCommentsToRank else { return nil }
            return (index, average, summary.count(.all))
        }
        let ranked = rated
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 != $1.2 ? $0.2 > $1.2 : goods[$0.0].title < goods[$1.0].title }
            .prefix(Self.topCount)
            .map { (goods[$0.0], $0.1, $0.2) }
        topRated = ranked.enumerated().map { offset, entry in
                RankedRow(
                    rank: String(offset + 1), title: entry.0.title, url: links.url(to: context.routes.goods(entry.0.id)),
                    value: NumberText.oneDecimal(entry.1), detail: strings.reviewCount(entry.2)
                )
            }
        var totals = [CommentBucket: Int]()
        for summary in context.ratings.values {
            for bucket in CommentBucket.allCases { totals[bucket, default: 0] += summary.count(bucket) }
        }
        commentTotals = CommentBucket.allCases.map {
            BucketRow(label: strings.tabLabel($0), count: NumberText.grouped(totals[$0] ?? 0))
        }
        let charts = CommentCharts(catalogue: catalogue)
        let starLabels = (1...5).map { $0 == 1 ? "1 star" : "\($0) stars" }
        ratingChart = .bars(
            id: "chart-ratings", title: "Ratings",
            summary: "How many comments gave each number of stars, from 1 to 5 (stars rounded to the nearest whole).",
            labelHeading: "Stars", valueHeading: "Comments",
            entries: zip(starLabels, charts.starCounts).map { BarChartViewModel.Entry(label: $0, value: $1) }.reversed(),
            emptyText: "No comments yet."
        )
        let monthNames = charts.months.map { "\($0.year)-\($0.month < 10 ? "0" : "")\($0.month)" }
        commentsChart = .columns(
            id: "chart-comments", title: "Comments per month",
            summary: charts.months.isEmpty
                ? "No dated comments."
                : "Comments written each month from \(monthNames.first!) to \(monthNames.last!)"
                    + (charts.undatedComments > 0 ? "; \(NumberText.grouped(charts.undatedComments)) comments have no date." : "."),
            labelHeading: "Month", valueHeading: "Comments",
            entries: zip(monthNames, charts.months).enumerated().map { index, pair in
                // Months when there are few; else years under January, and under the first
                // column when its year has more than half to go.
                let (name, month) = pair
                let startsYear = month.month == 1 || (index == 0 && month.month <= 6)
                let axisLabel = charts.months.count <= 12 ? name : (startsYear ? String(month.year) : nil)
                return BarChartViewModel.Entry(label: name, value: month.count, axisLabel: axisLabel)
            },
            emptyText: "No dated comments yet."
        )
        let commentTables = [
            ReportTableViewModel(.topRated, header: ["rank", "id", "title", "rating", "reviews"], rows:
                ranked.enumerated().map { [String($0 + 1), $1.0.id, $1.0.title, NumberText.oneDecimal($1.1), String($1.2)] }),
            ReportTableViewModel(.commentTabs, header: ["tab", "comments"], rows:
                CommentBucket.allCases.map { [strings.tabLabel($0), String(totals[$0] ?? 0)] }),
            ReportTableViewModel(.ratings, header: ["stars", "comments"], rows: (1...5).map { [String($0), String(charts.starCounts[$0 - 1])] }),
            ReportTableViewModel(.commentsPerMonth, header: ["month", "comments"], rows: zip(monthNames, charts.months).map { [$0, String($1.count)] }),
        ]

        let goodsTables: [ReportTableViewModel]
        if let kept {
            layout = kept.layout
            self.strings = kept.strings
            title = kept.title
            storeName = kept.storeName
            goodsCount = kept.goodsCount
            categories = kept.categories
            topSellers = kept.topSellers
            warnings = kept.warnings
            priceBandLabels = kept.priceBandLabels
            priceCharts = kept.priceCharts
            priceRows = kept.priceRows
            stockChart = kept.stockChart
            variantStockChart = kept.variantStockChart
            readiness = kept.readiness
            feedStatus = kept.feedStatus
            leftOutOfFeeds = kept.leftOutOfFeeds
            goodsTables = kept.tables.values.filter { !Self.commentTableNames.contains($0.name) }
        } else {
            let prices = context.prices
            title = strings[.catalogueReport]
            layout = LayoutViewModel(context: context, links: links, title: title, currentPath: path)
            self.strings = strings
            storeName = catalogue.store.name
            goodsCount = NumberText.grouped(catalogue.goods.count)
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
            let sellers = Array(context.bySales(catalogue.goods).prefix(Self.topCount))
            topSellers = sellers.enumerated().map { offset, goods in
                RankedRow(
                    rank: String(offset + 1), title: goods.title, url: links.url(to: context.routes.goods(goods.id)),
                    value: NumberText.grouped(goods.saleCount), detail: ""
                )
            }
            // The catalogue's warnings about goods items, then each sold-out item, in goods order.
            let goodsIndices = Dictionary(catalogue.goods.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            let noted = catalogue.warnings.compactMap { warning in
                warning.goodsID.flatMap { id in goodsIndices[id].map { ($0, Self.problem(of: warning)) } }
            }
            let soldOut = catalogue.goods.indices.filter { catalogue.goods[$0].stock == 0 }.map { ($0, "sold out") }
            let variants = VariantFigures(catalogue: catalogue)
            let shortVariants = (variants?.shortages ?? []).map { shortage in
                let stock = shortage.variant.stock
                return (shortage.goodsIndex, strings.variantProblem(shortage.variant.id, stock == 0 ? strings[.reportSoldOut] : strings.lowStock(stock)))
            }
            let warnings = (noted + soldOut + shortVariants).enumerated()
                .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
                .map { _, entry in
                    let goods = catalogue.goods[entry.0]
                    return Warning(goodsTitle: goods.title, goodsID: goods.id, url: links.url(to: context.routes.goods(goods.id)), problem: entry.1)
                }
            self.warnings = warnings

            let charts = CatalogueCharts(catalogue: catalogue)
            let bands = charts.bands.starts.indices.map { charts.bands.range(ofBand: $0) }
            let priceBandLabels = bands.map { prices.prefix + NumberText.grouped($0.from / 100) + "–" + NumberText.grouped($0.to / 100) }
            self.priceBandLabels = priceBandLabels
            priceCharts = charts.categoryPrices.enumerated().map { index, entry in
                BarChartViewModel.bars(
                    id: "chart-prices-\(index + 1)", title: "Prices: \(entry.category.name)",
                    summary: "How many of the \(NumberText.grouped(entry.counts.reduce(0, +))) goods in \(entry.category.name) cost what, in price bands.",
                    labelHeading: "Price", valueHeading: "Goods",
                    entries: zip(priceBandLabels, entry.counts).map { BarChartViewModel.Entry(label: $0, value: $1) },
                    emptyText: "No goods in this category."
                )
            }
            priceRows = charts.categoryPrices.map { PriceRow(name: $0.category.name, counts: $0.counts.map(NumberText.grouped)) }
            let stockLabels = ["In stock", "Low (1–\(CatalogueCharts.lowStock))", "Sold out"]
            stockChart = .bars(
                id: "chart-stock", title: "Stock status",
                summary: "How many goods are in stock (more than \(CatalogueCharts.lowStock)), low on stock (1 to \(CatalogueCharts.lowStock)) or sold out.",
                labelHeading: "Stock", valueHeading: "Goods",
                entries: zip(stockLabels, [charts.inStock, charts.lowInStock, charts.soldOut]).map { BarChartViewModel.Entry(label: $0, value: $1) },
                emptyText: "No goods."
            )
            variantStockChart = variants.map { variants in
                .bars(
                    id: "chart-variant-stock", title: strings[.reportVariantStockTitle],
                    summary: strings.variantStockSummary(count: variants.count, lowStock: CatalogueCharts.lowStock),
                    labelHeading: strings[.stock], valueHeading: strings[.reportVariantsHeading],
                    entries: zip(stockLabels, [variants.inStock, variants.lowInStock, variants.soldOut]).map { BarChartViewModel.Entry(label: $0, value: $1) },
                    emptyText: ""
                )
            }

            // A variant's image and GTIN are its own: they are counted per variant.
            let missing: [(String, (Goods) -> Bool)] = [
                ("No image", { $0.variants.isEmpty && FeedListing.image(of: $0) == nil }),
                ("No brand", { ($0.brand ?? "").isEmpty }),
                ("No description", { ($0.description ?? "").allSatisfy(\.isWhitespace) }),
                ("No GTIN", { $0.variants.isEmpty && $0.gtin == nil }),
            ]
            let readinessCounts = missing.map { entry in (entry.0, catalogue.goods.count { entry.1($0) }) }
                + (variants.map { [(strings[.reportVariantsWithoutImage], $0.withoutImage), (strings[.reportVariantsWithoutGTIN], $0.withoutGTIN)] } ?? [])
            readiness = readinessCounts.map { ReadinessRow(label: $0.0, count: NumberText.grouped($0.1)) }
            let leftOut: [FeedListing.Refusal]
            if let listing = feeds {
                leftOut = listing.refusals
                if let variants {
                    feedStatus = strings.feedStatusWithVariants(
                        listed: listing.entries.count, items: catalogue.goods.count { $0.variants.isEmpty } + variants.count,
                        variants: variants.count, goods: catalogue.goods.count { !$0.variants.isEmpty }
                    )
                } else {
                    feedStatus = "The feeds list \(NumberText.grouped(listing.entries.count)) of \(goodsCount) goods."
                }
            } else {
                // No feeds, but the goods the rules would leave out are named all the same; with
                // no address, an image's URL is not judged.
                leftOut = catalogue.goods.flatMap(FeedListing.refusalsJudgingNoAddress)
                feedStatus = "No feeds: the base URL is not absolute (like https://shop.example.com/), and feeds need absolute links."
            }
            let refusals = leftOut.map { refusal in
                let problems = refusal.problems.joined(separator: "; ")
                return (goods: refusal.goods, problems: [refusal.variant.map { strings.variantProblem($0.id, problems) } ?? problems])
            }
            leftOutOfFeeds = refusals.map { refusal in
                Warning(
                    goodsTitle: refusal.goods.title, goodsID: refusal.goods.id,
                    url: links.url(to: context.routes.goods(refusal.goods.id)), problem: refusal.problems.joined(separator: "; ")
                )
            }
            goodsTables = Self.goodsTables(
                categories: catalogue.categories.map { category in catalogue.goods(inCategory: category.id) }, catalogue: catalogue,
                prices: prices, sellers: sellers, warnings: warnings, charts: charts, variants: variants, stockLabels: stockLabels,
                readiness: readinessCounts, refusals: refusals
            )
        }
        tables = Dictionary(uniqueKeysWithValues: (goodsTables + commentTables).map { ($0.name, $0) })
        tableLinks = ReportTableViewModel.Name.allCases.map { name in
            TableLink(label: name.rawValue + ".csv", url: links.url(to: SitePath.reportTable(name)))
        }
    }

    /// The tables made from the comments; the others are made from the goods alone.
    private static let commentTableNames: Set<ReportTableViewModel.Name> = [.topRated, .commentTabs, .ratings, .commentsPerMonth]

    /// The tables made from the goods alone, with plain values for a spreadsheet.
    private static func goodsTables(
        categories: [[Goods]], catalogue: Catalogue, prices: PriceFormatter, sellers: [Goods], warnings: [Warning],
        charts: CatalogueCharts, variants: VariantFigures?, stockLabels: [String], readiness: [(String, Int)],
        refusals: [(goods: Goods, problems: [String])]
    ) -> [ReportTableViewModel] {
        let decimal = prices.decimal(for:)
        return [
            ReportTableViewModel(.categories, header: ["category", "goods", "stock", "min_price", "median_price", "max_price", "currency"], rows:
                zip(catalogue.categories, categories).map { category, goods in
                    let sorted = goods.map(\.price).sorted()
                    return [category.name, String(goods.count), String(goods.reduce(0) { $0 + $1.stock }),
                            sorted.first.map(decimal) ?? "", sorted.isEmpty ? "" : decimal(median(of: sorted)),
                            sorted.last.map(decimal) ?? "", prices.currency]
                }),
            ReportTableViewModel(.topSellers, header: ["rank", "id", "title", "sold"], rows:
                sellers.enumerated().map { [String($0 + 1), $1.id, $1.title, String($1.saleCount)] }),
            ReportTableViewModel(.warnings, header: ["id", "title", "problem"], rows: warnings.map { [$0.goodsID, $0.goodsTitle, $0.problem] }),
            ReportTableViewModel(.priceDistribution, header: ["category", "from", "to", "currency", "goods"], rows:
                charts.categoryPrices.flatMap { entry in
                    entry.counts.indices.map { band in
                        let range = charts.bands.range(ofBand: band)
                        return [entry.category.name, decimal(Money(cents: range.from)), decimal(Money(cents: range.to)), prices.currency, String(entry.counts[band])]
                    }
                }),
            // With variants, a third column counts them.
            ReportTableViewModel(.stock, header: ["status", "goods"] + (variants == nil ? [] : ["variants"]), rows:
                stockLabels.indices.map { index in
                    [stockLabels[index], String([charts.inStock, charts.lowInStock, charts.soldOut][index])]
                        + (variants.map { [String([$0.inStock, $0.lowInStock, $0.soldOut][index])] } ?? [])
                }),
            ReportTableViewModel(.feedReadiness, header: ["missing", "goods"], rows: readiness.map { [$0, String($1)] }),
            ReportTableViewModel(.leftOutOfFeeds, header: ["id", "title", "problems"], rows:
                refusals.map { [$0.goods.id, $0.goods.title, $0.problems.joined(separator: "; ")] }),
        ]
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
    /// The report (and each of its tables) shows every goods item's fields and ratings, the
    /// comments' totals and dates (comments per month) and the fixtures' warnings.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem || changes.anyRating || changes.warnings || !changes.goods.isEmpty
    }

    /// Whether the figures made from the goods alone can differ after `changes`: all but the
    /// comment count, the best rated, the comment totals, the ratings and comments-per-month
    /// charts and their tables, which the comments make.
    static func goodsFiguresAreAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem || changes.warnings
    }
}
