import CellarFixtures
import CellarImport
import CellarModel
import CellarTestSupport
import Foundation
import Testing

/// Descriptions are converted on other threads while the rest of an import goes on: each must
/// still reach its own goods item, and its warning its place among the cells' warnings.
struct DescriptionWarningOrderTests {
    /// More products than the descriptions converted in one piece, so that they come in several.
    private static let productCount = 2_500

    private func write(_ csv: String, _ name: String) -> String {
        let path = Repository.scratchFolder("import-order-\(name)") + "/export.csv"
        try! Data(csv.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func removedScript(_ row: Int, _ column: String) -> ImportWarning {
        ImportWarning(row: row, column: column, problem: "removed from the description: <script> (the text stays)")
    }

    @Test func shopifyDescriptionsAndTheirWarningsKeepTheirProductsAndPlaces() throws {
        var csv = "Handle,Title,Body (HTML),Type,Published,Variant SKU,Variant Price,Status\n"
        var expected: [ImportWarning] = []
        // A row without a handle, last in the file: its warning is noted first, as the rows are grouped.
        expected.append(
            ImportWarning(
                row: Self.productCount + 2, column: "Handle",
                problem: "no handle: the row belongs to no product and is left out"))
        for product in 0..<Self.productCount {
            let row = product + 2
            let script = product % 3 == 0 ? "<script>x()</script>" : ""
            let price = product % 5 == 0 ? "\"1,50\"" : "1"
            csv += "p\(product),P \(product),<p>about \(product)</p>\(script),T,TRUE,S\(product),\(price),active\n"
            if !script.isEmpty { expected.append(Self.removedScript(row, "Body (HTML)")) }
            if product % 5 == 0 {
                expected.append(
                    ImportWarning(
                        row: row, column: "Variant Price", problem: "\"1,50\" has a decimal comma; read as 1.50"))
            }
        }
        csv += ",Nobody,<p>lost</p><script>y()</script>,T,TRUE,,1,active\n"
        let path = write(csv, "shopify")

        let (shop, summary) = try ProductExport.shopify.read(contentsOf: path, untrackedStock: 1)
        #expect(shop.goods.map(\.description) == (0..<Self.productCount).map { "about \($0)" })
        #expect(summary.warnings == expected)

        // As `cellar import` writes them: each goods item written with its own description as it comes in.
        let folder = Repository.scratchFolder("import-order-shopify-written")
        var check = FixtureValuesCheck(directory: folder)
        let written = try ProductExport.shopify.read(contentsOf: path, untrackedStock: 1) {
            pending throws(ImportError) in
            try FixturesWriter(directory: folder, storeName: "S", currency: "USD").write(
                pending, force: false, checking: &check)
        }
        #expect(written.summary == summary)
        let goods =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/goods.json")))
            as? [[String: Any]]
        #expect(goods?.map { $0["description"] as? String } == shop.goods.map(\.description))
        #expect(try check.catalogue().goods.count == Self.productCount)
    }

    @Test func wooCommerceDescriptionWarningsTakeTheirPlaceWithinTheirRow() throws {
        var csv = "Type,SKU,Name,Published,Description,Short description,Regular price,Categories\n"
        var expected: [ImportWarning] = []
        for product in 0..<Self.productCount {
            let row = product + 2
            let downloadable = product % 4 == 0
            let script = product % 3 == 0 ? "<script>x()</script>" : ""
            let categories = product % 2 == 0 ? "\"A, B\"" : "A"
            // The short description when there is no description: its column is named in the warning.
            let (description, short) =
                product % 7 == 0
                ? ("", "<p>about \(product)</p>\(script)") : ("<p>about \(product)</p>\(script)", "<p>short</p>")
            csv +=
                """
                \(downloadable ? "\"simple, downloadable\"" : "simple"),S\(product),P \
                \(product),1,\(description),\(short),1,\(categories)\n
                """
            // Within a row: categories, then the description, then the downloads, as the row is read.
            if product % 2 == 0 {
                expected.append(
                    ImportWarning(
                        row: row, column: "Categories",
                        problem: "in 2 categories; imported into the first, A (a goods item has one category)"))
            }
            if !script.isEmpty {
                expected.append(Self.removedScript(row, product % 7 == 0 ? "Short description" : "Description"))
            }
            if downloadable {
                expected.append(
                    ImportWarning(
                        row: row, column: "Type", problem: "a downloadable product: its download files are not imported"
                    ))
            }
        }
        let (shop, summary) = try ProductExport.woocommerce.read(
            contentsOf: write(csv, "woocommerce"), untrackedStock: 1)
        #expect(shop.goods.map(\.description) == (0..<Self.productCount).map { "about \($0)" })
        #expect(summary.warnings == expected)
    }
}
