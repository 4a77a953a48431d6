import CellarTestSupport
import CellarPipeline
import Foundation
import Testing

@Suite("Catalogue report files")
struct ReportFileTests {
    @Test func oneGoodsItemAndNoCommentsGiveChartsWithoutEmptyDrawings() async throws {
        let goods = #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 0, "stock": 0, "description": "Dry."}]"#
        let output = Repository.scratchFolder("report") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: TinyShop(goods: goods, comments: "[]").path, templates: Repository.templates, output: output)).build()
        let page = try Repository.text(output + "/reports/catalogue.html")
        let drawings = page.components(separatedBy: "<svg class=\"chart__drawing\"").dropFirst()
        // The wine category's prices and the stock: one goods item each. Ratings, comments per
        // month and the empty category say so in words.
        #expect(drawings.count == 2)
        #expect(drawings.allSatisfy { $0.components(separatedBy: "</svg>")[0].contains("<rect") })
        #expect(!page.contains("NaN") && !page.contains("inf\""))
        #expect(page.contains("<p class=\"empty\">No comments yet.</p>"))
        #expect(page.contains("<p class=\"empty\">No dated comments yet.</p>"))
        #expect(page.contains("<p class=\"empty\">There are no goods in this category yet.</p>"))
        #expect(try Repository.text(output + "/reports/comments-per-month.csv") == "month,comments\r\n")
        #expect(try Repository.text(output + "/reports/stock.csv") == "status,goods\r\nIn stock,0\r\nLow (1–10),0\r\nSold out,1\r\n")
        let markdown = try Repository.text(output + "/reports/catalogue.md")
        #expect(markdown.contains("## Comments per month\n\nNo dated comments yet.\n"))
    }
}
