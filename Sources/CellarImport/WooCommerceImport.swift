import CellarCSV
import CellarModel

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
///   description`) → description; `Images` (a comma-separated list of URLs, the first the
///   main one; WooCommerce exports no alt text) → the goods item's `images`, a variation's
///   first → its variant's picture and the rest its own `images`.
/// - `Categories`: the first path (`Clothing > Tshirts`) is the category (see ``CategoryPaths``).
struct WooCommerceImport: ExportReader {
    let untrackedStock: Int
    private(set) var cells: ExportCells
    private let columns: Columns

    init(header: [String], untrackedStock: Int) {
        self.untrackedStock = untrackedStock
        cells = ExportCells(header: header, export: .woocommerce)
        columns = Columns(cells)
    }

    /// Starts converting a product row's description (a variation's is not read).
    mutating func rowRead(_ row: inout CSVRow) {
        guard !Self.isVariation(row, cells, columns) else { return }
        cells.convertDescription(&row, Self.descriptionColumn(of: row, cells, columns))
    }

    func read(_ table: CSVTable) throws(ImportError) -> PendingImport {
        var cells = cells
        try cells.allRowsRead()
        var summary = ImportSummary(
            platform: "WooCommerce", format: table.format.description, rowCount: table.rows.count,
            untrackedStock: untrackedStock)
        var products: [CSVRow] = []
        var variationsByParent: [String: [CSVRow]] = [:]
        for row in table.rows {
            if Self.isVariation(row, cells, columns) {
                variationsByParent[cells.text(row, columns.parent), default: []].append(row)
            } else {
                products.append(row)
            }
        }
        var categories = CategoryPaths()
        var goodsIDs = Set<String>(minimumCapacity: products.count)
        var skus = SKURegistry(capacity: table.rows.count)
        var shop = ImportedShop()
        var claimedParents: Set<String> = []
        var descriptions: [PendingDescription?] = []
        for row in products {
            let name = cells.text(row, columns.name)
            let label = nonEmpty(cells.text(row, columns.sku)) ?? nonEmpty(name) ?? "ID \(cells.text(row, columns.id))"
            let parentKeys = [cells.text(row, columns.sku), "id:" + cells.text(row, columns.id)].filter {
                $0 != "" && $0 != "id:"
            }
            let variations = parentKeys.flatMap { variationsByParent[$0] ?? [] }
            claimedParents.formUnion(parentKeys)
            if let reason = skipReason(row, cells, columns) {
                summary.skipped.append(ImportSkip(row: row.number, name: label, reason: reason))
                continue
            }
            guard !name.isEmpty else {
                summary.skipped.append(ImportSkip(row: row.number, name: label, reason: "no name"))
                continue
            }
            let types = Set(cells.list(row, columns.type).map { $0.lowercased() })
            var item = ImportedGoods(id: Slug.unique(Slug.make(name), in: &goodsIDs), title: name, category: "")
            let categoryPaths = cells.list(row, columns.categories).map(CategoryPaths.parts).filter { !$0.isEmpty }
            item.category = categories.id(for: categoryPaths.first ?? ["Other"])
            if categoryPaths.count > 1 {
                cells.warn(
                    row, columns.categories,
                    """
                    in \(categoryPaths.count) categories; imported into the first, \
                    \(categoryPaths[0].joined(separator: " > ")) (a goods item has one category)
                    """
                )
            }
            item.row = row.number
            item.brand = nonEmpty(cells.list(row, columns.brands).first ?? "")
            item.tags = cells.list(row, columns.tags)
            let description = cells.description(of: row)
            item.seoTitle = nonEmpty(cells.text(row, columns.seoTitle))
            item.seoDescription = nonEmpty(cells.text(row, columns.seoDescription))
            item.images = cells.photos(
                cells.list(row, columns.images).map { GoodsImage(source: $0) }, row, columns.images)
            if types.contains("downloadable") {
                cells.warn(row, columns.type, "a downloadable product: its download files are not imported")
            }
            if types.contains("variable") {
                guard
                    readVariations(
                        variations, of: &item, product: row, cells: &cells, columns, skus: &skus, summary: &summary)
                else {
                    summary.skipped.append(
                        ImportSkip(
                            row: row.number, name: label,
                            reason: "a variable product without a variation that has a price"))
                    continue
                }
            } else {
                guard let prices = self.prices(row, cells: &cells, columns) else {
                    summary.skipped.append(ImportSkip(row: row.number, name: label, reason: "no price"))
                    continue
                }
                (item.price, item.marketPrice) = prices
                item.sku = skus.register(cells.text(row, columns.sku), row: row, column: columns.sku, cells: &cells)
                item.stock = stock(row, cells: &cells, columns, summary: &summary)
                item.gtin = cells.gtin(row, columns.gtin)
            }
            shop.goods.append(item)
            descriptions.append(description)
        }
        for (parent, rows) in variationsByParent where !claimedParents.contains(parent) {
            for row in rows {
                summary.skipped.append(
                    ImportSkip(
                        row: row.number, name: nonEmpty(cells.text(row, columns.sku)) ?? cells.text(row, columns.name),
                        reason: parent.isEmpty
                            ? "a variation without a Parent"
                            : "a variation whose parent \"\(parent)\" is not in the file"))
            }
        }
        summary.skipped.sort { $0.row < $1.row }
        shop.categories = categories.categories
        summary.countPictures(of: shop.goods)
        summary.goodsCount = shop.goods.count
        summary.categoryCount = shop.categories.count
        return cells.pending(shop, descriptions: descriptions, summary: summary, warningsByRow: true)
    }

