import CellarTestSupport
import CellarModel
@testable import CellarViewModels
import Testing

/// The data the script reads (catalogue, search index, category facets) and the pages it fills.
struct ScriptDataTests {
    static let catalogue: Catalogue = {
        var goods = [
            Fixture.goods("a", price: 5_000, stock: 3, sales: 1),
            Fixture.goods("b", price: 12_000, stock: 0, sales: 9, thumb: nil),
            Fixture.goods("c", category: "beer", price: 900, sales: 5),
            Fixture.goods("d", price: 38_800, sales: 4),
            Fixture.goods("e", price: 150_000, sales: 2),
        ]
        goods[0].brand = "Penfolds"
        goods[0].origin = "Australia"
        goods[1].brand = "Torres"
        goods[3].brand = "Penfolds"
        goods[3].scent = ""
        return Fixture.catalogue(
            store: Fixture.store(baseURL: "https://host/shop/"),
            categories: [Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer & Ale"), Category(id: "empty", name: "Empty")],
            goods: goods,
            comments: [Fixture.comment("c1", on: "d", star: 4), Fixture.comment("c2", on: "d", star: 5)]
        )
    }()
    let site = SiteViewModel(catalogue: catalogue)

    private func data<T>(_ page: Page, _ extract: (PageViewModel) -> T?) throws -> T {
        try #require(extract(site.viewModel(for: page)))
    }

    @Test func theScriptsPagesAndDataAreInTheSiteButNotInTheSitemap() throws {
        for page in [Page.cart, .checkout, .search, .catalogueData, .searchIndex] {
            #expect(site.pages.contains(page))
        }
        #expect(site.pages.filter { if case .categoryFacets = $0 { true } else { false } }.count == 3)
        #expect(site.path(of: .catalogueData).file == "data/catalogue.json")
        #expect(site.path(of: .searchIndex).file == "data/search.json")
        #expect(site.path(of: .categoryFacets(index: 1)).file == "data/category/beer.json")
        #expect(site.path(of: .cart).file == "cart/index.html")
        guard case .sitemap(let sitemap) = site.viewModel(for: .sitemap) else { throw NotASitemap() }
        #expect(!sitemap.urls.isEmpty)
        #expect(!sitemap.urls.contains { $0.contains("cart") || $0.contains("search") || $0.contains("checkout") || $0.contains("data/") })
    }

    @Test func catalogueDataHasEveryGoodsPriceAndStockWithLinksFromTheDataFile() throws {
        let model = try data(.catalogueData) { if case .catalogueData(let model) = $0 { model } else { nil } }
        #expect(model.items.map(\.id) == ["a", "b", "c", "d", "e"])
        let first = model.items[0]
        #expect(first.price == "¥50.00")
        #expect(first.cents == 5_000)
        #expect(first.stock == 3)
        #expect(first.url == "../goods/a/")
        #expect(first.thumbURL == "../media/images/a.svg")
        #expect(model.items[1].thumbURL == nil)
        #expect(model.items[1].stock == 0)
    }

    @Test func searchIndexListsBestSellersFirstWithCategoryIndexAndRating() throws {
        let model = try data(.searchIndex) { if case .searchIndex(let model) = $0 { model } else { nil } }
        #expect(model.categories == ["Wine", "Beer & Ale", "Empty"])
        #expect(model.entries.map(\.id) == ["b", "c", "d", "e", "a"])
        let beer = model.entries[1]
        #expect(beer.category == 1)
        #expect(beer.cents == 900)
        #expect(beer.rating == nil)
        #expect(model.entries[2].rating == "4.5")
        #expect(model.entries[4].brand == "Penfolds")
        #expect(model.entries[0].url == "../goods/b/")
    }

    @Test func facetsCountValuesMostCommonFirstAndSkipMissingOnes() throws {
        let model = try data(.categoryFacets(index: 0)) { if case .categoryFacets(let model) = $0 { model } else { nil } }
        #expect(model.facets.map(\.key) == ["brand", "origin"])
        #expect(model.facets[0].label == "Brand")
        #expect(model.facets[0].values == [.init(value: "Penfolds", count: 2), .init(value: "Torres", count: 1)])
        #expect(model.facets[1].values == [.init(value: "Australia", count: 1)])
        #expect(model.goods.map(\.card.id) == ["b", "d", "e", "a"])
        let sold = model.goods[0].card
        #expect(sold.isSoldOut)
        #expect(sold.salesText == "9 sold")
        #expect(!sold.rating.hasRating)
        #expect(sold.rating.label == "No ratings yet")
        #expect(model.goods[1].card.rating.value == "4.5")
        #expect(model.goods[1].card.rating.label == "Rated 4.5 out of 5")
        #expect(model.goods[1].card.url == "../../goods/d/")
    }

    @Test func priceBandsFollowTheSpreadAndCoverEveryGoodsOnce() throws {
        let model = try data(.categoryFacets(index: 0)) { if case .categoryFacets(let model) = $0 { model } else { nil } }
        let bands = model.priceBands
        #expect(bands.count >= 2)
        #expect(bands.map(\.count).reduce(0, +) == 4)
        #expect(bands.first?.low == 0)
        #expect(bands.last?.high == nil)
        for (lower, upper) in zip(bands, bands.dropFirst()) {
            #expect(lower.high != nil && lower.high! <= upper.low)
        }
        #expect(bands.first?.label.hasPrefix("Under ¥") == true)
        #expect(bands.last?.label.hasSuffix("and above") == true)
        #expect(bands.allSatisfy { $0.id == "\($0.low / 100)-\($0.high.map { String($0 / 100) } ?? "")" })
    }

    @Test func oneGoodsOrOnePriceMakesNoBands() {
        let formatter = PriceFormatter(currency: "CNY")
        #expect(CategoryFacetsViewModel.bands(prices: [Money(cents: 100)], prices: formatter, strings: Fixture.english).isEmpty)
        #expect(CategoryFacetsViewModel.bands(prices: [Money(cents: 100), Money(cents: 100)], prices: formatter, strings: Fixture.english).isEmpty)
    }

    @Test func bandsForASpreadOfPrices() {
        let prices = [30, 60, 90, 120, 150, 300, 450, 800, 1_200, 2_500].map { Money(cents: $0 * 100) }
        let bands = CategoryFacetsViewModel.bands(prices: prices, prices: PriceFormatter(currency: "CNY"), strings: Fixture.english)
        #expect(bands.map(\.id) == ["0-100", "100-200", "200-1000", "1000-"])
        #expect(bands.map(\.label) == ["Under ¥100", "¥100 – ¥200", "¥200 – ¥1,000", "¥1,000 and above"])
        #expect(bands.map(\.count) == [3, 2, 3, 2])
    }

    @Test(arguments: [(0.4, 1), (137.0, 100), (160.0, 200), (388.0, 500), (740.0, 500), (760.0, 1_000), (2_400.0, 2_000)])
    func roundNumbers(_ value: Double, _ expected: Int) {
        #expect(CategoryFacetsViewModel.roundNumber(value) == expected)
    }

    @Test func categoryPagesPointAtTheirFiltersDataUnlessEmpty() throws {
        let wine = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        #expect(wine.filtersDataURL == "../../data/category/wine.json")
        let empty = try #require(site.viewModel(for: .category(index: 2, page: 1)).category)
        #expect(empty.filtersDataURL == nil)
    }

    @Test func layoutLinksTheScriptCartSearchAndDataFromAnyPage() throws {
        let goods = try #require(site.viewModel(for: .goods(index: 0)).goods)
        #expect(goods.layout.scriptURL == "../../assets/store/main.js")
        #expect(goods.layout.faviconURL == "../../assets/favicon.svg")
        #expect(goods.layout.cartURL == "../../cart/")
        #expect(goods.layout.searchPageURL == "../../search/")
        #expect(goods.layout.catalogueDataURL == "../../data/catalogue.json")
        #expect(goods.layout.pricePrefix == "¥")
        #expect(goods.layout.searchURL == "../../categories/")
    }

    @Test func cardsNameTheirGoodsOnTheAddToCartButton() throws {
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        #expect(page.goods.first?.addToCartLabel == "Add to cart: Title b")
    }

    @Test func checkoutOffersEmailOnlyWithAnOrderAddressAndChecksPhonesByLocale() throws {
        guard case .checkout(let english) = site.viewModel(for: .checkout) else { Issue.record("not checkout"); return }
        #expect(english.orderEmail == nil)
        #expect(english.cartURL == "../cart/")
        let englishPhone = try Regex(english.phonePattern)
        #expect(try englishPhone.wholeMatch(in: "+441234567") != nil)
        #expect(try englishPhone.wholeMatch(in: "1234567") != nil)
        #expect(try englishPhone.wholeMatch(in: "123456") == nil)
        #expect(try englishPhone.wholeMatch(in: "1234567890123456") == nil)
        #expect(try englishPhone.wholeMatch(in: "12-34567") == nil)

        var store = Fixture.store(locale: "zh-CN")
        store.orderEmail = "orders@example.com"
        let chinese = SiteViewModel(catalogue: Fixture.catalogue(store: store))
        guard case .checkout(let model) = chinese.viewModel(for: .checkout) else { Issue.record("not checkout"); return }
        #expect(model.orderEmail == "orders@example.com")
        #expect(model.heading == "去结算")
        let phone = try Regex(model.phonePattern)
        #expect(try phone.wholeMatch(in: "13800138000") != nil)
        #expect(try phone.wholeMatch(in: "23800138000") == nil)
        #expect(try phone.wholeMatch(in: "1380013800") == nil)
        #expect(try phone.wholeMatch(in: "+8613800138000") == nil)
    }

    private struct NotASitemap: Error {}
}
