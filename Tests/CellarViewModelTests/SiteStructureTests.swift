import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

/// The page list and the category pages of a tiny catalogue: "wine" with 25 goods
/// (two category pages of 24), "empty" with none.
struct SiteStructureTests {
    static let catalogue: Catalogue = {
        let goods = (1...25).map { index in
            // Sales chosen so file order differs from sales order; w13 and w14 tie.
            TestData.goods(
                "w\(index)", category: "wine", stock: index == 3 ? 0 : 5,
                sales: index == 14 ? 13 * 7 % 26 : index * 7 % 26)
        }
        return TestData.catalogue(
            store: TestData.store(baseURL: "https://host/shop/"),
            categories: [Category(id: "wine", name: "Wine"), Category(id: "empty", name: "Empty")],
            goods: goods,
            docs: [DocPage(name: "delivery", title: "Delivery", markdown: "# Delivery")]
        )
    }()
    let site = SiteViewModel(catalogue: catalogue)

    @Test func pageCountsPerKind() {
        let counts = Dictionary(grouping: site.pages, by: \.summaryKind).mapValues(\.count)
        #expect(
            counts == [
                "home": 1,
                "category": 1 + 2 + 1,
                "goods": 25,
                "docs": 1,
                "404": 1,
                "report": 2 + ReportTableViewModel.Name.allCases.count,
                "feed": 2,
                "sitemap": 1,
                "robots": 1,
                "cart": 2,
                "search": 1,
            ])
        #expect(site.pages.first == .home)
        #expect(site.pages.contains(.category(index: 0, page: 2)))
        #expect(!site.pages.contains(.category(index: 0, page: 3)))
        #expect(site.pages.contains(.category(index: 1, page: 1)))
        #expect(!site.pages.contains(.category(index: 1, page: 2)))
    }

    @Test func pagePathsAreUnique() {
        let paths = site.pages.map { site.path(of: $0) }
        #expect(Set(paths).count == paths.count)
        #expect(Set(paths.map(\.file)).count == paths.count)
    }

    @Test func categoryPageOneIsSortedBySalesDescending() throws {
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        #expect(page.goods.count == 24)
        let goods = Self.catalogue.goods
        let sales = page.goods.map { card in goods.first { $0.id == card.id }!.saleCount }
        #expect(sales == sales.sorted(by: >))
        #expect(page.countText == "25 items")
        #expect(page.emptyText == nil)
        #expect(page.name == "Wine")
        #expect(page.pagination.isNeeded)
        #expect(page.pagination.next?.url == "../../category/wine/page/2/")
    }

    @Test func equalSalesKeepFileOrder() throws {
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        let ids = page.goods.map(\.id)
        let w13 = try #require(ids.firstIndex(of: "w13"))
        let w14 = try #require(ids.firstIndex(of: "w14"))
        #expect(w13 + 1 == w14)
    }

    @Test func categoryPageTwoHoldsTheRest() throws {
        let first = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        let second = try #require(site.viewModel(for: .category(index: 0, page: 2)).category)
        #expect(second.goods.count == 1)
        #expect(Set(first.goods.map(\.id) + second.goods.map(\.id)).count == 25)
        #expect(second.pagination.previous?.url == "../../../../category/wine/")
        #expect(second.layout.pageTitle == "Wine · Page 2 of 2 — Cellar")
        #expect(site.path(of: .category(index: 0, page: 2)).value == "category/wine/page/2/")
    }

    @Test func emptyCategoryHasOnePageWithEmptyText() throws {
        let page = try #require(site.viewModel(for: .category(index: 1, page: 1)).category)
        #expect(page.goods.isEmpty)
        #expect(page.emptyText == "There are no goods in this category yet.")
        #expect(page.countText == "0 items")
        #expect(!page.pagination.isNeeded)
    }

    @Test func soldOutFlag() throws {
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        for card in page.goods {
            #expect(card.isSoldOut == (card.id == "w3"))
        }
        let goods = try #require(site.viewModel(for: .goods(index: 2)).goods)
        #expect(goods.isSoldOut)
        #expect(goods.facts.last?.value == "Sold out")
    }

    @Test func cardLinksAreRelativeToTheCategoryPage() throws {
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        let card = try #require(page.goods.first { $0.id == "w1" })
        #expect(card.url == "../../goods/w1/")
        #expect(card.thumbURL == "../../media/images/a.svg")
        #expect(card.thumb?.src == "../../media/images/a.svg")
        #expect(card.thumb?.isDeferred == true)
        #expect(card.rating.hasRating == false)
        #expect(page.layout.frame.navigation.map(\.isCurrent) == [true, false])
        #expect(page.layout.frame.homeURL == "../../")
    }

    @Test func notFoundLinksStartWithTheBaseURLPath() throws {
        #expect(site.rootPath == "/shop/")
        let page = try #require(site.viewModel(for: .notFound).notFound)
        #expect(page.homeLink.url == "/shop/")
        #expect(page.layout.frame.homeURL == "/shop/")
        #expect(page.layout.frame.stylesheetURL == "/shop/assets/style.css")
        let urls =
            page.layout.frame.navigation.map(\.url) + page.layout.frame.docsLinks.map(\.url) + [
                page.layout.frame.categoriesURL
            ]
        #expect(urls.allSatisfy { $0.hasPrefix("/shop/") })
        #expect(page.layout.frame.navigation.first?.url == "/shop/category/wine/")
        #expect(page.heading == "Page not found")
    }

    @Test(arguments: [
        ("https://host/shop/", "/shop/"),
        ("https://host/shop", "/shop/"),
        ("https://host", "/"),
        ("https://host/", "/"),
        ("/", "/"),
        ("/a/b/", "/a/b/"),
        ("https://host/shop/?x=1", "/shop/"),
    ])
    func rootPathOfBaseURL(baseURL: String, expected: String) throws {
        let site = SiteViewModel(catalogue: Self.catalogue, baseURL: baseURL)
        #expect(site.rootPath == expected)
        let page = try #require(site.viewModel(for: .notFound).notFound)
        #expect(page.homeLink.url == expected)
    }

    @Test func pagesAtOneDepthInOneCategoryShareOneFrame() throws {
        let first = try #require(site.viewModel(for: .goods(index: 0)).goods).layout
        let second = try #require(site.viewModel(for: .goods(index: 1)).goods).layout
        #expect(first.frame === second.frame)
        #expect(first.pageTitle != second.pageTitle)
        // A comments page is deeper: its links start elsewhere.
        let comments = try #require(site.viewModel(for: .comments(goodsIndex: 0, tab: .all, page: 2)).comments).layout
        #expect(comments.frame !== first.frame)
        #expect(comments.frame.homeURL == "../../../../../")
        // Another current category, another frame.
        let wine = try #require(site.viewModel(for: .category(index: 0, page: 1)).category).layout
        let empty = try #require(site.viewModel(for: .category(index: 1, page: 1)).category).layout
        #expect(wine.frame !== empty.frame)
        #expect(empty.frame.navigation.map(\.isCurrent) == [false, true])
        // A doc's page marks itself in the footer, so its frame is its own.
        let index = try #require(site.pages.firstIndex { $0.summaryKind == "docs" })
        let doc = try #require(site.viewModel(for: site.pages[index]).doc).layout
        #expect(doc.frame.docsLinks.map(\.isCurrent) == [true])
        #expect(first.frame.docsLinks.map(\.isCurrent) == [false])
    }

    @Test func theScriptsCardTemplateIsMadeOnceForEveryPageThatHasIt() throws {
        let first = try #require(site.viewModel(for: .category(index: 0, page: 1)).category).cardTemplate
        let second = try #require(site.viewModel(for: .category(index: 0, page: 2)).category).cardTemplate
        let searchPage = try #require(site.viewModel(for: .search).search)
        // One shared rating: the stars partial of the template renders once a build.
        #expect(first.rating === second.rating)
        #expect(searchPage.cardTemplate.rating === first.rating)
        #expect(first.rating.showsNoRating)
    }

    @Test func framesOfAnotherBuildAreEqualWhenTheyShowTheSame() throws {
        let again = SiteViewModel(catalogue: Self.catalogue)
        let first = try #require(site.viewModel(for: .goods(index: 0)).goods).layout
        let second = try #require(again.viewModel(for: .goods(index: 0)).goods).layout
        #expect(first.frame !== second.frame)
        #expect(first == second)
    }

    @Test func docPage() throws {
        let index = try #require(site.pages.firstIndex { $0.summaryKind == "docs" })
        #expect(site.path(of: site.pages[index]).value == "docs/delivery/")
        let doc = try #require(site.viewModel(for: site.pages[index]).doc)
        #expect(doc.title == "Delivery")
        #expect(doc.layout.frame.docsLinks.map(\.isCurrent) == [true])
        #expect(doc.layout.pageTitle == "Delivery — Cellar")
    }
}
