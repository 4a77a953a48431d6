import CellarModel
import CellarPlurals
import CellarProperties
import Foundation

/// The catalogue report: stock and prices per category, the best rated and best selling
/// goods, comment totals, data warnings, charts (prices per category, stars, comments a month,
/// stock) and how ready the goods are for product feeds. One view model, shown both as
/// Markdown and HTML (both live in `reports/`, so their links are the same); each table is
/// also a CSV file beside them (``tables``).
public struct CatalogueReportViewModel: Sendable, Equatable, PropertyListing {
    /// Goods, stock and prices of a category.
    public struct CategoryRow: Sendable, Equatable, PropertyListing {
        public let name: String
        public let url: String
        public let goodsCount: String
        public let stock: String
        public let minimumPrice: String
        public let medianPrice: String
        public let maximumPrice: String
    }

    /// A place in a top-ten list.
    public struct RankedRow: Sendable, Equatable, PropertyListing {
        public let rank: String
        public let title: String
        public let url: String
        /// The rating or the sales.
        public let value: String
        /// The number of comments behind a rating; empty in the sellers' list.
        public let detail: String
    }

    /// How many comments fall in a tab.
    public struct BucketRow: Sendable, Equatable, PropertyListing {
        public let label: String
        public let count: String
    }

    /// How many goods lack something the feeds want.
    public struct ReadinessRow: Sendable, Equatable, PropertyListing {
        public let label: String
        public let count: String
    }

    /// A category's goods per price band, for the Markdown report's one wide table.
    public struct PriceRow: Sendable, Equatable, PropertyListing {
        public let name: String
        public let counts: [String]
    }

    /// A link to one of the tables as CSV.
    public struct TableLink: Sendable, Equatable, PropertyListing {
        public let label: String
        public let url: String
    }

    /// Something in the data a shop owner should look at, naming the goods item.
    public struct Warning: Sendable, Equatable, PropertyListing {
        public let goodsTitle: String
        public let goodsID: String
        public let url: String
        /// The field of the goods item the problem is in, as the fixtures name it (`scent`,
        /// `variants[0].price`); `nil` when the problem is the item's.
        public var field: String? = nil
        public let problem: String

        /// The field and the problem in one text, for a spreadsheet: `scent: " 浓香型" is read as …`.
        var fieldAndProblem: String {
            field.map { "\($0): \(problem)" } ?? problem
        }
    }

    /// The figures made from the goods alone: a rebuild after a comment edit keeps them whole.
    struct GoodsFigures: Sendable, Equatable {
        let layout: LayoutViewModel
        let title: String
        let storeName: String
        let goodsCount: Int
        let categories: [CategoryRow]
        let topSellers: [RankedRow]
        let warnings: [Warning]
        let priceCharts: [BarChartViewModel]
        let priceBandLabels: [String]
        let priceRows: [PriceRow]
        let stockChart: BarChartViewModel
        let variantStockChart: BarChartViewModel?
        let readiness: [ReadinessRow]
        let feedStatus: String
        let leftOutOfFeeds: [Warning]
        let photosToImprove: [Warning]
        let tables: [ReportTableViewModel]
    }

    /// The figures made from the comments.
    struct CommentFigures: Sendable, Equatable {
        let commentCount: Int
        let topRated: [RankedRow]
        let commentTotals: [BucketRow]
        let ratingChart: BarChartViewModel
        let commentsChart: BarChartViewModel
        let tables: [ReportTableViewModel]
    }

    public let strings: InterfaceStrings
    let goodsFigures: GoodsFigures
    let commentFigures: CommentFigures
    public let tableLinks: [TableLink]
    /// In a shop of several markets, each market's line, the default market's first; none in
    /// a shop of one.
    public let markets: [MarketRow]
    public var hasMarkets: Bool { !markets.isEmpty }
    /// Every table, for its CSV file.
    public let tables: [ReportTableViewModel.Name: ReportTableViewModel]

