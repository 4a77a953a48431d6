import CellarModel
import CellarTestSupport
@testable import CellarViewModels
import Testing

/// The sale pages of a small catalogue: 30 goods items a tenth off ("s1" … "s30", two pages of
/// 24), "half" at half price, "variant" on sale through one of its variants, "full" at its
/// market price and "plain" without one.
struct SalePagesTests {
    static let catalogue: Catalogue = {
        var goods = (1...30).map { TestData.goods("s\($0)", price: 9_000, market: 10_000, sales: $0) }
        goods.append(TestData.goods("half", price: 5_000, market: 10_000))
        var variant = TestData.goods("variant", price: 10_000, market: 10_000)
        variant.options = ["Size"]
        variant.variants = [
            Variant(
                id: "small", values: ["750 ml"], price: Money(cents: 10_000), marketPrice: Money(cents: 10_000),
                stock: 5),
            Variant(
                id: "large", values: ["1.5 L"], price: Money(cents: 14_000), marketPrice: Money(cents: 20_000), stock: 5
            ),
        ]
        goods.append(variant)
        goods.append(TestData.goods("full", price: 10_000, market: 10_000))
        goods.append(TestData.goods("plain"))
        return TestData.catalogue(store: TestData.store(baseURL: "https://host/shop/"), goods: goods)
    }()
    let site = SiteViewModel(catalogue: catalogue)

    @Test func theGoodsOnSaleArePagedWithTheLargestSavingFirst() throws {
        #expect(site.pages.filter { $0.summaryKind == "sale" } == [.sale(page: 1), .sale(page: 2)])
        #expect(site.path(of: .sale(page: 2)).value == "sale/page/2/")
        let first = try #require(site.viewModel(for: .sale(page: 1)).model as? SalePageViewModel)
        let second = try #require(site.viewModel(for: .sale(page: 2)).model as? SalePageViewModel)
        #expect(first.heading == "Sale")
        #expect(first.countText == "32 items")
        #expect(first.goods.count == 24)
        // Half off, then the variant's 30% off, then a tenth off, best sellers first.
        #expect(first.goods.prefix(4).map(\.id) == ["half", "variant", "s30", "s29"])
        #expect(second.goods.map(\.id) == ["s8", "s7", "s6", "s5", "s4", "s3", "s2", "s1"])
        #expect(!(first.goods + second.goods).contains { ["full", "plain"].contains($0.id) })
        #expect(first.pagination.next?.url == "../sale/page/2/")
        #expect(second.layout.pageTitle == "Sale · Page 2 of 2 — Cellar")
        #expect(first.breadcrumbData?.crumbs.map(\.name) == ["Home", "Sale"])
        #expect(first.breadcrumbData?.crumbs.map(\.url) == ["https://host/shop/", "https://host/shop/sale/"])
    }

    @Test func everyPageLinksTheSaleAndTheSitemapListsItsPages() throws {
        let goodsPage = try #require(
            site.viewModel(for: site.pages.first { $0.summaryKind == "goods" }!).model as? GoodsPageViewModel)
        #expect(goodsPage.layout.frame.saleLink == LinkViewModel(label: "Sale", url: "../../sale/"))
        let sitemap = try #require(site.viewModel(for: .sitemap).sitemap)
        #expect(sitemap.locations.contains("https://host/shop/sale/"))
        #expect(sitemap.locations.contains("https://host/shop/sale/page/2/"))
    }

    @Test func aShopWithNothingOnSaleHasNoSalePageAndNoLink() throws {
        let plain = SiteViewModel(
            catalogue: TestData.catalogue(goods: [TestData.goods("plain"), TestData.goods("full", market: 10_000)]))
        #expect(!plain.pages.contains { $0.summaryKind == "sale" })
        let home = try #require(plain.viewModel(for: .home).model as? HomePageViewModel)
        #expect(home.layout.frame.saleLink == nil)
    }

    @Test func thePriceThatEndsTheLastSaleTakesTheLinkFromEveryPage() throws {
        let one = TestData.catalogue(goods: [TestData.goods("a", price: 9_000, market: 10_000), TestData.goods("b")])
        let before = SiteViewModel(catalogue: one)
        var goods = one.goods
        goods[0].marketPrice = nil
        let after = SiteViewModel(
            catalogue: TestData.catalogue(goods: goods), strings: TestData.english, reusing: before)
        let changes = after.changes(since: before)
        #expect(changes.everyPage, "the sale link is gone from every page")
        #expect(!after.pages.contains { $0.summaryKind == "sale" })
        // A price within the sale changes the sale page; one outside it does not.
        var cheaper = one.goods
        cheaper[0].price = Money(cents: 8_000)
        let repriced = SiteViewModel(
            catalogue: TestData.catalogue(goods: cheaper), strings: TestData.english, reusing: before)
        let repricing = repriced.changes(since: before)
        #expect(!repricing.everyPage)
        #expect(repriced.page(.sale(page: 1), isAffectedBy: repricing))
        var other = one.goods
        other[1].price = Money(cents: 8_000)
        let otherRepriced = SiteViewModel(
            catalogue: TestData.catalogue(goods: other), strings: TestData.english, reusing: before)
        #expect(!otherRepriced.page(.sale(page: 1), isAffectedBy: otherRepriced.changes(since: before)))
        // Putting it on sale adds it to the sale page.
        other[1].marketPrice = Money(cents: 9_000)
        let onSale = SiteViewModel(
            catalogue: TestData.catalogue(goods: other), strings: TestData.english, reusing: before)
        #expect(onSale.page(.sale(page: 1), isAffectedBy: onSale.changes(since: before)))
    }

    /// The sale pages, by number, that `goods` (the catalogue's, changed) may change.
    func salePagesAffected(by change: (inout [GoodsItem]) -> Void) -> [Int] {
        var goods = Self.catalogue.goods
        change(&goods)
        let after = SiteViewModel(
            catalogue: TestData.catalogue(store: Self.catalogue.store, goods: goods), strings: TestData.english,
            reusing: site)
        let changes = after.changes(since: site)
        return [1, 2].filter { after.page(.sale(page: $0), isAffectedBy: changes) }
    }

    @Test func aChangedGoodsItemChangesTheSalePagesItsCardLeavesAndReaches() {
        func index(of id: String) -> Int { Self.catalogue.goods.firstIndex { $0.id == id }! }
        // Half price still saves the most: its card changes, on page 1 alone.
        #expect(salePagesAffected { $0[index(of: "half")].price = Money(cents: 4_000) } == [1])
        // Saving less than every other goods item a tenth off, "s2" goes after "s1", on page 2.
        #expect(salePagesAffected { $0[index(of: "s2")].price = Money(cents: 9_010) } == [2])
        // Saving more, "s3" goes from page 2 to the third place: each goods item between moves.
        #expect(salePagesAffected { $0[index(of: "s3")].price = Money(cents: 8_990) } == [1, 2])
        // Another goods item on sale changes the count every sale page shows.
        #expect(salePagesAffected { $0[index(of: "full")].price = Money(cents: 9_500) } == [1, 2])
        // A goods item not on sale, before or after, changes none.
        #expect(salePagesAffected { $0[index(of: "plain")].price = Money(cents: 1_234) } == [])
    }
}
