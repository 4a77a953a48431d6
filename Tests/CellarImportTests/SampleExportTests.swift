import CellarImport
import CellarModel
import CellarTestSupport
import Foundation
import Testing

/// Imports of the platforms' own published sample files, compared with what each row says.
struct SampleExportTests {
    private func read(_ export: ProductExport, _ file: String) throws -> (shop: ImportedShop, summary: ImportSummary) {
        try export.read(contentsOf: Repository.importSamples + "/" + file, untrackedStock: 100)
    }

    @Test func shopifyTemplate() throws {
        let (shop, summary) = try read(.shopify, "shopify_product_template.csv")
        #expect(summary.format == "UTF-8, comma-separated")
        #expect(summary.rowCount == 17)
        // example-pants is a draft (row 14), example-hat archived (row 18).
        #expect(
            summary.skipped == [
                ImportSkip(row: 14, name: "example-pants", reason: "draft"),
                ImportSkip(row: 18, name: "example-hat", reason: "archived"),
            ])
        #expect(shop.categories == [ImportedCategory(id: "shirts", name: "Shirts")])
        try #require(shop.goods.count == 1)
        let shirt = shop.goods[0]
        #expect(shirt.id == "example-shirt")
        #expect(shirt.title == "Example T-Shirt")
        #expect(shirt.category == "shirts")
        #expect(shirt.brand == "Acme")
        #expect(shirt.tags == ["Made to Order", "Shirt Tag"])
        #expect(shirt.seoTitle == "Example T-Shirt | Test Store")
        #expect(shirt.seoDescription == "Cotton shirts from our store.")
        #expect(shirt.description?.hasPrefix("This t-shirt is as simple as it gets. Easy to wear") == true)
        // Rows 2–7 hold its six pictures, at positions 1–6, each with its alt text.
        let burst = "https://burst.shopifycdn.com/photos/"
        #expect(
            shirt.images == [
                GoodsImage(source: burst + "tshirts.jpg?width=1500", alt: "A rack of T-Shirts"),
                GoodsImage(source: burst + "blank-colored-t-shirts.jpg?width=1500", alt: "T-Shirt color swatches"),
                GoodsImage(source: burst + "green-t-shirt.jpg?width=1500", alt: "Green T-Shirt"),
                GoodsImage(source: burst + "cobalt-blue-t-shirt.jpg?width=1500", alt: "Blue T-Shirt"),
                GoodsImage(source: burst + "grey-t-shirt.jpg?width=1500", alt: "Gray T-Shirt"),
                GoodsImage(source: burst + "purple-t-shirt.jpg?width=1500", alt: "Purple T-Shirt"),
            ])
        #expect(shirt.price == nil && shirt.stock == nil && shirt.gtin == nil)
        #expect(shirt.options == ["Color", "Size"])
        // Rows 2–13: four colours in three sizes, SKU SRT_COT_<colour><size>, 25 each, no
        // compare-at price, inventory not tracked, barcodes in scientific notation.
        let colours = ["Green", "Blue", "Gray", "Purple"]
        let sizes = ["S", "M", "L"]
        let expected = colours.enumerated().flatMap { colour in
            sizes.enumerated().map { size in
                let sku = "SRT_COT_\(colour.offset + 1)\(size.offset + 1)\(size.offset + 1)"
                let picture = ["green", "cobalt-blue", "grey", "purple"][colour.offset]
                return ImportedVariant(
                    id: sku.lowercased().replacingOccurrences(of: "_", with: "-"), sku: sku,
                    values: [colour.element, size.element],
                    price: "25", stock: 100,
                    image: burst + "\(picture)-t-shirt.jpg?width=1500")
            }
        }
        #expect(shirt.variants == expected)
        #expect(summary.variantCount == 12)
        #expect(summary.untrackedStockCount == 12)
        // The variants' pictures are among the shirt's six.
        #expect(summary.pictureCount == 6 && summary.picturesWithoutAlt == 0)
        #expect(summary.description.contains("Imported 6 pictures.\n"))
        let barcodeWarnings = summary.warnings.filter { $0.column == "Variant Barcode" }
        #expect(barcodeWarnings.map(\.row) == Array(2...13))
        #expect(barcodeWarnings.first?.problem.contains("\"3.65275E+11\"") == true)
        #expect(barcodeWarnings.first?.problem.contains("scientific notation") == true)
        #expect(summary.warnings.count == 12)
    }

    @Test func wooCommerceSampleProducts() throws {
        let (shop, summary) = try read(.woocommerce, "woocommerce_sample_products.csv")
        #expect(summary.rowCount == 25)
        #expect(
            summary.skipped == [
                ImportSkip(row: 10, name: "woo-hoodie-with-pocket", reason: "hidden"),
                ImportSkip(
                    row: 24, name: "logo-collection",
                    reason: "grouped (a set of other products, each imported on its own)"),
                ImportSkip(row: 25, name: "wp-pennant", reason: "external (sold on another site)"),
            ])
        #expect(
            shop.categories == [
                ImportedCategory(id: "clothing-tshirts", name: "Tshirts"),
                ImportedCategory(id: "clothing-hoodies", name: "Hoodies"),
                ImportedCategory(id: "clothing-accessories", name: "Accessories"),
                ImportedCategory(id: "music", name: "Music"),
            ])
        #expect(
            shop.goods.map(\.title) == [
                "V-Neck T-Shirt", "Hoodie", "Hoodie with Logo", "T-Shirt", "Beanie", "Belt", "Cap", "Sunglasses",
                "Hoodie with Zipper", "Long Sleeve Tee", "Polo", "Album", "Single", "T-Shirt with Logo",
                "Beanie with Logo",
            ])
        let goods = Dictionary(uniqueKeysWithValues: shop.goods.map { ($0.title, $0) })
        // Row 2: variable, Color and Size, its three variations (rows 16–18) set only Color.
        let vneck = try #require(goods["V-Neck T-Shirt"])
        #expect(vneck.id == "v-neck-t-shirt")
        #expect(vneck.category == "clothing-tshirts")
        #expect(vneck.options == ["Color"])
        let upload = "https://woocommercecore.mystagingwebsite.com/wp-content/uploads/2017/12/"
        #expect(
            vneck.images.map(\.source) == ["vneck-tee-2.jpg", "vnech-tee-green-1.jpg", "vnech-tee-blue-1.jpg"].map {
                upload + $0
            })
        #expect(vneck.images.allSatisfy { $0.alt == nil })
        #expect(
            vneck.variants == [
                ImportedVariant(
                    id: "woo-vneck-tee-red", sku: "woo-vneck-tee-red", values: ["Red"], price: "20", stock: 100,
                    image: upload + "vneck-tee-2.jpg"),
                ImportedVariant(
                    id: "woo-vneck-tee-green", sku: "woo-vneck-tee-green", values: ["Green"], price: "20", stock: 100,
                    image: upload + "vnech-tee-green-1.jpg"),
                ImportedVariant(
                    id: "woo-vneck-tee-blue", sku: "woo-vneck-tee-blue", values: ["Blue"], price: "15", stock: 100,
                    image: upload + "vnech-tee-blue-1.jpg"),
            ])
        #expect(
            summary.warnings.contains(
                ImportWarning(row: 2, problem: "attribute \"Size\" is \"any\" in every variation: not an option")))
        // Row 3: Color and Logo; rows 19–21 and 25 (the last row, listed after the grouped and external products).
        let hoodie = try #require(goods["Hoodie"])
        #expect(hoodie.options == ["Color", "Logo"])
        #expect(hoodie.variants.map(\.values) == [["Red", "No"], ["Green", "No"], ["Blue", "No"], ["Blue", "Yes"]])
        // Row 19 has a sale price of 42 on a regular 45.
        #expect(hoodie.variants.map(\.price) == ["42", "45", "45", "45"])
        #expect(hoodie.variants.map(\.marketPrice) == ["45", nil, nil, nil])
        // Row 6, Beanie: sale 18, regular 20; row 7, Belt: sale 55, regular 65; row 5, T-Shirt: regular 18.
        #expect(goods["Beanie"]?.price == "18" && goods["Beanie"]?.marketPrice == "20")
        #expect(goods["Belt"]?.price == "55" && goods["Belt"]?.marketPrice == "65")
        #expect(goods["T-Shirt"]?.price == "18" && goods["T-Shirt"]?.marketPrice == nil)
        #expect(goods["T-Shirt"]?.sku == "woo-tshirt")
        #expect(goods["Cap"]?.category == "clothing-accessories")
        #expect(goods["Album"]?.category == "music" && goods["Album"]?.price == "15")
        #expect(goods["Single"]?.price == "2" && goods["Single"]?.marketPrice == "3")
        #expect(goods["Polo"]?.description?.hasPrefix("Pellentesque habitant morbi tristique") == true)
        #expect(goods.values.allSatisfy { $0.variants.isEmpty ? $0.stock == 100 : $0.stock == nil })
        #expect(summary.variantCount == 7)
        #expect(summary.untrackedStockCount == 13 + 7)
        // V-Neck's 3 and Hoodie's 4 (their variations' among them) and one of each simple
        // product shown; WooCommerce exports no alt text.
        #expect(goods["Hoodie"]?.images.count == 4 && goods["Belt"]?.images.count == 1)
        #expect(summary.pictureCount == 20 && summary.picturesWithoutAlt == 20)
        #expect(
            summary.description.contains(
                "Imported 20 pictures; 20 without alt text, which pages show with the goods item's title in their place"
            ))
        #expect(summary.warnings.filter { $0.column == "Type" }.map(\.row) == [14, 15])
    }
}
