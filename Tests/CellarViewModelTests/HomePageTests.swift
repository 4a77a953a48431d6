import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

struct HomePageTests {
    private static let goods = (1...10).map { TestData.goods("g\($0)", sales: $0 * 10) }

    private func home(featured: [String]?, banners: [Banner] = []) throws -> HomePageViewModel {
        let catalogue = TestData.catalogue(
            store: TestData.store(featured: featured, banners: banners), goods: Self.goods)
        return try #require(SiteViewModel(catalogue: catalogue).viewModel(for: .home).home)
    }

    @Test func featuredOrderWhenPresent() throws {
        let page = try home(featured: ["g2", "g9", "g1"])
        #expect(page.goodsHeading == "Featured")
        #expect(page.goods.map(\.id) == ["g2", "g9", "g1"])
    }

    @Test func bestSellersOtherwise() throws {
        let page = try home(featured: nil)
        #expect(page.goodsHeading == "Best sellers")
        #expect(page.goods.map(\.id) == ["g10", "g9", "g8", "g7", "g6", "g5", "g4", "g3"])
    }

    @Test func homeLayout() throws {
        let page = try home(featured: nil)
        #expect(page.layout.pageTitle == "Cellar")
        #expect(page.layout.frame.homeURL == "./")
        #expect(page.layout.frame.stylesheetURL == "assets/style.css")
        #expect(page.goods.first?.url == "goods/g10/")
        #expect(page.categories.map(\.countText) == ["10 items"])
        #expect(page.categories.first?.url == "category/wine/")
    }

    @Test func bannerLinks() throws {
        let banners = [
            Banner(id: "a", image: "b/a.jpg", title: "A", link: .goods(id: "g1")),
            Banner(id: "b", image: "https://cdn/b.jpg", title: "B", link: .category(id: "wine")),
            Banner(id: "c", image: "b/c.jpg", title: "C", link: .url("https://example.com/sale")),
            Banner(id: "d", image: "javascript:alert(1)", title: "D", link: .url("javascript:alert(1)")),
        ]
        let page = try home(featured: nil, banners: banners)
        #expect(page.banners.map(\.url) == ["goods/g1/", "category/wine/", "https://example.com/sale", nil])
        #expect(page.banners.map(\.image?.src) == ["media/b/a.jpg", "https://cdn/b.jpg", "media/b/c.jpg", nil])
        #expect(
            page.banners.map { $0.image?.isMain } == [true, false, false, nil], "the first banner is the main image")
        #expect(page.banners.map(\.anchor) == ["banner-1", "banner-2", "banner-3", "banner-4"])
    }
}
