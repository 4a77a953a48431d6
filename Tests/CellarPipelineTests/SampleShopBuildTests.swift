import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Building the sample shop")
struct SampleShopBuildTests {
    @Test func everyInternalLinkLeadsToAFile() async throws {
        let output = Repository.scratchFolder("sample") + "/site"
        let summary = try await SiteBuilder(options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)).build()
        #expect(summary.pageCount > 300)
        #expect(LinkChecker.brokenLinks(in: output) == [])
    }

    @Test func pagesAreCountedByKindAndWritten() async throws {
        let output = Repository.scratchFolder("sample") + "/site"
        let summary = try await SiteBuilder(options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)).build()
        let files = Repository.files(in: output).keys
        #expect(summary.pagesByKind["goods"] == 60)
        #expect(summary.pagesByKind["docs"] == 3)
        // The report's .md and .csv tables, sitemap.xml, robots.txt, the feeds and the script's JSON data are pages too.
        #expect(summary.pagesByKind["data"] == 2 + 10)
        #expect(summary.pagesByKind["feed"] == 2)
        #expect(files.filter { $0.hasSuffix(".csv") }.count == 11 + 1)
        #expect(files.filter { $0.hasSuffix(".html") }.count == summary.pageCount - 3 - 12 - 12 - 1)
        #expect(files.filter { $0.hasSuffix(".json") }.count == 12)
        #expect(files.contains { $0.wholeMatch(of: #/assets/store/main\.[0-9a-f]{8}\.js/#) != nil })
        #expect(files.contains("reports/catalogue.md"))
        #expect(files.contains { $0.wholeMatch(of: #/assets/style\.[0-9a-f]{8}\.css/#) != nil })
        #expect(!files.contains("assets/style.css"), "assets are published under content-hashed names only")
        #expect(files.contains { $0.hasPrefix("media/images/") })
    }
}
