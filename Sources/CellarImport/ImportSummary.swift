import CellarModel
import CellarPlurals

/// What an import did: how the file was read, what came in, what was left out and why, and
/// what was changed on the way.
public struct ImportSummary: Sendable, Equatable, CustomStringConvertible {
    /// The platform the file came from (`Shopify`, `WooCommerce`).
    public var platform: String
    /// The file's encoding and separator, as detected (`UTF-8, comma-separated`).
    public var format: String
    /// Rows after the header.
    public var rowCount: Int
    public var goodsCount = 0
    public var variantCount = 0
    public var categoryCount = 0
    /// Goods and variants whose stock the file does not count (inventory not tracked), written with ``untrackedStock``.
    public var untrackedStockCount = 0
    public var untrackedStock: Int
    /// The goods' and variants' pictures, each counted once per goods item.
    public var pictureCount = 0
    /// The pictures among ``pictureCount`` that the export gives no alt text.
    public var picturesWithoutAlt = 0
    public var skipped: [ImportSkip] = []
    public var warnings: [ImportWarning] = []

    public init(platform: String, format: String, rowCount: Int, untrackedStock: Int) {
        self.platform = platform
        self.format = format
        self.rowCount = rowCount
        self.untrackedStock = untrackedStock
    }

    /// Counts the pictures of `goods`: each source once per goods item, without alt text when
    /// no mention of it has any.
    mutating func countPictures(of goods: [ImportedGoods]) {
        for item in goods {
            var alts: [String: Bool] = [:]
            for photo in item.images
                + item.variants.flatMap({ variant in
                    (variant.image.map { [GoodsImage(source: $0)] } ?? []) + variant.images
                })
            {
                alts[photo.source] = (alts[photo.source] ?? false) || photo.alt != nil
            }
            pictureCount += alts.count
            picturesWithoutAlt += alts.values.count { !$0 }
        }
    }

    /// The skipped products counted by reason, most frequent first (`2 draft, 1 archived`).
    public var skippedByReason: [(reason: String, count: Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for skip in skipped {
            if counts[skip.reason] == nil { order.append(skip.reason) }
            counts[skip.reason, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }.sorted { $0.count > $1.count }
    }

    /// What stock not tracked on the platform became, and what it means for the shop: Cellar's
    /// goods always have a count, which is the most the cart takes and which says "in stock".
    static func untrackedStockWarning(count: Int, stock: Int) -> String {
        let what =
            EnglishCount.of(count, "goods item or variant", "goods items or variants") + " "
            + EnglishCount.form(count, "has", "have")
        return
            """
            Warning: \(what) no stock count (inventory not tracked on the platform), and a Cellar shop counts every \
            item's stock: written with stock \(stock) (--untracked-stock), so the shop shows \
            \(EnglishCount.form(count, "it", "them")) in stock and the cart takes at most \(stock) of each. Put the \
            real stock in goods.json, or import again with --untracked-stock set to what you can sell.
            """
    }

    public var description: String {
        var lines = ["Read a \(platform) product export (\(format)): \(EnglishCount.of(rowCount, "row", "rows"))."]
        lines.append(
            """
            Imported \(EnglishCount.of(goodsCount, "goods item", "goods items")) \
            (\(EnglishCount.of(variantCount, "variant", "variants"))) in \
            \(EnglishCount.of(categoryCount, "category", "categories")).
            """)
        if !skipped.isEmpty {
            let reasons = skippedByReason.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
            lines.append("Skipped \(EnglishCount.of(skipped.count, "product", "products")) (\(reasons)):")
            lines += skipped.map { "  \($0)" }
        }
        if untrackedStockCount > 0 {
            lines.append(Self.untrackedStockWarning(count: untrackedStockCount, stock: untrackedStock))
        }
        if pictureCount > 0 {
            var line = "Imported \(EnglishCount.of(pictureCount, "picture", "pictures"))"
            if picturesWithoutAlt > 0 {
                line += """
                    ; \(picturesWithoutAlt) without alt text, which pages show with the goods item's title in \
                    \(EnglishCount.form(picturesWithoutAlt, "its", "their")) place \
                    (alt text goes in goods.json's `images`)
                    """
            }
            lines.append(line + ".")
        }
        if !warnings.isEmpty {
            lines.append("\(EnglishCount.of(warnings.count, "warning", "warnings")):")
            lines += warnings.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// A product left out of the import.
public struct ImportSkip: Sendable, Equatable, CustomStringConvertible {
    /// The spreadsheet row of the product (its first row).
    public var row: Int
    /// The product's handle, SKU or name.
    public var name: String
    public var reason: String

    public init(row: Int, name: String, reason: String) {
        self.row = row
        self.name = name
        self.reason = reason
    }

    public var description: String { "row \(row) \(name): \(reason)" }
}

/// Something in the export that was changed or left out, at its row and column.
public struct ImportWarning: Sendable, Equatable, CustomStringConvertible {
    public var row: Int
    /// The column's name in the export; `nil` when about the row as a whole.
    public var column: String?
    public var problem: String

    public init(row: Int, column: String? = nil, problem: String) {
        self.row = row
        self.column = column
        self.problem = problem
    }

    public var description: String {
        "row \(row)" + (column.map { ", \($0)" } ?? "") + ": \(problem)"
    }
}

/// Why an export cannot be imported at all.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var problem: String

    public init(_ problem: String) {
        self.problem = problem
    }

    public var description: String { problem }
}
