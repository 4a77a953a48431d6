import CellarTestSupport
import CellarViewModels
import Testing

struct InterfaceStringsTests {
    private let english = InterfaceStrings.theme("en")
    private let chinese = InterfaceStrings.theme("zh-CN")

    @Test func chineseDiffers() {
        #expect(chinese.language == "zh-CN")
        #expect(chinese[.soldOut] == "已售罄")
        #expect(chinese.text(forKey: "home") == "首页")
        #expect(chinese[.noRatingsYet] == "暂无评分")
        #expect(chinese != english)
        #expect(chinese.page(2, of: 5) == "第 2 页，共 5 页")
        #expect(chinese.reviewCount(1_234) == "1,234 条评价")
        #expect(chinese.tabLabel(.pictures) == "有图")
    }

    @Test func patternsAreFilledWithTheirValuesOnly() {
        let strings = InterfaceStrings(
            language: "xx", table: ["pagePattern": "{count}/{number} {other}", "soldOut": "gone"])
        #expect(strings.page(2, of: 5) == "5/2 {other}")
        #expect(strings[.soldOut] == "gone")
        #expect(strings.text(forKey: "nothing") == nil)
        let stray = InterfaceStrings(language: "xx", table: ["pagePattern": "} {x {number}}{count}{"])
        #expect(stray.page(2, of: 5) == "} {x 2}5{")
    }

    @Test func englishPhrases() {
        #expect(english.reviewCount(1) == "1 review")
        #expect(english.reviewCount(23) == "23 reviews")
        #expect(english.reviewTab(.pictures) == "Reviews: With pictures")
        #expect(english.goodsCount(12) == "12 items")
        #expect(english.soldCount(1_234_567) == "1,234,567 sold")
        #expect(english.inStock(700) == "700 in stock")
        #expect(english.saving("¥103.00", percent: 42) == "Save ¥103.00 (42%)")
        #expect(english.goodRate(92) == "92% positive")
        #expect(english.page(2, of: 5) == "Page 2 of 5")
        #expect(english.picture(2, by: "Anna") == "Picture 2 of a review by Anna")
    }

    @Test func chineseStoreUsesChineseEverywhere() throws {
        let site = SiteViewModel(
            catalogue: TestData.catalogue(
                store: TestData.store(locale: "zh-CN"), goods: [TestData.goods("g", stock: 0)]))
        let page = try #require(site.viewModel(for: .goods(index: 0)).goods)
        #expect(page.layout.frame.language == "zh-CN")
        #expect(page.tabPanels.first?.emptyText == "暂无评价。")
        #expect(page.tabPanels.last?.heading == "评价：有图")
        #expect(page.facts.last?.value == "已售罄")
        #expect(page.rating.label == "暂无评分")
    }
}
