import Foundation

/// Writes an imported catalogue as a fixtures folder: `store.json` (unless there is one),
/// `categories.json` and `goods.json`, as docs/FixturesFormat.md describes them.
public struct FixturesWriter {
    /// The folder to write.
    public let directory: String
    /// The shop's name and currency for a new `store.json`.
    public let storeName: String
    public let currency: String

    public init(directory: String, storeName: String, currency: String) {
        self.directory = directory
        self.storeName = storeName
        self.currency = currency
    }

    /// The fixture files an import replaces, and those that would be read in their place.
    static let replacedFiles = ["categories.json", "goods.json", "categories.csv", "goods.csv"]

    /// The files already in the folder that writing would replace or that would be read in
    /// place of what it writes; writing without `force` refuses when there are any.
    public func filesInTheWay() -> [String] {
        (Self.replacedFiles + ["comments.json", "comments.csv"]).filter { FileManager.default.fileExists(atPath: path($0)) }
    }

    /// Writes the files, each whole or not at all (written beside, then renamed).
    ///
    /// - Returns: The files written and removed (a `goods.csv` or `categories.csv` that would be read instead).
    @discardableResult
    public func write(_ shop: ImportedShop, force: Bool) throws(ImportError) -> (written: [String], removed: [String]) {
        let existing = filesInTheWay()
        guard existing.isEmpty || force else {
            throw ImportError("\(directory) already holds \(existing.joined(separator: ", ")); use --force to replace them, or --into another folder")
        }
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: path("store.json")) {
                try save("store.json", Self.store(name: storeName, currency: currency))
                written.append("store.json")
            }
            try save("categories.json", .array(shop.categories.map(Self.json)))
            try save("goods.json", .array(shop.goods.map(Self.json)))
            written += ["categories.json", "goods.json"]
            let removed = ["categories.csv", "goods.csv"].filter { FileManager.default.fileExists(atPath: path($0)) }
            for file in removed { try FileManager.default.removeItem(atPath: path(file)) }
            return (written, removed)
        } catch {
            throw ImportError("cannot write \(directory): \(error.localizedDescription)")
        }
    }

    private func path(_ file: String) -> String {
        (directory as NSString).appendingPathComponent(file)
    }

    private func save(_ file: String, _ json: JSONText) throws {
        try Data((json.rendered() + "\n").utf8).write(to: URL(fileURLWithPath: path(file)), options: .atomic)
    }

    // MARK: JSON

    static func store(name: String, currency: String) -> JSONText {
        .object([("name", .string(name)), ("currency", .string(currency))])
    }

    static func json(_ category: ImportedCategory) -> JSONText {
        .object([("id", .string(category.id)), ("name", .string(category.name))])
    }

    static func json(_ goods: ImportedGoods) -> JSONText {
        var members: [(String, JSONText)] = [("id", .string(goods.id)), ("title", .string(goods.title)), ("category", .string(goods.category))]
        func add(_ key: String, _ value: JSONText?) {
            if let value { members.append((key, value)) }
        }
        add("price", goods.price.map(JSONText.number))
        add("marketPrice", goods.marketPrice.map(JSONText.number))
        add("stock", goods.stock.map { .number(String($0)) })
        add("gtin", goods.gtin.map(JSONText.string))
        add("brand", goods.brand.map(JSONText.string))
        add("tags", goods.tags.isEmpty ? nil : .array(goods.tags.map(JSONText.string)))
        add("image", goods.image.map(JSONText.string))
        add("thumb", goods.thumb.map(JSONText.string))
        add("description", goods.description.map(JSONText.string))
        add("seoTitle", goods.seoTitle.map(JSONText.string))
        add("seoDescription", goods.seoDescription.map(JSONText.string))
        if !goods.variants.isEmpty {
            add("options", .array(goods.options.map(JSONText.string)))
            add("variants", .array(goods.variants.map { json($0, options: goods.options) }))
        }
        return .object(members)
    }

    static func json(_ variant: ImportedVariant, options: [String]) -> JSONText {
        var members: [(String, JSONText)] = [("id", .string(variant.id))]
        func add(_ key: String, _ value: JSONText?) {
            if let value { members.append((key, value)) }
        }
        add("sku", variant.sku.map(JSONText.string))
        add("values", .object(zip(options, variant.values).map { ($0, .string($1)) }))
        add("price", .number(variant.price))
        add("marketPrice", variant.marketPrice.map(JSONText.number))
        add("stock", .number(String(variant.stock)))
        add("gtin", variant.gtin.map(JSONText.string))
        add("image", variant.image.map(JSONText.string))
        return .object(members)
    }
}