    public var layout: LayoutViewModel { goodsFigures.layout }
    public var title: String { goodsFigures.title }
    public var storeName: String { goodsFigures.storeName }
    public var goodsCount: String { NumberText.grouped(goodsFigures.goodsCount) }
    public var commentCount: String { NumberText.grouped(commentFigures.commentCount) }
    /// The store, its goods and comments in one line: `Cellar · 60 goods · 400 comments`.
    public var summary: String {
        [storeName, strings.goodsCount(goodsFigures.goodsCount), strings.commentCount(commentFigures.commentCount)]
            .joined(separator: " · ")
    }
    public var categories: [CategoryRow] { goodsFigures.categories }
    public var topRated: [RankedRow] { commentFigures.topRated }
    public var topSellers: [RankedRow] { goodsFigures.topSellers }
    public var commentTotals: [BucketRow] { commentFigures.commentTotals }
    public var warnings: [Warning] { goodsFigures.warnings }
    public var hasWarnings: Bool { !warnings.isEmpty }
    /// One chart a category, over the same price bands.
    public var priceCharts: [BarChartViewModel] { goodsFigures.priceCharts }
    /// The price bands' labels (`¥100–200`), the columns of ``priceRows``.
    public var priceBandLabels: [String] { goodsFigures.priceBandLabels }
    public var priceRows: [PriceRow] { goodsFigures.priceRows }
    public var ratingChart: BarChartViewModel { commentFigures.ratingChart }
    public var commentsChart: BarChartViewModel { commentFigures.commentsChart }
    public var stockChart: BarChartViewModel { goodsFigures.stockChart }
    /// Each variant's stock status; `nil` for a catalogue without variants.
    public var variantStockChart: BarChartViewModel? { goodsFigures.variantStockChart }
    /// Goods without image, brand, description or GTIN; with variants, variants without image
    /// or GTIN (which are theirs, not their goods item's); then goods with photos without alt
    /// text, with fewer than ``minimumPhotos`` photos, with photos under 100×100 px.
    public var readiness: [ReadinessRow] { goodsFigures.readiness }
    /// How many goods the feeds list, or why there are no feeds.
    public var feedStatus: String { goodsFigures.feedStatus }
    /// The goods and variants left out of the feeds, with why.
    public var leftOutOfFeeds: [Warning] { goodsFigures.leftOutOfFeeds }
    public var hasLeftOutOfFeeds: Bool { !leftOutOfFeeds.isEmpty }
    /// The goods whose photos need work, with what each lacks: photos without alt text, fewer
    /// than ``minimumPhotos``, photos too small for Google Shopping (``PhotoFigures``).
    public var photosToImprove: [Warning] { goodsFigures.photosToImprove }
    public var hasPhotosToImprove: Bool { !photosToImprove.isEmpty }

    /// Goods need at least this many comments to be ranked by rating.
    public static let minimumCommentsToRank = 3
    /// Goods with fewer photos than this (their gallery and their variants' own, each once) are
    /// named among the photos to improve: a gallery of three shows the goods from more than one side.
    public static let minimumPhotos = 3
    static let topCount = 10

    /// - Parameters:
    ///   - feeds: what the feeds list and leave out; `nil` when there are no feeds.
    ///   - keptGoods: a report whose figures made from the goods alone (see
    ///     ``goodsFiguresAreAffected(by:)``) are still true, kept rather than made again.
    ///   - keptComments: a report whose figures made from the comments (see
    ///     ``commentFiguresAreAffected(by:from:to:)``) are still true.
    ///   - placement: where the report's files go, which its links to the site start from.
    ///   - markets: in a shop of several markets, each market's line.
    init(
        context: SiteContext, feeds: FeedListing?, placement: ReportPlacement = .published,
        markets: [MarketRow] = [],
        keepingGoodsFiguresOf keptGoods: CatalogueReportViewModel? = nil,
        keepingCommentFiguresOf keptComments: CatalogueReportViewModel? = nil
    ) {
        // The site's pages are reached through the site's folder when the report is apart.
        let links =
            switch placement {
            case .published: LinkBuilder(relativeTo: SitePath.catalogueReport, assets: context.assets)
            case .apart(let siteFolder): LinkBuilder(rootPath: siteFolder, assets: context.assets)
            }
        strings = context.strings
        self.markets = markets
        goodsFigures = keptGoods?.goodsFigures ?? GoodsFigures(context: context, feeds: feeds, links: links)
        commentFigures = keptComments?.commentFigures ?? CommentFigures(context: context, links: links)
        tables = Dictionary(uniqueKeysWithValues: (goodsFigures.tables + commentFigures.tables).map { ($0.name, $0) })
        tableLinks = ReportTableViewModel.Name.allCases.map { name in
            // The CSV tables are the report's neighbours, wherever it is.
            TableLink(label: name.rawValue + ".csv", url: SitePath.reportTable(name).fileName)
        }
    }
}

