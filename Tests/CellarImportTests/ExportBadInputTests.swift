import CellarCSV
import CellarModel
import CellarImport
import CellarTestSupport
import Foundation
import Testing

/// Exports as they go wrong: each a clear error or warning naming the row and column, never a crash or a hang.
struct ExportBadInputTests {
    private static let shopifyHeader =
        """
        Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 \
        Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At \
        Price,Variant Barcode,Image Src,Image Position,Status
        """

    private func shopify(_ rows: String, bytes: [UInt8]? = nil) throws(ImportError) -> (
        shop: ImportedShop, summary: ImportSummary
    ) {
        let path = Repository.scratchFolder("import") + "/products_export.csv"
        try! Data(bytes ?? Array((Self.shopifyHeader + "\n" + rows).utf8)).write(to: URL(fileURLWithPath: path))
        return try ProductExport.shopify.read(contentsOf: path, untrackedStock: 7)
    }

    @Test func readsQuotedLineBreaksAndDoubledQuotesAndDefaultTitle() throws {
        let (shop, summary) = try shopify(
            """
            hat,"The ""Best"" Hat","<p>Warm,
            soft</p><p onclick=""x()"">Wool</p>",Acme,Hats,,TRUE,Title,Default \
            Title,,,HAT-1,shopify,4,17.99,22.99,4006381333931,https://i/h.jpg,1,active
            """)
        #expect(
            summary.warnings == [
                ImportWarning(
                    row: 2, column: "Body (HTML)", problem: "removed from the description: onclick (the text stays)")
            ])
        try #require(shop.goods.count == 1)
        let hat = shop.goods[0]
        #expect(hat.title == "The \"Best\" Hat")
        #expect(hat.description == "Warm, soft\n\nWool")
        #expect(hat.options == [] && hat.variants == [])
        #expect(
            hat.price == "17.99" && hat.marketPrice == "22.99" && hat.stock == 4 && hat.gtin == "4006381333931"
                && hat.sku == "HAT-1")
    }

    @Test func warnsOfDecimalCommasNotANumberAndNegativeStock() throws {
        let (shop, summary) = try shopify(
            """
            tee,Tee,,,Shirts,,TRUE,Size,S,,,T-S,shopify,-2,"12,50",N/A,,,,active
            tee,,,,,,,,M,,,T-M,shopify,1,N/A,,,,,
            """)
        #expect(
            summary.warnings == [
                ImportWarning(row: 2, column: "Variant Price", problem: "\"12,50\" has a decimal comma; read as 12.50"),
                ImportWarning(
                    row: 2, column: "Variant Inventory Qty", problem: "-2 units (sold beyond stock) written as 0"),
                ImportWarning(
                    row: 2, column: "Variant Compare At Price",
                    problem: "\"N/A\" is not a price (a number ≥ 0 such as 12.50)"),
                ImportWarning(
                    row: 3, column: "Variant Price", problem: "\"N/A\" is not a price (a number ≥ 0 such as 12.50)"),
            ])
        #expect(shop.goods.first?.variants.map(\.price) == ["12.50"])
        #expect(shop.goods.first?.variants.map(\.stock) == [0])
    }

    @Test func groupsAHandlesRowsWhereverTheyAre() throws {
        // A spreadsheet sorted by price: the product row of "tee" after one of its variant rows, a hat between them.
        let (shop, summary) = try shopify(
            """
            tee,,,,,,,,M,,,T-M,shopify,1,11,,,https://i/t2.jpg,2,
            hat,Hat,,,Hats,,TRUE,Title,Default Title,,,HAT-1,shopify,4,12,,,,,active
            tee,Tee,,Acme,Shirts,,TRUE,Size,S,,,T-S,shopify,2,13,,,https://i/t1.jpg,1,active
            """)
        #expect(summary.skipped == [] && summary.warnings == [])
        #expect(shop.goods.map(\.id) == ["tee", "hat"])
        let tee = shop.goods[0]
        #expect(tee.title == "Tee" && tee.brand == "Acme")
        #expect(tee.variants.map(\.values) == [["M"], ["S"]])
        #expect(tee.variants.map(\.sku) == ["T-M", "T-S"])
        #expect(
            tee.images.map(\.source) == ["https://i/t1.jpg", "https://i/t2.jpg"],
            "the picture at position 1 first, wherever its row is")
    }

    @Test func takesEachPictureOnceAndAtMostTwentyWithTheirAltText() throws {
        // 23 picture rows: one source twice (positions 2 and 3), so 22 pictures, 2 past the limit.
        let header = "Handle,Title,Variant Price,Image Src,Image Position,Image Alt Text"
        let rows = (1...23).map { position in
            let picture = position == 3 ? 2 : position
            return "tee,\(position == 1 ? "Tee" : ""),\(position == 1 ? "5" : ""),https://i/\(picture).jpg,\(position),"
                + (position.isMultiple(of: 2) ? "Photo \(picture)" : "")
        }
        let (shop, summary) = try shopify(
            "", bytes: Array(([header] + rows).joined(separator: "\n").utf8))
        let tee = try #require(shop.goods.first)
        #expect(tee.images.count == 20)
        #expect(tee.images.map(\.source) == ([1, 2] + Array(4...21)).map { "https://i/\($0).jpg" })
        #expect(tee.images[1] == GoodsImage(source: "https://i/2.jpg", alt: "Photo 2"))
        #expect(tee.images[0].alt == nil)
        #expect(
            summary.warnings == [
                ImportWarning(
                    row: 2, column: "Image Src",
                    problem: "22 pictures, and a goods item or variant has at most 20: the first 20 imported")
            ])
        #expect(summary.pictureCount == 20 && summary.picturesWithoutAlt == 10)
    }

    @Test func skipsVariantRowsWithoutAProductRowAndDuplicateSKUs() throws {
        let (shop, summary) = try shopify(
            """
            orphan,,,,,,,,Red,,,O-1,,,5,,,,,
            a,A,,,Shirts,,TRUE,Size,S,,,DUP,,,5,,,,,active
            b,B,,,Shirts,,TRUE,Size,S,,,DUP,,,6,,,,,active
            c,C,,,Shirts,,FALSE,Size,S,,,C-1,,,6,,,,,
            """)
        #expect(
            summary.skipped == [
                ImportSkip(
                    row: 2, name: "orphan",
                    reason: "variant rows without a product row (no row of the handle has a Title)"),
                ImportSkip(row: 5, name: "c", reason: "unpublished"),
            ])
        #expect(
            summary.warnings == [
                ImportWarning(
                    row: 4, column: "Variant SKU",
                    problem: "SKU \"DUP\" is already used on row 3; left out here (SKUs are unique in a catalogue)")
            ])
        #expect(shop.goods.map { $0.variants.map(\.sku) } == [["DUP"], [nil]])
        #expect(shop.goods.map { $0.variants.map(\.id) } == [["dup"], ["s"]])
        #expect(summary.untrackedStockCount == 2)
        #expect(
            summary.description.contains(
                """
                Warning: 2 goods items or variants have no stock count (inventory not tracked on the platform), and a \
                Cellar shop counts every item's stock: written with stock 7 (--untracked-stock), so the shop shows \
                them in stock and the cart takes at most 7 of each.
                """
            ))
    }

    @Test func refusesAFileWithoutThePlatformsColumnsOrInAnotherEncoding() {
        #expect(throws: ImportError.self) { try shopify("", bytes: Array("Name,Price\nHat,1\n".utf8)) }
        do {
            _ = try shopify(
                "", bytes: Array("\(Self.shopifyHeader)\nhat,Caf".utf8) + [0xE9] + Array(",,,,,,,,,,,,,1,,,,,\n".utf8))
            Issue.record("a Latin-1 file was read")
        } catch {
            #expect(
                error.problem.hasSuffix(
                    """
                    products_export.csv: row 2: is not UTF-8 text (byte 0xE9): the file is perhaps Latin-1 or \
                    Windows-1252; save it as “CSV UTF-8”
                    """
                ))
        }
    }

    @Test func aBadByteFarDownEndsTheImportWhileTheDescriptionsAboveConvert() throws {
        // Thousands of descriptions handed to the conversion as their rows are read, before the row that cannot be.
        let rows = String(repeating: "x,X,<p>About</p>,,T,,TRUE,,,,,,,,1,,,,,active\n", count: 5_000)
        do {
            _ = try shopify(
                "",
                bytes: Array("\(Self.shopifyHeader)\n\(rows)bad,Caf".utf8) + [0xE9]
                    + Array(",,,,,,,,,,,,,1,,,,,\n".utf8))
            Issue.record("a Latin-1 row was read")
        } catch {
            #expect(
                error.problem.hasSuffix(
                    """
                    products_export.csv: row 5002: is not UTF-8 text (byte 0xE9): the file is perhaps Latin-1 or \
                    Windows-1252; save it as “CSV UTF-8”
                    """
                ))
        }
    }

    @Test func readsUTF16AndSemicolonSeparatedExports() throws {
        let text =
            Self.shopifyHeader.replacingOccurrences(of: ",", with: ";")
            + "\nhat;Hüt;;;Hats;;TRUE;;;;;H-1;;;5;;;;;active\n"
        let (shop, summary) = try shopify(
            "", bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(summary.format == "UTF-16, semicolon-separated")
        #expect(shop.goods.map(\.title) == ["Hüt"])
    }

    /// UTF-16 without its mark is named so; random bytes, and files of other kinds, are not text.
    @Test func filesThatAreNotTextAreCalledWhatTheyAre() throws {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let utf16 = Array((Self.shopifyHeader + "\nhat,Hat\n").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8) + random.prefix(200)
        let cases: [([UInt8], String)] = [
            (utf16, "looks like UTF-16 text without a byte order mark; save it as “CSV UTF-8”"),
            (random, "is not text but binary data (its first bytes hold "),
            (
                png,
                """
                is not text but a PNG image (its first bytes hold NUL bytes no text has); a CSV file is text: save it \
                as “CSV UTF-8”
                """
            ),
        ]
        for (bytes, problem) in cases {
            do {
                _ = try shopify("", bytes: bytes)
                Issue.record("read as an export: \(problem)")
            } catch {
                #expect(error.problem.contains("products_export.csv: " + problem), "\(error.problem)")
            }
        }
    }

    @Test func aLargeExportWithAnUnclosedQuoteEndsWithAnError() throws {
        // 20,000 rows after a quote that never closes: read to the end once, then the row named.
        let rows =
            "bad,\"Bad,,,,,,,,,,,,,1,,,,,active\n"
            + String(repeating: "x,X,,,T,,TRUE,,,,,,,,1,,,,,active\n", count: 20_000)
        do {
            _ = try shopify(rows)
            Issue.record("an export with a quote never closed was read")
        } catch {
            #expect(
                error.problem.hasSuffix(
                    """
                    products_export.csv: row 2: a quoted field starts here and is never closed (a \" is missing; the \
                    rest of the file would be one cell)
                    """
                ))
        }
    }

    /// The import's error for `bytes` as the export, or `nil` when it was read.
    private func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try shopify("", bytes: bytes)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func aRowWithMoreOrFewerCellsThanTheHeaderIsAnErrorNamingIt() throws {
        let good = "hat,Hat,,,Hats,,TRUE,,,,,H-1,,,5,,,,,active\n"
        let longer = "cap,Cap,,,Hats,,TRUE,,,,,C-1,,,5,,,,,active,x,y\n"
        #expect(
            problem(Array((Self.shopifyHeader + "\n" + good + longer).utf8))?.hasSuffix(
                """
                products_export.csv: row 3: has 22 cells where the header has 20 (a separator or line break outside \
                quotes?)
                """
            ) == true)
        let shorter = "cap,Cap,,,Hats,,TRUE,,,,,C-1,,,5\n"
        #expect(
            problem(Array((Self.shopifyHeader + "\n" + good + good + shorter).utf8))?.hasSuffix(
                "row 4: has 15 cells where the header has 20 (a separator or line break outside quotes?)") == true)
        let (shop, _) = try shopify(good + "cap,Cap,,,Hats,,TRUE,,,,,C-1,,,5,,,,,active,,\n")
        #expect(shop.goods.map(\.id) == ["hat", "cap"], "empty cells past the header's are a spreadsheet's padding")
    }

    @Test func anExportWithNothingToImportIsAnErrorSayingWhy() {
        #expect(
            problem(Array((Self.shopifyHeader + "\n").utf8))?.hasSuffix(
                "products_export.csv: nothing to import: the file has a header row and no rows after it") == true)
        let unpublished =
            """
            hat,Hat,,,Hats,,TRUE,,,,,H-1,,,5,,,,,draft\ncap,Cap,,,Hats,,TRUE,,,,,C-1,,,5,,,,,archived\nbag,Bag,,,Bags,,\
            TRUE,,,,,B-1,,,5,,,,,draft\n
            """
        #expect(
            problem(Array((Self.shopifyHeader + "\n" + unpublished).utf8))?.hasSuffix(
                """
                products_export.csv: nothing to import: all 3 products are skipped (2 draft, 1 archived): the import \
                takes only the products the platform shows shoppers, with a price
                """
            ) == true)
    }

    @Test func anotherPlatformsExportNamesItsCommand() throws {
        let woocommerce = Repository.importSamples + "/woocommerce_sample_products.csv"
        let shopify = Repository.importSamples + "/shopify_product_template.csv"
        #expect(
            throws: ImportError(
                """
                \(woocommerce): this looks like a WooCommerce export, not a Shopify one: use `cellar import woocommerce`
                """
            )
        ) {
            try ProductExport.shopify.read(contentsOf: woocommerce, untrackedStock: 1)
        }
        #expect(
            throws: ImportError(
                "\(shopify): this looks like a Shopify export, not a WooCommerce one: use `cellar import shopify`")
        ) {
            try ProductExport.woocommerce.read(contentsOf: shopify, untrackedStock: 1)
        }
    }

    @Test(arguments: [
        (
            "[Content_Types].xml",
            "this is an Excel workbook (.xlsx), not a CSV file: save it as “CSV UTF-8” in Excel (File → Save As)"
        ),
        (
            "mimetypeapplication/vnd.oasis.opendocument.spreadsheet",
            """
            this is an OpenDocument spreadsheet (.ods), not a CSV file: save it as CSV in LibreOffice Calc (File → \
            Save As, Text CSV, UTF-8)
            """
        ),
        (
            "Index/Document.iwa",
            """
            this is a Numbers spreadsheet (.numbers), not a CSV file: export it as CSV from Numbers (File → Export To \
            → CSV, Unicode UTF-8)
            """
        ),
        ("products.csv", "this is a zip archive, not a CSV file: unzip it and give the CSV file inside"),
    ])
    func aWorkbookIsNamedByItsSignature(firstEntry: String, message: String) {
        // A zip file's local header: the signature, 26 bytes of sizes and dates (zeros among them), the entry's name.
        let zip: [UInt8] =
            [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 26) + Array(firstEntry.utf8) + [0, 0, 0x13, 0x37]
        #expect(problem(zip)?.hasSuffix("products_export.csv: " + message) == true, "\(problem(zip) ?? "read")")
    }

    @Test func aMissingFileIsNoSuchFile() {
        let path = Repository.scratchFolder("import") + "/products_expor.csv"
        #expect(throws: ImportError("\(path): no such file")) {
            try ProductExport.shopify.read(contentsOf: path, untrackedStock: 1)
        }
    }

    @Test func aRelativePictureInADescriptionIsLeftOutWithAWarning() throws {
        let (shop, summary) = try shopify(
            #"""
            hat,Hat,"<p>Warm</p><p><img src=x alt=""A hat""> <img \#
            src=""https://i/h.jpg""></p>",,Hats,,TRUE,,,,,H-1,,,5,,,,,active
            """#
                + "\n")
        #expect(
            summary.warnings == [
                ImportWarning(
                    row: 2, column: "Body (HTML)",
                    problem:
                        #"""
                        removed from the description: picture "x" at a relative path, which names no file of the shop \#
                        (the text stays)
                        """#
                )
            ])
        #expect(shop.goods.first?.description == "Warm\n\nA hat ![](https://i/h.jpg)")
    }
}
