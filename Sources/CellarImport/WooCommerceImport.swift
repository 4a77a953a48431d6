import CellarCSV

/// Reads WooCommerce's product CSV (its built-in exporter, WooCommerce 3.1 and later): one
/// row per product and per variation, variations naming their product in `Parent` (its SKU,
/// or `id:44`).
///
/// - `simple` and `variable` products come in; `grouped` (a set of other products) and
///   `external` (sold on another site) are skipped, as are products not published
///   (`Published` 0 private, -1 draft) or hidden (`Visibility in catalog` hidden).
/// - A variable product's options are the attributes its variations set; an attribute every
///   variation leaves empty ("any") is not an option. Variations become variants.
/// - `Sale price` (when set) → price and `Regular price` → market price, else `Regular price`
///   → price; `Stock` → stock (empty, with `In stock?` 1: the untracked stock); `GTIN, UPC,
///   EAN, or ISBN` → GTIN; `Brands` → brand; `Tags`; `Description` (else `Short
///   description`) → description; the first of `Images` → image and thumb.
/// - `Categories`: the first path (`Clothing > Tshirts`) is the category (see ``CategoryPaths``).
public struct WooCommerceImport {
    public let untrackedStock: Int

    public init(untrackedStock: Int) {
        self.untrackedStock = untrackedStock
    }

    private static let gtinColumn = "GTIN, UPC, EAN, or ISBN"

    public func read(_ table: CSVTable) throws(ImportError) -> (shop: ImportedShop, summary: ImportSummary) {
        var cells = ExportCells(table: table)
        try cells.requireColumns(["Type", "Name", "Regular price"], platform: "WooCommerce")
        var summary = ImportSummary(
            platform: "WooCommerce", format: table.format.description, rowCount: table.rows.count,
            untrackedStock: untrackedStock)
        var products: [CSVRow] = []
        var variationsByParent: [String: [CSVRow]] = [:]
        for row in table.rows {
            let types = Set(cells.list(row, "Type").map { $0.lowercased() })
            if types.contains("variation") {
                variationsByParent[cells.text(row, "Parent"), default: []].append(row)
            } else {
                products.append(row)
            }
        }
        let descriptions = products.map { ($0, Self.descriptionColumn(of: $0, cells)) }
        cells.convertDescriptions(descriptions)
        var categories = CategoryPaths()
        var goodsIDs: Set<String> = []
        var skus = SKURegistry()
        var shop = ImportedShop()
        var claimedParents: Set<String> = []
        for row in products {
            let name = cells.text(row, "Name")
            let label = nonEmpty(cells.text(row, "SKU")) ?? nonEmpty(name) ?? "ID \(cells.text(row, "ID"))"
            let parentKeys = [cells.text(row, "SKU"), "id:" + cells.text(row, "ID")].filter { $0 != "" && $0 != "id:" }
            let variations = parentKeys.flatMap { variationsByParent[$0] ?? [] }
            claimedParents.formUnion(parentKeys)
            if let reason = skipReason(row, cells) {
                summary.skipped.append(ImportSkip(row: row.number, name: label, reason: reason))
                continue
            }
            guard !name.isEmpty else {
                summary.skipped.append(ImportSkip(row: row.number, name: label, reason: "no name"))
                continue
            }
            let types = Set(cells.list(row, "Type").map { $0.lowercased() })
            var item = ImportedGoods(id: Slug.unique(Slug.make(name), in: &goodsIDs), title: name, category: "")
            let categoryPaths = cells.list(row, "Categories").map(CategoryPaths.parts).filter { !$0.isEmpty }
            item.category = categories.id(for: categoryPaths.first ?? ["Other"])
            if categoryPaths.count > 1 {
                cells.warn(row, "Categories", "in \(categoryPaths.count) categories; imported into the first, \(categoryPaths[0].joined(separator: " > ")) (a goods item has one category)")
            }
            item.brand = nonEmpty(cells.list(row, "Brands").first ?? "")
            item.tags = cells.list(row, "Tags")
            item.description = cells.description(row, Self.descriptionColumn(of: row, cells))
            item.seoTitle = nonEmpty(cells.text(row, "Meta: _yoast_wpseo_title"))
            item.seoDescription = nonEmpty(cells.text(row, "Meta: _yoast_wpseo_metadesc"))
            let images = cells.list(row, "Images")
            item.image = images.first
            item.thumb = images.first
            summary.extraImageCount += max(0, images.count - 1)
            if types.contains("downloadable") {
                cells.warn(row, "Type", "a downloadable product: its download files are not imported")
            }
            if types.contains("variable") {
                guard readVariations(variations, of: &item, product: row, cells: &cells, skus: &skus, summary: &summary) else {
                    summary.skipped.append(ImportSkip(row: row.number, name: label, reason: "a variable product without a variation that has a price"))
                    continue
                }
            } else {
                guard let prices = self.prices(row, cells: &cells) else {
                    summary.skipped.append(ImportSkip(row: row.number, name: label, reason: "no price"))
                    continue
                }
                (item.price, item.marketPrice) = prices
                item.sku = skus.register(cells.text(row, "SKU"), row: row, column: "SKU", cells: &cells)
                item.stock = stock(row, cells: &cells, summary: &summary)
                item.gtin = cells.gtin(row, Self.gtinColumn)
            }
            shop.goods.append(item)
        }
        for (parent, rows) in variationsByParent where !claimedParents.contains(parent) {
            for row in rows {
                summary.skipped.append(ImportSkip(
                    row: row.number, name: nonEmpty(cells.text(row, "SKU")) ?? cells.text(row, "Name"),
                    reason: parent.isEmpty ? "a variation without a Parent" : "a variation whose parent \"\(parent)\" is not in the file"))
            }
        }
        summary.skipped.sort { $0.row < $1.row }
        shop.categories = categories.categories
        summary.goodsCount = shop.goods.count
        summary.categoryCount = shop.categories.count
        summary.warnings = cells.warnings.sorted { $0.row < $1.row }
        return (shop, summary)
    }

