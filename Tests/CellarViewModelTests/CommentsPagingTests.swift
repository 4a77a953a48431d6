import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

/// Comment tabs and their pages, through the site view model.
struct CommentsPagingTests {
    /// One goods item with 41 five-star comments (no pictures).
    private let site: SiteViewModel = {
        let comments = (0..<41).map {
            TestData.comment("c\($0 < 10 ? "0" : "")\($0)", on: "g", star: 5, day: 1 + $0 % 28, minute: $0)
        }
        return SiteViewModel(catalogue: TestData.catalogue(goods: [TestData.goods("g")], comments: comments))
    }()

    private func commentPages(_ tab: CommentTab) -> [Int] {
        site.pages.compactMap {
            $0 == .comments(goodsIndex: 0, tab: tab, page: $0.number) ? $0.number : nil
        }
    }

    private func panel(_ tab: CommentTab) throws -> CommentTabPanelViewModel {
        let page = try #require(site.viewModel(for: .goods(index: 0)).goods)
        return try #require(page.tabPanels.first { $0.name == tab.rawValue })
    }

    @Test func aTabHasPagesOfItsOwnFromItsSecond() {
        #expect(commentPages(.all) == [2, 3])
        #expect(commentPages(.good) == [2, 3])
    }

    @Test(arguments: [CommentTab.middle, .bad, .pictures])
    func anEmptyTabIsAnEmptyPanelWithNoPageOfItsOwn(tab: CommentTab) throws {
        #expect(commentPages(tab) == [])
        let panel = try panel(tab)
        #expect(panel.comments.isEmpty)
        #expect(panel.emptyText == TestData.english.emptyTab(tab))
        #expect(!panel.pagination.isNeeded)
    }

    @Test func emptyTabTexts() throws {
        let (middle, pictures) = (try panel(.middle), try panel(.pictures))
        #expect(middle.emptyText == "No middle reviews yet.")
        #expect(pictures.emptyText == "No reviews with pictures yet.")
    }

    @Test func theFirstPageIsThePanelAndTheOthersArePagesOfTheirOwn() throws {
        let first = try panel(.all)
        #expect(first.comments.count == 20)
        #expect(first.emptyText == nil)
        #expect(first.pagination.label == "Page 1 of 3")
        for (page, count) in [(2, 20), (3, 1)] {
            let model = try #require(site.viewModel(for: .comments(goodsIndex: 0, tab: .all, page: page)).comments)
            #expect(model.comments.count == count)
            #expect(model.emptyText == nil)
            #expect(model.pagination.label == "Page \(page) of 3")
        }
    }

    @Test func pathsOfCommentPages() {
        #expect(site.path(of: .comments(goodsIndex: 0, tab: .all, page: 3)).value == "goods/g/comments/page/3/")
        #expect(site.path(of: .comments(goodsIndex: 0, tab: .good, page: 2)).value == "goods/g/comments/good/page/2/")
    }

    @Test func paginationLinksPageOneToThePanelOnTheGoodsPage() throws {
        let model = try #require(site.viewModel(for: .comments(goodsIndex: 0, tab: .good, page: 3)).comments)
        let up = String(repeating: "../", count: 6)
        #expect(model.pagination.previous?.url == up + "goods/g/comments/good/page/2/")
        #expect(model.pagination.pages.first?.url == up + "goods/g/#reviews-good")
        #expect(model.pagination.next == nil)
        let good = try panel(.good)
        #expect(
            good.pagination.pages.map(\.url) == [
                "#reviews-good", "../../goods/g/comments/good/page/2/", "../../goods/g/comments/good/page/3/",
            ])
        #expect(good.pagination.next?.url == "../../goods/g/comments/good/page/2/")
        #expect(good.pagination.previous == nil)
    }

    @Test func tabsShowCountsAndTheCurrentTabAndLinkToThePanels() throws {
        let model = try #require(site.viewModel(for: .comments(goodsIndex: 0, tab: .good, page: 2)).comments)
        #expect(model.tabs.map(\.label) == ["All", "Good", "Middle", "Bad", "With pictures"])
        #expect(model.tabs.map(\.count) == ["41", "41", "0", "0", "0"])
        #expect(model.tabs.map(\.isCurrent) == [false, true, false, false, false])
        let up = String(repeating: "../", count: 6)
        #expect(
            model.tabs.map(\.url) == ["all", "good", "middle", "bad", "pictures"].map { up + "goods/g/#reviews-\($0)" })
        #expect(model.goodRate == "100% positive")
    }

    @Test func everyPageOfEveryTabOfABigItemShowsItsOwnComments() throws {
        // Every kind of star, a quarter with pictures, dates out of order.
        let comments = (0..<157).map { number in
            Comment(
                id: "c\(1000 + number)", goodsID: "g", star: Double(number % 11) / 2, content: "comment \(number)",
                createdAt: Timestamp(
                    year: 2024, month: 1 + number % 12, day: 1 + number % 28, hour: 12, minute: number % 60),
                pictures: number % 4 == 0 ? [Comment.Picture(thumb: "t.jpg", full: "f.jpg")] : []
            )
        }
        // Comments on an item before it, so its comments do not start the catalogue's.
        let before = (0..<30).map { TestData.comment("b\($0)", on: "a", star: Double($0 % 6)) }
        let catalogue = TestData.catalogue(
            goods: [TestData.goods("a"), TestData.goods("g")], comments: before + comments)
        let site = SiteViewModel(catalogue: catalogue)
        // What each tab holds, worked out here rather than by the code under test: the tabs'
        // rules (good from 4 stars, middle from 3, bad below 3), newest first.
        let newestFirst = comments.sorted {
            let (lhs, rhs) = ($0.createdAt!, $1.createdAt!)
            return (lhs.month, lhs.day, lhs.minute, $1.id) > (rhs.month, rhs.day, rhs.minute, $0.id)
        }
        let rules: [CommentTab: (CellarModel.Comment) -> Bool] = [
            .all: { _ in true }, .good: { $0.star >= 4 }, .middle: { $0.star >= 3 && $0.star < 4 },
            .bad: { $0.star < 3 }, .pictures: { !$0.pictures.isEmpty },
        ]
        let goodsPage = try #require(site.viewModel(for: .goods(index: 1)).goods)
        for tab in CommentTab.allCases {
            let expected = newestFirst.filter(rules[tab]!).map(\.content)
            let panel = try #require(goodsPage.tabPanels.first { $0.name == tab.rawValue })
            let pages = site.pages.filter { $0 == .comments(goodsIndex: 1, tab: tab, page: $0.number) }
            let shown =
                try panel.comments.map(\.content)
                + pages.flatMap { try #require(site.viewModel(for: $0).comments).comments.map(\.content) }
            #expect(shown == expected, "\(tab)")
            #expect(pages.map(\.number) == Array(2..<max(2, (expected.count + 19) / 20 + 1)), "\(tab)")
        }
    }
}
