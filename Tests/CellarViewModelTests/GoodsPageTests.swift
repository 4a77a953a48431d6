import CellarTestSupport
import CellarModel
@testable import CellarViewModels
import Testing

struct GoodsPageTests {
    /// "g" has 7 comments on days 1…7 (given out of order); "quiet" has none.
    private static let site: SiteViewModel = {
        let days = [3, 7, 1, 5, 2, 6, 4]
        let comments = days.map { Fixture.comment("c\($0)", on: "g", star: $0 <= 2 ? 2 : 5, day: $0) }
        var item = Fixture.goods("g", price: 14_500, market: 24_800, stock: 700, sales: 1_234, image: "images/big.jpg")
        item.brand = "Moutai"
        item.origin = ""
        item.tags = ["gift"]
        return SiteViewModel(catalogue: Fixture.catalogue(
            goods: [item, Fixture.goods("quiet")],
            comments: comments
        ))
    }()

    private func page(_ index: Int) throws -> GoodsPageViewModel {
        try #require(Self.site.viewModel(for: .goods(index: index)).goods)
    }

    @Test func showsTheFiveNewestComments() throws {
        let page = try page(0)
        #expect(page.comments.count == 5)
        #expect(page.comments.map(\.date) == (3...7).reversed().map { "2024-01-0\($0) 12:00" })
    }

    @Test func linksToAllComments() throws {
        let page = try page(0)
        #expect(page.allCommentsLink == LinkViewModel(label: "See all 7 reviews", url: "../../goods/g/comments/"))
        #expect(page.reviewCountText == "7 reviews")
        #expect(page.emptyText == nil)
        #expect(page.goodRate == "71% positive")
        #expect(page.rating.value == "4.1")
        #expect(page.tabs.map(\.count) == ["7", "5", "0", "2", "0"])
        #expect(page.tabs.map(\.url).first == "../../goods/g/comments/")
        #expect(page.tabs.allSatisfy { !$0.isCurrent })
    }

    @Test func withoutComments() throws {
        let page = try page(1)
        #expect(page.comments.isEmpty)
        #expect(page.allCommentsLink == nil)
        #expect(page.emptyText == "No reviews yet.")
        #expect(page.goodRate == nil)
        #expect(!page.rating.hasRating)
        #expect(page.reviewCountText == "0 reviews")
    }

    @Test func factsAndImages() throws {
        let page = try page(0)
        #expect(page.image?.src == "../../media/images/big.jpg")
        #expect(page.image?.alt == "Title g")
        #expect(page.image?.isMain == true)
        #expect(page.facts == [
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
        let comment = CellarModel.Comment(id: "x", goods: "g", author: "", star: 4, pictures: [.init(thumb: "t.jpg", full: "f.jpg")])
        let site = SiteViewModel(catalogue: Fixture.catalogue(goods: [Fixture.goods("g")], comments: [comment]))
        let page = try #require(site.viewModel(for: .goods(index: 0)).goods)
        let shown = try #require(page.comments.first)
        #expect(shown.author == "Anonymous")
        #expect(shown.date == nil)
        #expect(shown.pictures.map(\.thumb.src) == ["../../media/t.jpg"])
        #expect(shown.pictures.map(\.thumb.alt) == ["Picture 1 of a review by Anonymous"])
        #expect(shown.pictures.map(\.fullURL) == ["../../media/f.jpg"])
        #expect(shown.hasPictures)
    }
}
