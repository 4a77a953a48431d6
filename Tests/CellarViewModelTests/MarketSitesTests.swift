import CellarModel
import CellarTestSupport
import Testing

@testable import CellarViewModels

/// A site of two markets: Chinese in CNY at the root (the default) and English in USD under
/// `en/`, at 0.14 rounded up to .99, with one goods item's title translated to English.
struct MarketSitesTests {
    static let markets = [
        Market(id: "cn", locale: "zh-CN", currency: "CNY"),
        Market(
            id: "us", locale: "en", currency: "USD", folder: "en/",
            pricing: .converted(ExchangeRate(millionths: 140_000), .ninetyNine)),
    ]
    static let catalogue: Catalogue = {
        var store = TestData.store(locale: "zh-CN", baseURL: "https://host/shop/")
        store.markets = markets
        let goods = ["g1", "g2"].enumerated().map { index, id in
            TestData.goods(id, price: [12_900, 5_000][index], image: "https://cdn.example/\(id).jpg")
        }
        return Catalogue(
            store: store, categories: [Category(id: "wine", name: "葡萄酒")], goods: goods, comments: [],
            docs: [DocPage(name: "delivery", title: "配送", markdown: "# 配送")],
            translations: [
                Translation(
                    locale: "en", categories: ["wine": .init(name: "Wine")], goods: ["g1": .init(title: "Red")])
            ])
    }()
    let site = SiteViewModel(
        catalogue: catalogue, strings: InterfaceStrings.theme("zh-CN"), marketStrings: ["en": TestData.english])

    private func goodsPage(_ index: Int, market: Int) throws -> GoodsPageViewModel {
        try #require(site.viewModel(for: Page.goods(index: index).inMarket(market)).goods)
    }

    @Test func everyMarketHasTheShoppersPagesAndTheRootHasTheFilesMadeOnce() {
        let paths = site.pages.map { site.path(of: $0).value }
        #expect(Set(paths).count == paths.count)
        let root = site.pages.filter { $0.market == 0 }.map { site.path(of: $0).value }
        let english = site.pages.filter { $0.market == 1 }.map { site.path(of: $0).value }
        #expect(english.allSatisfy { $0.hasPrefix("en/") })
        for shared in ["sitemap.xml", "robots.txt", "reports/catalogue.html"] {
            #expect(root.contains(shared))
            #expect(!english.contains("en/" + shared))
        }
        for page in ["", "goods/g1/", "cart/", "feeds/google.xml", "docs/delivery/"] {
            #expect(root.contains(page), "\(page)")
            #expect(english.contains("en/" + page), "\(page)")
        }
    }

    @Test func aMarketShowsItsPricesAndTranslationsAndFallsBackToTheFixturesTexts() throws {
        let chinese = try goodsPage(0, market: 0)
        let english = try goodsPage(0, market: 1)
        #expect(chinese.price == "¥129.00")
        #expect(english.price == "$18.99")
        #expect(chinese.title == "Title g1")
        #expect(english.title == "Red")
        #expect(try goodsPage(1, market: 1).title == "Title g2")
        #expect(english.productData.currency == "USD")
        #expect(english.layout.frame.language == "en")
        #expect(chinese.layout.frame.language == "zh-CN")
    }

    @Test func everyPageNamesItsVersionInEachMarketAndTheDefault() throws {
        let expected = [
            LanguageAlternate(hreflang: "zh-CN", url: "https://host/shop/goods/g1/"),
            LanguageAlternate(hreflang: "en", url: "https://host/shop/en/goods/g1/"),
            LanguageAlternate(hreflang: "x-default", url: "https://host/shop/goods/g1/"),
        ]
        let chinese = try goodsPage(0, market: 0).layout
        let english = try goodsPage(0, market: 1).layout
        #expect(chinese.alternates == expected)
        #expect(english.alternates == expected)
        #expect(english.canonicalURL == "https://host/shop/en/goods/g1/")
    }

    @Test func thePickerOpensTheSamePageInTheOtherMarketAndAssetsAreShared() throws {
        let english = try goodsPage(0, market: 1).layout
        let picker = try #require(english.marketPicker)
        #expect(picker.choices.map(\.url) == ["../../../goods/g1/", "../../../en/goods/g1/"])
        #expect(picker.choices.map(\.isCurrent) == [false, true])
        #expect(picker.choices.map(\.label) == ["中文 · CNY", "English · USD"])
        #expect(english.frame.stylesheetURL.hasPrefix("../../../assets/"))
        #expect(english.frame.homeURL == "../../")
        let chinese = try goodsPage(0, market: 0).layout
        #expect(try #require(chinese.marketPicker).choices.map(\.url) == ["../../goods/g1/", "../../en/goods/g1/"])
    }

