@testable import CellarFixtures
import Testing
@testable import CellarModel

struct StoreValidationTests {
    private func problems(store fields: String) -> [String] {
        FixtureFolder(["store.json": "{\"name\": \"Cellar\", \"currency\": \"CNY\"\(fields)}"]).errors()
            .map { "\($0.place): \($0.problem)" }
    }

    @Test func readsEveryField() throws {
        let folder = FixtureFolder([
            "store.json": #"""
            {"name": "Cellar Wine Shop", "tagline": "Wine, delivered", "baseURL": "https://x.github.io/shop/",
             "currency": "CNY", "locale": "zh-CN",
             "banners": [
               {"id": "b1", "image": "https://img/b1.jpg", "title": "German whites", "link": {"goods": "g-1"}},
               {"id": "b2", "image": "https://img/b2.jpg", "title": "", "link": {"category": "beer"}},
               {"id": "b3", "image": "https://img/b3.jpg", "title": "Autumn", "link": {"url": \#
            "https://example.com/autumn", "goods": null}}
             ],
             "featured": ["g-2", "g-1"], "orderEmail": "orders@example.com",
             "shipping": [{"country": "CN", "service": "Standard", "price": 0, "handlingDays": [0, 1], "transitDays": \#
            [1, 3]},
                          {"country": "HK", "price": 45.5}],
             "returns": {"country": "CN", "days": 7, "fees": "customer", "method": "store"}}
            """#
        ])
        #expect(
            try folder.load().store
                == Store(
                    name: "Cellar Wine Shop", tagline: "Wine, delivered", baseURL: "https://x.github.io/shop/",
                    currency: "CNY",
                    locale: "zh-CN",
                    banners: [
                        Banner(id: "b1", image: "https://img/b1.jpg", title: "German whites", link: .goods(id: "g-1")),
                        Banner(id: "b2", image: "https://img/b2.jpg", title: "", link: .category(id: "beer")),
                        Banner(
                            id: "b3", image: "https://img/b3.jpg", title: "Autumn",
                            link: .url("https://example.com/autumn")),
                    ],
                    featured: ["g-2", "g-1"], orderEmail: "orders@example.com",
                    shipping: [
                        ShippingRate(
                            country: "CN", service: "Standard", price: Money(cents: 0), handlingDays: 0...1,
                            transitDays: 1...3),
                        ShippingRate(country: "HK", price: Money(cents: 4550)),
                    ],
                    returns: ReturnPolicy(country: "CN", days: 7, fees: .customer, method: .store)
                ))
    }

    @Test func returnsDefaultToFreeByMail() throws {
        let folder = FixtureFolder([
            "store.json": #"{"name": "C", "currency": "CNY", "returns": {"country": "CN", "days": 0}}"#
        ])
        #expect(try folder.load().store.returns == ReturnPolicy(country: "CN", days: 0, fees: .free, method: .mail))
    }

    @Test func checksShippingAndReturns() {
        #expect(
            problems(store: #", "shipping": {"country": "CN"}"#) == [".shipping: must be an array, found an object"])
        #expect(
            problems(store: #", "shipping": [{"price": -1, "country": "china"}]"#) == [
                #".shipping[0].country: must be 2 uppercase letters (ISO 3166-1, like "CN"), found "china""#,
                ".shipping[0].price: must be a number ≥ 0, found -1",
            ])
        #expect(
            problems(
                store: #", "shipping": [{"country": "CN", "price": 0, "transitDays": [3, 1], "handlingDays": [1]}]"#)
                == [
                    ".shipping[0].handlingDays: must be [min, max]: two whole numbers of days ≥ 0, min ≤ max",
                    ".shipping[0].transitDays: must be [min, max]: two whole numbers of days ≥ 0, min ≤ max",
                ])
        #expect(problems(store: #", "shipping": [{"country": "CN"}]"#) == [".shipping[0].price: is required"])
        #expect(
            problems(store: #", "returns": {"country": "CN"}"#) == [
                ".returns.days: is required (0 when returns are not accepted)"
            ])
        #expect(
            problems(store: #", "returns": {"country": "CN", "days": 7, "fees": "shop", "method": "pigeon"}"#) == [
                #".returns.fees: must be "free" or "customer", found "shop""#,
                #".returns.method: must be "mail" or "store", found "pigeon""#,
            ])
        #expect(
            problems(store: #", "returns": {"days": 1.5}"#) == [
                ".returns.country: is required", ".returns.days: must be a whole number ≥ 0, found 1.5",
            ])
        #expect(problems(store: #", "returns": []"#) == [".returns: must be an object, found an array"])
    }

    @Test func hasDefaults() throws {
        let store = try FixtureFolder().load().store
        #expect(store.baseURL == "/")
        #expect(store.locale == "en")
        #expect(store.banners.isEmpty)
        #expect(store.featured == nil)
        #expect(store.orderEmail == nil)
        #expect(store.tagline == nil)
        #expect(store.shipping.isEmpty)
        #expect(store.returns == nil)
        #expect(store.host == nil)
    }

    @Test func requiresANameAndACurrency() {
        #expect(
            FixtureFolder(["store.json": "{}"]).errors() == [
                FixtureError(file: "store.json", place: ".name", problem: "is required"),
                FixtureError(file: "store.json", place: ".currency", problem: "is required"),
            ])
        #expect(problems(store: #", "name": """#) == [".name: must not be empty"])
        #expect(problems(store: #", "tagline": 3"#) == [".tagline: must be a string, found 3"])
    }

    @Test(arguments: ["cny", "CN", "CNYX", "C1Y", "ＣＮＹ"])
    func requiresThreeUppercaseLetterCurrency(currency: String) {
        #expect(
            problems(store: ", \"currency\": \"\(currency)\"")
                == [".currency: must be 3 uppercase letters (ISO 4217, like \"CNY\"), found \"\(currency)\""])
    }

    @Test func acceptsHTTPURLsAndPathsAsBaseURL() throws {
        for baseURL in ["/", "/shop/", "http://localhost:8080", "https://x.github.io/shop/", "HTTPS://EXAMPLE.COM"] {
            #expect(problems(store: ", \"baseURL\": \"\(baseURL)\"").isEmpty, "\(baseURL)")
        }
    }

    @Test(arguments: ["shop/", "ftp://x.com/", "https://", "https:///x", "//cdn.example.com/", "https://a b.com/"])
    func rejectsOtherBaseURLs(baseURL: String) {
        #expect(
            problems(store: ", \"baseURL\": \"\(baseURL)\"")
                == [".baseURL: must be an http(s) URL or a path starting with \"/\", found \"\(baseURL)\""])
    }

