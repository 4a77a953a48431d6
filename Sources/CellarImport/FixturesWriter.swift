import CellarFixtures
import CellarModel
import Foundation

/// Writes an imported catalogue as a fixtures folder: `store.json` (unless there is one),
/// `categories.json` and `goods.json`, as docs/FixturesFormat.md describes them.
public struct FixturesWriter: Sendable {
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
        (Self.replacedFiles + ["comments.json", "comments.csv"]).filter {
            FileManager.default.fileExists(atPath: path($0))
        }
    }

    /// Writes the files, each whole or not at all (written beside, then renamed), and has `check`
    /// check each category and goods item: the values it checks are those the files hold. In a
    /// shop that has them, `store.json` and `comments.json` are kept but for what points to
    /// goods or categories the import does not have (``StaleReferences``).
    ///
    /// - Returns: The files written and removed (a `goods.csv` or `categories.csv` that would
    ///   be read instead), and a line for each kind of reference removed.
    @discardableResult
    public func write(
        _ shop: ImportedShop, force: Bool, checking check: inout FixtureValuesCheck
    ) throws(ImportError) -> (written: [String], removed: [String], dropped: [String]) {
        try write(shop, describedBy: { shop.goods[$0].description }, force: force, checking: &check)
    }

    /// Writes the files of an import whose descriptions are still converting, as it writes an
    /// ``ImportedShop``'s: each goods item as its description comes in.
    @discardableResult
    public func write(
        _ pending: PendingImport, force: Bool, checking check: inout FixtureValuesCheck
    ) throws(ImportError) -> (written: [String], removed: [String], dropped: [String]) {
        try write(pending.shop, describedBy: pending.description(ofGoodsAt:), force: force, checking: &check)
    }

    /// `description(index)` is the description of `shop.goods[index]`.
    private func write(
        _ shop: ImportedShop, describedBy description: @escaping @Sendable (Int) -> String?, force: Bool,
        checking check: inout FixtureValuesCheck
    ) throws(ImportError) -> (written: [String], removed: [String], dropped: [String]) {
        let existing = filesInTheWay()
        guard existing.isEmpty || force else {
            throw ImportError(
                """
                \(directory) already holds \(existing.joined(separator: ", ")); use --force to replace its categories \
                and goods (store.json, the comments and the docs stay, but for what points to goods or categories the \
                export does not have), or --into another folder
                """
            )
        }
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: path("store.json")) {
                try save("store.json") { output, _ in Self.store(name: storeName, currency: currency).write(to: &output)
                }
                written.append("store.json")
            }
            try save("categories.json") { output, _ in
                var index = 0
                JSONValue.writeArray(shop.categories.lazy.map(Self.json), to: &output) { category, _ in
                    check.checkCategory(category, at: index)
                    index += 1
                }
            }
            check.reserveCapacity(goods: shop.goods.count, variants: shop.goods.reduce(0) { $0 + $1.variants.count })
            // The goods are written and checked at once, each on its own thread. Each item's value
            // is made once, by whichever of the two reaches its chunk first, and dropped once both have it.
            let goods = ChunkedValues(Array(shop.goods.indices), chunkSize: 256, takers: 2) { indices in
                indices.map { Self.json(shop.goods[$0], description: description($0)) }
            }
            let (saved, checked) = Simultaneously.run(
                { [self] in
                    Result {
                        try save("goods.json") { output, flush in
                            JSONValue.writeArray(goods.taken(), to: &output) { _, output in flush(&output) }
                        }
                    }
                },
                { [check] in
                    var check = check
                    for item in goods.taken() { check.checkGoodsItem(item) }
                    return check
                }
            )
            check = checked
            try saved.get()
            written += ["categories.json", "goods.json"]
            let removed = ["categories.csv", "goods.csv"].filter { FileManager.default.fileExists(atPath: path($0)) }
            for file in removed { try FileManager.default.removeItem(atPath: path(file)) }
            let stale = StaleReferences(
                store: FileManager.default.contents(atPath: path("store.json")).map(Array.init),
                comments: FileManager.default.contents(atPath: path("comments.json")).map(Array.init),
                goodsIDs: Set(shop.goods.map(\.id)), categoryIDs: Set(shop.categories.map(\.id)))
            if let store = stale.store {
                try save("store.json") { output, _ in store.write(to: &output) }
            }
            if let comments = stale.comments {
                try save("comments.json") { output, flush in
                    JSONValue.writeArray(comments, to: &output) { _, output in flush(&output) }
                }
            }
            return (written, removed, stale.lines)
        } catch {
            throw ImportError("cannot write \(directory): \(error.localizedDescription)")
        }
    }

    private func path(_ file: String) -> String {
        (directory as NSString).appendingPathComponent(file)
    }

    /// Writes `file` through a buffer that `write` fills and may hand on as it grows (with the
    /// function it is given), beside the file first, then renamed over it: the file is
    /// whole or as it was, and a 200 MB `goods.json` is never in memory twice.
    private func save(_ file: String, _ write: (inout [UInt8], _ flush: (inout [UInt8]) -> Void) -> Void) throws {
        let temporary = path(".\(file).\(ProcessInfo.processInfo.processIdentifier).partial")
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary)
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary])
        }
        var failure: Error?
        var buffer: [UInt8] = []
        func flush(_ bytes: inout [UInt8], atLeast: Int) {
            guard failure == nil, bytes.count >= atLeast else { return }
            do { try handle.write(contentsOf: bytes) } catch { failure = error }
            bytes.removeAll(keepingCapacity: true)
        }
        write(&buffer) { flush(&$0, atLeast: 1 << 20) }
        buffer.append(UInt8(ascii: "\n"))
        flush(&buffer, atLeast: 0)
        do {
            if let failure { throw failure }
            try handle.close()
            guard rename(temporary, path(file)) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path(file)])
            }
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    // MARK: JSON

    static func store(name: String, currency: String) -> JSONValue {
        .object([("name", .string(name)), ("currency", .string(currency))])
    }

    static func json(_ category: ImportedCategory) -> JSONValue {
        .object([("id", .string(category.id)), ("name", .string(category.name))])
    }

    /// The goods item's value, with `description` (given apart: it may still be converting when the item is read).
    static func json(_ goods: ImportedGoods, description: String?) -> JSONValue {
        // Made as the object's members at once, room for them all: this runs for every goods item.
        var members: [JSONObject.Member] = []
        members.reserveCapacity(16)
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONObject.Member(key: key, value: value)) }
        }
        add("id", .string(goods.id))
        add("title", .string(goods.title))
        add("category", .string(goods.category))
        add("price", goods.price.map(JSONValue.number))
        add("marketPrice", goods.marketPrice.map(JSONValue.number))
        add("stock", goods.stock.map { .number(String($0)) })
        add("gtin", goods.gtin.map(JSONValue.string))
        add("brand", goods.brand.map(JSONValue.string))
        add("tags", goods.tags.isEmpty ? nil : .array(goods.tags.map(JSONValue.string)))
        add("images", goods.images.isEmpty ? nil : .array(goods.images.map(json)))
        add("description", description.map(JSONValue.string))
        add("seoTitle", goods.seoTitle.map(JSONValue.string))
        add("seoDescription", goods.seoDescription.map(JSONValue.string))
        if !goods.variants.isEmpty {
            add("options", .array(goods.options.map(JSONValue.string)))
            add("variants", .array(goods.variants.map { json($0, options: goods.options) }))
        }
        return .object(JSONObject(members: members))
    }

    static func json(_ variant: ImportedVariant, options: [String]) -> JSONValue {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(9)
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONObject.Member(key: key, value: value)) }
        }
        add("id", .string(variant.id))
        add("sku", variant.sku.map(JSONValue.string))
        add("values", .object(zip(options, variant.values).map { ($0, .string($1)) }))
        add("price", .number(variant.price))
        add("marketPrice", variant.marketPrice.map(JSONValue.number))
        add("stock", .number(String(variant.stock)))
        add("gtin", variant.gtin.map(JSONValue.string))
        add("image", variant.image.map(JSONValue.string))
        add("images", variant.images.isEmpty ? nil : .array(variant.images.map(json)))
        return .object(JSONObject(members: members))
    }

    /// A picture as `images` lists it: its path or URL alone, or with its alt text.
    static func json(_ photo: GoodsImage) -> JSONValue {
        guard let alt = photo.alt else { return .string(photo.source) }
        return .object([("src", .string(photo.source)), ("alt", .string(alt))])
    }
}
