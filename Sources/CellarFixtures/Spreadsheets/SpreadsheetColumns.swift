import CellarModel

/// The columns a fixtures spreadsheet (`goods.csv`, `categories.csv`, `comments.csv`) may
/// have: the JSON file's fields, by the same names, and for lists and nested objects their
/// path (`variants.price`, `variants.values.Size`, `pictures.thumb`).
struct SpreadsheetColumns: Sendable {
    /// What a column's cells hold.
    enum Kind: Sendable {
        case text
        case number
        /// Entries separated by `|` (`促销 | new`).
        case list
    }

    /// The file it describes (`goods.csv`) and the JSON file it stands in for.
    let file: String
    let jsonFile: String
    /// Fields of the item itself.
    let fields: [String: Kind]
    /// Columns whose names it must have; each entry lists alternatives (`price` or `variants.price`).
    let required: [[String]]
    /// Fields of one variant, in columns `variants.<field>`, one row a variant.
    let variantFields: [String: Kind]
    /// Lists of objects read from `|`-separated columns by position (`pictures.thumb`, `pictures.full`).
    let objectLists: [String: [String]]

    static let listSeparator: Character = "|"

    static let goods = SpreadsheetColumns(
        file: "goods.csv", jsonFile: "goods.json",
        fields: [
            "id": .text, "title": .text, "category": .text, "price": .number, "marketPrice": .number, "brand": .text,
            "manufacturer": .text, "origin": .text, "scent": .text, "specification": .text, "stock": .number,
            "saleCount": .number, "tags": .list, "thumb": .text, "image": .text, "description": .text, "gtin": .text,
            "paymentLink": .text, "seoTitle": .text, "seoDescription": .text, "options": .list,
        ],
        required: [["id"], ["title"], ["category"], ["price", "variants.price"]],
        variantFields: [
            "id": .text, "sku": .text, "price": .number, "marketPrice": .number, "stock": .number, "gtin": .text,
            "image": .text, "thumb": .text, "images": .list, "specification": .text, "paymentLink": .text,
        ],
        objectLists: ["images": ["src", "alt"]])

    static let categories = SpreadsheetColumns(
        file: "categories.csv", jsonFile: "categories.json",
        fields: ["id": .text, "name": .text, "description": .text],
        required: [["id"], ["name"]], variantFields: [:], objectLists: [:])

    static let comments = SpreadsheetColumns(
        file: "comments.csv", jsonFile: "comments.json",
        fields: [
            "id": .text, "goods": .text, "star": .number, "author": .text, "avatar": .text, "content": .text,
            "createdAt": .text, "specification": .text,
        ],
        required: [["id"], ["goods"], ["star"]], variantFields: [:], objectLists: ["pictures": ["thumb", "full"]])

    /// A market's price list written as a spreadsheet (`prices/us.csv`): a row for each goods
    /// item or variant, its `variant` empty for a goods item without variants. It stands in for
    /// no JSON file (its `jsonFile` is itself): a price list is the one file store.json names.
    static func priceList(file: String) -> SpreadsheetColumns {
        SpreadsheetColumns(
            file: file, jsonFile: file,
            fields: ["goods": .text, "variant": .text, "price": .number, "marketPrice": .number],
            required: [["goods"], ["price"]], variantFields: [:], objectLists: [:])
    }

    /// The spreadsheet that stands in for `jsonFile`, if there is one.
    static func forJSONFile(_ jsonFile: String) -> SpreadsheetColumns? {
        [goods, categories, comments].first { $0.jsonFile == jsonFile }
    }
}
