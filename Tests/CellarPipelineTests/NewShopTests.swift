import CellarFixtures
import CellarModel
import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

struct NewShopTests {
    @Test func writesTheShopsNameAsAJSONStringTheFixturesReadBack() throws {
        let name = "Tab\tand \"quoted\" \\ Shop\u{2028}"
        let folder = Repository.scratchFolder("new-shop") + "/shop"
        try NewShop(name: name, currency: "EUR", locale: "en").create(at: folder)
        let store = try Repository.text(folder + "/Fixtures/store.json")
        #expect(store.contains(#""name": "Tab\tand \"quoted\" \\ Shop\u2028","#))
        #expect(store.contains(#""title": "Welcome to Tab\tand \"quoted\" \\ Shop\u2028","#))
        #expect(try FixtureLoader(directory: folder + "/Fixtures").load().store.name == name)
    }

    /// A zh-CN shop's words are Chinese: the store's tagline and banner, the goods, categories,
    /// comments and docs, so every page built from it shows no English word; its README too.
    @Test func aChineseShopIsWrittenInChinese() async throws {
        let folder = Repository.scratchFolder("new-shop-zh") + "/shop"
        try NewShop(name: "小酒馆", currency: "CNY", locale: "zh-cn").create(at: folder)
        let store = try FixtureLoader(directory: folder + "/Fixtures").load().store
        #expect(store.locale == "zh-CN" && store.tagline == "我们亲自品尝过的葡萄酒和啤酒" && store.banners.first?.title == "欢迎光临小酒馆")
        #expect(try Repository.text(folder + "/README.md").hasPrefix("# 你的店铺\n"))
        #expect(try Repository.text(folder + "/Fixtures/docs/about.md").hasPrefix("# 关于我们\n"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Fixtures/images/goods/beer-brown.svg"))
        let output = folder + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: folder + "/Fixtures", output: output)).build()
        let pages = Repository.files(in: output).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 10)
        for (page, contents) in pages.sorted(by: { $0.key < $1.key }) {
            let english = InterfaceLanguageTests.words(shownBy: String(decoding: contents, as: UTF8.self))
                .subtracting(InterfaceLanguageTests.sameInEveryLanguage)
            #expect(english.isEmpty, "\(page): \(english.sorted())")
        }
    }

    @Test func anEnglishShopIsWrittenInEnglish() throws {
        let folder = Repository.scratchFolder("new-shop-en") + "/shop"
        try NewShop(name: "Corner Cellar", currency: "USD", locale: "en-US").create(at: folder)
        let catalogue = try FixtureLoader(directory: folder + "/Fixtures").load()
        #expect(catalogue.store.tagline == "Wine and beer we have tasted ourselves")
        #expect(catalogue.categories.map(\.name) == ["Wine", "Beer"])
        #expect(try Repository.text(folder + "/README.md").hasPrefix("# Your shop\n"))
    }
}
