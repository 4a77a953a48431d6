import CellarFixtures
import CellarImport
import CellarModel
import CellarTestSupport
import Foundation
import Testing

/// The import checks the values it writes instead of reading the files back: what it checks
/// must be what `cellar build` reads from the files (the writer and the loader must not drift).
struct FixtureValuesCheckTests {
    /// Writes `shop` with its check, and loads the written folder as `cellar build` does.
    private func writeAndLoad(_ shop: ImportedShop, _ name: String) throws -> (
        checked: Result<Catalogue, FixtureErrors>, loaded: Result<Catalogue, FixtureErrors>
    ) {
        let folder = Repository.scratchFolder(name)
        var check = FixtureValuesCheck(directory: folder)
        try FixturesWriter(directory: folder, storeName: "Shop", currency: "EUR").write(
            shop, force: false, checking: &check)
        let checked = Result { () throws(FixtureErrors) in try check.catalogue() }
        // What `cellar import` reports, found without making the catalogue, is the catalogue's.
        let reported = Result { () throws(FixtureErrors) in try check.goodsCountAndWarnings() }
        switch (reported, checked) {
        case (.success(let reported), .success(let checked)):
            #expect(reported.goodsCount == checked.goods.count && reported.warnings == checked.warnings)
        case (.failure(let reported), .failure(let checked)):
            #expect("\(reported)" == "\(checked)")
        default:
            Issue.record("what the import reports and the catalogue disagree on whether the check passed")
        }
        return (checked, Result { () throws(FixtureErrors) in try FixtureLoader(directory: folder).load() })
    }

    private func expectSame(_ checked: Catalogue, _ loaded: Catalogue) {
        #expect(checked.store == loaded.store)
        #expect(checked.categories == loaded.categories)
        #expect(checked.goods == loaded.goods)
        #expect(checked.warnings == loaded.warnings)
    }

    @Test(arguments: [
        (ProductExport.shopify, "shopify_product_template.csv"), (.woocommerce, "woocommerce_sample_products.csv"),
    ])
    func theSamplesCheckAsTheyLoad(export: ProductExport, file: String) throws {
        let shop = try export.read(contentsOf: Repository.importSamples + "/" + file, untrackedStock: 100).shop
        let (checked, loaded) = try writeAndLoad(shop, "values-check-\(export.rawValue)")
        let catalogue = try checked.get()
        expectSame(catalogue, try loaded.get())
        #expect(catalogue.goods.count == shop.goods.count)
        #expect(catalogue.goods.contains { !$0.variants.isEmpty })
    }

    @Test func textThatMustBeEscapedChecksAsItLoads() throws {
        var item = ImportedGoods(
            id: "odd", title: "Quote \" backslash \\ tab\t line\u{2028}para\u{2029} nul\u{1} 白酒", category: "c")
        (item.price, item.marketPrice, item.stock) = ("0.50", "12", 3)
        item.description = "Line one\r\nline \"two\"\n\n- not a list \\*"
        item.tags = ["a\"b", "c\\d"]
        item.seoTitle = "  "
        var variants = ImportedGoods(id: "v", title: "Variants", category: "c")
        variants.options = ["Size \"EU\""]
        variants.variants = [
            ImportedVariant(id: "s", sku: "S\\1", values: ["S\u{7F}"], price: "1.5", stock: 0, gtin: "4006381333931"),
            ImportedVariant(
                id: "m", sku: nil, values: ["M"], price: "2", marketPrice: "1", stock: 4,
                image: "https://example.com/m.jpg"),
        ]
        let shop = ImportedShop(categories: [ImportedCategory(id: "c", name: "C \"1\"")], goods: [item, variants])
        let (checked, loaded) = try writeAndLoad(shop, "values-check-escapes")
        let catalogue = try checked.get()
        expectSame(catalogue, try loaded.get())
        #expect(!catalogue.warnings.isEmpty)
    }

    @Test func whatTheLoaderRejectsTheCheckRejectsAlike() throws {
        var unknown = ImportedGoods(id: "a", title: "A", category: "nowhere")
        (unknown.price, unknown.stock) = ("1", 1)
        var badGTIN = ImportedGoods(id: "b", title: "B", category: "c")
        (badGTIN.price, badGTIN.stock, badGTIN.gtin) = ("1", 1, "123")
        var duplicate = ImportedGoods(id: "b", title: "B again", category: "c")
        (duplicate.price, duplicate.stock, duplicate.images) = ("1", 1, [GoodsImage(source: "javascript:alert(1)")])
        let shop = ImportedShop(
            categories: [ImportedCategory(id: "c", name: "C")], goods: [unknown, badGTIN, duplicate])
        let (checked, loaded) = try writeAndLoad(shop, "values-check-rejects")
        guard case .failure(let checkErrors) = checked, case .failure(let loadErrors) = loaded else {
            Issue.record("both must fail: \(checked), \(loaded)")
            return
        }
        #expect(checkErrors.errors.count >= 3)
        #expect(checkErrors.errors == loadErrors.errors)
    }
}
