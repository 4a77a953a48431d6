import CellarTestSupport
import CellarModel
import CellarPipeline
import Foundation
import Testing

@Suite("Warnings in a build")
struct BuildWarningsTests {
    @Test func areCountedInTheSummaryAndTheirTextsCleaned() async throws {
        let shop = TinyShop()
        shop.write(
            "goods.json",
            #"""
            [{"id": "g-1", "title": "Ries\u0007ling\u0085", "category": "wine", "price": 71.4, "thumb": \#
            "https://img.example.com/t.jpg", "description": "Dry."}]
            """#
        )
        shop.write("comments.json", "[]")
        let output = Repository.scratchFolder("out") + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        #expect(summary.warnings == ["goods.json[0] (id \"g-1\").title: control characters removed (U+0007, U+0085)"])
        #expect(
            summary.line.contains("→ \(output): \(Repository.files(in: output).count) files, ")
                && summary.line.hasSuffix(" KiB, 1 warning"))
        let page = try Repository.text(output + "/goods/g-1/index.html")
        #expect(page.contains("<h1 class=\"product__title\">Riesling</h1>"))
        #expect(!page.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x85 })
    }

    @Test func withStrictStopTheBuildAndLeaveTheOldSite() async throws {
        let shop = TinyShop()
        let output = Repository.scratchFolder("out") + "/site"
        var options = BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        let lenient = try await SiteBuilder(options: options).build()
        #expect(lenient.warnings.contains(#"goods.json[1] (id "g-2"): no image"#))
        let before = Repository.files(in: output)
        shop.write("store.json", TinyShop.store.replacingOccurrences(of: "Tiny Cellar", with: "Tinier Cellar"))
        options.strict = true
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(error?.problems == lenient.warnings)
        #expect(error?.step == .loadFixtures)
        #expect(
            String(describing: error!).hasPrefix(
                """
                load the fixtures: \(lenient.warnings.count) warnings (--strict makes them errors):\ngoods.json[0] (id \
                \"g-1\"): no image
                """
            ))
        #expect(Repository.files(in: output) == before)
        #expect(throws: BuildError.self) { try SiteBuilder(options: options).check() }
    }

    /// TinyShop's store with `fields` in place of its order e-mail and base URL.
    private static func store(_ fields: String) -> String {
        #"{"name": "Tiny Cellar", "currency": "CNY", "# + fields + "}"
    }

    private static let ordersGoNowhere =
        #"""
        store.json.orderEmail: the checkout is "order" and there is no orderEmail, so a shopper's order reaches no \#
        one: set orderEmail to the address that receives orders, or choose another checkout
        """#

    private static func reservedHost(_ host: String, snipcart: Bool = false) -> String {
        "\(host) is reserved for examples and reaches no shop, yet canonical links, the product feeds"
            + (snipcart ? ", the sitemap and Snipcart's crawler" : " and the sitemap")
            + " use it: set baseURL to the address the site will have"
    }

    @Test func nameOrdersWithNowhereToGoAndABaseURLReservedForExamples() async throws {
        let shop = TinyShop(store: Self.store(#""baseURL": "https://shop.example.com/""#))
        let output = Repository.scratchFolder("out") + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        #expect(
            Array(summary.warnings.suffix(2)) == [
                Self.ordersGoNowhere, "store.json.baseURL: " + Self.reservedHost("shop.example.com"),
            ])
        let checked = try SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates))
            .check()
        #expect(checked.warnings == summary.warnings, "check warns of what build does")
        let overridden = try await SiteBuilder(
            options: BuildOptions(
                fixtures: shop.path, templates: Repository.templates, output: output, baseURL: "http://localhost:8000/")
        ).build()
        #expect(overridden.warnings.last == "--base-url: " + Self.reservedHost("localhost"))
    }

    @Test(arguments: [
        "https://EXAMPLE.org/shop/", "https://a.b.example.net/", "http://cellar.test/", "https://x.invalid/",
        "https://my.example/", "http://localhost:8080/",
    ])
    func everyReservedHostIsNamed(baseURL: String) async throws {
        let shop = TinyShop(store: Self.store(#""orderEmail": "o@host", "baseURL": ""# + baseURL + #"""#))
        let warnings = try SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates))
            .check().warnings
        #expect(warnings.filter { $0.hasPrefix("store.json") }.count == 1)
        #expect(
            warnings.last?.hasPrefix(
                "store.json.baseURL: \(ReservedHostName.host(ofURL: baseURL)!) is reserved for examples") == true,
            "\(warnings)")
    }

    @Test func aShopWithItsOwnAddressAndAnOrderEmailOrAnotherCheckoutIsNotWarned() throws {
        for fields in [
            #""orderEmail": "orders@my-shop.com", "baseURL": "https://my-shop.com/""#,
            #"""
            "baseURL": "https://example.co/", "checkout": {"provider": "endpoint", "url": "https://orders.my-shop.com/"}
            """#,
        ] {
            let shop = TinyShop(store: Self.store(fields))
            let options = BuildOptions(
                fixtures: shop.path, templates: Repository.templates,
                environment: ["CELLAR_ORDER_SECRET": "receiver-secret"])
            let warnings = try SiteBuilder(options: options).check().warnings
            #expect(warnings.allSatisfy { $0.hasPrefix("goods.json") }, "\(warnings)")
        }
    }

    @Test func snipcartsCrawlerIsNamedWithTheReservedHost() throws {
        let shop = TinyShop(
            store: Self.store(
                #"""
                "baseURL": "https://shop.example.com/", "checkout": {"provider": "snipcart", "publicAPIKey": \#
                "ZmFrZS1rZXktMTIz"}
                """#
            ))
        let warnings = try SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates))
            .check().warnings
        #expect(warnings.last == "store.json.baseURL: " + Self.reservedHost("shop.example.com", snipcart: true))
        #expect(!warnings.contains(Self.ordersGoNowhere), "Snipcart takes the orders")
    }

    @Test func withStrictBothAreErrorsAndThePreviousSiteStays() async throws {
        let shop = TinyShop(store: Self.store(#""baseURL": "https://host/shop/""#), goods: Self.completeGoods)
        let output = Repository.scratchFolder("out") + "/site"
        var options = BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        let lenient = try await SiteBuilder(options: options).build()
        #expect(lenient.warnings == [Self.ordersGoNowhere])
        let before = Repository.files(in: output)
        shop.write("store.json", Self.store(#""baseURL": "https://shop.example.com/""#))
        options.strict = true
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(
            error?.problems == [Self.ordersGoNowhere, "store.json.baseURL: " + Self.reservedHost("shop.example.com")])
        #expect(Repository.files(in: output) == before)
        #expect(throws: BuildError.self) { try SiteBuilder(options: options).check() }
        shop.write("store.json", Self.store(#""orderEmail": "orders@my-shop.com", "baseURL": "https://my-shop.com/""#))
        _ = try await SiteBuilder(options: options).build()
    }

    /// Goods with all a feed wants, so that only the store is warned of.
    private static let completeGoods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3, "description": "Dry.", \#
        "image": "https://img.example.com/1.jpg"},
         {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 0, "description": "Strong.", \#
        "image": "https://img.example.com/2.jpg"}]
        """#
}
