import CellarCSV

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
///   brand, `Tags`, `Body (HTML)` → description (Markdown), `SEO Title`, `SEO Description`,
///   the first picture by `Image Position` → image and thumb.
public struct ShopifyImport {
    public let untrackedStock: Int

    public init(untrackedStock: Int) {
        self.untrackedStock = untrackedStock
    }

    public func read(_ table: CSVTable) throws(ImportError) -> (shop: ImportedShop, summary: ImportSummary) {
        var cells = ExportCells(table: table)
        try cells.requireColumns(["Handle", "Title", "Variant Price"], platform: "Shopify")
        var summary = ImportSummary(
            platform: "Shopify", format: table.format.description, rowCount: table.rows.count, untrackedStock: untrackedStock)
        var handles: [String] = []
        var rowsByHandle: [String: [CSVRow]] = [:]
        for row in table.rows {
            let handle = cells.text(row, "Handle")
            guard !handle.isEmpty else {
                cells.warn(row, "Handle", "no handle: the row belongs to no product and is left out")
                continue
            }
            if rowsByHandle[handle] == nil { handles.append(handle) }
            rowsByHandle[handle, default: []].append(row)
        }
        cells.convertDescriptions(table.rows.map { ($0, "Body (HTML)") })
        var categories = CategoryPaths()
        var goodsIDs: Set<String> = []
        var skus = SKURegistry()
        var shop = ImportedShop()
        for handle in handles {
            let rows = rowsByHandle[handle]!
            guard let productRow = rows.first(where: { !cells.text($0, "Title").isEmpty }) else {
                summary.skipped.append(ImportSkip(
                    row: rows[0].number, name: handle, reason: "variant rows without a product row (no row of the handle has a Title)"))
                continue
            }
            if let reason = skipReason(productRow, cells) {
                summary.skipped.append(ImportSkip(row: productRow.number, name: handle, reason: reason))
                continue
            }
            var item = ImportedGoods(
                id: Slug.unique(handle, in: &goodsIDs), title: cells.text(productRow, "Title"),
                category: categories.id(for: categoryPath(productRow, cells)))
            item.brand = nonEmpty(cells.text(productRow, "Vendor"))
            item.tags = cells.list(productRow, "Tags")
            item.description = cells.description(productRow, "Body (HTML)")
            item.seoTitle = nonEmpty(cells.text(productRow, "SEO Title"))
            item.seoDescription = nonEmpty(cells.text(productRow, "SEO Description"))
            let images = pictures(rows, cells)
            item.image = images.first
            item.thumb = images.first
            summary.extraImageCount += max(0, images.count - 1)

            let optionColumns = (1...3).map { ("Option\($0) Name", "Option\($0) Value") }
            let options = optionColumns.map { cells.text(productRow, $0.0) }
            let variantRows = rows.filter { row in
                optionColumns.contains { !cells.text(row, $0.1).isEmpty } || !cells.text(row, "Variant SKU").isEmpty
                    || !cells.text(row, "Variant Price").isEmpty
            }
            let isDefaultOnly = variantRows.count == 1 && (cells.text(variantRows[0], "Option1 Value") == "Default Title"
                || options.allSatisfy(\.isEmpty))
            var variants: [ImportedVariant] = []
            var variantIDs: Set<String> = []
            for row in variantRows {
                let usedOptions = options.indices.filter { !options[$0].isEmpty }
                let values = usedOptions.map { cells.text(row, optionColumns[$0].1) }
                guard let price = cells.price(row, "Variant Price") else {
                    if cells.text(row, "Variant Price").isEmpty { cells.warn(row, "Variant Price", "no price: the variant is left out") }
                    continue
                }
                let sku = skus.register(cells.text(row, "Variant SKU"), row: row, column: "Variant SKU", cells: &cells)
                let tracked = !cells.has("Variant Inventory Tracker") || !cells.text(row, "Variant Inventory Tracker").isEmpty
                var stock = tracked ? cells.stock(row, "Variant Inventory Qty") : nil
                if stock == nil {
                    stock = untrackedStock
                    summary.untrackedStockCount += 1
                }
                variants.append(ImportedVariant(
                    id: VariantID.make(sku: sku, values: values, index: variants.count, taken: &variantIDs), sku: sku,
                    values: values, price: price, marketPrice: cells.price(row, "Variant Compare At Price"), stock: stock!,
                    gtin: cells.gtin(row, "Variant Barcode"), image: nonEmpty(cells.text(row, "Variant Image"))))
            }
            guard !variants.isEmpty else {
                summary.skipped.append(ImportSkip(row: productRow.number, name: handle, reason: "no variant with a price"))
                continue
            }
            if isDefaultOnly {
                let only = variants[0]
                (item.price, item.marketPrice, item.stock, item.gtin, item.sku) = (only.price, only.marketPrice, only.stock, only.gtin, only.sku)
                if item.image == nil { (item.image, item.thumb) = (only.image, only.image) }
            } else {
                item.options = options.filter { !$0.isEmpty }
                item.variants = variants
                summary.variantCount += variants.count
            }
            shop.goods.append(item)
        }
        shop.categories = categories.categories
        summary.goodsCount = shop.goods.count
        summary.categoryCount = shop.categories.count
        summary.warnings = cells.warnings
        return (shop, summary)
    }

    /// Why the product is not for sale on the shop's site, or `nil` when it is.
    private func skipReason(_ row: CSVRow, _ cells: ExportCells) -> String? {
        let status = cells.text(row, "Status").lowercased()
        if !status.isEmpty && status != "active" { return status }
        if cells.text(row, "Published").lowercased() == "false" { return "unpublished" }
        return nil
    }

    private func categoryPath(_ row: CSVRow, _ cells: ExportCells) -> [String] {
        let type = cells.text(row, "Type")
        if !type.isEmpty { return [type] }
        if let leaf = CategoryPaths.parts(of: cells.text(row, "Product Category")).last { return [leaf] }
        return ["Other"]
    }

    /// The product's pictures, by `Image Position` (rows without one after, in file order), each once.
    private func pictures(_ rows: [CSVRow], _ cells: ExportCells) -> [String] {
        let positioned = rows.enumerated().compactMap { offset, row -> (Int, String)? in
            let source = cells.text(row, "Image Src")
            guard !source.isEmpty else { return nil }
            return (Int(cells.text(row, "Image Position")) ?? Int.max / 2 + offset, source)
        }
        var seen: Set<String> = []
        return positioned.sorted { $0.0 < $1.0 }.map(\.1).filter { seen.insert($0).inserted }
    }
}

func nonEmpty(_ text: String) -> String? {
    text.isEmpty ? nil : text
}
