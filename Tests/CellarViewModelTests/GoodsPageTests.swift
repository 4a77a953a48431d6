import CellarTestSupport
import CellarModel
@testable import CellarViewModels
import Testing

struct GoodsPageTests {
    /// "g" has 7 comments on days 1…7 (given out of order); "quiet" has none.
    private static let site: SiteViewModel = {
        let days = [3, 7, 1, 5, 2, 6, 4]
        let comments = days.map { TestData.comment("c\($0)", on: "g", star: $0 <= 2 ? 2 : 5, day: $0) }
        var item = TestData.goods("g", price: 14_500, market: 24_800, stock: 700, sales: 1_234, image: "images/big.jpg")
        item.brand = "Moutai"
        item.origin = ""
        item.tags = ["gift"]
        return SiteViewModel(
            catalogue: TestData.catalogue(
                goods: [item, TestData.goods("quiet")],
                comments: comments
            ))
    }()

    private func page(_ index: Int) throws -> GoodsPageViewModel {
        try #require(Self.site.viewModel(for: .goods(index: index)).goods)
    }

    @Test func carriesEachTabsFirstPageInAPanel() throws {
        let page = try page(0)
        #expect(page.tabPanels.map(\.name) == ["all", "good", "middle", "bad", "pictures"])
        #expect(
            page.tabPanels.map(\.id) == [
                "reviews-all", "reviews-good", "reviews-middle", "reviews-bad", "reviews-pictures",
            ])
        #expect(
            page.tabPanels.map(\.heading) == [
                "Reviews: All", "Reviews: Good", "Reviews: Middle", "Reviews: Bad", "Reviews: With pictures",
            ])
        #expect(page.tabPanels[0].comments.map(\.date) == (1...7).reversed().map { "2024-01-0\($0) 12:00" })
        #expect(page.tabPanels[1].comments.map(\.date) == (3...7).reversed().map { "2024-01-0\($0) 12:00" })
        #expect(page.tabPanels[3].comments.map(\.date) == ["2024-01-02 12:00", "2024-01-01 12:00"])
        #expect(
            page.tabPanels.map(\.emptyText) == [
                nil, nil, "No middle reviews yet.", nil, "No reviews with pictures yet.",
            ])
        #expect(page.tabPanels.allSatisfy { !$0.pagination.isNeeded })
    }

    @Test func tabsLinkToTheirPanelsInThePage() throws {
        let page = try page(0)
        #expect(page.reviewCountText == "7 reviews")
        #expect(page.goodRate == "71% positive")
        #expect(page.rating.value == "4.1")
        #expect(page.tabs.map(\.count) == ["7", "5", "0", "2", "0"])
        #expect(page.tabs.map(\.url) == page.tabPanels.map { "#" + $0.id })
        #expect(page.tabs.map(\.panelID) == page.tabPanels.map(\.id))
        #expect(page.tabs.allSatisfy { !$0.isCurrent })
    }

    @Test func withoutComments() throws {
        let page = try page(1)
        #expect(page.tabPanels.allSatisfy { $0.comments.isEmpty })
        #expect(page.tabPanels.first?.emptyText == "No reviews yet.")
        #expect(page.goodRate == nil)
        #expect(!page.rating.hasRating)
        #expect(page.reviewCountText == "0 reviews")
    }

    @Test func factsAndImages() throws {
        let page = try page(0)
        let photo = try #require(page.gallery?.photos.first?.picture)
        #expect(photo.src == "../../media/images/big.jpg")
        #expect(photo.alt == "Title g")
        #expect(photo.isMain)
        #expect(
            page.facts == [
                .init(label: "Brand", value: "Moutai"),
                .init(label: "Stock", value: "700 in stock"),
            ])
        #expect(page.salesText == "1,234 sold")
        #expect(page.tags == ["gift"])
        #expect(page.category == LinkViewModel(label: "Wine", url: "../../category/wine/"))
        #expect(page.description?.topHeadingLevel == 3)
        #expect(page.layout.pageTitle == "Title g — Cellar")
        #expect(page.layout.frame.navigation.first?.isCurrent == true)
    }

    @Test func commentAuthorFallsBackToAnonymous() throws {
        let comment = CellarModel.Comment(
            id: "x", goodsID: "g", author: "", star: 4, pictures: [.init(thumb: "t.jpg", full: "f.jpg")])
        let site = SiteViewModel(catalogue: TestData.catalogue(goods: [TestData.goods("g")], comments: [comment]))
        let page = try #require(site.viewModel(for: .goods(index: 0)).goods)
        let shown = try #require(page.tabPanels.first?.comments.first)
        #expect(shown.author == "Anonymous")
        #expect(shown.date == nil)
        #expect(shown.pictures.map(\.thumb.src) == ["../../media/t.jpg"])
        #expect(shown.pictures.map(\.thumb.alt) == ["Picture 1 of a review by Anonymous"])
        #expect(shown.pictures.map(\.fullURL) == ["../../media/f.jpg"])
        #expect(shown.hasPictures)
    }
}
