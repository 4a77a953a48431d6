import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

struct CatalogueReportTests {
    private static func report(
        goods: [GoodsItem], comments: [CellarModel.Comment] = [], categories: [CellarModel.Category]? = nil
    ) throws -> CatalogueReportViewModel {
        let catalogue = TestData.catalogue(
            categories: categories ?? [
                Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer"),
                Category(id: "none", name: "None"),
            ],
            goods: goods, comments: comments
        )
        return try #require(SiteViewModel(catalogue: catalogue).viewModel(for: .catalogueReport).report)
    }

    @Test func pricesPerCategory() throws {
        let report = try Self.report(goods: [
            TestData.goods("w1", category: "wine", price: 400, stock: 1),
            TestData.goods("w2", category: "wine", price: 100, stock: 2),
            TestData.goods("w3", category: "wine", price: 301, stock: 3),
            TestData.goods("w4", category: "wine", price: 200, stock: 4),
            TestData.goods("b1", category: "beer", price: 900),
            TestData.goods("b2", category: "beer", price: 100),
            TestData.goods("b3", category: "beer", price: 500),
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
            TestData.comment("a1", on: "a", star: 4), TestData.comment("a2", on: "a", star: 4),
            TestData.comment("a3", on: "a", star: 5),
            TestData.comment("b1", on: "b", star: 5), TestData.comment("b2", on: "b", star: 5),
            TestData.comment("c1", on: "c", star: 5), TestData.comment("c2", on: "c", star: 5),
            TestData.comment("c3", on: "c", star: 5),
        ]
        let report = try Self.report(goods: ["a", "b", "c"].map { TestData.goods($0) }, comments: comments)
        #expect(report.topRated.map(\.title) == ["Title c", "Title a"])
        #expect(report.topRated.map(\.value) == ["5.0", "4.3"])
        #expect(report.topRated.map(\.detail) == ["3 reviews", "3 reviews"])
        #expect(report.topRated.map(\.rank) == ["1", "2"])
        #expect(report.commentCount == "8")
        #expect(report.commentTotals.map(\.count) == ["8", "8", "0", "0", "0"])
    }

    @Test func topSellers() throws {
        let report = try Self.report(goods: [
            TestData.goods("a", sales: 5), TestData.goods("b", sales: 1_500), TestData.goods("c", sales: 5),
        ])
        #expect(report.topSellers.map(\.title) == ["Title b", "Title a", "Title c"])
        #expect(report.topSellers.map(\.value) == ["1,500", "5", "5"])
        #expect(report.topSellers.first?.url == "../goods/b/")
    }

    @Test func warningsNameTheGoods() throws {
        let report = try Self.report(goods: [
            TestData.goods("fine", price: 100, market: 200),
            TestData.goods("bare", thumb: nil, image: nil),
            TestData.goods("blank", description: "  \n"),
            TestData.goods("cheap", price: 14_500, market: 9_900),
            TestData.goods("gone", stock: 0),
        ])
        #expect(report.hasWarnings)
        let found = report.warnings.map { "\($0.goodsID): \($0.problem)" }
        #expect(
            found == [
                "bare: no image",
                "blank: no description",
                "cheap: market price 99.00 is below the price 145.00",
                "gone: sold out",
            ])
        #expect(report.warnings.first?.goodsTitle == "Title bare")
        #expect(report.warnings.first?.url == "../goods/bare/")
    }

    @Test func noWarnings() throws {
        let report = try Self.report(goods: [TestData.goods("fine")])
        #expect(!report.hasWarnings)
        #expect(report.goodsCount == "1")
        #expect(report.title == "Catalogue report")
        #expect(report.layout.robots == "noindex" && report.layout.canonicalURL == nil, "the owner's page, not indexed")
    }

    /// Apart from the site, the report reaches the site's pages through its folder, and its
    /// CSV tables beside it; the site has no report pages then.
    @Test func aReportApartLinksIntoTheSiteFolder() throws {
        let catalogue = TestData.catalogue(goods: [TestData.goods("a")])
        let site = SiteViewModel(
            catalogue: catalogue, strings: .theme(catalogue.store.locale), reports: .apart(siteFolder: "../site"))
        #expect(!site.pages.contains(Page.catalogueReport) && site.reportPages.contains(Page.catalogueReport))
        #expect(site.reportPages.count == 2 + ReportTableViewModel.Name.allCases.count)
        let report = try #require(site.viewModel(for: .catalogueReport).report)
        #expect(report.categories.first?.url.hasPrefix("../site/category/") == true)
        #expect(report.layout.frame.stylesheetURL == "../site/assets/style.css")
        #expect(report.tableLinks.first?.url == ReportTableViewModel.Name.allCases[0].rawValue + ".csv")
        #expect(report.layout.frame.docsLinks.allSatisfy { $0.url.hasPrefix("../site/") })
    }

    @Test func theMarkdownReportShowsTheFiguresWithLinksFromTheReportsFolder() throws {
        let site = SiteViewModel(catalogue: TestData.catalogue(goods: [TestData.goods("a", price: 1_250, sales: 3)]))
        let page = site.viewModel(for: .catalogueReportMarkdown)
        #expect(page.template == "catalogue-report.md")
        let markdown = try #require(page.report)
        #expect(site.path(of: .catalogueReportMarkdown).value == "reports/catalogue.md")
        #expect(markdown.goodsCount == "1")
        #expect(markdown.categories.map(\.url) == ["../category/wine/"])
        #expect(markdown.categories.map(\.medianPrice) == ["¥12.50"])
        #expect(markdown.topSellers.map(\.url) == ["../goods/a/"])
        #expect(markdown.topSellers.map(\.value) == ["3"])
        #expect(markdown.tableLinks.first.map { [$0.label, $0.url] } == ["categories.csv", "categories.csv"])
    }
}
