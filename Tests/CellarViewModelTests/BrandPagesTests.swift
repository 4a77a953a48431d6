import CellarModel
import CellarTestSupport
@testable import CellarViewModels
import Testing

/// The brands index and the brand pages of a small catalogue: "Penfolds" with 30 goods (two
/// pages of 24), "antinori" with one, and one goods item without a brand.
struct BrandPagesTests {
    static let catalogue: Catalogue = {
        var goods = (1...30).map { index in
            var item = TestData.goods("p\(index)", sales: index == 7 ? 100 : index)
            item.brand = "Penfolds"
            return item
        }
        var antinori = TestData.goods("a1")
        antinori.brand = "antinori"
        goods.append(antinori)
        goods.append(TestData.goods("plain"))
        return TestData.catalogue(store: TestData.store(baseURL: "https://host/shop/"), goods: goods)
    }()
    let site = SiteViewModel(catalogue: catalogue)

    @Test func theIndexListsEveryBrandAToZIgnoringCaseWithItsCount() throws {
        let index = try #require(site.viewModel(for: .brands).model as? BrandsPageViewModel)
        #expect(index.heading == "Brands")
        #expect(index.brands.map(\.name) == ["antinori", "Penfolds"])
        #expect(index.brands.map(\.countText) == ["1 item", "30 items"])
        #expect(index.brands.map(\.url) == ["../brand/antinori/", "../brand/\(Slug.make(from: "Penfolds"))/"])
        #expect(index.layout.pageTitle == "Brands — Cellar")
        #expect(index.breadcrumbData?.crumbs.map(\.url) == ["https://host/shop/", "https://host/shop/brands/"])
    }

    @Test func aBrandIsPagedAndSortedLikeACategory() throws {
        #expect(site.pages.filter { $0.summaryKind == "brand" }.count == 1 + 2 + 1)
        #expect(site.path(of: .brand(index: 1, page: 2)).value == "brand/\(Slug.make(from: "Penfolds"))/page/2/")
        let first = try #require(site.viewModel(for: .brand(index: 1, page: 1)).model as? BrandPageViewModel)
        let second = try #require(site.viewModel(for: .brand(index: 1, page: 2)).model as? BrandPageViewModel)
        #expect(first.name == "Penfolds")
        #expect(first.countText == "30 items")
        #expect(first.goods.count == 24)
        #expect(second.goods.count == 6)
        // Best sellers first: p7 sold the most, then p30, p29 …; the last page ends with p1.
        #expect(first.goods.prefix(3).map(\.id) == ["p7", "p30", "p29"])
        #expect(second.goods.map(\.id) == ["p6", "p5", "p4", "p3", "p2", "p1"])
        #expect(first.pagination.next?.url == "../../brand/\(Slug.make(from: "Penfolds"))/page/2/")
        #expect(second.pagination.previous?.url == "../../../../brand/\(Slug.make(from: "Penfolds"))/")
        #expect(second.layout.pageTitle == "Penfolds · Page 2 of 2 — Cellar")
    }

    @Test func aBrandPageHasBreadcrumbsHomeBrandsBrand() throws {
        let page = try #require(site.viewModel(for: .brand(index: 0, page: 1)).model as? BrandPageViewModel)
        #expect(page.brandsURL == "../../brands/")
        #expect(page.goods.map(\.url) == ["../../goods/a1/"])
        #expect(page.breadcrumbData?.crumbs.map(\.name) == ["Home", "Brands", "antinori"])
        #expect(page.breadcrumbData?.crumbs.last?.url == "https://host/shop/brand/antinori/")
    }

    @Test func theSitemapListsTheBrandPages() throws {
        let sitemap = try #require(site.viewModel(for: .sitemap).sitemap)
        #expect(sitemap.locations.contains("https://host/shop/brands/"))
        #expect(sitemap.locations.contains("https://host/shop/brand/antinori/"))
        #expect(sitemap.locations.contains("https://host/shop/brand/\(Slug.make(from: "Penfolds"))/page/2/"))
    }

    @Test func aShopWithoutBrandsHasNoBrandPages() {
        let plain = SiteViewModel(catalogue: TestData.catalogue(goods: [TestData.goods("plain")]))
        #expect(!plain.pages.contains { $0.summaryKind == "brand" })
    }

    @Test func renamingABrandMovesItsPagesAndRebuildsThem() throws {
        var renamed = Self.catalogue.goods
        renamed[30].brand = "aalto"
        let after = SiteViewModel(
            catalogue: TestData.catalogue(store: Self.catalogue.store, goods: renamed), strings: TestData.english,
            reusing: site)
        let changes = after.changes(since: site)
        // The same pages, but brand 0 is now aalto, at another path.
        #expect(after.pages == site.pages)
        #expect(SiteViewModel.pagePathsAreAffected(by: changes))
        #expect(after.path(of: .brand(index: 0, page: 1)) != site.path(of: .brand(index: 0, page: 1)))
        #expect(after.page(.brands, isAffectedBy: changes))
    }
}
