import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Serving under a sub-path")
struct SubPathTests {
    @Test func pagesLinkRelativelyAndThe404LinksFromTheBasePath() async throws {
        let shop = TinyShop()
        let output = Repository.scratchFolder("subpath") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(
                fixtures: shop.path, templates: Repository.templates, output: output,
                baseURL: "https://example.org/my/shop")
        ).build()
        let goods = try Repository.text(output + "/goods/g-1/index.html")
        #expect(goods.contains(#/href="\.\./\.\./assets/style\.[0-9a-f]{8}\.css"/#))
        #expect(!goods.contains(#"href="/"#))
        let notFound = try Repository.text(output + "/404.html")
        #expect(notFound.contains(#/href="/my/shop/assets/style\.[0-9a-f]{8}\.css"/#))
        #expect(notFound.contains(#"href="/my/shop/categories/""#))
        #expect(LinkChecker.brokenLinks(in: output) == [])
    }
}
