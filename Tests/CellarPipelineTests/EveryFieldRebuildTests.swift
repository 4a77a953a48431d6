import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// Every field of every fixture type (every property docs/schemas/ names for the store, the
/// categories, the goods items and their variants, and the comments), changed on a shop in
/// which each one is set: a rebuild on the last build's record, as `cellar serve` makes it,
/// leaves the site a build from scratch makes, byte for byte, whatever the view models' reuse
/// rules kept. Each change is made on the shop alone and on it with a generated catalogue
/// beside (enough goods items for a category of several pages and long feeds).
@Suite("Every field changed, rebuilt")
struct EveryFieldRebuildTests {
    /// The shop before each change: every field set on some element.
    private static let store = #"""
        {"$schema": "./store.schema.json", "name": "Tiny Cellar", "tagline": "Wine for all", "baseURL": \#
        "https://host/shop/",
         "currency": "CNY", "locale": "en", "orderEmail": "orders@host", "featured": ["g-2"], "termsPage": "about",
         "banners": [{"id": "b1", "image": "https://img.example.com/b.jpg", "title": "Offers", "link": {"category": \#
        "白酒"}}],
         "shipping": [{"country": "CN", "service": "Standard", "price": 10, "handlingDays": [0, 1], "transitDays": \#
        [1, 3], "freeFrom": 500}],
         "returns": {"country": "CN", "days": 7, "fees": "free", "method": "mail"}, "tax": {"percent": 13, \#
        "included": true},
         "checkout": {"provider": "order"}, "host": null}
        """#
    private static let categories = #"""
        [{"id": "wine", "name": "Wine", "description": "Still *and* sparkling."}, {"id": "白酒", "name": "Baijiu"}]
        """#
    private static let goods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "marketPrice": 99, "brand": "Weingut A",
          "manufacturer": "Weingut A GmbH", "origin": "Mosel", "scent": "Citrus", "specification": "750ml", "stock": 3,
          "saleCount": 5, "tags": ["dry", "white"], "thumb": "https://img.example.com/t1.jpg", "image": \#
        "https://img.example.com/1.jpg",
          "images": [{"src": "https://img.example.com/1.jpg", "alt": "Front"}, "https://img.example.com/1b.jpg"],
          "description": "Dry and *crisp*.", "gtin": "4006381333931", "seoTitle": "Mosel Riesling", "seoDescription": \#
        "A dry Riesling."},
         {"id": "g-2", "title": "Moutai", "category": "白酒", "brand": "Kweichow", "saleCount": 9,
          "description": "Strong.", "image": "https://img.example.com/2.jpg", "options": ["Size"],
          "variants": [{"id": "500", "sku": "MT-500", "values": {"Size": "500 ml"}, "price": 1499, "marketPrice": \#
        1799, "stock": 2,
                        "gtin": "96385074", "image": "https://img.example.com/v1.jpg", "thumb": \#
        "https://img.example.com/vt1.jpg",
                        "specification": "500ml; 53%", "images": ["https://img.example.com/v1b.jpg"]},
                       {"id": "1000", "sku": "MT-1000", "values": {"Size": "1 L"}, "price": 2899, "stock": \#
        0}]}GENERATED]
        """#
    private static let comments = #"""
        [{"id": "c1", "goods": "g-1", "star": 4.5, "author": "Ann", "avatar": "https://img.example.com/a.jpg", \#
        "content": "Lovely",
          "createdAt": "2024-01-02 10:00", "specification": "750ml", "pictures": [{"thumb": \#
        "https://img.example.com/t.jpg", "full": "https://img.example.com/f.jpg"}]},
         {"id": "c2", "goods": "g-1", "star": 5, "content": "", "createdAt": "2024-01-03 10:00"},
         {"id": "c3", "goods": "g-2", "star": 2, "content": "Too strong", "createdAt": "2024-02-03 10:00"}GENERATED]
        """#

    /// The goods items and comments of the generated catalogue: 60 items of wine (three
    /// category pages), each with a comment, their sales and prices spread.
    private static func generated(_ kind: String) -> String {
        (1...60).map { index in
            kind == "goods"
                ? #"""
                , {"id": "w-\#(index)", "title": "Wine \#(index)", "category": "wine", "price": \#
                \#(10 + index % 17), "saleCount": \#(index * 7 % 60), "brand": "House \#(index % 4)", \#
                "description": "Number *\#(index)*.", "image": "https://img.example.com/w\#(index).jpg"}
                """#
                : #"""
                , {"id": "cw-\#(index)", "goods": "w-\#(index)", "star": \#(1 + index % 5), "content": "Wine \#
                \#(index) is fine", "createdAt": "2024-03-\#(String(format: "%02d", 1 + index % 28)) 10:00"}
                """#
        }.joined()
    }

    /// One change: the field it changes (`file.field`, `goods.variants.field` for a variant's)
    /// and each fixture file it rewrites, as the replacements made in the shop's text.
    struct Change: Sendable, CustomTestStringConvertible {
        let field: String
        let replacements: [String: [(String, String)]]
        var testDescription: String { field }
    }

    private static func change(_ field: String, in file: String? = nil, _ replacements: (String, String)...) -> Change {
        Change(field: field, replacements: [file ?? String(field.prefix { $0 != "." }): replacements])
    }

    private static let changes: [Change] = [
        change("store.$schema", (#""./store.schema.json""#, #""./schemas/store.schema.json""#)),
        change("store.name", ("Tiny Cellar", "Small Cellar")),
        change("store.tagline", ("Wine for all", "Wine for everyone")),
        change("store.baseURL", ("https://host/shop/", "https://shop.host/")),
        change("store.currency", (#""CNY""#, #""EUR""#)),
        change("store.locale", (#""en""#, #""zh-CN""#)),
        change(
            "store.markets",
            (
                #""locale": "en""#,
                #""locale": "en", "markets": [{"id": "cn", "locale": "en", "currency": "CNY"}, "#
                    + #"{"id": "us", "locale": "zh-CN", "currency": "USD", "path": "/us/", "rate": 0.14}]"#
            )),
        change("store.orderEmail", ("orders@host", "sales@host")),
        change("store.featured", (#"["g-2"]"#, #"["g-1", "g-2"]"#)),
        change("store.termsPage", (#", "termsPage": "about""#, "")),
        change("store.banners", ("Offers", "Autumn offers")),
        change("store.shipping", (#""freeFrom": 500"#, #""freeFrom": 50"#)),
        change("store.returns", (#""days": 7"#, #""days": 14"#)),
        change("store.tax", (#""included": true"#, #""included": false"#)),
        change(
            "store.checkout", (#"{"provider": "order"}"#, #"{"provider": "endpoint", "url": "https://orders.host/in"}"#)
        ),
        change("store.host", (#""host": null"#, #""host": "netlify""#)),
        change("categories.name", (#""name": "Wine""#, #""name": "Wines""#)),
        change("categories.description", ("Still *and* sparkling.", "Sparkling only.")),
        Change(
            field: "categories.id",
            replacements: [
                "categories": [(#""id": "wine""#, #""id": "vin""#)],
                "goods": [(#""category": "wine""#, #""category": "vin""#)],
            ]),
        Change(
            field: "goods.id",
            replacements: [
                "goods": [(#""id": "g-1""#, #""id": "g-3""#)], "comments": [(#""goods": "g-1""#, #""goods": "g-3""#)],
            ]),
        change("goods.title", (#""title": "Riesling""#, #""title": "Riesling Kabinett""#)),
        change("goods.category", (#""category": "wine", "price": 71.4"#, #""category": "白酒", "price": 71.4"#)),
        change("goods.price", ("71.4", "69")),
        change("goods.marketPrice", (#""marketPrice": 99"#, #""marketPrice": 120"#)),
        change("goods.brand", ("Weingut A\"", "Weingut B\"")),
        change("goods.manufacturer", ("Weingut A GmbH", "Weingut A AG")),
        change("goods.origin", ("Mosel", "Rheingau")),
        change("goods.scent", ("Citrus", "Peach")),
        change("goods.specification", (#""specification": "750ml", "stock""#, #""specification": "1.5 L", "stock""#)),
        change("goods.stock", (#""stock": 3"#, #""stock": 0"#)),
        change("goods.saleCount", (#""saleCount": 5,"#, #""saleCount": 50,"#)),
        change("goods.tags", (#"["dry", "white"]"#, #"["dry"]"#)),
        change("goods.thumb", ("/t1.jpg", "/t9.jpg")),
        change("goods.image", ("/1.jpg", "/9.jpg")),
        change("goods.images", (#""alt": "Front""#, #""alt": "The front""#)),
        change("goods.description", ("Dry and *crisp*.", "Dry, *crisp*, long.")),
        change("goods.gtin", ("4006381333931", "4006381333948")),
        change("goods.seoTitle", ("Mosel Riesling", "Riesling of the Mosel")),
        change("goods.seoDescription", ("A dry Riesling.", "A very dry Riesling.")),
        change("goods.options", (#""Size""#, #""Volume""#)),
        change(
            "goods.variants",
            (
                #"{"id": "1000", "sku": "MT-1000", "values": {"Size": "1 L"}, "price": 2899, "stock": 0}"#,
                #"""
                {"id": "1000", "sku": "MT-1000", "values": {"Size": "1 L"}, "price": 2899}, {"id": "3000", "sku": \#
                "MT-3000", "values": {"Size": "3 L"}, "price": 7999}
                """#
            )),
        change("goods.variants.id", in: "goods", (#""id": "500""#, #""id": "half""#)),
        change("goods.variants.sku", in: "goods", ("MT-500", "MT-05")),
        change("goods.variants.values", in: "goods", ("500 ml", "0.5 L")),
        change(
            "goods.variants.price", in: "goods", (#""price": 1499, "marketPrice""#, #""price": 1399, "marketPrice""#)),
        change("goods.variants.marketPrice", in: "goods", ("1799", "1899")),
        change("goods.variants.stock", in: "goods", (#""stock": 2"#, #""stock": 0"#)),
        change("goods.variants.gtin", in: "goods", ("96385074", "96385081")),
        change("goods.variants.image", in: "goods", ("v1.jpg", "v2.jpg")),
        change("goods.variants.thumb", in: "goods", ("vt1.jpg", "vt2.jpg")),
        change("goods.variants.images", in: "goods", ("v1b.jpg", "v1c.jpg")),
        change("goods.variants.specification", in: "goods", ("500ml; 53%", "500ml; 43%")),
        change("comments.id", (#""id": "c2""#, #""id": "c9""#)),
        change("comments.goods", (#""goods": "g-1", "star": 5"#, #""goods": "g-2", "star": 5"#)),
        change("comments.star", ("4.5", "1")),
        change("comments.author", ("Ann", "Bo")),
        change("comments.avatar", ("a.jpg", "b.jpg")),
        change("comments.content", ("Lovely", "Lovely indeed")),
        change("comments.createdAt", ("2024-01-03 10:00", "2025-06-03 10:00")),
        change(
            "comments.specification",
            (#""specification": "750ml", "pictures""#, #""specification": "1.5 L", "pictures""#)),
        change("comments.pictures", ("/f.jpg", "/g.jpg")),
    ]

    /// The properties docs/schemas/ names, as `file.field` (`goods.variants.field` for a variant's).
    private static func schemaFields() throws -> Set<String> {
        var fields = Set<String>()
        for file in ["store", "categories", "goods", "comments"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/docs/schemas/\(file).schema.json"))
            let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let element = (schema["items"] as? [String: Any]) ?? schema
            let properties = try #require(element["properties"] as? [String: Any])
            for (name, property) in properties {
                fields.insert("\(file).\(name)")
                let items = (property as? [String: Any])?["items"] as? [String: Any]
                if name == "variants", let variant = items?["properties"] as? [String: Any] {
                    fields.formUnion(variant.keys.map { "goods.variants.\($0)" })
                }
            }
        }
        return fields
    }

    @Test func everyFieldTheSchemasNameIsChanged() throws {
        #expect(Set(Self.changes.map(\.field)) == (try Self.schemaFields()))
        #expect(Self.changes.count == Set(Self.changes.map(\.field)).count, "each once")
    }

    @Test(arguments: changes, [false, true])
    func aRebuildAfterTheChangeIsTheSameAsABuildFromScratch(change: Change, generated: Bool) async throws {
        let files = [
            "store": Self.store, "categories": Self.categories,
            "goods": Self.goods.replacingOccurrences(of: "GENERATED", with: generated ? Self.generated("goods") : ""),
            "comments": Self.comments.replacingOccurrences(
                of: "GENERATED", with: generated ? Self.generated("comments") : ""),
        ]
        let shop = TinyShop(
            store: files["store"]!, categories: files["categories"]!, goods: files["goods"]!,
            comments: files["comments"]!)
        let environment = ["CELLAR_ORDER_SECRET": "a-shared-secret"]
        func options(_ output: String) -> BuildOptions {
            BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output, environment: environment)
        }
        let output = Repository.scratchFolder("out") + "/site"
        let builder = SiteBuilder(options: options(output))
        let first = try await builder.build(after: nil)
        for (file, replacements) in change.replacements {
            var text = try #require(files[file])
            for (old, new) in replacements {
                #expect(text.contains(old), "\(change.field): \(file) holds \(old)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            shop.write(file + ".json", text)
        }
        _ = try await builder.build(after: first.record)
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(options: options(fresh)).build()
        let rebuilt = Repository.files(in: output)
        let clean = Repository.files(in: fresh)
        #expect(rebuilt.keys.sorted() == clean.keys.sorted(), "\(change.field)")
        let differing = clean.keys.filter { rebuilt[$0] != nil && rebuilt[$0] != clean[$0] }.sorted()
        #expect(differing.isEmpty, "\(change.field): \(differing.prefix(5))")
    }
}
