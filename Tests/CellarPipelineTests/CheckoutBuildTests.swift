import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// What a build does with the store's checkout: a Foxy store and an endpoint store are built only
/// with their secret, which reaches no file and no message; an endpoint store's cart data and
/// checkout page carry a signature of every price; a Snipcart store publishes a crawler
/// definition per goods item.
struct CheckoutBuildTests {
    private static let foxyStore =
        #"""
        {"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "checkout": {"provider": "foxy", \#
        "storeDomain": "tiny.foxycart.com"}}
        """#

    @Test func aFoxyStoreWithoutItsSecretStopsNamingTheVariableAndLeavesNoSite() async throws {
        let shop = TinyShop(store: Self.foxyStore)
        let output = Repository.scratchFolder("foxy-out") + "/site"
        let options = BuildOptions(fixtures: shop.path, output: output, environment: ["OTHER_SECRET": "not-this-one"])
        let error = await #expect(throws: BuildError.self) { _ = try await SiteBuilder(options: options).build() }
        #expect(error?.description.contains("environment variable CELLAR_FOXY_SECRET, which is not set") == true)
        #expect(error?.description.contains("not-this-one") == false)
        #expect(!FileManager.default.fileExists(atPath: output))
        let empty = BuildOptions(fixtures: shop.path, output: output, environment: ["CELLAR_FOXY_SECRET": ""])
        await #expect(throws: BuildError.self) { _ = try await SiteBuilder(options: empty).build() }
    }

    @Test func aFoxyStoreSignsItsFormsAndTheSecretIsInNoFile() async throws {
        let shop = TinyShop(store: Self.foxyStore)
        let output = Repository.scratchFolder("foxy-out") + "/site"
        let secret = "tiny-secret-\(UUID().uuidString)"
        let options = BuildOptions(fixtures: shop.path, output: output, environment: ["CELLAR_FOXY_SECRET": secret])
        _ = try await SiteBuilder(options: options).build()
        let files = Repository.files(in: output)
        let page = try #require(files["goods/g-1/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains(#"<form class="buy__form" method="post" action="https://tiny.foxycart.com/cart">"#))
        #expect(page.contains(#"name="price||"#) && page.contains(#"value="71.40""#))
        #expect(!files.values.contains { $0.range(of: Data(secret.utf8)) != nil })
    }

    private static let endpointStore =
        #"""
        {"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "shipping": [{"country": "HK", \#
        "service": "Express", "price": 45, "freeFrom": 1000}], "tax": {"percent": 13, "included": true}, "checkout": \#
        {"provider": "endpoint", "url": "https://orders.example.com/new", "secretVariable": "TINY_ORDER_SECRET"}}
        """#

    @Test func anEndpointStoreWithoutItsSecretStopsNamingTheVariable() async throws {
        let shop = TinyShop(store: Self.endpointStore)
        let output = Repository.scratchFolder("endpoint-out") + "/site"
        for environment in [["CELLAR_ORDER_SECRET": "not-this-one"], ["TINY_ORDER_SECRET": ""]] {
            let options = BuildOptions(fixtures: shop.path, output: output, environment: environment)
            let error = await #expect(throws: BuildError.self) { _ = try await SiteBuilder(options: options).build() }
            #expect(
                error?.description
                    == """
                    load the fixtures: store.json: .checkout: the order lines sent to the endpoint are signed with \
                    a secret the receiver shares, read from the environment variable TINY_ORDER_SECRET, which is \
                    not set; set it to the receiver's secret before building
                    """
            )
            #expect(!FileManager.default.fileExists(atPath: output))
            #expect(throws: BuildError.self) { _ = try SiteBuilder(options: options).check() }
        }
    }

    @Test func anEndpointStoreSignsEveryPriceAndTheSecretIsInNoFileNorMessage() async throws {
        let shop = TinyShop(store: Self.endpointStore)
        let output = Repository.scratchFolder("endpoint-out") + "/site"
        let secret = "order-secret-\(UUID().uuidString)"
        let options = BuildOptions(fixtures: shop.path, output: output, environment: ["TINY_ORDER_SECRET": secret])
        let summary = try await SiteBuilder(options: options).build()
        let files = Repository.files(in: output)
        #expect(!files.values.contains { $0.range(of: Data(secret.utf8)) != nil })
        #expect(!"\(summary)".contains(secret))
        let shards = files.filter {
            $0.key.hasPrefix("data/cart/") && !$0.key.contains("manifest") && !$0.key.contains("index")
        }
        let rows = try shards.values.flatMap { data -> [[Any]] in
            let shard = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            guard let fields = shard["fields"] as? [String], fields.last == "signature" else { return [] }
            return shard["rows"] as? [[Any]] ?? []
        }
        #expect(rows.count == 2)
        // Each signature is 64 hex digits and differs by goods item (the Python tests recompute them).
        let signatures = Set(rows.compactMap { $0.last as? String })
        #expect(signatures.count == 2 && signatures.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
        let checkout = try #require(files["checkout/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(
            checkout.contains(
                #"""
                data-country="HK" data-service="Express" data-cents="4500" data-price="45.00" \#
                data-free-from="1000.00" data-free-from-cents="100000"
                """#
            ))
        #expect(checkout.contains(#" data-signature=""#) && checkout.contains(#" data-tax-signature=""#))
        #expect(checkout.contains(#"data-tax-basis-points="1300" data-tax-percent="13" data-tax-included"#))
        let plain = Repository.scratchFolder("plain-out") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: TinyShop().path, output: plain)).build()
        let plainFiles = Repository.files(in: plain)
        #expect(
            !plainFiles.contains {
                $0.key.hasPrefix("data/cart/") && String(decoding: $0.value, as: UTF8.self).contains("signature")
            })
    }

    @Test func aSnipcartStorePublishesADefinitionBesideEachGoodsPage() async throws {
        let shop = TinyShop(
            store:
                #"""
                {"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "checkout": {"provider": \#
                "snipcart", "publicAPIKey": "ZmFrZS1rZXktMTIz"}}
                """#
        )
        let output = Repository.scratchFolder("snipcart-out") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, output: output)).build()
        let files = Repository.files(in: output)
        let json = try #require(files["goods/g-1/snipcart.json"])
        let products = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        let product = try #require(products.first)
        #expect(products.count == 1, "a goods item without variants is one item")
        #expect(product["id"] as? String == "g-1")
        #expect((product["price"] as? NSNumber)?.doubleValue == 71.4)
        #expect(product["url"] as? String == "https://host/shop/goods/g-1/snipcart.json")
        #expect(files.keys.filter { $0.hasSuffix("snipcart.json") }.count == 2)
        let plain = Repository.scratchFolder("plain-out") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: TinyShop().path, output: plain)).build()
        #expect(!Repository.files(in: plain).keys.contains { $0.hasSuffix("snipcart.json") })
    }
}