extension CatalogueReportViewModel.CommentFigures {
    init(context: SiteContext, links: LinkBuilder) {
        let catalogue = context.catalogue
        let strings = context.strings
        commentCount = catalogue.commentCount
        // Sorted by index, not by goods item: a copy of every rated item is not moved about.
        let goods = catalogue.goods
        let rated = goods.indices.compactMap { index -> (Int, Double, Int)? in
            let summary = context.rating(of: goods[index])
            guard let average = summary.average, summary.count(.all) >= CatalogueReportViewModel.minimumCommentsToRank
            else { return nil }
            return (index, average, summary.count(.all))
        }
        let ranked =
            rated
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 != $1.2 ? $0.2 > $1.2 : goods[$0.0].title < goods[$1.0].title }
            .prefix(CatalogueReportViewModel.topCount)
            .map { (goods[$0.0], $0.1, $0.2) }
        topRated = ranked.enumerated().map { offset, entry in
            CatalogueReportViewModel.RankedRow(
                rank: String(offset + 1), title: entry.0.title, url: links.url(to: context.routes.goods(entry.0.id)),
                value: NumberText.oneDecimal(entry.1), detail: strings.reviewCount(entry.2)
            )
        }
        var totals = [CommentTab: Int]()
        for summary in context.ratings.values {
            for tab in CommentTab.allCases { totals[tab, default: 0] += summary.count(tab) }
        }
        commentTotals = CommentTab.allCases.map {
            CatalogueReportViewModel.BucketRow(label: strings.tabLabel($0), count: NumberText.grouped(totals[$0] ?? 0))
        }
        let charts = CommentCharts(catalogue: catalogue)
        ratingChart = Self.ratingChart(charts, strings: strings)
        let monthNames = charts.months.map { "\($0.year)-\($0.month < 10 ? "0" : "")\($0.month)" }
        commentsChart = Self.commentsChart(charts, monthNames: monthNames, strings: strings)
        tables = [
            ReportTableViewModel(
                .topRated, header: ["rank", "id", "title", "rating", "reviews"],
                rows:
                    ranked.enumerated().map {
                        [String($0 + 1), $1.0.id, $1.0.title, NumberText.oneDecimal($1.1), String($1.2)]
                    }),
            ReportTableViewModel(
                .commentTabs, header: ["tab", "comments"],
                rows:
                    CommentTab.allCases.map { [strings.tabLabel($0), String(totals[$0] ?? 0)] }),
            ReportTableViewModel(
                .ratings, header: ["stars", "comments"],
                rows: (1...5).map { [String($0), String(charts.starCounts[$0 - 1])] }),
            ReportTableViewModel(
                .commentsPerMonth, header: ["month", "comments"],
                rows: zip(monthNames, charts.months).map { [$0, String($1.count)] }),
        ]
    }

    private static func ratingChart(_ charts: CommentCharts, strings: InterfaceStrings) -> BarChartViewModel {
        .bars(
            id: "chart-ratings", title: strings[.reportRatingsTitle], summary: strings[.reportRatingsSummary],
            labelHeading: strings[.reportStarsHeading], valueHeading: strings[.reportCommentsHeading],
            entries: zip((1...5).map(strings.starCount), charts.starCounts).map {
                BarChartViewModel.Entry(label: $0, value: $1)
            }.reversed(),
            emptyText: strings[.reportNoComments]
        )
    }

    private static func commentsChart(_ charts: CommentCharts, monthNames: [String], strings: InterfaceStrings)
        -> BarChartViewModel
    {
        let summary =
            if let first = monthNames.first, let last = monthNames.last {
                charts.undatedComments > 0
                    ? strings.fill(
                        .reportCommentsPerMonthUndatedPattern, count: charts.undatedComments,
                        ["first": first, "last": last, "n": NumberText.grouped(charts.undatedComments)])
                    : strings.fill(.reportCommentsPerMonthPattern, ["first": first, "last": last])
            } else {
                strings[.reportNoDatedComments]
            }
        return .columns(
            id: "chart-comments", title: strings[.reportCommentsPerMonthTitle], summary: summary,
            labelHeading: strings[.reportMonthHeading], valueHeading: strings[.reportCommentsHeading],
            entries: zip(monthNames, charts.months).enumerated().map { index, pair in
                // Months when there are few; else years under January, and under the first
                // column when its year has more than half to go.
                let (name, month) = pair
                let startsYear = month.month == 1 || (index == 0 && month.month <= 6)
                let axisLabel = charts.months.count <= 12 ? name : (startsYear ? String(month.year) : nil)
                return BarChartViewModel.Entry(label: name, value: month.count, axisLabel: axisLabel)
            },
            emptyText: strings[.reportNoDatedComments]
        )
    }
}

