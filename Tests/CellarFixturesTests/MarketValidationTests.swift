@testable import CellarFixtures
import Testing
@testable import CellarModel

/// store.json's `markets`: the places the shop sells in, the first the default.
struct MarketValidationTests {
    private static func storeJSON(markets: String, extra: String = "") -> String {
        #"{"name": "Cellar", "currency": "CNY", "locale": "zh-CN", "baseURL": "https://shop.example.cn/""#
            + extra + #", "markets": "# + markets + "}"
    }

    private func markets(_ markets: String, extra: String = "") throws -> [Market] {
        try FixtureFolder(["store.json": Self.storeJSON(markets: markets, extra: extra)]).load().store.markets
    }

    private func problems(_ markets: String, extra: String = "") -> [String] {
        FixtureFolder(["store.json": Self.storeJSON(markets: markets, extra: extra)]).errors().map(\.description)
    }

    @Test func readsEveryField() throws {
        let read = try markets(
            #"""
            [{"id": "cn", "label": "中文 · CNY"},
             {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "baseURL": "https://shop.example.com/",
              "rate": 0.14, "rounding": "0.99", "label": "English · USD", "tax": {"percent": 8.25, "included": false},
              "shipping": [{"country": "US", "service": "Express", "price": 9.99, "freeFrom": 99, "currency": "USD"}]},
             {"id": "jp", "locale": "ja", "currency": "JPY", "path": "/jp/tokyo/", "rate": 21.5, "rounding": "10"},
             {"id": "hk", "locale": "zh-HK", "currency": "CNY", "path": "/hk-1/", "shipping": []}]
            """#)
        #expect(
            read == [
                Market(id: "cn", locale: "zh-CN", currency: "CNY", label: "中文 · CNY"),
                Market(
                    id: "us", locale: "en", currency: "USD", folder: "en/", baseURL: "https://shop.example.com/",
                    pricing: .converted(ExchangeRate(millionths: 140_000), .ninetyNine), label: "English · USD",
                    tax: Tax(basisPoints: 825, isIncluded: false),
                    shipping: [
                        ShippingRate(
                            country: "US", service: "Express", price: Money(cents: 999), freeFrom: Money(cents: 9900))
                    ]),
                Market(
                    id: "jp", locale: "ja", currency: "JPY", folder: "jp/tokyo/",
                    pricing: .converted(ExchangeRate(millionths: 21_500_000), .ten)),
                Market(id: "hk", locale: "zh-HK", currency: "CNY", folder: "hk-1/", shipping: []),
            ])
    }

    @Test func theDefaultMarketMayRepeatTheStoresSettings() throws {
        let read = try markets(
            #"""
            [{"id": "cn", "locale": "zh-cn", "currency": "CNY", "path": "/", "baseURL": "https://shop.example.cn"},
             {"id": "sg", "locale": "ZH-cn", "currency": "SGD", "path": "/sg/", "rate": 0.19}]
            """#)
        #expect(read.map(\.locale) == ["zh-CN", "zh-CN"], "one language, spelled as the store spells it")
        #expect(read[0].folder == "" && read[0].baseURL == nil && read[0].pricing == .storePrices)
        #expect(read[1].pricing == .converted(ExchangeRate(millionths: 190_000), .cent), "to the cent by default")
    }

    @Test(arguments: [
        ("0.14", 140_000), ("1", 1_000_000), ("1e-6", 1), ("0.1400000", 140_000), ("7.123456", 7_123_456),
        ("1.5E2", 150_000_000),
    ])
    func readsRatesExactly(literal: String, millionths: Int) throws {
        let read = try markets(
            #"[{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": "#
                + literal + "}]")
        #expect(read[1].pricing == .converted(ExchangeRate(millionths: millionths), .cent))
    }

    @Test func withoutMarketsOrWithOneTheStoreIsTheOnlyMarket() throws {
        #expect(try markets("[]").isEmpty)
        #expect(try markets("null").isEmpty)
        let folder = FixtureFolder(["store.json": Self.storeJSON(markets: #"[{"id": "cn"}]"#)])
        folder.write("docs/about.md", "# 关于")
        let catalogue = try folder.load()
        #expect(catalogue.defaultMarket == Market(id: "cn", locale: "zh-CN", currency: "CNY"))
        #expect(catalogue.warnings.allSatisfy { !$0.file.hasPrefix("translations") }, "nothing to translate to")
        #expect(catalogue.inMarket(catalogue.defaultMarket).goods == catalogue.goods)
    }

    @Test func reportsEveryProblemAtOnce() {
        let found = problems(
            #"""
            [{"id": "cn", "locale": "en", "currency": "USD", "path": "/cn/", "rate": 1,
              "baseURL": "https://cn.example/"},
             {"id": "us", "locale": "english", "currency": "usd", "path": "en", "rate": 0, "rounding": "5",
              "label": ""},
             {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "baseURL": "shop.example.com/en"},
             {"id": "uk", "locale": "en-GB", "currency": "GBP", "path": "/en/", "rate": -0.1},
             {"id": "eu", "locale": "fr", "currency": "EUR", "path": "/", "baseURL": "https://eu.example.com/"},
             {"id": "de", "locale": "de", "currency": "EUR", "path": "/de/", "baseURL": "https://EU.example.com",
              "rate": 0.1234567, "rouding": "1"},
             {"id": "au", "locale": "en-AU", "currency": "AUD", "path": "/au//", "rounding": "0.99"},
             {"id": "nz", "locale": "en-NZ", "currency": "NZD", "path": "/nz/", "rate": "0.2", "rounding": 1,
              "baseURL": "https://shop.example.cn/"},
             {"locale": "en", "path": "/x/"},
             "ca"]
            """#)
        #expect(
            found == [
                #"store.json.markets[0].locale: must be the store's locale, "zh-CN": the default market speaks it "#
                    + #"(store.json's locale sets both); found "en""#,
                #"store.json.markets[0].currency: must be the store's currency, "CNY": the default market sells at "#
                    + #"goods.json's prices; found "USD""#,
                #"store.json.markets[0].path: must be "/": the default market's pages are the site's root; found "#
                    + #""/cn/""#,
                #"store.json.markets[0].baseURL: must be store.json's baseURL or left out: the default market is "#
                    + #"served at the store's; found "https://cn.example/""#,
                "store.json.markets[0].rate: must be left out: the default market sells at goods.json's prices, "
                    + "in the store's currency",
                #"store.json.markets[1].locale: must be a language tag like "en" or "zh-CN", found "english""#,
                #"store.json.markets[1].currency: must be 3 uppercase letters (ISO 4217, like "CNY"), found "usd""#,
                #"store.json.markets[1].path: must be a folder like "/en/": one or more names of a-z, 0-9 and -, "#
                    + #"each between slashes ("/" is the default market's); found "en""#,
                #"store.json.markets[1].rounding: must be one of "0.01", "0.99", "1", "10", found "5""#,
                "store.json.markets[1].rate: must be a number above 0 (what one of the store's currency is in the "
                    + "market's), found 0",
                "store.json.markets[1].label: must not be empty",
                #"store.json.markets[2].id: duplicate id "us" (first at .markets[1])"#,
                #"store.json.markets[2].baseURL: must be an absolute http(s) URL like "https://en.example.com/", "#
                    + #"found "shop.example.com/en""#,
                "store.json.markets[2]: needs a rate or a price list: its currency USD is not the store's CNY",
                #"store.json.markets[3].path: "/en/" is the path of .markets[2] too: each market has a folder of "#
                    + "its own",
                "store.json.markets[3].rate: must be a number above 0 (what one of the store's currency is in the "
                    + "market's), found -0.1",
                #"store.json.markets[4].path: must be a folder like "/en/": one or more names of a-z, 0-9 and -, "#
                    + #"each between slashes ("/" is the default market's); found "/""#,
                "store.json.markets[4]: needs a rate or a price list: its currency EUR is not the store's CNY",
                "store.json.markets[5].rouding: is not a key a market has (its keys are id, locale, currency, path, "
                    + "baseURL, rate, rounding, prices, label, tax, shipping, sells)",
                #"store.json.markets[5].baseURL: "https://EU.example.com" is the baseURL of .markets[4] too: each "#
                    + "market has an address of its own",
                "store.json.markets[5].rate: has more than 6 decimals, found 0.1234567",
                #"store.json.markets[6].path: must be a folder like "/en/": one or more names of a-z, 0-9 and -, "#
                    + #"each between slashes ("/" is the default market's); found "/au//""#,
                "store.json.markets[6].rounding: is set without a rate: it rounds the prices a rate converts",
                "store.json.markets[6]: needs a rate or a price list: its currency AUD is not the store's CNY",
                #"store.json.markets[7].baseURL: is store.json's baseURL, where the default market is served; found "#
                    + #""https://shop.example.cn/""#,
                #"store.json.markets[7].rounding: must be one of "0.01", "0.99", "1", "10", found 1"#,
                "store.json.markets[7].rate: must be a number above 0 (what one of the store's currency is in the "
                    + #"market's), found "0.2""#,
                "store.json.markets[8].id: is required",
                "store.json.markets[8].currency: is required",
                "store.json.markets[9]: must be an object, found \"ca\"",
            ])
    }

    @Test func reportsAMarketListThatIsNoList() {
        #expect(problems(#"{"id": "cn"}"#) == ["store.json.markets: must be an array, found an object"])
    }

    @Test func aConvertedMarketCannotSellThroughStripePaymentLinks() {
        let markets = #"[{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14}]"#
        #expect(
            problems(markets, extra: #", "checkout": {"provider": "stripe"}"#) == [
                "store.json.markets[1].rate: cannot convert prices with the stripe checkout: its Payment Links sell "
                    + "at goods.json's prices, in the store's currency CNY"
            ])
        let sameCurrency = #"[{"id": "cn"}, {"id": "tw", "locale": "zh-TW", "currency": "CNY", "path": "/tw/"}]"#
        #expect(problems(sameCurrency, extra: #", "checkout": {"provider": "stripe"}"#) == [])
    }

    @Test(arguments: [
        ("snipcart", #"{"provider": "snipcart", "publicAPIKey": "ZmFrZS1rZXk+/="}"#),
        ("foxy", #"{"provider": "foxy", "storeDomain": "cellar.foxycart.com"}"#),
    ])
    func aMarketInAnotherCurrencyCannotSellThroughAProviderOfOneCurrency(provider: String, checkout: String) {
        let markets = #"[{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14}]"#
        #expect(
            problems(markets, extra: #", "checkout": "# + checkout) == [
                "store.json.markets[1].currency: cannot be USD with the \(provider) checkout: it charges every cart "
                    + "in the currency its account is set to, the store's CNY; sell this market through the "
                    + "endpoint or the order e-mail, or in CNY"
            ])
        let sameCurrency = #"[{"id": "cn"}, {"id": "tw", "locale": "zh-TW", "currency": "CNY", "path": "/tw/"}]"#
        #expect(problems(sameCurrency, extra: #", "checkout": "# + checkout) == [])
    }

    @Test func checksTheMarketsTaxAndShippingAsTheStores() {
        let markets = #"""
            [{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14,
              "tax": {"percent": 100, "included": true, "rate": 1},
              "shipping": [{"country": "US", "price": 5, "currency": "CNY"}, {"country": "us", "price": -1}]}]
            """#
        #expect(
            problems(markets) == [
                "store.json.markets[1].tax.rate: is not a setting of the tax (they are percent and included)",
                "store.json.markets[1].tax.percent: must be a number above 0 and below 100 with at most two decimals "
                    + "(13 for 13%), found 100",
                #"store.json.markets[1].shipping[0].currency: must be the market's currency, "USD", which the order "#
                    + #"is charged in; found "CNY""#,
                #"store.json.markets[1].shipping[1].country: must be 2 uppercase letters (ISO 3166-1, like "CN"), "#
                    + #"found "us""#,
                "store.json.markets[1].shipping[1].price: must be a number ≥ 0, found -1",
            ])
    }

    @Test func reportsARateThatWouldConvertAPriceBeyondWhatAPriceHolds() {
        let folder = FixtureFolder([
            "store.json": Self.storeJSON(
                markets:
                    #"[{"id": "cn"}, {"id": "vn", "locale": "vi", "currency": "VND", "path": "/vn/", "rate": 1e9}]"#),
            "goods.json": #"[{"id": "g-1", "title": "Cask", "category": "wine", "price": 99999999}]"#,
        ])
        #expect(
            folder.errors().map(\.description) == [
                "store.json.markets[1].rate: converts the largest price, 99999999.00, to more than a price can hold"
            ])
    }
}
