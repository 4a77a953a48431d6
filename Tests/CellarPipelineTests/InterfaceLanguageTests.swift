import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// Every word a page shows comes from the string tables: a zh-CN shop whose own data is all
/// Chinese (names, titles, comments; ids of digits) builds pages with no English word left, so
/// a view model or template that writes an interface string itself fails here.
@Suite("The interface speaks the store's language")
struct InterfaceLanguageTests {
    /// Words that are the same in Chinese: names of formats, standards and companies, and the
    /// `U` of a code point (`U+0007`).
    static let sameInEveryLanguage: Set<String> = [
        "CSV", "GTIN", "Google", "JavaScript", "SVG", "U", "Unicode", "http", "s",
    ]

    @Test func aChineseShopShowsNoEnglishWord() async throws {
        let longID = String(repeating: "1234567890-", count: 5)
        let shop = TinyShop(
            store:
                #"""
                {"name": "小酒馆", "tagline": "好酒送到家", "currency": "CNY", "locale": "zh-CN", "baseURL": \#
                "https://host/shop/", "orderEmail": "订单@小酒馆.中国"}
                """#,
            categories: #"[{"id": "wine", "name": "葡萄酒", "description": "来自世界各地。"}, {"id": "白酒", "name": "白酒"}]"#,
            goods: #"""
                [{"id": "1", "title": "雷司令", "category": "wine", "price": 71.4, "marketPrice": 99, "stock": 3, \#
                "saleCount": 5, "brand": "酒庄", "image": "https://img.example.com/a.jpg", "description": "干爽*清新*。\n\n| \#
                年份 | 价格 |\n| :-- | --: |\n| 二〇二〇 | 七十 |"},
                 {"id": "2", "title": "茅台", "category": "白酒", "price": 1499, "stock": 0, "saleCount": 9, "image": \#
                "https://img.example.com/b.jpg", "description": "酱香。"},
                 {"id": "\#(longID)", "title": "清酒", "category": "白酒", "price": 88, "stock": 5, "image": \#
                "https://img.example.com/c.svg", "description": "米酒。"}]
                """#,
            comments: #"""
                [{"id": "c1", "goods": "1", "star": 4.5, "author": "小李", "content": "好喝", "createdAt": "2024-01-02 \#
                10:00"},
                 {"id": "c2", "goods": "1", "star": 2, "author": "小王", "content": "一般", "createdAt": "2024-03-03 \#
                10:00"},
                 {"id": "c3", "goods": "1", "star": 5, "author": "小张", "content": "不错"}]
                """#
        )
        shop.write("docs/about.md", "# 关于我们\n\n我们卖*酒*。\n")
        let output = Repository.scratchFolder("zh") + "/site"
        let summary = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, output: output)).build()
        #expect(
            summary.warnings.isEmpty, "the shop's data makes no warning, whose text is the model's: \(summary.warnings)"
        )
        let report = Repository.files(in: output + "-reports").filter { $0.key.hasPrefix("catalogue.") }
        let pages = Repository.files(in: output).filter { $0.key.hasSuffix(".html") }.merging(report) { site, _ in site
        }
        #expect(pages.keys.contains("catalogue.html") && pages.keys.contains("goods/1/index.html") && pages.count > 10)
        #expect(
            try Repository.text(output + "/goods/1/index.html").contains("评价：差评"),
            "the comment tabs' panels, in Chinese")
        for (page, contents) in pages.sorted(by: { $0.key < $1.key }) {
            let english = Self.words(shownBy: String(decoding: contents, as: UTF8.self)).subtracting(
                Self.sameInEveryLanguage)
            #expect(english.isEmpty, "\(page): \(english.sorted())")
        }
    }

    /// The fixtures' warnings are the model's kinds and values; the report words them from the
    /// string table, so in a zh-CN shop each warning about a goods item reads in Chinese.
    @Test func aChineseShopsReportWordsTheFixturesWarnings() async throws {
        let shop = TinyShop(
            store:
                #"""
                {"name": "小酒馆", "currency": "CNY", "locale": "zh-CN", "baseURL": "https://host/shop/", "checkout": \#
                {"provider": "stripe"}}
                """#,
            categories: #"[{"id": "wine", "name": "葡萄酒"}]"#,
            goods: #"""
                [{"id": "1", "title": "雷\u0007司令", "category": "wine", "price": 71.4, "marketPrice": 50, "stock": 3, \#
                "brand": " 酒庄", "scent": "  "},
                 {"id": "2", "title": "茅台", "category": "wine", "price": 0, "stock": 2, "image": \#
                "https://img.example.com/b.jpg", "description": "酱香。"},
                 {"id": "3", "title": "清酒", "category": "wine", "image": "https://img.example.com/c.jpg", \#
                "description": "米酒。", "options": ["容量"],
                  "variants": [{"id": "720", "values": {"容量": "七百二十毫升\u0001"}, "price": 88, "marketPrice": 80, \#
                "stock": 5}]}]
                """#,
            comments: "[]"
        )
        shop.write("docs/about.md", "# 关于我们\n")
        let output = Repository.scratchFolder("zh-warnings") + "/site"
        let summary = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, output: output)).build()
        #expect(summary.warnings.count == 10, "\(summary.warnings)")
        let report = try Repository.text(output + "-reports/catalogue.html")
        for problem in [
            "<code>title</code>: 已删除控制字符（U+0007）", "<code>brand</code>: “ 酒庄”按“酒庄”读取",
            "<code>scent</code>: “  ”只有空格，按无值处理",
            "<td>无图片</td>", "<td>无描述</td>", "<td>市场价 50.00 低于售价 71.40</td>", "<code>price</code>: 为 0：结账时会以零价卖出",
            "<td>规格 &quot;720&quot;：市场价 80.00 低于售价 88.00</td>",
            "<code>variants[0].values.容量</code>: 规格 &quot;720&quot;：已删除控制字符（U+0001）",
        ] {
            #expect(report.contains(problem), "\(problem)")
        }
        for page in ["catalogue.html", "catalogue.md"] {
            let english = Self.words(shownBy: try Repository.text(output + "-reports/" + page)).subtracting(
                Self.sameInEveryLanguage)
            #expect(english.isEmpty, "\(page): \(english.sorted())")
        }
    }

    /// The Latin words of a page's text and of the attributes people read (labels, titles,
    /// alternative text, placeholders); ids and fields in `<code>` or Markdown code spans,
    /// scripts, styles, Markdown link targets and the CSV files' names left out.
    static func words(shownBy html: String) -> Set<String> {
        var text = html
        for pattern in [
            #"<script\b[\s\S]*?</script>"#, #"<style\b[\s\S]*?</style>"#, #"<code>[^<]*</code>"#, #"`[^`\n]*`"#,
            #"<!--[\s\S]*?-->"#,
        ] {
            text = text.replacing(try! Regex(pattern), with: " ")
        }
        var shown = ""
        for match in text.matches(of: #/\b(?:aria-label|title|alt|placeholder)="([^"]*)"/#) {
            shown += " " + match.output.1
        }
        shown += " " + text.replacing(#/<[^>]*>/#, with: " ")
        shown = shown.replacing(#/&[a-z]+;/#, with: " ").replacing(#/[a-z-]+\.csv/#, with: " ").replacing(
            #/\]\([^)]*\)/#, with: " "
        ).replacing(#/https?:\/\/\S*/#, with: " ")
        return Set(shown.matches(of: #/[A-Za-z]+/#).map { String($0.output) })
    }
}