extension CatalogueReportViewModel.GoodsFigures {
    typealias Report = CatalogueReportViewModel

    init(context: SiteContext, feeds: FeedListing?, links: LinkBuilder) {
        let catalogue = context.catalogue
        let strings = context.strings
        let prices = context.prices
        title = strings[.catalogueReport]
        layout = LayoutViewModel(
            context: context, links: links, title: title, currentPath: .catalogueReport, isOwners: true)
        storeName = catalogue.store.name
        goodsCount = catalogue.goods.count
        let goodsByCategory = catalogue.categories.map {
            CategoryGoods(catalogue: catalogue, indices: catalogue.goodsIndices(inCategory: $0.id))
        }
        categories = zip(catalogue.categories, goodsByCategory).map { category, goods in
            Self.categoryRow(
                category, goods: goods, url: links.url(to: context.routes.category(category.id)), prices: prices)
        }
        let sellers = Array(context.bestSellers.prefix(Report.topCount))
        topSellers = sellers.enumerated().map { offset, goods in
            Report.RankedRow(
                rank: String(offset + 1), title: goods.title, url: links.url(to: context.routes.goods(goods.id)),
                value: NumberText.grouped(goods.saleCount), detail: ""
            )
        }
        let variants = VariantFigures(catalogue: catalogue)
        warnings = Self.warnings(
            in: catalogue, variants: variants, links: links, routes: context.routes, strings: strings)

        let charts = CatalogueCharts(catalogue: catalogue)
        let bands = charts.bands.starts.indices.map { charts.bands.range(ofBand: $0) }
        priceBandLabels = bands.map {
            prices.prefix + NumberText.grouped($0.from / 100) + "–" + NumberText.grouped($0.to / 100)
        }
        priceCharts = Self.priceCharts(charts, bandLabels: priceBandLabels, strings: strings)
        priceRows = charts.categoryPrices.map {
            Report.PriceRow(name: $0.category.name, counts: $0.counts.map(NumberText.grouped))
        }
        let stockLabels = [
            strings[.reportInStock], strings.fill(.reportLowStockPattern, ["n": String(CatalogueCharts.lowStock)]),
            strings[.soldOut],
        ]
        stockChart = .bars(
            id: "chart-stock", title: strings[.reportStockTitle],
            summary: strings.fill(.reportStockSummaryPattern, ["n": String(CatalogueCharts.lowStock)]),
            labelHeading: strings[.stock], valueHeading: strings[.reportGoodsHeading],
            entries: zip(stockLabels, [charts.inStock, charts.lowInStock, charts.soldOut]).map {
                BarChartViewModel.Entry(label: $0, value: $1)
            },
            emptyText: strings[.reportNoGoods]
        )
        variantStockChart = variants.map { variants in
            .bars(
                id: "chart-variant-stock", title: strings[.reportVariantStockTitle],
                summary: strings.variantStockSummary(count: variants.count, lowStock: CatalogueCharts.lowStock),
                labelHeading: strings[.stock], valueHeading: strings[.reportVariantsHeading],
                entries: zip(stockLabels, [variants.inStock, variants.lowInStock, variants.soldOut]).map {
                    BarChartViewModel.Entry(label: $0, value: $1)
                },
                emptyText: ""
            )
        }

        // Counted by index: an element read by `for` or `count(where:)` is a copy of the goods item.
        let goods = catalogue.goods
        let missing =
            Lack.allCases.map { lack in
                (strings[lack.label], goods.indices.count { lack.isLacked(byItemAt: $0, in: goods) })
            }
            + (variants.map {
                [
                    (strings[.reportVariantsWithoutImage], $0.withoutImage),
                    (strings[.reportVariantsWithoutGTIN], $0.withoutGTIN),
                ]
            } ?? [])
        let photos = PhotoFigures(catalogue: catalogue, links: links)
        let photoRows = [
            (strings[.reportPhotosWithoutAlt], photos.goodsWithoutAlt),
            (
                strings.fill(
                    .reportFewPhotosPattern, count: Report.minimumPhotos, ["n": String(Report.minimumPhotos)]),
                photos.goodsWithFewPhotos
            ),
            (
                strings.fill(.reportSmallPhotosPattern, ["side": String(PhotoFigures.googleMinimumSide)]),
                photos.goodsUnderGoogleMinimum
            ),
        ]
        readiness = (missing + photoRows).map { Report.ReadinessRow(label: $0.0, count: NumberText.grouped($0.1)) }
        let leftOut: [FeedListing.Refusal]
        if let listing = feeds {
            leftOut = listing.refusals
            if let variants {
                feedStatus = strings.feedStatusWithVariants(
                    listed: listing.entries.count, items: goods.count - variants.goodsCount + variants.count,
                    variants: variants.count, goods: variants.goodsCount
                )
            } else {
                feedStatus = strings.fill(
                    .reportFeedsListPattern, count: goodsCount,
                    ["n": NumberText.grouped(listing.entries.count), "total": NumberText.grouped(goodsCount)])
            }
        } else {
            // No feeds, but the goods the rules would leave out are named all the same; with
            // no address, an image's URL is not judged.
            leftOut = catalogue.goods.flatMap(FeedListing.refusalsJudgingNoAddress)
            feedStatus = strings[.reportNoFeeds]
        }
        let refusals = leftOut.map { refusal in
            let problems = refusal.problems.map { $0.text(in: strings) }.joined(separator: "; ")
            return (
                goods: refusal.goods,
                problems: [refusal.variant.map { strings.variantProblem($0.id, problems) } ?? problems]
            )
        }
        leftOutOfFeeds = refusals.map { refusal in
            Report.Warning(
                goodsTitle: refusal.goods.title, goodsID: refusal.goods.id,
                url: links.url(to: context.routes.goods(refusal.goods.id)),
                problem: refusal.problems.joined(separator: "; ")
            )
        }
        photosToImprove = photos.shortfalls.map { shortfall in
            let goods = catalogue.goods[shortfall.goodsIndex]
            return Report.Warning(
                goodsTitle: goods.title, goodsID: goods.id, url: links.url(to: context.routes.goods(goods.id)),
                problem: shortfall.text(in: strings))
        }
        tables = Self.tables(
            categories: goodsByCategory, catalogue: catalogue, prices: prices, sellers: sellers, warnings: warnings,
            charts: charts, variants: variants, stockLabels: stockLabels, readiness: missing + photoRows,
            refusals: refusals, photosToImprove: photosToImprove
        )
    }

