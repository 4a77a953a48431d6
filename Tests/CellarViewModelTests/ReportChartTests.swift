import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

@Suite("Report charts")
struct ReportChartTests {
    private static func report(goods: [GoodsItem], comments: [CellarModel.Comment] = []) throws
        -> CatalogueReportViewModel
    {
        let catalogue = TestData.catalogue(
            categories: [Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer")], goods: goods,
            comments: comments
        )
        return try #require(SiteViewModel(catalogue: catalogue).viewModel(for: .catalogueReport).report)
    }

    private static func comment(_ id: String, star: Double, year: Int, month: Int) -> CellarModel.Comment {
        Comment(
            id: id, goodsID: "a", star: star, createdAt: Timestamp(year: year, month: month, day: 3, hour: 0, minute: 0)
        )
    }

    @Test func pricesPerCategoryInSharedBands() throws {
        let report = try Self.report(goods: [
            TestData.goods("a", category: "wine", price: 1_500), TestData.goods("b", category: "wine", price: 4_999),
            TestData.goods("c", category: "wine", price: 25_000), TestData.goods("d", category: "beer", price: 1_000),
        ])
        #expect(report.priceBandLabels == ["¥10–20", "¥20–50", "¥50–100", "¥100–200", "¥200–500"])
        #expect(report.priceCharts.map { $0.bars.map(\.value) } == [[1, 1, 0, 0, 1], [1, 0, 0, 0, 0]])
        #expect(report.priceRows.map(\.counts) == [["1", "1", "0", "0", "1"], ["1", "0", "0", "0", "0"]])
        let wine = report.priceCharts[0]
        #expect(wine.title == "Prices: Wine")
        // Bars start after the labels, the longest spans the plot, the others in proportion.
        #expect(wine.bars.map(\.x) == Array(repeating: 130, count: 5))
        #expect(wine.bars.map(\.width) == [240, 240, 0, 0, 240])
        #expect(wine.bars.map(\.y) == [8, 36, 64, 92, 120])
        #expect(wine.bars.map(\.valueX) == [376, 376, 136, 136, 376])
        #expect(wine.bars.map(\.axisLabelX) == Array(repeating: 122, count: 5))
        #expect(wine.height == 2 * 8 + 5 * 28 - 10)
    }

    @Test func ratingsCountEachCommentAtItsRoundedStars() throws {
        let stars = [5, 4.5, 4.4, 3, 0.2, 1, 2.5]
        let report = try Self.report(
            goods: [TestData.goods("a")],
            comments: stars.enumerated().map { Self.comment("c\($0)", star: $1, year: 2024, month: 1) }
        )
        #expect(report.ratingChart.bars.map(\.label) == ["5 stars", "4 stars", "3 stars", "2 stars", "1 star"])
        #expect(report.ratingChart.bars.map(\.value) == [2, 1, 2, 0, 2])
        #expect(report.ratingChart.bars.map(\.width) == [240, 120, 240, 0, 240])
        #expect(
            report.tables[.ratings]?.rows.map(\.cells) == [
                ["1", "2"], ["2", "0"], ["3", "2"], ["4", "1"], ["5", "2"],
            ])
    }