    @Test func theSitemapListsEveryMarketsPagesWithTheirVersions() throws {
        let sitemap = try #require(site.first({ $0 == .sitemap }, as: \.sitemap))
        let english = try #require(sitemap.urls.first { $0.url == "https://host/shop/en/goods/g1/" })
        #expect(english.alternates.map(\.hreflang) == ["zh-CN", "en", "x-default"])
        #expect(sitemap.hasAlternates)
        #expect(sitemap.urls.contains { $0.url == "https://host/shop/goods/g1/" })
    }

    @Test func eachMarketsDataFilesAreInItsFolder() {
        let places = site.dataFiles().map(\.place)
        #expect(places.contains("data/cart/"))
        #expect(places.contains("en/data/cart/"))
    }

    @Test func aFeedListsItsMarketsPrices() throws {
        let page = try #require(site.pages.first { $0.market == 1 && site.path(of: $0).value == "en/feeds/google.xml" })
        let feed = try #require(site.viewModel(for: page).googleFeed)
        #expect(feed.items.map(\.price) == ["18.99 USD", "7.99 USD"])
        #expect(feed.items.first?.link == "https://host/shop/en/goods/g1/")
    }

    @Test func aSiteOfOneMarketIsTheStoresOwn() throws {
        var store = Self.catalogue.store
        store.markets = [Self.markets[0]]
        let one = SiteViewModel(
            catalogue: TestData.catalogue(store: store, goods: Self.catalogue.goods),
            strings: InterfaceStrings.theme("zh-CN"))
        #expect(one.pages.allSatisfy { $0.market == 0 })
        let layout = try #require(one.viewModel(for: .goods(index: 0)).goods).layout
        #expect(layout.alternates.isEmpty)
        #expect(layout.marketPicker == nil)
    }

    @Test func aGoodsPageNamesItsOpenGraphLocaleAndEachOtherMarketsLanguage() throws {
        func locales(_ page: GoodsPageViewModel) -> [[String]] {
            page.metaTags.filter { $0.key.hasPrefix("og:locale") }.map { [$0.key, $0.content] }
        }
        #expect(try locales(goodsPage(0, market: 0)) == [["og:locale", "zh_CN"], ["og:locale:alternate", "en_US"]])
        #expect(try locales(goodsPage(0, market: 1)) == [["og:locale", "en_US"], ["og:locale:alternate", "zh_CN"]])
        let one = SiteViewModel(
            catalogue: TestData.catalogue(goods: [TestData.goods("g1")]), strings: TestData.english)
        #expect(try locales(#require(one.viewModel(for: Page.goods(index: 0)).goods)) == [])
    }

    @Test func openGraphWritesALocaleAsLanguageAndTerritory() {
        let tags = ["zh-CN", "en", "en-GB", "zh-Hant", "zh-Hant-HK", "pt", "FR-ca", "sr", "x-default"]
        #expect(
            tags.map(OpenGraphLocale.value) == [
                "zh_CN", "en_US", "en_GB", "zh_TW", "zh_HK", "pt_BR", "fr_CA", nil, nil,
            ])
    }

    @Test func theReportHasALineForEachMarket() throws {
        let report = try #require(site.report)
        #expect(
            report.markets.map { [$0.label, $0.locale, $0.currency, $0.goodsCount] } == [
                ["中文 · CNY", "zh-CN", "CNY", "2"], ["English · USD", "en", "USD", "2"],
            ])
        // ¥50.00 × 0.14 = $7.00, up to $7.99; ¥129.00, $18.99.
        #expect(
            report.markets.map { [$0.minimumPrice, $0.maximumPrice] } == [["¥50.00", "¥129.00"], ["$7.99", "$18.99"]])
        #expect(report.markets.map(\.untranslated) == ["—", "0"])
        let one = SiteViewModel(
            catalogue: TestData.catalogue(goods: [TestData.goods("g1")]), strings: TestData.english)
        #expect(try #require(one.report).markets.isEmpty)
    }
}
