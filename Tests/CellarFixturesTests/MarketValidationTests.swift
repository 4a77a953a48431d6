@testable import CellarFixtures
import Testing
@testable import CellarModel

/// store.json's markets: how each is read, and every problem named at its place, all at once.
struct MarketValidationTests {
    private static let stores = #"{"name": "Cellar", "currency": "CNY", "locale": "zh-CN", "markets": "#

    private func store(_ markets: String) throws -> Store {
        try FixtureFolder(["store.json": Self.stores + markets + "}"]).load().store
    }

    private func problems(_ markets: String, checkout: String = "") -> [String] {
        FixtureFolder(["store.json": Self.stores + markets + checkout + "}"]).errors()
            .map { "\($0.file)\($0.place): \($0.problem)" }
    }

    private static let cn = #"{"id": "cn", "locale": "zh-CN", "currency": "CNY"}"#

    @Test func readsTheDefaultMarketAtTheRootAndAnotherInItsFolderAtItsRate() throws {
        let markets = try store(
            "[" + Self.cn + #", {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14, "#
                + #""rounding": "0.99", "label": "English"}, {"id": "hk", "locale": "zh-HK", "currency": "CNY", "#
                + #""path": "/hk/", "baseURL": "https://hk.example.org/"}]"#
        ).markets
        #expect(
            markets == [
                Market(id: "cn", locale: "zh-CN", currency: "CNY"),
                Market(
                    id: "us", locale: "en", currency: "USD", folder: "en/",
                    pricing: .converted(ExchangeRate(millionths: 140_000), .ninetyNine), label: "English"),
                Market(id: "hk", locale: "zh-HK", currency: "CNY", folder: "hk/", baseURL: "https://hk.example.org/"),
            ])
        #expect(try FixtureFolder(["store.json": #"{"name": "Cellar", "currency": "CNY"}"#]).load().store.markets == [])
    }

    @Test func everyProblemIsNamedAtItsPlace() {
        let found = problems(
            #"[{"id": "cn", "locale": "en", "currency": "USD", "path": "/cn/", "rate": 2}, "#
                + #"{"id": "us", "locale": "e n", "currency": "usd", "path": "en"}, "#
                + #"{"id": "eu", "locale": "fr", "currency": "EUR", "path": "/eu/", "rate": 0, "rounding": "5"}, "#
                + #"{"id": "gb", "locale": "en-GB", "currency": "GBP", "path": "/eu/", "color": "red"}, "#
                + #"{"id": "gb", "locale": "en", "currency": "CNY", "path": "/x/", "rounding": "1"}]"#)
        #expect(
            found == [
                #"store.json.markets[0].path: is the default market's, whose pages are at the root: "/"; "#
                    + #"found "/cn/""#,
                "store.json.markets[0].rate: is the default market's, which sells at goods.json's prices: it has "
                    + "no rate",
                #"store.json.markets[0].locale: is the default market's, so it must be the store's locale "#
                    + #""zh-CN"; found "en""#,
                #"store.json.markets[1].locale: must be a language tag like "en" or "zh-CN", found "e n""#,
                #"store.json.markets[1].currency: must be 3 uppercase letters (ISO 4217, like "USD"), found "usd""#,
                """
                store.json.markets[1].path: must be a folder like "/en/" (lowercase letters, digits and -, between \
                slashes), found "en"
                """,
                """
                store.json.markets[2].rate: must be a number above 0 with at most 6 decimals (0.14: 1 of the store's \
                currency is 0.14 of the market's), found 0
                """,
                "store.json.markets[3].color: is not a setting of a market (they are baseURL, currency, id, label, "
                    + "locale, path, rate, rounding)",
                "store.json.markets[3].path: is the path of markets[2] too: each market needs its own",
                "store.json.markets[3].rate: is required: the market's currency GBP is not the store's CNY",
                #"store.json.markets[4].id: duplicate id "gb" (first at .markets[3])"#,
                #"store.json.markets[4].rounding: rounds converted prices, but "1" comes with no rate"#,
            ])
    }

    @Test func stripePaymentLinksCannotSellAtConvertedPrices() {
        let found = problems(
            "[" + Self.cn + #", {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14}]"#,
            checkout: #", "checkout": {"provider": "stripe"}"#)
        #expect(
            found.contains { $0.hasPrefix("store.json.markets[1].rate: converts prices, but Stripe Payment Links") })
    }
}