    /// What the feeds want that a goods item can lack, for the readiness table. A variant's
    /// image and GTIN are its own: they are counted per variant (``VariantFigures``).
    private enum Lack: CaseIterable {
        case image, brand, description, gtin

        var label: InterfaceStrings.Key {
            switch self {
            case .image: .reportNoImage
            case .brand: .reportNoBrand
            case .description: .reportNoDescription
            case .gtin: .reportNoGTIN
            }
        }

        /// Whether the goods item at `index` lacks this, read field by field: an item handed
        /// over whole is copied, which for every item of 10,000s costs milliseconds.
        func isLacked(byItemAt index: Int, in goods: [GoodsItem]) -> Bool {
            switch self {
            case .image:
                goods[index].variants.isEmpty
                    && FeedListing.image(large: goods[index].image, thumb: goods[index].thumb) == nil
            case .brand: (goods[index].brand ?? "").isEmpty
            case .description: (goods[index].description ?? "").allSatisfy(\.isWhitespace)
            case .gtin: goods[index].variants.isEmpty && goods[index].gtin == nil
            }
        }
    }

    /// What the report shows of a category's goods: read by index, not copied.
    private struct CategoryGoods {
        let count: Int
        let stock: Int
        /// Their prices, lowest first.
        let sortedPrices: [Money]

