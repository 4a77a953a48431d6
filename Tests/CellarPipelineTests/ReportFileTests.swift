import CellarTestSupport
import CellarPipeline
import Foundation
import Testing

@Suite("Catalogue report files")
struct ReportFileTests {
    @Test func oneGoodsItemAndNoCommentsGiveChartsWithoutEmptyDrawings() async throws {
        let goods =
            #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 0, "stock": 0, "description": "Dry."}]"#
        let output = Repository.scratchFolder("report") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(
                fixtures: TinyShop(goods: goods, comments: "[]").path, templates: Repository.templates, output: output)
        ).build()
        let page = try Repository.text(output + "-reports/catalogue.html")
        let drawings = page.components(separatedBy: "<svg class=\"chart__drawing\"").dropFirst()
        // The wine category's prices and the stock: one goods item each. Ratings, comments per
        // month and the empty category say so in words.
        #expect(drawings.count == 2)
        #expect(drawings.allSatisfy { $0.components(separatedBy: "</svg>")[0].contains("<rect") })
        #expect(!page.contains("NaN") && !page.contains("inf\""))
        #expect(page.contains("<p class=\"empty\">No comments yet.</p>"))
        #expect(page.contains("<p class=\"empty\">No dated comments yet.</p>"))
        #expect(page.contains("<p class=\"empty\">There are no goods in this category yet.</p>"))
        #expect(try Repository.text(output + "-reports/comments-per-month.csv") == "month,comments\r\n")
        #expect(
            try Repository.text(output + "-reports/stock.csv")
                == "status,goods\r\nIn stock,0\r\nLow (1–10),0\r\nSold out,1\r\n")
        let markdown = try Repository.text(output + "-reports/catalogue.md")
        #expect(markdown.contains("## Comments per month\n\nNo dated comments yet.\n"))
    }

    /// By default the report is the owner's alone: beside the site, not in it, and no page of
    /// the site links to it; its own links lead into the site from there.
    @Test func theReportIsWrittenBesideTheSiteAndLinksIntoIt() async throws {
        let folder = Repository.scratchFolder("report-apart")
        let output = folder + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)
        ).build()
        let site = Repository.files(in: output)
        #expect(!site.keys.contains { $0.hasPrefix("reports/") })
        #expect(
            !site.values.contains { String(decoding: $0, as: UTF8.self).contains("catalogue.html") },
            "no page links the report")
        #expect(summary.pagesByKind["report"] == nil)
        #expect(summary.reportFolder == folder + "/site-reports")
        let report = Repository.files(in: folder + "/site-reports")
        #expect(
            report.keys.contains("catalogue.html") && report.keys.contains("catalogue.md")
                && report.keys.contains("stock.csv"))
        let page = try Repository.text(folder + "/site-reports/catalogue.html")
        #expect(page.contains(#"<link rel="stylesheet" href="../site/assets/style."#))
        #expect(page.contains(#"href="../site/goods/"#) && page.contains(#"href="stock.csv""#))
        #expect(
            LinkChecker.brokenLinks(in: folder) == [],
            "the report's links, followed from its folder, reach the site's files")
    }

    @Test func aNamedReportsFolderElsewhereIsLinkedBackToTheSite() async throws {
        let folder = Repository.scratchFolder("report-named")
        let options = BuildOptions(
            fixtures: Repository.fixtures, templates: Repository.templates, output: folder + "/out/shop",
            reports: .apart(folder: folder + "/owner/report"))
        _ = try await SiteBuilder(options: options).build()
        #expect(try Repository.text(folder + "/owner/report/catalogue.html").contains(#"href="../../out/shop/goods/"#))
        #expect(LinkChecker.brokenLinks(in: folder) == [])
    }

    /// A reports folder that holds something else, or one inside the published site, is refused
    /// before anything is written.
    @Test func aReportsFolderThatIsNotAReportsIsRefused() async throws {
        let folder = Repository.scratchFolder("report-refused")
        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes/todo.txt"))
        for (reports, message) in [
            (folder + "/notes", "is not empty and holds no earlier report (no catalogue.html)"),
            (folder + "/site/reports", "is inside the output"),
        ] {
            let options = BuildOptions(
                fixtures: Repository.fixtures, templates: Repository.templates, output: folder + "/site",
                reports: .apart(folder: reports))
            let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
            #expect(error.map { "\($0)" }?.contains(message) == true, "\(error.map { "\($0)" } ?? "")")
        }
        #expect(try Repository.text(folder + "/notes/todo.txt") == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }

    /// Published on request, the report is in `reports/`, kept out of search engines (the
    /// page's `noindex`, `X-Robots-Tag` for its Markdown and CSV files on hosts that read
    /// `_headers`), out of the sitemap, and still linked from no shopper page.
    @Test func aPublishedReportIsNotIndexedNorLinked() async throws {
        let output = Repository.scratchFolder("report-published") + "/site"
        let options = BuildOptions(
            fixtures: Repository.fixtures, templates: Repository.templates, output: output, reports: .published)
        let summary = try await SiteBuilder(options: options).build()
        #expect(summary.reportFolder == nil && summary.reportLine == nil)
        #expect(!FileManager.default.fileExists(atPath: output + "-reports"))
        let page = try Repository.text(output + "/reports/catalogue.html")
        #expect(page.contains(#"<meta name="robots" content="noindex">"#))
        #expect(!page.contains(#"rel="canonical""#))
        #expect(page.contains(#"href="../goods/"#))
        #expect(try Repository.text(output + "/_headers").contains("/reports/*\n  X-Robots-Tag: noindex\n"))
        let sitemaps = Repository.files(in: output).filter { $0.key.hasPrefix("sitemap") }
        #expect(
            !sitemaps.isEmpty && !sitemaps.values.contains { String(decoding: $0, as: UTF8.self).contains("reports/") })
        let linking = Repository.files(in: output).filter { $0.key.hasSuffix(".html") && !$0.key.hasPrefix("reports/") }
            .filter { String(decoding: $0.value, as: UTF8.self).contains("reports/catalogue") }
        #expect(linking.isEmpty, "\(linking.keys.sorted())")
        let goods = try Repository.text(
            output + "/goods/" + (Repository.files(in: output + "/goods").keys.first!.split(separator: "/")[0])
                + "/index.html")
        #expect(!goods.contains("noindex"), "shopper pages are indexed")
    }
}
