import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

struct RoutesTests {
    private let routes = Routes(
        catalogue: TestData.catalogue(
            categories: [
                Category(id: "wine", name: "Wine"), Category(id: "Wine", name: "WINE"),
                Category(id: "白酒", name: "Baijiu"),
            ],
            goods: [TestData.goods("abc"), TestData.goods("ABC"), TestData.goods("Abc"), TestData.goods("a b")],
            docs: [
                DocPage(name: "delivery", title: "Delivery", markdown: ""),
                DocPage(name: "FAQ", title: "FAQ", markdown: ""),
            ]
        ))

    @Test func pagePaths() {
        #expect(routes.goods("abc").value == "goods/abc/")
        #expect(routes.category("wine").value == "category/wine/")
        #expect(routes.category("wine", page: 1).value == "category/wine/")
        #expect(routes.category("wine", page: 2).value == "category/wine/page/2/")
        #expect(routes.comments("abc", tab: .all, page: 2).value == "goods/abc/comments/page/2/")
        #expect(routes.comments("abc", tab: .pictures, page: 2).value == "goods/abc/comments/pictures/page/2/")
        #expect(routes.comments("abc", tab: .bad, page: 3).value == "goods/abc/comments/bad/page/3/")
        #expect(routes.doc("delivery").value == "docs/delivery/")
    }

    @Test func idsDifferingOnlyByCaseGetUniqueSlugs() {
        let goods = ["abc", "ABC", "Abc"].map { routes.goods($0).value }
        #expect(Set(goods).count == 3)
        #expect(goods[0] == "goods/abc/")
        #expect(routes.category("wine") != routes.category("Wine"))
    }

    @Test func everyPathIsSafe() {
        let paths =
            ["abc", "ABC", "Abc", "a b"].map { routes.goods($0).value }
            + ["wine", "Wine", "白酒"].map { routes.category($0).value }
            + ["delivery", "FAQ"].map { routes.doc($0).value }
        for path in paths {
            #expect(path.hasSuffix("/"))
            #expect(!path.contains(".."))
            #expect(path.split(separator: "/").count == 2, "\(path) is one folder deep")
        }
    }

    @Test func sitePathFilesAndOrder() {
        #expect(SitePath.home.file == "index.html")
        #expect(SitePath("goods/abc/").file == "goods/abc/index.html")
        #expect(SitePath.notFound.file == "404.html")
        #expect(SitePath.catalogueReportMarkdown.file == "reports/catalogue.md")
        #expect(SitePath("a/") < SitePath("b/"))
        #expect(SitePath("goods/abc/").description == "goods/abc/")
    }
}