        init(catalogue: Catalogue, indices: [Int]) {
            count = indices.count
            stock = indices.reduce(0) { $0 + catalogue.goods[$1].stock }
            sortedPrices = indices.map { catalogue.goods[$0].price }.sorted()
        }
    }

    private static func categoryRow(_ category: Category, goods: CategoryGoods, url: String, prices: PriceFormatter)
        -> Report.CategoryRow
    {
        let none = "—"
        let sorted = goods.sortedPrices
        let median = sorted.isEmpty ? nil : Report.median(of: sorted)
        return Report.CategoryRow(
            name: category.name, url: url,
            goodsCount: NumberText.grouped(goods.count),
            stock: NumberText.grouped(goods.stock),
            minimumPrice: sorted.first.map(prices.string) ?? none,
            medianPrice: median.map(prices.string) ?? none,
            maximumPrice: sorted.last.map(prices.string) ?? none
        )
    }

    /// The catalogue's warnings about goods items, then each sold-out item, then each variant
    /// sold out or low on stock, in goods order.
    private static func warnings(
        in catalogue: Catalogue, variants: VariantFigures?, links: LinkBuilder, routes: Routes,
        strings: InterfaceStrings
    ) -> [Report.Warning] {
        let noted = catalogue.warnings.compactMap { warning in
            warning.goodsID.flatMap { id in
                catalogue.goodsIndex(withID: id).map {
                    ($0, Report.field(of: warning), Report.problem(of: warning, in: strings))
                }
            }
        }
        let soldOut = catalogue.goods.indices.filter { catalogue.goods[$0].stock == 0 }.map {
            ($0, String?.none, strings[.reportSoldOutProblem])
        }
        let shortVariants = (variants?.shortages ?? []).map { shortage in
            let stock = shortage.variant.stock
            return (
                shortage.goodsIndex, String?.none,
                strings.variantProblem(
                    shortage.variant.id, stock == 0 ? strings[.reportSoldOutProblem] : strings.lowStock(stock))
            )
        }
        return (noted + soldOut + shortVariants).enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { _, entry in
                let goods = catalogue.goods[entry.0]
                return Report.Warning(
                    goodsTitle: goods.title, goodsID: goods.id, url: links.url(to: routes.goods(goods.id)),
                    field: entry.1, problem: entry.2)
            }
    }

    private static func priceCharts(_ charts: CatalogueCharts, bandLabels: [String], strings: InterfaceStrings)
        -> [BarChartViewModel]
    {
        charts.categoryPrices.enumerated().map { index, entry in
            BarChartViewModel.bars(
                id: "chart-prices-\(index + 1)",
                title: strings.fill(.reportPricesTitlePattern, ["category": entry.category.name]),
                summary: strings.fill(
                    .reportPricesSummaryPattern, count: entry.counts.reduce(0, +),
                    ["n": NumberText.grouped(entry.counts.reduce(0, +)), "category": entry.category.name]),
                labelHeading: strings[.price], valueHeading: strings[.reportGoodsHeading],
                entries: zip(bandLabels, entry.counts).map { BarChartViewModel.Entry(label: $0, value: $1) },
                emptyText: strings[.noGoodsInCategory]
            )
        }
    }

