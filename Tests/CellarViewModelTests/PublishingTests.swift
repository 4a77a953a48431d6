import CellarTestSupport
import Foundation
import CellarModel
@testable import CellarViewModels
import Testing

@Suite("Sitemap, canonical URLs and link previews")
struct PublishingTests {
    /// "g" has an image, a brand and two comments; "plain" has a remote root-relative picture
    /// and no description.
    private static func site(
        baseURL: String = "https://host/shop", sitemapURLLimit: Int = SitemapViewModel.urlLimit
    ) -> SiteViewModel {
        var item = TestData.goods(
            "g", price: 14_500, image: "images/big shot.jpg",
            description:
                """
                # Notes\n\nDry and *crisp*, see [our guide](https://x.example/guide) or <https://x.example>.\n\n> \
                Quote_here
                """
        )
        item.brand = "Moutai"
        return SiteViewModel(
            catalogue: TestData.catalogue(
                goods: [item, TestData.goods("plain", stock: 0, thumb: "/pictures/plain.jpg", description: nil)],
                comments: [TestData.comment("c1", on: "g", star: 4), TestData.comment("c2", on: "g", star: 5, day: 2)],
                docs: [DocPage(name: "about", title: "About", markdown: "# About")]
            ), baseURL: baseURL, sitemapURLLimit: sitemapURLLimit)
    }

    private func goodsPage(_ index: Int, baseURL: String = "https://host/shop") throws -> GoodsPageViewModel {
        try #require(Self.site(baseURL: baseURL).viewModel(for: .goods(index: index)).goods)
    }