    /// The column a product's description is in: `Description`, else `Short description`.
    private static func descriptionColumn(of row: CSVRow, _ cells: ExportCells) -> String {
        cells.text(row, "Description").isEmpty ? "Short description" : "Description"
    }

    private func skipReason(_ row: CSVRow, _ cells: ExportCells) -> String? {
        let types = Set(cells.list(row, "Type").map { $0.lowercased() })
        if types.contains("grouped") { return "grouped (a set of other products, each imported on its own)" }
        if types.contains("external") { return "external (sold on another site)" }
        switch cells.text(row, "Published") {
        case "0": return "private"
        case "-1": return "draft"
        default: break
        }
        if cells.text(row, "Visibility in catalog").lowercased() == "hidden" { return "hidden" }
        return nil
    }

    /// Price and market price: the sale price when there is one, the regular price as market price.
    private func prices(_ row: CSVRow, cells: inout ExportCells) -> (price: String, marketPrice: String?)? {
        let regular = cells.price(row, "Regular price")
        if let sale = cells.price(row, "Sale price") { return (sale, regular) }
        return regular.map { ($0, nil) }
    }

    private func stock(_ row: CSVRow, cells: inout ExportCells, summary: inout ImportSummary) -> Int {
        if let stock = cells.stock(row, "Stock") { return stock }
        let inStock = cells.text(row, "In stock?").lowercased()
        if inStock == "0" || inStock == "outofstock" { return 0 }
        summary.untrackedStockCount += 1
        return untrackedStock
    }

    /// Reads the variations into `item`'s options and variants; `false` when none has a price.
    private func readVariations(
        _ rows: [CSVRow], of item: inout ImportedGoods, product: CSVRow, cells: inout ExportCells, skus: inout SKURegistry,
        summary: inout ImportSummary
    ) -> Bool {
        let attributes = attributeNames(product, cells)
        let valuesByRow = rows.map { row in attributeValues(row, cells) }
        var options = attributes.filter { name in valuesByRow.contains { !($0[name] ?? "").isEmpty } }
        // Attributes only the variations name (their product row lists none).
        for values in valuesByRow {
            for (name, value) in values.sorted(by: { $0.key < $1.key }) where !value.isEmpty && !options.contains(name) {
                options.append(name)
            }
        }
        for name in attributes where !options.contains(name) {
            cells.warn(product, nil, "attribute \"\(name)\" is \"any\" in every variation: not an option")
        }
        if options.count > 3 {
            cells.warn(product, nil, "\(options.count) attributes vary; the first three are the options (\(options.dropFirst(3).joined(separator: ", ")) left out)")
            options = Array(options.prefix(3))
        }
        var variants: [ImportedVariant] = []
        var ids: Set<String> = []
        for (row, rowValues) in zip(rows, valuesByRow) {
            if cells.text(row, "Published") == "0" || cells.text(row, "Published") == "-1" {
                cells.warn(row, "Published", "a disabled variation: left out")
                continue
            }
            let values = options.map { name -> String in
                if let value = rowValues[name], !value.isEmpty { return value }
                cells.warn(row, nil, "no value for \"\(name)\" (\"any\" in WooCommerce): written as \"Any\"")
                return "Any"
            }
            guard let prices = self.prices(row, cells: &cells) else {
                if cells.text(row, "Regular price").isEmpty { cells.warn(row, "Regular price", "no price: the variation is left out") }
                continue
            }
            let sku = skus.register(cells.text(row, "SKU"), row: row, column: "SKU", cells: &cells)
            let images = cells.list(row, "Images")
            variants.append(ImportedVariant(
                id: VariantID.make(sku: sku, values: values, index: variants.count, taken: &ids), sku: sku, values: values,
                price: prices.price, marketPrice: prices.marketPrice, stock: stock(row, cells: &cells, summary: &summary),
                gtin: cells.gtin(row, Self.gtinColumn), image: images.first))
        }
        guard !variants.isEmpty else { return false }
        if options.isEmpty {
            cells.warn(product, nil, "no attribute varies between the variations: imported as one goods item with the first variation's price")
            let first = variants[0]
            (item.price, item.marketPrice, item.stock, item.gtin, item.sku) = (first.price, first.marketPrice, first.stock, first.gtin, first.sku)
            return true
        }
        item.options = options
        item.variants = variants
        summary.variantCount += variants.count
        return true
    }

    /// The names in `Attribute N name`, in column order.
    private func attributeNames(_ row: CSVRow, _ cells: ExportCells) -> [String] {
        (1...).lazy.prefix(while: { cells.has("Attribute \($0) name") }).compactMap { nonEmpty(cells.text(row, "Attribute \($0) name")) }
    }

    /// A variation's value for each attribute it names.
    private func attributeValues(_ row: CSVRow, _ cells: ExportCells) -> [String: String] {
        var values: [String: String] = [:]
        for index in (1...).lazy.prefix(while: { cells.has("Attribute \($0) name") }) {
            let name = cells.text(row, "Attribute \(index) name")
            if !name.isEmpty { values[name] = cells.text(row, "Attribute \(index) value(s)") }
        }
        return values
    }
}
