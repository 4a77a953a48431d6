import CellarTestSupport
import CellarViewModels
import Testing

struct PaginationTests {
    @Test(arguments: [(0, 1), (1, 1), (20, 1), (21, 2), (40, 2), (41, 3)])
    func pageCount(items: Int, pages: Int) {
        #expect(Pagination(itemCount: items, pageSize: 20).pageCount == pages)
    }

    @Test(arguments: [
        (0, 1, 0..<0),
        (1, 1, 0..<1),
        (20, 1, 0..<20),
        (21, 1, 0..<20),
        (21, 2, 20..<21),
        (40, 2, 20..<40),
        (41, 3, 40..<41),
    ])
    func range(items: Int, page: Int, expected: Range<Int>) {
        #expect(Pagination(itemCount: items, pageSize: 20).range(ofPage: page) == expected)
    }

    @Test(arguments: [0, 1, 19, 20, 21, 40, 41, 99])
    func pagesCoverEveryItemOnce(items: Int) {
        let pagination = Pagination(itemCount: items, pageSize: 20)
        let covered = (1...pagination.pageCount).flatMap { Array(pagination.range(ofPage: $0)) }
        #expect(covered == Array(0..<items))
        // Only an empty list has an empty page.
        for page in 1...pagination.pageCount where items > 0 {
            #expect(!pagination.range(ofPage: page).isEmpty)
        }
    }
}

struct PaginationViewModelTests {
    private func model(pages: Int, current: Int, locale: String = "en") -> PaginationViewModel {
        PaginationViewModel(
            pagination: Pagination(itemCount: pages * 10, pageSize: 10), currentPage: current,
            strings: InterfaceStrings.theme(locale)
        ) { $0 == 1 ? "list/" : "list/page/\($0)/" }
    }

    private func numbers(_ model: PaginationViewModel) -> [String] {
        model.pages.map(\.number)
    }

    @Test func singlePageIsNotNeeded() {
        let single = model(pages: 1, current: 1)
        #expect(!single.isNeeded)
        #expect(single.previous == nil)
        #expect(single.next == nil)
        #expect(single.pages.isEmpty)
        #expect(single.label == "Page 1 of 1")
    }

    @Test func firstMiddleAndLastPage() {
        let first = model(pages: 5, current: 1)
        #expect(first.isNeeded)
        #expect(first.previous == nil)
        #expect(first.next?.url == "list/page/2/")
        #expect(first.next?.label == "Next")

        let middle = model(pages: 5, current: 2)
        #expect(middle.label == "Page 2 of 5")
        #expect(middle.previous?.url == "list/")
        #expect(middle.previous?.label == "Previous")
        #expect(middle.next?.url == "list/page/3/")

        let last = model(pages: 5, current: 5)
        #expect(last.previous?.url == "list/page/4/")
        #expect(last.next == nil)
    }

    @Test func pageOneIsThePlainURL() {
        let links = model(pages: 3, current: 3).pages
        #expect(links.first?.url == "list/")
        #expect(!links.contains { $0.url.contains("page/1/") })
    }

    @Test func currentPageIsMarked() {
        let links = model(pages: 5, current: 3).pages
        #expect(links.filter(\.isCurrent).map(\.number) == ["3"])
        #expect(numbers(model(pages: 5, current: 3)) == ["1", "2", "3", "4", "5"])
    }

    @Test func gapsBetweenDistantPages() {
        let many = model(pages: 20, current: 10)
        #expect(numbers(many) == ["1", "…", "8", "9", "10", "11", "12", "…", "20"])
        let gaps = many.pages.filter(\.isGap)
        #expect(gaps.count == 2)
        #expect(gaps.allSatisfy { $0.url.isEmpty && !$0.isCurrent })
        #expect(many.pages.filter { !$0.isGap }.allSatisfy { !$0.url.isEmpty })
    }

    @Test func gapsAtTheEnds() {
        #expect(numbers(model(pages: 20, current: 1)) == ["1", "2", "3", "…", "20"])
        #expect(numbers(model(pages: 20, current: 20)) == ["1", "…", "18", "19", "20"])
        #expect(numbers(model(pages: 20, current: 4)) == ["1", "2", "3", "4", "5", "6", "…", "20"])
    }

    @Test func chineseLabels() {
        let zh = model(pages: 5, current: 2, locale: "zh-CN")
        #expect(zh.label == "第 2 页，共 5 页")
        #expect(zh.previous?.label == "上一页")
        #expect(zh.navigationLabel == "分页")
    }
}
