import CellarTestSupport
import Foundation
import Testing

/// `cellar import --force` into the shop `cellar init` made, and again later, as a shop that
/// keeps selling on the platform and mirrors it.
@Suite("Importing into a shop")
struct ImportIntoAShopTests {
    private let sample = Repository.importSamples + "/shopify_product_template.csv"

    private func newShop() throws -> String {
        let folder = Repository.scratchFolder("import-shop")
        let made = try CellarRun(["init", "shop", "--name", "Corner Cellar"], in: folder)
        #expect(made.status == 0, "\(made.errors)")
        return folder + "/shop"
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func keepsTheStoreCommentsAndDocsDropsWhatPointsToGoneGoodsAndBuilds() throws {
        let shop = try newShop()
        let refused = try CellarRun(["import", "shopify", sample], in: shop)
        #expect(refused.status == 1)
        #expect(
            refused.errors.contains(
                "use --force to replace its categories and goods (store.json, the comments and the docs stay"),
            "\(refused.errors)")
        // A second banner, linking to a goods item the export lacks.
        let storeFile = shop + "/Fixtures/store.json"
        let starter = try text(storeFile)
        let withGoodsBanner = starter.replacingOccurrences(
            of: #""link": {"category": "wine"}}"#,
            with:
                #"""
                "link": {"category": "wine"}}, {"id": "red", "image": "images/banners/welcome.svg", "title": "Our \#
                red", "link": {"goods": "house-red"}}
                """#
        )
        #expect(withGoodsBanner != starter, "the starter's banner links to a category")
        try Data(withGoodsBanner.utf8).write(to: URL(fileURLWithPath: storeFile))
        let imported = try CellarRun(["import", "shopify", sample, "--force"], in: shop)
        #expect(imported.status == 0, "\(imported.errors)")
        let lines = imported.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                #"store.json: removed from featured "house-red", "pinot-noir", which the import does not have"#),
            "\(imported.output)")
        #expect(
            lines.contains(
                #"""
                store.json: removed banners "welcome" (to category "wine"), "red" (to goods "house-red"), linking to \#
                what the import does not have
                """#
            ), "\(imported.output)")
        #expect(
            lines.contains(
                #"""
                comments.json: removed 4 comments on goods the import does not have ("house-red", "pinot-noir", \#
                "brown-ale")
                """#
            ))
        #expect(lines.last?.hasPrefix("Fixtures checks: 1 goods item") == true)
        let store = try text(storeFile)
        #expect(
            store.contains(#""name": "Corner Cellar""#) && store.contains(#""$schema": "schemas/store.schema.json""#)
                && store.contains(#""locale": "en""#))
        #expect(!store.contains("featured") && !store.contains("welcome") && !store.contains("house-red"))
        #expect(try text(shop + "/Fixtures/comments.json") == "[]\n")
        #expect(FileManager.default.fileExists(atPath: shop + "/Fixtures/docs/about.md"))
        let built = try CellarRun(["build"], in: shop)
        #expect(built.status == 0, "\(built.errors)")
        #expect(try text(shop + "/site/goods/example-shirt/index.html").contains("Example T-Shirt"))
        #expect(
            FileManager.default.fileExists(atPath: shop + "/site/docs/about/index.html"), "the shop's own page stays")
    }

    @Test func importingAgainUpdatesTheImportedGoodsAndKeepsWhatPointsToThem() throws {
        let shop = try newShop()
        #expect(try CellarRun(["import", "shopify", sample, "--force"], in: shop).status == 0)
        // The owner features the imported shirt, links a banner to it and gets a review.
        let storeFile = shop + "/Fixtures/store.json"
        let store = try text(storeFile).replacingOccurrences(
            of: #""currency""#,
            with:
                #"""
                "featured": ["example-shirt"], "banners": [{"id": "shirts", "image": "images/banners/welcome.svg", \#
                "title": "Shirts", "link": {"goods": "example-shirt"}}], "currency"
                """#
        )
        try Data(store.utf8).write(to: URL(fileURLWithPath: storeFile))
        let review =
            #"[{"id": "r1", "goods": "example-shirt", "star": 5, "content": "Soft", "createdAt": "2024-05-01 10:00"}]"#
        try Data(review.utf8).write(to: URL(fileURLWithPath: shop + "/Fixtures/comments.json"))
        // The platform's shirt is renamed and repriced; the shop imports its new export.
        let export = shop + "/products_export.csv"
        let changed = try text(sample).replacingOccurrences(of: "Example T-Shirt", with: "Organic T-Shirt")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: export))
        let again = try CellarRun(["import", "shopify", "products_export.csv", "--force"], in: shop)
        #expect(again.status == 0, "\(again.errors)")
        #expect(!again.output.contains("removed"), "nothing points to goods that are gone: \(again.output)")
        #expect(try text(storeFile).contains(#""featured": ["example-shirt"]"#))
        #expect(try text(storeFile).contains(#""id": "shirts""#))
        #expect(try text(shop + "/Fixtures/comments.json") == review)
        let built = try CellarRun(["build"], in: shop)
        #expect(built.status == 0, "\(built.errors)")
        let page = try text(shop + "/site/goods/example-shirt/index.html")
        #expect(page.contains("Organic T-Shirt") && !page.contains("Example T-Shirt") && page.contains("Soft"))
    }
}
