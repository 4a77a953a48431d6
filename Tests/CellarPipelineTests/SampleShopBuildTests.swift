import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Building the sample shop")
struct SampleShopBuildTests {
    @Test func everyInternalLinkLeadsToAFile() async throws {
        let output = Repository.scratchFolder("sample") + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)
        ).build()
        #expect(summary.pageCount > 180)
        #expect(LinkChecker.brokenLinks(in: output) == [])
    }

    @Test func pagesAreCountedByKindAndWritten() async throws {
        let output = Repository.scratchFolder("sample") + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)
        ).build()
        let files = Repository.files(in: output).keys
        // The sample sells in two markets: each has every goods item's and docs page's page.
        #expect(summary.pagesByKind["goods"] == 2 * 60)
        #expect(summary.pagesByKind["docs"] == 2 * 4)
        // sitemap.xml, robots.txt, the feeds and the script's
        // JSON data are pages too. Each market's data: the search index's manifest, one terms shard, 60
        // goods' records 16 to a shard and their index; the cart's manifest, its one shard
        // (60 goods) and its index; each of the 10 categories' manifest and facets, and its cards, 16 a shard
        // (red wine's 26 take two).
        let dataFiles = 2 * (1 + 1 + 4 + 1 + 3 + 10 * 2 + 11)
        #expect(summary.pagesByKind["data"] == dataFiles)
        #expect(summary.pagesByKind["feed"] == 2 * 2)
        #expect(
            files.filter { $0.hasSuffix(".csv") }.sorted() == ["en/feeds/meta.csv", "feeds/meta.csv"],
            "each market's Meta feed; the report's tables are apart from the site")
        #expect(
            files.filter { $0.hasSuffix(".html") }.count == summary.pageCount - 2 * 2 - 1 - 1 - 1 - dataFiles,
            "less each market's two feeds, the sitemap, robots.txt and _redirects")
        #expect(files.filter { $0.hasSuffix(".json") }.count == dataFiles)
        #expect(files.contains("data/search/manifest.json"))
        #expect(files.contains { $0.wholeMatch(of: #/assets/store/main\.[0-9a-f]{8}\.js/#) != nil })
        #expect(!files.contains { $0.hasPrefix("reports/") }, "the catalogue report is the owner's, not published")
        #expect(files.contains { $0.wholeMatch(of: #/assets/style\.[0-9a-f]{8}\.css/#) != nil })
        #expect(!files.contains("assets/style.css"), "assets are published under content-hashed names only")
        #expect(files.contains { $0.hasPrefix("media/images/") })
    }
}
