import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

/// The goods page's market price and saving, and the card's struck-through price.
struct SavingTests {
    private func goodsPage(price: Int, market: Int?) throws -> GoodsPageViewModel {
        let site = SiteViewModel(
            catalogue: TestData.catalogue(goods: [TestData.goods("g", price: price, market: market)]))
        return try #require(site.viewModel(for: .goods(index: 0)).goods)
    }

    private func card(price: Int, market: Int?) throws -> GoodsCardViewModel {
        let site = SiteViewModel(
            catalogue: TestData.catalogue(goods: [TestData.goods("g", price: price, market: market)]))
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        return try #require(page.goods.first)
    }

    @Test func savingWhenMarketPriceIsHigher() throws {
        let page = try goodsPage(price: 14_500, market: 24_800)
        #expect(page.price == "¥145.00")
        #expect(page.marketPrice == "¥248.00")
        #expect(page.saving == "Save ¥103.00 (42%)")
    }

    @Test(arguments: [14_500, 10_000] as [Int?] + [nil])
    func noSavingUnlessMarketPriceIsHigher(market: Int?) throws {
        let page = try goodsPage(price: 14_500, market: market)
        #expect(page.marketPrice == nil)
        #expect(page.saving == nil)
        #expect(page.price == "¥145.00")
    }

    @Test func cardShowsMarketPriceOnlyAboveThePrice() throws {
        #expect(try card(price: 14_500, market: 24_800).marketPrice == "¥248.00")
        #expect(try card(price: 14_500, market: 14_500).marketPrice == nil)
        #expect(try card(price: 14_500, market: 9_900).marketPrice == nil)
        #expect(try card(price: 14_500, market: nil).marketPrice == nil)
        #expect(try card(price: 14_500, market: nil).price == "¥145.00")
    }

    @Test func savingUsesTheStoreCurrencyAndLanguage() throws {
        let catalogue = TestData.catalogue(
            store: TestData.store(currency: "USD", locale: "zh-CN"),
            goods: [TestData.goods("g", price: 7_500, market: 10_000)]
        )
        let page = try #require(SiteViewModel(catalogue: catalogue).viewModel(for: .goods(index: 0)).goods)
        #expect(page.saving == "省 $25.00（25%）")
    }
}