    @Test func sitemapListsEveryHTMLPageOnceAsAnAbsoluteURL() throws {
        let site = Self.site()
        let sitemap = try #require(Self.sitemap(of: site))
        #expect(sitemap.sitemapURLs.isEmpty)
        #expect(sitemap.locations.allSatisfy { $0.hasPrefix("https://host/shop/") })
        #expect(Set(sitemap.locations).count == sitemap.locations.count)
        let unlisted: [Page] =
            [
                .notFound, .catalogueReport, .catalogueReportMarkdown, .sitemap, .robots, .cart, .checkout, .search,
                .googleFeed, .metaFeed,
            ]
            + ReportTableViewModel.Name.allCases.map { .reportTable($0) }
        let listed = site.pages.filter {
            !unlisted.contains($0) && $0.summaryKind != "moved" && $0.summaryKind != "redirects"
        }
        #expect(
            sitemap.locations
                == listed.map {
                    "https://host/shop/" + site.path(of: $0).value.addingPercentEncoding(
                        withAllowedCharacters: .urlPathAllowed)!
                })
        #expect(sitemap.locations.first == "https://host/shop/")
        #expect(!sitemap.locations.contains { $0.contains("/comments/") }, "a tab's first page is on the goods page")
        #expect(!sitemap.locations.contains { $0.contains("404") || $0.contains("reports/") || $0.contains("feeds/") })
        #expect(site.pages.contains(.sitemap))
    }

    @Test func aSitemapPastTheURLLimitIsSplitIntoPartsListedByAnIndex() throws {
        let whole = try #require(Self.sitemap(of: Self.site()))
        let split = Self.site(sitemapURLLimit: 3)
        let partCount = (whole.locations.count + 2) / 3
        #expect(partCount > 1)
        let parts = (1...partCount).map { Page.sitemapPart(number: $0) }
        #expect(Array(split.pages.suffix(partCount + 2)) == [.sitemap] + parts + [.robots])
        let index = try #require(Self.sitemap(of: split))
        #expect(index.locations.isEmpty)
        #expect(index.sitemapURLs == (1...partCount).map { "https://host/shop/sitemaps/\($0).xml" })
        #expect(parts.map { split.path(of: $0).file } == (1...partCount).map { "sitemaps/\($0).xml" })
        let listed = try parts.map { part in
            guard let model = split.viewModel(for: part).sitemap else { throw SitemapMissing() }
            #expect(model.sitemapURLs.isEmpty)
            #expect(model.locations.count <= 3)
            return model.locations
        }
        #expect(listed.flatMap { $0 } == whole.locations)
    }

    private struct SitemapMissing: Error {}

    private static func sitemap(of site: SiteViewModel) -> SitemapViewModel? {
        guard site.pages.contains(.sitemap), let model = site.viewModel(for: .sitemap).sitemap else { return nil }
        return model
    }

    @Test func robotsNamesTheSitemap() {
        let site = Self.site()
        guard let robots = site.viewModel(for: .robots).robots else { Issue.record("not robots"); return }
        #expect(robots.sitemapURL == "https://host/shop/sitemap.xml")
    }

    @Test func noSitemapWithoutAnAbsoluteBaseURL() {
        for baseURL in ["/", "/shop/", "shop", "ftp://host/", "https:///path"] {
            let site = Self.site(baseURL: baseURL)
            #expect(Self.sitemap(of: site) == nil, "\(baseURL)")
            #expect(!site.pages.contains(.sitemap), "\(baseURL)")
            #expect(site.pages.contains(.robots), "\(baseURL)")
            guard let robots = site.viewModel(for: .robots).robots else { Issue.record("not robots"); continue }
            #expect(robots.sitemapURL == nil)
        }
    }

    @Test func baseURLBecomesAnAbsoluteRootEndingInASlash() {
        #expect(SiteAddress(baseURL: "https://host")?.root == "https://host/")
        #expect(SiteAddress(baseURL: "HTTPS://host/shop?x=1#y")?.root == "https://host/shop/")
        #expect(SiteAddress(baseURL: "http://host:8080/a/b/")?.root == "http://host:8080/a/b/")
        #expect(SiteAddress(baseURL: "/") == nil)
    }

    @Test func canonicalURLIsThePagesAbsoluteURL() throws {
        let site = Self.site()
        #expect(site.first({ $0 == .home }, as: \.home)?.layout.canonicalURL == "https://host/shop/")
        #expect(try goodsPage(0).layout.canonicalURL == "https://host/shop/goods/g/")
        #expect(site.first({ $0 == .notFound }, as: \.notFound)?.layout.canonicalURL == nil)
        #expect(try goodsPage(0, baseURL: "/shop/").layout.canonicalURL == nil)
    }

    @Test func descriptionIsAPlainTextExcerptOrTheTagline() throws {
        #expect(
            try goodsPage(0).layout.metaDescription
                == "Notes Dry and crisp, see our guide or https://x.example. Quotehere")
        #expect(try goodsPage(1).layout.metaDescription == "Fine drinks")
        #expect(Self.site().first({ $0 == .home }, as: \.home)?.layout.metaDescription == "Fine drinks")
        let long = PlainTextExcerpt.make(fromMarkdown: String(repeating: "word ", count: 100))
        #expect(long.count == 159, "160 characters, less the trailing space")
        #expect(PlainTextExcerpt.make(fromMarkdown: "<b>Bold</b> <script>x</script>") == "Bold x")
    }

    @Test func searchTitleAndDescriptionReplaceTheTitleAndExcerpt() throws {
        var item = TestData.goods("g", description: "Dry and crisp.")
        item.seoTitle = "Riesling 2021, dry"
        item.seoDescription = "Our driest Riesling & more"
        var named = TestData.goods("named")
        named.seoTitle = "Old vines | Cellar"
        let site = SiteViewModel(catalogue: TestData.catalogue(goods: [item, named]), baseURL: "https://host/shop")
        let page = try #require(site.viewModel(for: .goods(index: 0)).goods)
        #expect(page.layout.pageTitle == "Riesling 2021, dry — Cellar")
        #expect(page.layout.metaDescription == "Our driest Riesling & more")
        #expect(page.metaTags.first { $0.key == "og:title" }?.content == "Riesling 2021, dry")
        #expect(page.metaTags.first { $0.key == "og:description" }?.content == "Our driest Riesling & more")
        #expect(page.title == "Title g", "the page's heading stays the goods item's title")
        #expect(page.productData.name == "Title g")
        let namesTheStore = try #require(site.viewModel(for: .goods(index: 1)).goods)
        #expect(namesTheStore.layout.pageTitle == "Old vines | Cellar", "a title naming the store is taken as written")
        // Without them, today's title and excerpt.
        let plain = try goodsPage(0)
        #expect(plain.layout.pageTitle == "Title g — Cellar")
        #expect(plain.metaTags.first { $0.key == "og:title" }?.content == "Title g")
    }

    @Test func openGraphImageIsAbsoluteOrLeftOut() throws {
        let tags = try goodsPage(0).metaTags
        func content(_ key: String) -> String? { tags.first { $0.key == key }?.content }
        #expect(content("og:image") == "https://host/shop/media/images/big%20shot.jpg")
        #expect(content("og:url") == "https://host/shop/goods/g/")
        #expect(content("og:type") == "product")
        #expect(content("product:price:amount") == "145.00")
        #expect(content("product:price:currency") == "CNY")
        #expect(content("twitter:card") == "summary_large_image")
        #expect(tags.first { $0.key == "twitter:card" }?.attribute == "name")
        #expect(tags.first { $0.key == "og:title" }?.attribute == "property")

        let plain = try goodsPage(1).metaTags
        #expect(!plain.contains { $0.key == "og:image" }, "a root-relative picture has no absolute form here")
        #expect(plain.first { $0.key == "twitter:card" }?.content == "summary")
        #expect(
            try goodsPage(0, baseURL: "/").metaTags.contains { $0.key == "og:image" || $0.key == "og:url" } == false)
    }

    @Test func productDataHasReviewsOnlyWithComments() throws {
        let product = try goodsPage(0).productData
        #expect(product.aggregateRating == .init(value: 4.5, reviewCount: 2))
        #expect(product.reviews.count == 2)
        #expect(product.reviews.first?.datePublished == "2024-01-02")
        #expect(product.price == "145.00")
        #expect(product.brand == "Moutai")
        #expect(product.isInStock)
        let plain = try goodsPage(1).productData
        #expect(plain.aggregateRating == nil)
        #expect(plain.reviews.isEmpty)
        #expect(!plain.isInStock)
    }
}