    @Test func commentsPerMonthFillEmptyMonthsAndLabelYears() throws {
        let report = try Self.report(
            goods: [TestData.goods("a")],
            comments: [
                Self.comment("c1", star: 5, year: 2023, month: 11), Self.comment("c2", star: 5, year: 2023, month: 11),
                Self.comment("c3", star: 5, year: 2024, month: 2),
                Comment(id: "undated", goodsID: "a", star: 5),
            ] + (0..<10).map { Self.comment("d\($0)", star: 4, year: 2025, month: 1) })
        let chart = report.commentsChart
        #expect(
            chart.bars.map(\.label) == (11...12).map { "2023-\($0)" }
                + (1...12).map { "2024-\($0 < 10 ? "0" : "")\($0)" } + ["2025-01"])
        #expect(chart.bars.map(\.value) == [2, 0, 0, 1] + Array(repeating: 0, count: 10) + [10])
        #expect(
            chart.bars.compactMap(\.axisLabel) == ["2024", "2025"], "more than a year: years only, none for November")
        #expect(chart.summary.hasSuffix("1 comment has no date."))
        #expect(
            chart.bars.compactMap { $0.axisLabel == nil ? nil : $0.axisLabelX } == [
                40 + 2 * 348 / 15, 40 + 14 * 348 / 15,
            ])
        // Columns tile the plot from the scale on; the tallest is the plot's height.
        let plotWidth = 420 - 40 - 32
        #expect(chart.bars.map(\.x) == (0..<15).map { 40 + $0 * plotWidth / 15 })
        #expect(chart.bars.last?.height == 200 - 22 - 16)
        #expect(chart.bars.last?.y == 16)
        #expect(chart.bars.first?.height == 32, "2 of 10 of the plot's 162")
        #expect(chart.scaleLabel == "10")
    }

    @Test func axisLabelsThatWouldRunIntoEachOtherAreLeftOut() throws {
        // Eleven years in 348 units: 32 a year, less than a year's label takes (50).
        let comments = (2015...2025).flatMap { year in
            (1...12).map { Self.comment("c\(year)-\($0)", star: 5, year: year, month: $0) }
        }
        let chart = try Self.report(goods: [TestData.goods("a")], comments: comments).commentsChart
        #expect(chart.bars.count == 132)
        #expect(chart.bars.compactMap(\.axisLabel) == ["2015", "2017", "2019", "2021", "2023", "2025"])
        let xs = chart.bars.compactMap { $0.axisLabel == nil ? nil : $0.axisLabelX }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 >= 50 })
    }

    @Test func stockStatus() throws {
        let report = try Self.report(goods: [
            TestData.goods("a", stock: 0), TestData.goods("b", stock: 1), TestData.goods("c", stock: 10),
            TestData.goods("d", stock: 11),
        ])
        #expect(report.stockChart.bars.map(\.value) == [1, 2, 1])
        #expect(report.tables[.stock]?.rows.map { $0.cells[1] } == ["1", "2", "1"])
    }

    @Test func oneGoodsItemAndNoCommentsStillMakeSensibleCharts() throws {
        let report = try Self.report(goods: [TestData.goods("a", price: 0, stock: 0)])
        #expect(report.priceCharts[0].hasData)
        #expect(report.priceCharts[0].bars.map(\.value) == [1])
        #expect(report.priceCharts[0].bars.map(\.width) == [240])
        #expect(!report.priceCharts[1].hasData, "an empty category has nothing to draw")
        #expect(!report.ratingChart.hasData)
        #expect(report.ratingChart.bars.allSatisfy { $0.width == 0 })
        #expect(!report.commentsChart.hasData)
        #expect(report.commentsChart.bars.isEmpty)
        #expect(report.commentsChart.emptyText == "No dated comments yet.")
        #expect(report.tables[.commentsPerMonth]?.rows == [])
    }

    @Test func feedReadinessCountsWhatIsMissing() throws {
        var branded = TestData.goods("a", thumb: nil)
        branded.brand = "Penfolds"
        branded.gtin = "4006381333931"
        let report = try Self.report(goods: [branded, TestData.goods("b", description: "  ")])
        #expect(report.readiness.map(\.label).prefix(4) == ["No image", "No brand", "No description", "No GTIN"])
        #expect(report.readiness.map(\.count).prefix(4) == ["1", "1", "1", "1"])
    }

    @Test func everyTableIsACSVWithPlainNumbers() throws {
        let catalogue = TestData.catalogue(goods: [TestData.goods("a", price: 123_456, stock: 1_500)])
        let site = SiteViewModel(catalogue: catalogue)
        for name in ReportTableViewModel.Name.allCases {
            let table = try #require(site.viewModel(for: .reportTable(name)).reportTable)
            #expect(table.name == name)
            #expect(table.rows.allSatisfy { $0.cells.count == table.header.count })
            #expect(site.path(of: .reportTable(name)).value == "reports/\(name.rawValue).csv")
        }
        let categories = try #require(site.viewModel(for: .reportTable(.categories)).reportTable)
        #expect(
            categories.header == ["category", "goods", "stock", "min_price", "median_price", "max_price", "currency"])
        #expect(categories.rows.map(\.cells) == [["Wine", "1", "1500", "1234.56", "1234.56", "1234.56", "CNY"]])
    }
}
