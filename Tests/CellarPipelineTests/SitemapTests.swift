import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Sitemap and robots.txt")
struct SitemapTests {
    @Test func sitemapListsEveryBuiltPageOnceAndRobotsNamesIt() async throws {
        let output = Repository.scratchFolder("sitemap") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)
        ).build()
        let root = "https://cellar.example.com/"
        let expected = try Repository.files(in: output).keys
            .filter { $0.hasSuffix(".html") && !$0.hasSuffix("404.html") && !$0.hasPrefix("reports/") }
            .filter { try !Repository.isMovedPage(output + "/" + $0) }
            .filter { page in
                // The sample's two markets: the default one's pages at the root, the English one's under en/.
                !["cart/index.html", "checkout/index.html", "search/index.html"].contains {
                    page == $0 || page == "en/" + $0
                }
            }
            .map {
                root + ($0 == "index.html" ? "" : String($0.dropLast("index.html".count))).addingPercentEncoding(
                    withAllowedCharacters: .urlPathAllowed)!
            }
            .sorted()
        let sitemap = try Repository.text(output + "/sitemap.xml")
        #expect(sitemap.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        let pattern = try NSRegularExpression(pattern: "<loc>([^<]*)</loc>")
        let listed = pattern.matches(in: sitemap, range: NSRange(sitemap.startIndex..., in: sitemap))
            .map { String(sitemap[Range($0.range(at: 1), in: sitemap)!]) }
        #expect(listed.count == expected.count)
        #expect(listed.sorted() == expected)

        let robots = try Repository.text(output + "/robots.txt")
        #expect(robots == "User-agent: *\nAllow: /\nSitemap: \(root)sitemap.xml\n")
        #expect(try Repository.text(output + "/index.html").contains(#"<link rel="canonical" href="\#(root)">"#))
    }

    @Test func noSitemapWithoutAnAbsoluteBaseURL() async throws {
        let output = Repository.scratchFolder("no-sitemap") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(
                fixtures: TinyShop().path, templates: Repository.templates, output: output, baseURL: "/shop/")
        ).build()
        #expect(!FileManager.default.fileExists(atPath: output + "/sitemap.xml"))
        #expect(try Repository.text(output + "/robots.txt") == "User-agent: *\nAllow: /\n")
        #expect(try !Repository.text(output + "/index.html").contains(#"rel="canonical""#))
    }
}
