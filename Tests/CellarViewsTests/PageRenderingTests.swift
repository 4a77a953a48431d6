import CellarTestSupport
import CellarModel
import CellarViewModels
import CellarViews
import Foundation
import Testing

@Suite("Rendering pages with the shipped templates")
struct PageRenderingTests {
    static let catalogue = Catalogue(
        store: Store(name: "Tiny <Cellar>", baseURL: "https://host/shop/", currency: "CNY"),
        categories: [Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer")],
        goods: [
            GoodsItem(
                id: "g-1", title: "Riesling", category: "wine", price: Money(cents: 7140),
                marketPrice: Money(cents: 9900), stock: 4, saleCount: 3,
                description: "# Notes\n\nDry and *crisp*.\n\n<script>alert(1)</script>"),
            GoodsItem(
                id: "g-2", title: "Moutai", category: "wine", price: Money(cents: 149_900), stock: 0, saleCount: 9),
            GoodsItem(id: "g-3", title: "Lager", category: "beer", price: Money(cents: 900), stock: 9, saleCount: 0),
        ],
        comments: [
            Comment(id: "c1", goodsID: "g-1", author: "Ann", star: 4.5, content: "Lovely"),
            Comment(id: "c2", goodsID: "g-1", star: 5, pictures: [.init(thumb: "images/t.svg", full: "images/f.svg")]),
        ] + (1...21).map { Comment(id: "b\($0)", goodsID: "g-3", star: 1, content: "Flat \($0)") },
        docs: []
    )

    private func render(_ page: Page) throws -> String {
        let site = SiteViewModel(catalogue: Self.catalogue)
        return try ThemeTemplates(directory: Repository.templates).render(site.viewModel(for: page)).string
    }

    @Test func aSplitSitemapRendersAnIndexAndItsParts() throws {
        let site = SiteViewModel(catalogue: Self.catalogue, sitemapURLLimit: 2)
        let theme = try ThemeTemplates(directory: Repository.templates)
        let index = theme.render(site.viewModel(for: .sitemap)).string
        #expect(index.contains(#"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#))
        #expect(index.contains("<sitemap><loc>https://host/shop/sitemaps/1.xml</loc></sitemap>"))
        #expect(!index.contains("<urlset"))
        let part = theme.render(site.viewModel(for: .sitemapPart(number: 1))).string
        #expect(part.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>\#n<urlset"#))
        #expect(part.components(separatedBy: "<url>").count - 1 == 2)
        #expect(part.contains("<url><loc>https://host/shop/</loc></url>"))
        #expect(!part.contains("<sitemapindex"))
    }

    @Test func goodsPageShowsPricesStarsDescriptionAndLinks() throws {
        let html = try render(.goods(index: 0))
        #expect(html.contains("¥71.40"))
        #expect(html.contains("¥99.00"))
        #expect(html.contains("Save ¥27.60 (28%)"))
        #expect(html.contains(#"role="img" aria-label="Rated 4.8 out of 5""#))
        #expect(html.contains("<em>crisp</em>"))
        #expect(html.contains("<h3>Notes</h3>"), "description headings sit under the page's Description heading")
        #expect(!html.contains("<script>alert(1)"))
        #expect(html.contains(#"href="../../category/wine/""#))
        #expect(html.contains(##"<a href="#reviews-all" data-tab="all">All <span class="count">2</span></a>"##))
        #expect(
            html.contains(
                #"""
                <section class="comment-panel comment-panel--bad" id="reviews-bad" tabindex="-1" \#
                aria-labelledby="reviews-bad-heading">
                """#
            ))
        #expect(html.contains(#"<h3 class="visually-hidden" id="reviews-bad-heading">Reviews: Bad</h3>"#))
        #expect(html.contains(#"src="../../media/images/t.svg""#))
        #expect(html.contains("Tiny &lt;Cellar&gt;"))
        #expect(html.contains("100% positive"))
    }

    @Test func goodsWithoutCommentsSaysNoRatingsYetAndShowsNoStars() throws {
        let html = try render(.goods(index: 1))
        #expect(html.contains("No ratings yet"))
        #expect(!html.contains("aria-label=\"Rated"))
        #expect(html.contains("Sold out"))
        #expect(html.contains("disabled"))
    }

    @Test func categoryPageListsBestSellersFirstWithSoldOutBadge() throws {
        let html = try render(.category(index: 0, page: 1))
        let moutai = try #require(html.range(of: "Moutai"))
        let riesling = try #require(html.range(of: "Riesling"))
        #expect(moutai.lowerBound < riesling.lowerBound)
        #expect(html.contains("Sold out"))
        #expect(html.contains(#"href="../../goods/g-2/""#))
    }

    @Test func theGoodsPageCarriesEveryTabsFirstPage() throws {
        let html = try render(.goods(index: 0))
        let panels = html.components(separatedBy: #"<section class="comment-panel"#).dropFirst()
        #expect(panels.count == 5)
        let bad = try #require(panels.first { $0.contains(#"id="reviews-bad""#) })
        #expect(bad.contains("No bad reviews yet."))
        let all = try #require(panels.first)
        #expect(all.contains("Lovely") && !all.contains("No reviews yet."))
        #expect(
            !html.contains(#"aria-current="true""#), "the shown tab is the URL's fragment's, not marked in the page")
    }

    @Test func aTabsSecondPageLinksBackToThePanels() throws {
        let panel = try render(.goods(index: 2))
        #expect(panel.contains(#"<a class="pagination__step" href="../../goods/g-3/comments/bad/page/2/" rel="next">"#))
        let html = try render(.comments(goodsIndex: 2, tab: .bad, page: 2))
        let up = String(repeating: "../", count: 6)
        #expect(html.contains(##"<a href="\##(up)goods/g-3/#reviews-bad" data-tab="bad" aria-current="true">Bad"##))
        #expect(html.contains(##"<a class="pagination__step" href="\##(up)goods/g-3/#reviews-bad" rel="prev">"##))
        #expect(html.components(separatedBy: "Flat ").count - 1 == 1, "the 21st comment alone")
    }

    @Test func reportMarkdownHasPipeTables() throws {
        let markdown = try render(.catalogueReportMarkdown)
        #expect(markdown.contains("| [Wine](../category/wine/) | 2 | 4 | ¥71.40 |"))
        #expect(markdown.contains("|---|"))
        #expect(!markdown.contains("<table"))
        let html = try render(.catalogueReport)
        #expect(html.contains("<table"))
    }
}
