import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// What a build does with the store's checkout: a Foxy store is built only with its secret, which
/// reaches no file and no message; a Snipcart store publishes a crawler definition per goods item.
struct CheckoutBuildTests {
    private static let foxyStore = #"{"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "checkout": {"provider": "foxy", "storeDomain": "tiny.foxycart.com"}}"#

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

    @Test func aSnipcartStorePublishesADefinitionBesideEachGoodsPage() async throws {
        let shop = TinyShop(store: #"{"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "checkout": {"provider": "snipcart", "publicAPIKey": "ZmFrZS1rZXktMTIz"}}"#)
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
