import CellarModel
import CellarTestSupport
@testable import CellarViewModels
import Testing

/// The places Cellar 0.1 gave what is not a tidy slug, each sending its visitors to the page's
/// readable place now: a category named in Chinese, a goods id with capitals and spaces, a docs
/// page, a brand with an accent; tidy ids and names have no moved page.
struct MovedPagesTests {
    static let catalogue: Catalogue = {
        var chateau = TestData.goods("Red Wine 1", category: "白酒")
        chateau.brand = "Château Montrose"
        var tidy = TestData.goods("g-001", category: "wine")
        tidy.brand = "penfolds"
        return TestData.catalogue(
            store: TestData.store(baseURL: "https://host/shop/"),
            categories: [Category(id: "wine", name: "Wine"), Category(id: "白酒", name: "白酒")],
            goods: [chateau, tidy],
            docs: [
                DocPage(name: "delivery", title: "Delivery", markdown: ""),
                DocPage(name: "FAQ", title: "FAQ", markdown: ""),
            ])
    }()
    let site = SiteViewModel(catalogue: catalogue)

    private var moved: [(path: String, model: MovedPageViewModel)] {
        site.pages.filter { $0.summaryKind == "moved" }.map {
            (site.path(of: $0).value, site.viewModel(for: $0).model as! MovedPageViewModel)
        }
    }

    @Test func cellar01sSlugsAreKnown() {
        // As Cellar 0.1 named the sample's pages (site/ as it built them).
        #expect(PageMove.previousSlug(of: "Our Cellar") == "our-cellar--5d712545ed4ad6f0")
        #expect(PageMove.previousSlug(of: "g-001") == "g-001")
        #expect(PageMove.previousSlug(of: "con").hasPrefix("con--"))
    }

    @Test func everyMovedPageHasAPageAtItsOldPlace() {
        let paths = moved.map(\.path)
        #expect(
            paths == [
                "category/\(PageMove.previousSlug(of: "白酒"))/", "goods/\(PageMove.previousSlug(of: "Red Wine 1"))/",
                "docs/\(PageMove.previousSlug(of: "FAQ"))/", "brand/\(PageMove.previousSlug(of: "Château Montrose"))/",
            ])
        #expect(paths[0].hasPrefix("category/id--") && paths[3].hasPrefix("brand/ch-teau-montrose--"))
        #expect(
            moved.map(\.model.link.url) == [
                "../../category/%E7%99%BD%E9%85%92/", "../../goods/red-wine-1/", "../../docs/faq/",
                "../../brand/chateau-montrose/",
            ])
    }

    @Test func aMovedPageNamesItsNewPlaceAsCanonicalAndIsNotInTheSitemap() throws {
        let page = try #require(moved.first).model
        #expect(page.layout.canonicalURL == "https://host/shop/category/%E7%99%BD%E9%85%92/")
        #expect(page.heading == "Page moved")
        let sitemap = try #require(site.first({ $0.isRendered(with: "sitemap.xml") }, as: \.sitemap))
        #expect(!sitemap.locations.contains { $0.contains("--") })
        #expect(sitemap.locations.contains("https://host/shop/category/%E7%99%BD%E9%85%92/"))
    }

    @Test func redirectsSendEachOldPlaceOnAndWhatIsBelowACategoryOrBrand() throws {
        let file = try #require(
            site.first({ $0.isRendered(with: "_redirects") }, as: { $0.model as? RedirectsFileViewModel }))
        let old = PageMove.previousSlug(of: "白酒")
        let brand = PageMove.previousSlug(of: "Château Montrose")
        #expect(
            file.rules.map { "\($0.from) \($0.to)" } == [
                "/shop/category/\(old)/ /shop/category/%E7%99%BD%E9%85%92/",
                "/shop/goods/\(PageMove.previousSlug(of: "Red Wine 1"))/ /shop/goods/red-wine-1/",
                "/shop/docs/\(PageMove.previousSlug(of: "FAQ"))/ /shop/docs/faq/",
                "/shop/brand/\(brand)/ /shop/brand/chateau-montrose/",
                "/shop/category/\(old)/* /shop/category/%E7%99%BD%E9%85%92/:splat",
                "/shop/brand/\(brand)/* /shop/brand/chateau-montrose/:splat",
            ])
    }

    @Test func aShopOfTidyIDsHasNoMovedPages() {
        let site = SiteViewModel(catalogue: TestData.catalogue(goods: [TestData.goods("g-001")]))
        #expect(!site.pages.contains { $0.summaryKind == "moved" || $0.summaryKind == "redirects" })
    }

    @Test func linksToAPageNamedInChineseArePercentEncoded() throws {
        let home = try #require(site.viewModel(for: .home).home)
        #expect(home.layout.frame.navigation.map(\.url).contains("category/%E7%99%BD%E9%85%92/"))
    }
}
