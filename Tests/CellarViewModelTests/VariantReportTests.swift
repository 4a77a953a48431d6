import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

@Suite("Catalogue report with variants")
struct VariantReportTests {
    private static func report(_ goods: [GoodsItem]) throws -> CatalogueReportViewModel {
        try #require(SiteViewModel(catalogue: TestData.catalogue(goods: goods)).viewModel(for: .catalogueReport).report)
    }

    private static func beer(_ id: String, stocks: [Int], gtin: String? = nil, image: String? = nil) -> GoodsItem {
        GoodsItem(
            id: id, title: "Beer \(id)", category: "wine", options: ["Pack"],
            variants: stocks.enumerated().map { index, stock in
                Variant(
                    id: "p\(index)", values: ["\(index) pack"], price: Money(cents: 500), stock: stock, gtin: gtin,
                    image: image)
            },
            brand: "Brew", thumb: "images/beer.jpg", description: "Hoppy."
        )
    }

    @Test func variantStockIsChartedPerVariant() throws {
        let report = try Self.report([
            TestData.goods("plain", stock: 0), Self.beer("a", stocks: [0, 3, 50, 11]), Self.beer("b", stocks: [10]),
        ])
        let chart = try #require(report.variantStockChart)
        #expect(chart.title == "Variant stock")
        #expect(chart.valueHeading == "Variants")
        #expect(chart.bars.map(\.label) == ["In stock", "Low (1–10)", "Sold out"])
        #expect(chart.bars.map(\.valueText) == ["2", "2", "1"])
        #expect(
            chart.summary
                == "How many of the 5 variants are in stock (more than 10), low on stock (1 to 10) or sold out.")
        #expect(report.stockChart.bars.map(\.valueText) == ["1", "1", "1"], "goods: a has 64 in all, b 10, plain none")
        #expect(report.tables[.stock]?.header == ["status", "goods", "variants"])
        #expect(
            report.tables[.stock]?.rows.map(\.cells) == [
                ["In stock", "1", "2"], ["Low (1–10)", "1", "2"], ["Sold out", "1", "1"],
            ])
    }

    @Test func soldOutAndLowVariantsAreNamedUnlessTheirGoodsItemIsSoldOut() throws {
        let report = try Self.report([Self.beer("a", stocks: [0, 3, 50, 10]), Self.beer("gone", stocks: [0, 0])])
        #expect(
            report.warnings.map { "\($0.goodsID): \($0.problem)" } == [
                #"a: variant "p0": sold out"#,
                #"a: variant "p1": low on stock: 3 left"#,
                #"a: variant "p3": low on stock: 10 left"#,
                "gone: sold out",
            ])
    }

    @Test func feedReadinessCountsVariantsOwnImagesAndGTINs() throws {
        let withGTIN = Self.beer("a", stocks: [1, 2], gtin: "4006381333931")
        var bare = Self.beer("b", stocks: [1, 2, 3])
        bare.thumb = nil
        let report = try Self.report([TestData.goods("plain"), withGTIN, bare])
        #expect(
            report.readiness.map { "\($0.label): \($0.count)" } == [
                "No image: 0", "No brand: 1", "No description: 0", "No GTIN: 1",
                "Variants without image: 3", "Variants without GTIN: 3",
                "Photos without alt text: 2", "Fewer than 3 photos: 3", "Photos under 100×100 px: 0",
            ])
        #expect(
            report.tables[.feedReadiness]?.rows.map(\.cells) == [
                ["No image", "0"], ["No brand", "1"], ["No description", "0"], ["No GTIN", "1"],
                ["Variants without image", "3"], ["Variants without GTIN", "3"],
                ["Photos without alt text", "2"], ["Fewer than 3 photos", "3"], ["Photos under 100×100 px", "0"],
            ])
    }

    @Test func withoutVariantsTheReportIsAsItWas() throws {
        let report = try Self.report([TestData.goods("plain", stock: 3)])
        #expect(report.variantStockChart == nil)
        #expect(report.tables[.stock]?.header == ["status", "goods"])
        #expect(
            report.readiness.map(\.label) == [
                "No image", "No brand", "No description", "No GTIN", "Photos without alt text", "Fewer than 3 photos",
                "Photos under 100×100 px",
            ])
    }
}
