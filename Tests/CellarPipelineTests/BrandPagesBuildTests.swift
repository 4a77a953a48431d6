import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Building the brand pages")
struct BrandPagesBuildTests {
    @Test func theIndexLinksEveryBrandPageAndEachLinksBack() async throws {
        let output = Repository.scratchFolder("brands") + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)
        ).build()
        // The English market's pages, under en/; the default market's are the same in Chinese.
        let market = output + "/en"
        let files = Repository.files(in: market).keys
        let brandPages = try files.filter { $0.hasPrefix("brand/") && $0.hasSuffix("/index.html") }
            .filter { try !Repository.isMovedPage(market + "/" + $0) }.sorted()
        // The sample's goods name 56 brands, none with more than a page of goods.
        #expect(brandPages.count == 56)
        #expect(summary.pagesByKind["brand"] == 2 * (1 + brandPages.count), "in each of the two markets")

        let index = try Repository.text(market + "/brands/index.html")
        let linked = Self.links(in: index).filter { $0.hasPrefix("../brand/") }
            .map { "brand/" + $0.dropFirst("../brand/".count).removingPercentEncoding! + "index.html" }
        #expect(linked.sorted() == brandPages)
        #expect(index.contains(#"<span class="tile__name">Penfolds</span> <span class="tile__count">2 items</span>"#))

        for page in brandPages {
            let html = try Repository.text(market + "/" + page)
            // Extended syntax (a multi-line literal): its spaces are escaped, its line breaks no part of it.
            let breadcrumb =
                #/
                <nav\ class="breadcrumb"[^>]*>\s*<ol>\s*
                <li><a\ href="\.\./\.\./">Home</a></li>\s*
                <li><a\ href="\.\./\.\./brands/">Brands</a></li>
                /#
            #expect(html.contains(breadcrumb), "\(page)'s breadcrumb links back to the index")
            #expect(html.contains(#""@type":"BreadcrumbList""#), "\(page)")
        }
        // Every page's footer leads to the index.
        let home = try Repository.text(market + "/index.html")
        let firstBrandPage = try Repository.text(market + "/" + brandPages[0])
        #expect(Self.links(in: home).contains("brands/"))
        #expect(Self.links(in: firstBrandPage).contains("../../brands/"))
        let sitemap = try Repository.text(output + "/sitemap.xml")
        #expect(sitemap.contains("<loc>https://cellar.example.com/en/brands/</loc>"))
        for page in brandPages {
            let url = page.dropLast("index.html".count).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
            #expect(sitemap.contains("<loc>https://cellar.example.com/en/\(url)</loc>"), "\(page)")
        }
    }

    private static func links(in html: String) -> [String] {
        html.matches(of: #/href="([^"]*)"/#).map { String($0.output.1) }
    }
}