    @Test(arguments: ["en", "zh-CN", "fr", "pt-BR", "zh-Hant-TW"])
    func acceptsAnyLanguageTagAsLocale(locale: String) {
        #expect(problems(store: #", "locale": "\#(locale)""#).isEmpty)
    }

    @Test(arguments: ["", "f", "../en", "en/", "en_US", "english-language", "zh-", "en-a"])
    func rejectsALocaleThatIsNoLanguageTag(locale: String) {
        #expect(
            problems(store: #", "locale": "\#(locale)""#) == [
                #".locale: must be a language tag like "en" or "zh-CN", found "\#(locale)""#
            ])
    }

    @Test func readsTheHost() throws {
        #expect(problems(store: #", "host": "cloudflare-pages""#).isEmpty)
        #expect(
            try FixtureFolder(["store.json": #"{"name": "S", "currency": "CNY", "host": "s3"}"#]).load().store.host
                == .s3)
        #expect(
            problems(store: #", "host": "github-pages""#)
                == [
                    #"""
                    .host: must be one of "cloudflare-pages", "cloudflare-pages-paid", "netlify", "s3", found \#
                    "github-pages"
                    """#
                ])
    }

    @Test func checksBanners() {
        let banners = #"""
            , "banners": [
              {"id": "b1", "image": "https://i/1.jpg", "title": "A", "link": {"goods": "nope"}},
              {"id": "b1", "image": "", "link": {"category": "nope"}},
              {"id": "b3", "image": "https://i/3.jpg", "title": "C", "link": {"goods": "g-1", "url": "https://x"}},
              {"id": "b4", "image": "https://i/4.jpg", "title": "D", "link": {}},
              {"id": "b5", "image": "https://i/5.jpg", "title": "E", "link": {"url": ""}},
              {"id": "b6", "image": "https://i/6.jpg", "title": "F", "link": "https://x"},
              {"id": "b7", "image": "https://i/7.jpg", "title": "G"}
            ]
            """#
        #expect(
            problems(store: banners) == [
                #".banners[0].link.goods: goods "nope" does not exist in goods.json"#,
                #".banners[1].id: duplicate id "b1" (first at .banners[0])"#,
                ".banners[1].image: must not be empty",
                ".banners[1].title: is required",
                #".banners[1].link.category: category "nope" does not exist in categories.json"#,
                ".banners[2].link: must have exactly one of goods, category or url",
                ".banners[3].link: must have exactly one of goods, category or url",
                ".banners[4].link.url: must not be empty",
                #".banners[5].link: must be an object, found "https://x""#,
                ".banners[6].link: is required",
            ])
    }

    @Test func requiresFeaturedGoodsToResolve() {
        #expect(
            problems(store: #", "featured": ["g-1", "g-404", 3]"#) == [
                #".featured[1]: goods "g-404" does not exist in goods.json"#,
                ".featured[2]: must be a string, found 3",
            ])
        #expect(problems(store: #", "featured": "g-1""#) == [#".featured: must be an array, found "g-1""#])
    }

    @Test(arguments: ["orders", "@example.com", "orders@", "a@b@c", "my orders@example.com"])
    func requiresAnEmailAddress(email: String) {
        #expect(
            problems(store: ", \"orderEmail\": \"\(email)\"")
                == [".orderEmail: must be an e-mail address like orders@example.com, found \"\(email)\""])
    }
}
