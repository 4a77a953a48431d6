import CellarCSV
import CellarModel

/// Reads Shopify's product CSV (https://help.shopify.com/en/manual/products/import-export/using-csv):
/// one row per variant, rows grouped by `Handle`, the product's own fields on its first row.
///
/// - A product is its handle's rows; the first row with a `Title` is the product row. Rows
///   of a handle without one are skipped as variant rows without a product row.
/// - Left out and counted: `Status` other than `active` (draft, archived), and `Published`
///   `FALSE` (not on the online store).
/// - Options `Option1…3 Name` become the goods item's options, each row's `Option… Value`
///   a variant; a product whose only variant is `Default Title` has none.
/// - `Variant Price` → price, `Variant Compare At Price` → market price, `Variant Inventory
///   Qty` → stock (inventory not tracked, `Variant Inventory Tracker` empty: the untracked
///   stock), `Variant Barcode` → GTIN (left out, with a warning, when it is none),
///   `Variant Image` → the variant's picture, `Variant SKU` → SKU.
/// - `Type` → category (else the last part of `Product Category`, else `Other`), `Vendor` →
///   brand, `Tags`, `Body (HTML)` → description (Markdown), `SEO Title`, `SEO Description`.
/// - Every `Image Src` of the handle's rows → the goods item's `images`, by `Image Position`,
///   each with its `Image Alt Text`; a product sold as one without a picture of its own takes
///   its variant's.
struct ShopifyImport: ExportReader {
    let untrackedStock: Int
    private(set) var cells: ExportCells
    private let columns: Columns

    init(header: [String], untrackedStock: Int) {
        self.untrackedStock = untrackedStock
        cells = ExportCells(header: header, export: .shopify)
        columns = Columns(cells)
    }

    /// Starts converting the row's `Body (HTML)`: a product's is on its first row with a
    /// `Title`, which only the whole table tells.
    mutating func rowRead(_ row: inout CSVRow) {
        cells.convertDescription(&row, columns.body)
    }

    func read(_ table: CSVTable) throws(ImportError) -> PendingImport {
        var cells = cells
        try cells.allRowsRead()
        var summary = ImportSummary(
            platform: "Shopify", format: table.format.description, rowCount: table.rows.count,
            untrackedStock: untrackedStock)
        var handles: [String] = []
        // Tables sized for the most products there can be (a row each): grown as they fill,
        // they would hash every handle again at each doubling.
        var rowsByHandle = [String: [CSVRow]](minimumCapacity: table.rows.count)
        for row in table.rows {
            let handle = cells.text(row, columns.handle)
            guard !handle.isEmpty else {
                cells.warn(row, columns.handle, "no handle: the row belongs to no product and is left out")
                continue
            }
            if rowsByHandle[handle] == nil { handles.append(handle) }
            rowsByHandle[handle, default: []].append(row)
        }
        var categories = CategoryPaths()
        var goodsIDs = Set<String>(minimumCapacity: handles.count)
        var skus = SKURegistry(capacity: table.rows.count)
        var shop = ImportedShop()
        var descriptions: [PendingDescription?] = []
        for handle in handles {
            let rows = rowsByHandle[handle]!
            guard let productRow = rows.first(where: { !cells.text($0, columns.title).isEmpty }) else {
                summary.skipped.append(
                    ImportSkip(
                        row: rows[0].number, name: handle,
                        reason: "variant rows without a product row (no row of the handle has a Title)"))
                continue
            }
            if let reason = skipReason(productRow, cells, columns) {
                summary.skipped.append(ImportSkip(row: productRow.number, name: handle, reason: reason))
                continue
            }
            var item = ImportedGoods(
                id: Slug.unique(handle, in: &goodsIDs), title: cells.text(productRow, columns.title),
                category: categories.id(for: categoryPath(productRow, cells, columns)))
            item.row = productRow.number
            item.brand = nonEmpty(cells.text(productRow, columns.vendor))
            item.tags = cells.list(productRow, columns.tags)
            let description = cells.description(of: productRow)
            item.seoTitle = nonEmpty(cells.text(productRow, columns.seoTitle))
            item.seoDescription = nonEmpty(cells.text(productRow, columns.seoDescription))
            item.images = cells.photos(pictures(rows, cells, columns), productRow, columns.imageSource)

            let options = columns.options.map { cells.text(productRow, $0.name) }
            let variantRows = rows.filter { row in
                columns.options.contains { !cells.text(row, $0.value).isEmpty } || !cells.text(row, columns.sku).isEmpty
                    || !cells.text(row, columns.price).isEmpty
            }
            let isDefaultOnly =
                variantRows.count == 1
                && (cells.text(variantRows[0], columns.options[0].value) == "Default Title"
                    || options.allSatisfy(\.isEmpty))
            var variants: [ImportedVariant] = []
            var variantIDs: Set<String> = []
            for row in variantRows {
                let usedOptions = options.indices.filter { !options[$0].isEmpty }
                let values = usedOptions.map { cells.text(row, columns.options[$0].value) }
                guard let price = cells.price(row, columns.price) else {
                    if cells.text(row, columns.price).isEmpty {
                        cells.warn(row, columns.price, "no price: the variant is left out")
                    }
                    continue
                }
                let sku = skus.register(cells.text(row, columns.sku), row: row, column: columns.sku, cells: &cells)
                let tracked =
                    columns.inventoryTracker.index == nil || !cells.text(row, columns.inventoryTracker).isEmpty
                var stock = tracked ? cells.stock(row, columns.inventoryQuantity) : nil
                if stock == nil {
                    stock = untrackedStock
                    summary.untrackedStockCount += 1
                }
                // A product sold as one writes no variant, so its only variant needs no id.
                variants.append(
                    ImportedVariant(
                        id: isDefaultOnly
                            ? "" : VariantID.make(sku: sku, values: values, index: variants.count, taken: &variantIDs),
                        sku: sku,
                        values: values, price: price, marketPrice: cells.price(row, columns.compareAtPrice),
                        stock: stock!,
                        gtin: cells.gtin(row, columns.barcode), image: nonEmpty(cells.text(row, columns.variantImage))))
            }
            guard !variants.isEmpty else {
                summary.skipped.append(
                    ImportSkip(row: productRow.number, name: handle, reason: "no variant with a price"))
                continue
            }
            if isDefaultOnly {
                let only = variants[0]
                (item.price, item.marketPrice, item.stock, item.gtin, item.sku) = (
                    only.price, only.marketPrice, only.stock, only.gtin, only.sku
                )
                if item.images.isEmpty, let image = only.image { item.images = [GoodsImage(source: image)] }
            } else {
                item.options = options.filter { !$0.isEmpty }
                item.variants = variants
                summary.variantCount += variants.count
            }
            shop.goods.append(item)
            descriptions.append(description)
        }
        shop.categories = categories.categories
        summary.countPictures(of: shop.goods)
        summary.goodsCount = shop.goods.count
        summary.categoryCount = shop.categories.count
        return cells.pending(shop, descriptions: descriptions, summary: summary, warningsByRow: false)
    }

