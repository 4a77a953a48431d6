import Testing
@testable import CellarModel

struct CatalogueInMarketTests {
    private static let china = Market(id: "cn", locale: "zh-CN", currency: "CNY")
    private static let america = Market(
        id: "us", locale: "en", currency: "USD", folder: "en/",
        pricing: .converted(ExchangeRate(millionths: 140_000), .ninetyNine), label: "English · USD",
        tax: Tax(basisPoints: 800, isIncluded: false))
    private static let hongKong = Market(
        id: "hk", locale: "zh-CN", currency: "HKD", folder: "hk/",
        pricing: .converted(ExchangeRate(millionths: 1_100_000), .cent),
        shipping: [ShippingRate(country: "HK", price: Money(cents: 3000))])

    private static let english = Translation(
        locale: "en", tagline: "Wine we tasted",
        categories: ["wine": .init(name: "Wine")],
        goods: [
            "g-1": .init(title: "Château X", description: "A red."),
            "g-2": .init(description: "A lager."),
        ],
        docs: ["about": DocPage(name: "about", title: "About us", markdown: "# About us")])

    private func catalogue() -> Catalogue {
        let store = Store(
            name: "酒窖", tagline: "我们品尝过的酒", currency: "CNY", locale: "zh-CN",
            shipping: [ShippingRate(country: "CN", price: Money(cents: 1000), freeFrom: Money(cents: 12_900))],
            tax: Tax(basisPoints: 1300, isIncluded: true), markets: [Self.china, Self.america, Self.hongKong])
        let variants = [
            Variant(id: "750", values: ["750 ml"], price: Money(cents: 12_900), marketPrice: Money(cents: 15_000)),
            Variant(id: "1500", values: ["1.5 L"], price: Money(cents: 25_000)),
        ]
        return Catalogue(
            store: store,
            categories: [
                Category(id: "wine", name: "葡萄酒", description: "红酒和白酒"), Category(id: "beer", name: "啤酒"),
            ],
            goods: [
                GoodsItem(
                    id: "g-1", title: "X 酒庄", category: "wine", options: ["Size"], variants: variants,
                    description: "红葡萄酒"),
                GoodsItem(
                    id: "g-2", title: "拉格", category: "beer", price: Money(cents: 1200),
                    marketPrice: Money(cents: 1500), description: "啤酒"),
                GoodsItem(id: "g-3", title: "免费品尝", category: "beer", price: Money(cents: 0)),
            ],
            comments: [],
            docs: [
                DocPage(name: "about", title: "关于", markdown: "# 关于"),
                DocPage(name: "delivery", title: "配送", markdown: "# 配送"),
            ],
            translations: [Self.english])
    }

    @Test func theDefaultMarketIsTheStoreAsItIs() {
        let base = catalogue()
        #expect(base.defaultMarket == Self.china)
        let shown = base.inMarket(Self.china)
        #expect(shown.store == base.store)
        #expect(shown.goods == base.goods)
        #expect(shown.categories == base.categories)
        #expect(shown.docs == base.docs)
    }

    @Test func aStoreWithoutMarketsHasItsOwnAsTheDefault() {
        let store = Store(name: "Cellar", currency: "EUR", locale: "fr")
        let catalogue = Catalogue(store: store, categories: [], goods: [], comments: [], docs: [])
        #expect(catalogue.defaultMarket == Market(id: "", locale: "fr", currency: "EUR"))
    }

    @Test func convertsEveryPriceWithTheMarketsRounding() {
        let shown = catalogue().inMarket(Self.america)
        let wine = shown.goods[0]
        #expect(wine.variants.map(\.price.cents) == [1899, 3599], "129.00 × 0.14 = 18.06, 250.00 × 0.14 = 35.00")
        #expect(wine.variants.map(\.marketPrice?.cents) == [2199, nil], "150.00 × 0.14 = 21.00")
        #expect(wine.price.cents == 1899, "the lowest variant's")
        #expect(shown.goods[1].price.cents == 199, "12.00 × 0.14 = 1.68")
        #expect(shown.goods[1].marketPrice?.cents == 299)
        #expect(shown.goods[2].price.cents == 0, "free stays free")
        #expect(shown.store.currency == "USD")
        #expect(shown.store.locale == "en")
    }

    @Test func convertsTheStoresDeliveryRatesOrTakesTheMarketsOwn() {
        let america = catalogue().inMarket(Self.america)
        #expect(
            america.store.shipping == [
                ShippingRate(country: "CN", price: Money(cents: 199), freeFrom: Money(cents: 1899))
            ])
        #expect(america.store.tax == Tax(basisPoints: 800, isIncluded: false), "the market's tax")
        let hongKong = catalogue().inMarket(Self.hongKong)
        #expect(hongKong.store.shipping == [ShippingRate(country: "HK", price: Money(cents: 3000))])
        #expect(hongKong.store.tax == Tax(basisPoints: 1300, isIncluded: true), "the store's tax")
        #expect(hongKong.goods[1].price.cents == 1320, "12.00 × 1.1, to the cent")
    }

    @Test func showsTheTranslationsTextsAndTheFixturesWhereItHasNone() {
        let shown = catalogue().inMarket(Self.america)
        #expect(shown.store.tagline == "Wine we tasted")
        #expect(shown.store.name == "酒窖", "the name is not translated")
        #expect(shown.goods.map(\.title) == ["Château X", "拉格", "免费品尝"])
        #expect(shown.goods.map(\.description) == ["A red.", "A lager.", nil])
        #expect(shown.categories.map(\.name) == ["Wine", "啤酒"])
        #expect(shown.categories.map(\.description) == ["红酒和白酒", nil], "no translated description: the fixtures'")
        #expect(shown.docs.map(\.title) == ["About us", "配送"])
        #expect(shown.goods.map(\.id) == ["g-1", "g-2", "g-3"])
    }

    @Test func aMarketWithoutATranslationShowsTheFixturesTexts() {
        let base = catalogue()
        let shown = base.inMarket(Self.hongKong)
        #expect(shown.goods.map(\.title) == base.goods.map(\.title))
        #expect(shown.store.tagline == base.store.tagline)
        #expect(shown.docs == base.docs)
    }

    @Test func keepsTheIndicesAndRevisions() {
        let base = catalogue()
        let shown = base.inMarket(Self.america)
        #expect(shown.goods(withID: "g-2")?.title == "拉格")
        #expect(shown.goods(inCategory: "beer").map(\.id) == ["g-2", "g-3"])
        let changes = shown.goodsChanges(since: base.inMarket(Self.hongKong))
        #expect(changes?.items == [] && changes?.comments == [], "two markets' catalogues of one goods list")
    }

    @Test func theTranslationsPicturesAreAmongTheLocalImages() {
        let translation = Translation(
            locale: "en", categories: ["wine": .init(description: "![Red](images/red.jpg)")],
            goods: ["g-1": .init(description: "![Label](images/label-en.jpg)")],
            docs: ["about": DocPage(name: "about", title: "About", markdown: "![Door](images/door-en.jpg)")])
        let catalogue = Catalogue(
            store: Store(name: "Cellar", currency: "CNY"), categories: [Category(id: "wine", name: "Wine")],
            goods: [GoodsItem(id: "g-1", title: "X", category: "wine", price: Money(cents: 100))], comments: [],
            docs: [], translations: [translation])
        #expect(catalogue.localImagePaths == ["images/door-en.jpg", "images/label-en.jpg", "images/red.jpg"])
    }
}
