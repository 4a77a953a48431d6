import CellarTestSupport
import Foundation
import Testing

/// `cellar import shopify FILE --fetch-images`: Shopify's own product template, its pictures
/// served on loopback in place of Shopify's CDN, imported with every picture and alt text,
/// fetched into the fixtures folder.
struct ImportFetchTests {
    @Test func importsShopifysTemplateWithEveryPictureFetchedAndEachFailureByRow() throws {
        let server = try LoopbackPictureServer()
        defer { server.stop() }
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: Repository.testPhotos + "/panorama.jpg"))
        let served = ["tshirts", "blank-colored-t-shirts", "green-t-shirt", "cobalt-blue-t-shirt", "grey-t-shirt"]
        for name in served {
            server.route("/photos/\(name).jpg") { _ in .body(jpeg, type: "image/jpeg") }
        }
        // The purple T-shirt's picture is gone from the old store.
        server.route("/photos/purple-t-shirt.jpg") { _ in .status(404) }
        let folder = Repository.scratchFolder("import-fetch")
        let export = try String(
            contentsOfFile: Repository.importSamples + "/shopify_product_template.csv", encoding: .utf8
        ).replacingOccurrences(of: "https://burst.shopifycdn.com", with: server.url(""))
        try Data(export.utf8).write(to: URL(fileURLWithPath: folder + "/products_export.csv"))
        let run = try CellarRun(
            ["import", "shopify", "products_export.csv", "--into", "shop", "--fetch-images"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Imported 6 pictures.\n"))
        #expect(
            run.output.contains(
                """
                Fetched 5 of 6 pictures (0.2 MB) into images/imported; goods.json names the files in place of the URLs.
                1 picture not fetched, the URL kept in goods.json:
                  row 2 (example-shirt): \(server.url("/photos/purple-t-shirt.jpg?width=1500")): HTTP 404 Not Found
                """))
        #expect(run.output.contains("shop checks: 1 goods item, 0 warnings."))
        let goods = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/shop/goods.json")))
                as? [[String: Any]])
        let images = try #require(goods.first?["images"] as? [[String: String]])
        #expect(
            images.map { $0["alt"] } == [
                "A rack of T-Shirts", "T-Shirt color swatches", "Green T-Shirt", "Blue T-Shirt", "Gray T-Shirt",
                "Purple T-Shirt",
            ])
        let sources = images.compactMap { $0["src"] }
        #expect(sources.prefix(5).allSatisfy { $0.hasPrefix("images/imported/") && $0.hasSuffix(".jpg") })
        #expect(sources.last?.hasPrefix("http://127.0.0.1:") == true)
        for source in sources.prefix(5) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/shop/" + source)) == jpeg)
        }
        let variants = try #require(goods.first?["variants"] as? [[String: Any]])
        #expect(variants.first?["image"] as? String == sources[2], "the green variant's picture, fetched once")
        for name in served { #expect(server.requestCount("/photos/\(name).jpg") == 1) }
    }
}

/// `cellar import woocommerce FILE --fetch-images`: WooCommerce's sample products, their
/// pictures served on loopback in place of the demo store. The 20 pictures the import keeps
/// (not the skipped products'), at 19 URLs (a variation's picture is its product's too), are
/// each fetched once and named by their files in goods.json, on goods items and variants alike.
struct WooCommerceImportFetchTests {
    @Test func importsTheSampleProductsWithEveryPictureFetched() throws {
        let server = try LoopbackPictureServer()
        defer { server.stop() }
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: Repository.testPhotos + "/panorama.jpg"))
        let store = "https://woocommercecore.mystagingwebsite.com"
        let sample = try String(
            contentsOfFile: Repository.importSamples + "/woocommerce_sample_products.csv", encoding: .utf8)
        let paths = Set(
            sample.matches(of: #/https://woocommercecore\.mystagingwebsite\.com(/[^,"\s]+)/#).map {
                String($0.1)
            })
        #expect(paths.count == 22)
        for path in paths { server.route(path) { _ in .body(jpeg, type: "image/jpeg") } }
        let folder = Repository.scratchFolder("import-fetch-woocommerce")
        try Data(sample.replacingOccurrences(of: store, with: server.url("")).utf8)
            .write(to: URL(fileURLWithPath: folder + "/products.csv"))
        let run = try CellarRun(
            ["import", "woocommerce", "products.csv", "--into", "shop", "--fetch-images"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Imported 20 pictures; 20 without alt text"))
        #expect(run.output.contains("Fetched 19 of 19 pictures"), "\(run.output)")
        let goodsJSON = try String(contentsOfFile: folder + "/shop/goods.json", encoding: .utf8)
        #expect(!goodsJSON.contains("127.0.0.1"), "no picture left remote")
        let goods = try #require(
            try JSONSerialization.jsonObject(with: Data(goodsJSON.utf8)) as? [[String: Any]])
        let pictures = goods.flatMap { item in
            (item["images"] as? [Any] ?? [])
                + (item["variants"] as? [[String: Any]] ?? []).flatMap {
                    [$0["image"] as Any] + ($0["images"] as? [Any] ?? [])
                }
        }.compactMap { $0 as? String }
        #expect(Set(pictures).count == 19 && pictures.allSatisfy { $0.hasPrefix("images/imported/") })
        for picture in Set(pictures) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/shop/" + picture)) == jpeg)
        }
        #expect(paths.allSatisfy { server.requestCount($0) <= 1 }, "each URL fetched once")
        #expect(paths.filter { server.requestCount($0) == 1 }.count == 19)
    }
}