    /// Why the product is not for sale on the shop's site, or `nil` when it is.
    private func skipReason(_ row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> String? {
        let status = cells.text(row, columns.status).lowercased()
        if !status.isEmpty && status != "active" { return status }
        if cells.text(row, columns.published).lowercased() == "false" { return "unpublished" }
        return nil
    }

    private func categoryPath(_ row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> [String] {
        let type = cells.text(row, columns.type)
        if !type.isEmpty { return [type] }
        if let leaf = CategoryPaths.parts(of: cells.text(row, columns.productCategory)).last { return [leaf] }
        return ["Other"]
    }

    /// The product's pictures with their alt text, by `Image Position` (rows without one after,
    /// in file order).
    private func pictures(_ rows: [CSVRow], _ cells: ExportCells, _ columns: Columns) -> [GoodsImage] {
        let positioned = rows.enumerated().compactMap { offset, row -> (Int, GoodsImage)? in
            let source = cells.text(row, columns.imageSource)
            guard !source.isEmpty else { return nil }
            let photo = GoodsImage(source: source, alt: nonEmpty(cells.text(row, columns.imageAlt)))
            return (Int(cells.text(row, columns.imagePosition)) ?? Int.max / 2 + offset, photo)
        }
        return positioned.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The columns read, each looked up in the header once for the whole export.
    private struct Columns {
        let handle, title, body, vendor, tags, seoTitle, seoDescription, status, published, type,
            productCategory: ExportColumn
        let imageSource, imagePosition, imageAlt: ExportColumn
        let sku, price, compareAtPrice, inventoryTracker, inventoryQuantity, barcode, variantImage: ExportColumn
        /// `Option1 Name` and `Option1 Value` … `Option3 …`.
        let options: [(name: ExportColumn, value: ExportColumn)]

        init(_ cells: ExportCells) {
            (handle, title, body, vendor, tags) = (
                cells.column("Handle"), cells.column("Title"), cells.column("Body (HTML)"), cells.column("Vendor"),
                cells.column("Tags")
            )
            (seoTitle, seoDescription) = (cells.column("SEO Title"), cells.column("SEO Description"))
            (status, published, type, productCategory) = (
                cells.column("Status"), cells.column("Published"), cells.column("Type"),
                cells.column("Product Category")
            )
            (imageSource, imagePosition, imageAlt) = (
                cells.column("Image Src"), cells.column("Image Position"), cells.column("Image Alt Text")
            )
            (sku, price, compareAtPrice) = (
                cells.column("Variant SKU"), cells.column("Variant Price"), cells.column("Variant Compare At Price")
            )
            (inventoryTracker, inventoryQuantity) = (
                cells.column("Variant Inventory Tracker"), cells.column("Variant Inventory Qty")
            )
            (barcode, variantImage) = (cells.column("Variant Barcode"), cells.column("Variant Image"))
            options = (1...3).map { (cells.column("Option\($0) Name"), cells.column("Option\($0) Value")) }
        }
    }
}

func nonEmpty(_ text: String) -> String? {
    text.isEmpty ? nil : text
}