    /// The tables made from the goods alone, with plain values for a spreadsheet.
    private static func tables(
        categories: [CategoryGoods], catalogue: Catalogue, prices: PriceFormatter, sellers: [GoodsItem],
        warnings: [Report.Warning],
        charts: CatalogueCharts, variants: VariantFigures?, stockLabels: [String], readiness: [(String, Int)],
        refusals: [(goods: GoodsItem, problems: [String])], photosToImprove: [Report.Warning]
    ) -> [ReportTableViewModel] {
        let decimal = prices.decimal(for:)
        return [
            ReportTableViewModel(
                .categories,
                header: ["category", "goods", "stock", "min_price", "median_price", "max_price", "currency"],
                rows:
                    zip(catalogue.categories, categories).map { category, goods in
                        let sorted = goods.sortedPrices
                        return [
                            category.name, String(goods.count), String(goods.stock),
                            sorted.first.map(decimal) ?? "", sorted.isEmpty ? "" : decimal(Report.median(of: sorted)),
                            sorted.last.map(decimal) ?? "", prices.currency,
                        ]
                    }),
            ReportTableViewModel(
                .topSellers, header: ["rank", "id", "title", "sold"],
                rows:
                    sellers.enumerated().map { [String($0 + 1), $1.id, $1.title, String($1.saleCount)] }),
            ReportTableViewModel(
                .warnings, header: ["id", "title", "problem"],
                rows: warnings.map { [$0.goodsID, $0.goodsTitle, $0.fieldAndProblem] }),
            ReportTableViewModel(
                .priceDistribution, header: ["category", "from", "to", "currency", "goods"],
                rows:
                    charts.categoryPrices.flatMap { entry in
                        entry.counts.indices.map { band in
                            let range = charts.bands.range(ofBand: band)
                            return [
                                entry.category.name, decimal(Money(cents: range.from)), decimal(Money(cents: range.to)),
                                prices.currency, String(entry.counts[band]),
                            ]
                        }
                    }),
            // With variants, a third column counts them.
            ReportTableViewModel(
                .stock, header: ["status", "goods"] + (variants == nil ? [] : ["variants"]),
                rows:
                    stockLabels.indices.map { index in
                        [stockLabels[index], String([charts.inStock, charts.lowInStock, charts.soldOut][index])]
                            + (variants.map { [String([$0.inStock, $0.lowInStock, $0.soldOut][index])] } ?? [])
                    }),
            ReportTableViewModel(
                .feedReadiness, header: ["missing", "goods"], rows: readiness.map { [$0, String($1)] }),
            ReportTableViewModel(
                .leftOutOfFeeds, header: ["id", "title", "problems"],
                rows:
                    refusals.map { [$0.goods.id, $0.goods.title, $0.problems.joined(separator: "; ")] }),
            ReportTableViewModel(
                .photosToImprove, header: ["id", "title", "problems"],
                rows: photosToImprove.map { [$0.goodsID, $0.goodsTitle, $0.problem] }),
        ]
    }
}

extension CatalogueReportViewModel {
    /// The field of its goods item a warning is in: its place after the item's index
    /// (`[3].title` → `title`); `nil` when there is none (or the place is a spreadsheet's row).
    static func field(of warning: FixtureWarning) -> String? {
        let field = warning.place.drop { $0 != "]" }.dropFirst().drop { $0 == "." }
        return field.isEmpty ? nil : String(field)
    }

    /// A warning's problem in the store's language, naming its variant when it is about one
    /// (`variant "a": market price 8.00 is below the price 10.00`).
    static func problem(of warning: FixtureWarning, in strings: InterfaceStrings) -> String {
        let problem = warning.kind.text(in: strings)
        return warning.variantID.map { strings.variantProblem($0, problem) } ?? problem
    }

    static func median(of sorted: [Money]) -> Money {
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
        changes.everyPage || changes.anyGoodsItem || changes.anyRating || changes.warnings || !changes.goods.isEmpty
    }

    /// Whether the figures made from the goods alone can differ after `changes`: all but the
    /// comment count, the best rated, the comment totals, the ratings and comments-per-month
    /// charts and their tables, which the comments make.
    static func goodsFiguresAreAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem || changes.warnings
    }

    /// Whether the figures made from the comments can differ from `before`'s to `after`'s
    /// site: they show the comments, the ratings and the titles of the goods items ranked by
    /// rating (and ties are ranked by title).
    static func commentFiguresAreAffected(by changes: SiteChanges, from before: SiteContext, to after: SiteContext)
        -> Bool
    {
        guard !changes.everyPage, !changes.anyRating, let goodsChanges = after.goodsChanges,
            goodsChanges.comments.isEmpty
        else { return true }
        return goodsChanges.items.contains { before.catalogue.goods[$0].title != after.catalogue.goods[$0].title }
    }
}
