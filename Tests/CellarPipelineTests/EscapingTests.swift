import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Fixture text is never executable")
struct EscapingTests {
    static let attack = #"<script>alert(1)</script><img src=x onerror=alert(2)>"#

    @Test func scriptsHandlersAndJavascriptURLsAreEscapedOrDropped() async throws {
        let json = Self.attack.replacingOccurrences(of: "\"", with: "\\\"")
        let shop = TinyShop(
            store:
                #"""
                {"name": "\#(json)", "currency": "CNY", "banners": [{"id": "b1", "image": "javascript:alert(3)", \#
                "title": "\#(json)", "link": {"url": "javascript:alert(4)"}}]}
                """#,
            categories:
                #"""
                [{"id": "wine", "name": "\#(json)", "description": "\#(json) [x](javascript:alert(5))"}, {"id": "白酒", \#
                "name": "B"}]
                """#,
            goods:
                #"""
                [{"id": "g-1", "title": "\#(json)", "category": "wine", "price": 1, "brand": "\#(json)", \#
                "description": "\#(json)\n\n<a href=\"javascript:alert(6)\">x</a>"}]
                """#,
            comments:
                #"""
                [{"id": "c1", "goods": "g-1", "star": 1, "author": "\#(json)", "content": "\#(json)", \#
                "specification": "\" onmouseover=\"alert(7)"}]
                """#
        )
        let output = Repository.scratchFolder("xss") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        let pages = Repository.files(in: output).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 5)
        for (page, data) in pages {
            let html = String(decoding: data, as: UTF8.self).lowercased()
            #expect(!html.contains("<script>alert"), "\(page)")
            #expect(!html.contains("<img src=x"), "\(page)")
            #expect(!html.contains("javascript:"), "\(page)")
            #expect(!html.contains("\" onmouseover=\""), "\(page)")
        }
        let goods = try Repository.text(output + "/goods/g-1/index.html")
        #expect(goods.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let markdown = try Repository.text(output + "-reports/catalogue.md")
        #expect(!markdown.contains("<script>"))
        #expect(markdown.contains("alert(1)"), "the goods item's title is in the report, escaped")
    }

    @Test func scriptDataIsValidJSONThatReadsBackAsTheFixtureText() async throws {
        let title = Self.attack + #" "quoted" back\slash"# + "\n%💥"
        let json = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        let shop = TinyShop(
            store: #"{"name": "S", "currency": "CNY"}"#,
            categories: #"[{"id": "wine", "name": "\#(json)"}, {"id": "白酒", "name": "B"}]"#,
            goods:
                #"""
                [{"id": "g-1", "title": "\#(json)", "category": "wine", "price": 1, "brand": "\#(json)", "origin": \#
                "\#(json)"}, {"id": "g-2", "title": "T", "category": "wine", "price": 2.5}]
                """#,
            comments: "[]"
        )
        let output = Repository.scratchFolder("json") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        let files = Repository.files(in: output).filter { $0.key.hasSuffix(".json") }
        let names = files.keys.map { $0.replacing(#/\.[0-9a-f]{8}\.json$/#, with: ".json") }
        #expect(
            Set(names.filter { !$0.hasPrefix("data/search/") }) == [
                "data/cart/manifest.json", "data/cart/goods-0.json", "data/cart/goods-index-0.json",
                "data/category-wine/manifest.json", "data/category-wine/facets-0.json",
                "data/category-wine/cards-0.json",
            ])
        #expect(
            names.filter { $0.hasPrefix("data/search/") }.count == 4,
            "the search manifest, a terms, a records shard and its index")
        func file(_ prefix: String) throws -> [String: Any] {
            let data = try #require(files.first { $0.key.hasPrefix(prefix) }?.value)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        for (file, data) in files {
            #expect(throws: Never.self, "\(file)") {
                try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            }
            #expect(!String(decoding: data, as: UTF8.self).contains("<"), "\(file)")
        }
        let cart = try #require(try file("data/cart/goods-0.")["rows"] as? [[Any]])
        #expect(cart.first?[1] as? String == title)
        #expect(cart.last?[2] as? Int == 250)
        let records = try #require(files.first { $0.key.hasPrefix("data/search/records-0.") }?.value)
        let rows = try #require(try JSONSerialization.jsonObject(with: records) as? [[Any]])
        #expect(rows.first?[1] as? String == title)
        #expect(rows.first?[2] as? String == title)
        let brand = try #require(
            (try file("data/category-wine/facets-0.")["facets"] as? [[String: Any]])?.first?["values"] as? [String])
        #expect(brand.first == title)
        let cards = try #require(try file("data/category-wine/cards-0.")["rows"] as? [[Any]])
        #expect(cards.first?[2] as? String == title)
    }
}
