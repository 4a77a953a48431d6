import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

/// Comment tabs and their pages, through the site view model.
struct CommentsPagingTests {
    /// One goods item with 41 five-star comments (no pictures).
    private let site: SiteViewModel = {
        let comments = (0..<41).map { Fixture.comment("c\($0 < 10 ? "0" : "")\($0)", on: "g", star: 5, day: 1 + $0 % 28, minute: $0) }
        return SiteViewModel(catalogue: Fixture.catalogue(goods: [Fixture.goods("g")], comments: comments))
    }()

    private func commentPages(_ bucket: CommentBucket) -> [Int] {
        site.pages.compactMap {
            $0 == .comments(goodsIndex: 0, bucket: bucket, page: $0.number) ? $0.number : nil
        }
    }

    @Test func allTabHasThreePages() {
        #expect(commentPages(.all) == [1, 2, 3])
        #expect(commentPages(.good) == [1, 2, 3])
    }

    @Test(arguments: [CommentBucket.middle, .bad, .pictures])
    func emptyTabHasExactlyOneEmptyPage(bucket: CommentBucket) throws {
        #expect(commentPages(bucket) == [1])
        let page = try #require(site.viewModel(for: .comments(goodsIndex: 0, bucket: bucket, page: 1)).comments)
        #expect(page.comments.isEmpty)
        #expect(page.emptyText == Fixture.english.emptyTab(bucket))
        #expect(!page.pagination.isNeeded)
    }

    @Test func emptyTabTexts() throws {
        let middle = try #require(site.viewModel(for: .comments(goodsIndex: 0, bucket: .middle, page: 1)).comments)
        #expect(middle.emptyText == "No middle reviews yet.")
        let pictures = try #require(site.viewModel(for: .comments(goodsIndex: 0, bucket: .pictures, page: 1)).comments)
        #expect(pictures.emptyText == "No reviews with pictures yet.")
    }

    @Test(arguments: [(1, 20), (2, 20), (3, 1)])
    func commentsPerPage(page: Int, count: Int) throws {
        let model = try #require(site.viewModel(for: .comments(goodsIndex: 0, bucket: .all, page: page)).comments)
        #expect(model.comments.count == count)
        #expect(model.emptyText == nil)
        #expect(model.pagination.label == "Page \(page) of 3")
    }

    @Test func pathsOfCommentPages() {
        #expect(site.path(of: .comments(goodsIndex: 0, bucket: .all, page: 1)).value == "goods/g/comments/")
        #expect(site.path(of: .comments(goodsIndex: 0, bucket: .all, page: 3)).value == "goods/g/comments/page/3/")
        #expect(site.path(of: .comments(goodsIndex: 0, bucket: .good, page: 2)).value == "goods/g/comments/good/page/2/")
    }

    @Test func paginationLinksFromTheLastPage() throws {
        let model = try #require(site.viewModel(for: .comments(goodsIndex: 0, bucket: .all, page: 3)).comments)
        let up = String(repeating: "../", count: 5)
        #expect(model.pagination.previous?.url == up + "goods/g/comments/page/2/")
        #expect(model.pagination.pages.first?.url == up + "goods/g/comments/")
        #expect(model.pagination.next == nil)
    }

    @Test func tabsShowCountsAndTheCurrentTab() throws {
        let model = try #require(site.viewModel(for: .comments(goodsIndex: 0, bucket: .good, page: 1)).comments)
        #expect(model.tabs.map(\.label) == ["All", "Good", "Middle", "Bad", "With pictures"])
        #expect(model.tabs.map(\.count) == ["41", "41", "0", "0", "0"])
        #expect(model.tabs.map(\.isCurrent) == [false, true, false, false, false])
        #expect(model.goodRate == "100% positive")
    }

    @Test func everyPageOfEveryTabOfABigItemShowsItsOwnComments() throws {
        // Every kind of star, a quarter with pictures, dates out of order.
        let comments = (0..<157).map { number in
            Comment(
                id: "c\(1000 + number)", goods: "g", star: Double(number % 11) / 2, content: "comment \(number)",
                createdAt: Timestamp(year: 2024, month: 1 + number % 12, day: 1 + number % 28, hour: 12, minute: number % 60),
                pictures: number % 4 == 0 ? [Comment.Picture(thumb: "t.jpg", full: "f.jpg")] : []
            )
        }
        // Comments on an item before it, so its comments do not start the catalogue's.
        let before = (0..<30).map { Fixture.comment("b\($0)", on: "a", star: Double($0 % 6)) }
        let catalogue = Fixture.catalogue(goods: [Fixture.goods("a"), Fixture.goods("g")], comments: before + comments)
        let site = SiteViewModel(catalogue: catalogue)
        for bucket in CommentBucket.allCases {
            let expected = catalogue.comments(onGoods: "g").filter(bucket.contains).map(\.content)
            let pages = site.pages.filter { $0 == .comments(goodsIndex: 1, bucket: bucket, page: $0.number) }
            let shown = try pages.flatMap { try #require(site.viewModel(for: $0).comments).comments.map(\.content) }
            #expect(shown == expected, "\(bucket)")
            #expect(pages.count == max(1, (expected.count + 19) / 20), "\(bucket)")
        }
    }
}
