import CellarPipeline
import Foundation
import Testing

@Suite("Fixture text is never executable")
struct EscapingTests {
    static let attack = #"<script>alert(1)</script><img src=x onerror=alert(2)>"#

    @Test func scriptsHandlersAndJavascriptURLsAreEscapedOrDropped() async throws {
        let json = Self.attack.replacingOccurrences(of: "\"", with: "\\\"")
        let shop = TinyShop(
            store: #"{"name": "\#(json)", "currency": "CNY", "banners": [{"id": "b1", "image": "javascript:alert(3)", "title": "\#(json)", "link": {"url": "javascript:alert(4)"}}]}"#,
            categories: #"[{"id": "wine", "name": "\#(json)", "description": "\#(json) [x](javascript:alert(5))"}, {"id": "白酒", "name": "B"}]"#,
            goods: #"[{"id": "g-1", "title": "\#(json)", "category": "wine", "price": 1, "brand": "\#(json)", "description": "\#(json)\n\n<a href=\"javascript:alert(6)\">x</a>"}]"#,
            comments: #"[{"id": "c1", "goods": "g-1", "star": 1, "author": "\#(json)", "content": "\#(json)", "specification": "\" onmouseover=\"alert(7)"}]"#
        )
        let output = Repository.scratchFolder("xss") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)).build()
        let pages = Repository.files(in: output).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 5)
        for (page, data) in pages {
            let html = String(decoding: data, as: UTF8.self).lowercased()
            #expect(!html.contains("<script>alert"), "\(page)")
            #expect(!html.contains("<img src=x"), "\(page)")
            #expect(!html.contains("javascript:"), "\(page)")
            #expect(!html.contains("\" onmouseover=\""), "\(page)")
        }
        let goods = Repository.text(output + "/goods/g-1/index.html")
        #expect(goods.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let markdown = Repository.text(output + "/reports/catalogue.md")
        #expect(!markdown.contains("<script>"))
    }
}