    private static func isVariation(_ row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> Bool {
        cells.list(row, columns.type).contains { $0.lowercased() == "variation" }
    }

    /// The column a product's description is in: `Description`, else `Short description`.
    private static func descriptionColumn(of row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> ExportColumn {
        cells.text(row, columns.description).isEmpty ? columns.shortDescription : columns.description
    }

    private func skipReason(_ row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> String? {
        let types = Set(cells.list(row, columns.type).map { $0.lowercased() })
        if types.contains("grouped") { return "grouped (a set of other products, each imported on its own)" }
        if types.contains("external") { return "external (sold on another site)" }
        switch cells.text(row, columns.published) {
        case "0": return "private"
        case "-1": return "draft"
        default: break
        }
        if cells.text(row, columns.visibility).lowercased() == "hidden" { return "hidden" }
        return nil
    }

    /// Price and market price: the sale price when there is one, the regular price as market price.
    private func prices(_ row: CSVRow, cells: inout ExportCells, _ columns: Columns) -> (
        price: String, marketPrice: String?
    )? {
        let regular = cells.price(row, columns.regularPrice)
        if let sale = cells.price(row, columns.salePrice) { return (sale, regular) }
        return regular.map { ($0, nil) }
    }

    private func stock(_ row: CSVRow, cells: inout ExportCells, _ columns: Columns, summary: inout ImportSummary) -> Int
    {
        if let stock = cells.stock(row, columns.stock) { return stock }
        let inStock = cells.text(row, columns.inStock).lowercased()
        if inStock == "0" || inStock == "outofstock" { return 0 }
        summary.untrackedStockCount += 1
        return untrackedStock
    }

    /// Reads the variations into `item`'s options and variants; `false` when none has a price.
    private func readVariations(
        _ rows: [CSVRow], of item: inout ImportedGoods, product: CSVRow, cells: inout ExportCells, _ columns: Columns,
        skus: inout SKURegistry,
        summary: inout ImportSummary
    ) -> Bool {
        let attributes = attributeNames(product, cells, columns)
        let valuesByRow = rows.map { row in attributeValues(row, cells, columns) }
        var options = attributes.filter { name in valuesByRow.contains { !($0[name] ?? "").isEmpty } }
        // Attributes only the variations name (their product row lists none).
        for values in valuesByRow {
            for (name, value) in values.sorted(by: { $0.key < $1.key }) where !value.isEmpty && !options.contains(name)
            {
                options.append(name)
            }
        }
        for name in attributes where !options.contains(name) {
            cells.warn(product, nil, "attribute \"\(name)\" is \"any\" in every variation: not an option")
        }
        if options.count > 3 {
            cells.warn(
                product, nil,
                """
                \(options.count) attributes vary; the first three are the options \
                (\(options.dropFirst(3).joined(separator: ", ")) left out)
                """
            )
            options = Array(options.prefix(3))
        }
        var variants: [ImportedVariant] = []
        var ids: Set<String> = []
        for (row, rowValues) in zip(rows, valuesByRow) {
            if cells.text(row, columns.published) == "0" || cells.text(row, columns.published) == "-1" {
                cells.warn(row, columns.published, "a disabled variation: left out")
                continue
            }
            let values = options.map { name -> String in
                if let value = rowValues[name], !value.isEmpty { return value }
                cells.warn(row, nil, "no value for \"\(name)\" (\"any\" in WooCommerce): written as \"Any\"")
                return "Any"
            }
            guard let prices = self.prices(row, cells: &cells, columns) else {
                if cells.text(row, columns.regularPrice).isEmpty {
                    cells.warn(row, columns.regularPrice, "no price: the variation is left out")
                }
                continue
            }
            let sku = skus.register(cells.text(row, columns.sku), row: row, column: columns.sku, cells: &cells)
            let images = cells.photos(
                cells.list(row, columns.images).map { GoodsImage(source: $0) }, row, columns.images)
            variants.append(
                ImportedVariant(
                    id: VariantID.make(sku: sku, values: values, index: variants.count, taken: &ids), sku: sku,
                    values: values,
                    price: prices.price, marketPrice: prices.marketPrice,
                    stock: stock(row, cells: &cells, columns, summary: &summary),
                    gtin: cells.gtin(row, columns.gtin), image: images.first?.source))
            variants[variants.count - 1].images = Array(images.dropFirst())
        }
        guard !variants.isEmpty else { return false }
        if options.isEmpty {
            cells.warn(
                product, nil,
                """
                no attribute varies between the variations: imported as one goods item with the first variation's price
                """
            )
            let first = variants[0]
            (item.price, item.marketPrice, item.stock, item.gtin, item.sku) = (
                first.price, first.marketPrice, first.stock, first.gtin, first.sku
            )
            return true
        }
        item.options = options
        item.variants = variants
        summary.variantCount += variants.count
        return true
    }

    /// The names in `Attribute N name`, in column order.
    private func attributeNames(_ row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> [String] {
        columns.attributes.compactMap { nonEmpty(cells.text(row, $0.name)) }
    }

    /// A variation's value for each attribute it names.
    private func attributeValues(_ row: CSVRow, _ cells: ExportCells, _ columns: Columns) -> [String: String] {
        var values: [String: String] = [:]
        for attribute in columns.attributes {
            let name = cells.text(row, attribute.name)
            if !name.isEmpty { values[name] = cells.text(row, attribute.value) }
        }
        return values
    }

    /// The columns read, each looked up in the header once for the whole export.
    private struct Columns {
        let type, parent, name, sku, id, categories, brands, tags, description, shortDescription: ExportColumn
        let seoTitle, seoDescription, published, visibility, images: ExportColumn
        let regularPrice, salePrice, stock, inStock, gtin: ExportColumn
        /// `Attribute 1 name` and `Attribute 1 value(s)`, and so on while the header has the next name.
        let attributes: [(name: ExportColumn, value: ExportColumn)]

        init(_ cells: ExportCells) {
            (type, parent, name, sku, id) = (
                cells.column("Type"), cells.column("Parent"), cells.column("Name"), cells.column("SKU"),
                cells.column("ID")
            )
            (categories, brands, tags) = (cells.column("Categories"), cells.column("Brands"), cells.column("Tags"))
            (description, shortDescription) = (cells.column("Description"), cells.column("Short description"))
            (seoTitle, seoDescription) = (
                cells.column("Meta: _yoast_wpseo_title"), cells.column("Meta: _yoast_wpseo_metadesc")
            )
            (published, visibility, images) = (
                cells.column("Published"), cells.column("Visibility in catalog"), cells.column("Images")
            )
            (regularPrice, salePrice, stock, inStock, gtin) = (
                cells.column("Regular price"), cells.column("Sale price"), cells.column("Stock"),
                cells.column("In stock?"),
                cells.column("GTIN, UPC, EAN, or ISBN")
            )
            attributes = Array(
                (1...).lazy.map { (cells.column("Attribute \($0) name"), cells.column("Attribute \($0) value(s)")) }
                    .prefix { $0.0.index != nil })
        }
    }
}
