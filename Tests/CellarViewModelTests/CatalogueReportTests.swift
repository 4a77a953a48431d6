import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

struct CatalogueReportTests {
    private static func report(goods: [Goods], comments: [CellarModel.Comment] = [], categories: [CellarModel.Category]? = nil) throws -> CatalogueReportViewModel {
        let catalogue = Fixture.catalogue(
            categories: categories ?? [Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer"), Category(id: "none", name: "None")],
            goods: goods, comments: comments
        )
        return try #require(SiteViewModel(catalogue: catalogue).viewModel(for: .catalogueReport).report)
    }

    @Test func pricesPerCategory() throws {
        let report = try Self.report(goods: [
            Fixture.goods("w1", category: "wine", price: 400, stock: 1),
            Fixture.goods("w2", category: "wine", price: 100, stock: 2),
            Fixture.goods("w3", category: "wine", price: 301, stock: 3),
            Fixture.goods("w4", category: "wine", price: 200, stock: 4),
            Fixture.goods("b1", category: "beer", price: 900),
            Fixture.goods("b2", category: "beer", price: 100),
            Fixture.goods("b3", category: "beer", price: 500),
        ])
        let wine = report.categories[0]
        #expect(wine.goodsCount == "4")
        #expect(wine.stock == "10")
        #expect(wine.minimumPrice == "¥1.00")
        #expect(wine.medianPrice == "¥2.51", "even count: mean of the middle two, rounded half up")
        #expect(wine.maximumPrice == "¥4.00")
        let beer = report.categories[1]
        #expect([beer.minimumPrice, beer.medianPrice, beer.maximumPrice] == ["¥1.00", "¥5.00", "¥9.00"])
        let none = report.categories[2]
        #expect([none.goodsCount, none.minimumPrice, none.medianPrice, none.maximumPrice] == ["0", "—", "—", "—"])
        #expect(report.categories.map(\.url) == ["../category/wine/", "../category/beer/", "../category/none/"])
    }

    @Test func topRatedNeedsThreeComments() throws {
        let comments = [
            Fixture.comment("a1", on: "a", star: 4), Fixture.comment("a2", on: "a", star: 4), Fixture.comment("a3", on: "a", star: 5),
            Fixture.comment("b1", on: "b", star: 5), Fixture.comment("b2", on: "b", star: 5),
            Fixture.comment("c1", on: "c", star: 5), Fixture.comment("c2", on: "c", star: 5), Fixture.comment("c3", on: "c", star: 5),
        ]
        let report = try Self.report(goods: ["a", "b", "c"].map { Fixture.goods($0) }, comments: comments)
        #expect(report.topRated.map(\.title) == ["Title c", "Title a"])
        #expect(report.topRated.map(\.value) == ["5.0", "4.3"])
        #expect(report.topRated.map(\.detail) == ["3 reviews", "3 reviews"])
        #expect(report.topRated.map(\.rank) == ["1", "2"])
        #expect(report.commentCount == "8")
        #expect(report.commentTotals.map(\.count) == ["8", "8", "0", "0", "0"])
    }

    @Test func topSellers() throws {
        let report = try Self.report(goods: [
            Fixture.goods("a", sales: 5), Fixture.goods("b", sales: 1_500), Fixture.goods("c", sales: 5),
        ])
        #expect(report.topSellers.map(\.title) == ["Title b", "Title a", "Title c"])
        #expect(report.topSellers.map(\.value) == ["1,500", "5", "5"])
        #expect(report.topSellers.first?.url == "../goods/b/")
    }

    @Test func warningsNameTheGoods() throws {
        let report = try Self.report(goods: [
            Fixture.goods("fine", price: 100, market: 200),
            Fixture.goods("bare", thumb: nil, image: nil),
            Fixture.goods("blank", description: "  \n"),
            Fixture.goods("cheap", price: 14_500, market: 9_900),
            Fixture.goods("gone", stock: 0),
        ])
        #expect(report.hasWarnings)
        let found = report.warnings.map { "\($0.goodsID): \($0.problem)" }
        #expect(found == [
            "bare: no image",
            "blank: no description",
            "cheap: market price 99.00 is below the price 145.00",
            "gone: sold out",
        ])
        #expect(report.warnings.first?.goodsTitle == "Title bare")
        #expect(report.warnings.first?.url == "../goods/bare/")
    }

    @Test func noWarnings() throws {
        let report = try Self.report(goods: [Fixture.goods("fine")])
        #expect(!report.hasWarnings)
        #expect(report.goodsCount == "1")
        #expect(report.title == "Catalogue report")
        #expect(report.layout.frame.reportLink.isCurrent)
    }

    @Test func markdownReportHasTheSameModel() throws {
        let site = SiteViewModel(catalogue: Fixture.catalogue(goods: [Fixture.goods("a")]))
        let markdown = site.viewModel(for: .catalogueReportMarkdown)
        #expect(markdown.template == "catalogue-report.md")
        #expect(try #require(markdown.report) == site.viewModel(for: .catalogueReport).report)
        #expect(site.path(of: .catalogueReportMarkdown).value == "reports/catalogue.md")
    }
}
