import CellarTestSupport
import CellarPipeline
import Foundation
import Testing

@Suite("Warnings in a build")
struct BuildWarningsTests {
    @Test func areCountedInTheSummaryAndTheirTextsCleaned() async throws {
        let shop = TinyShop()
        shop.write("goods.json", #"[{"id": "g-1", "title": "Ries\u0007ling\u0085", "category": "wine", "price": 71.4, "thumb": "https://img.example.com/t.jpg", "description": "Dry."}]"#)
        shop.write("comments.json", "[]")
        let output = Repository.scratchFolder("out") + "/site"
        let summary = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)).build()
        #expect(summary.warnings == ["goods.json[0].title: control characters removed (U+0007, U+0085)"])
        #expect(summary.line.contains("→ \(output): \(Repository.files(in: output).count) files, ") && summary.line.hasSuffix(" KiB, 1 warning"))
        let page = try Repository.text(output + "/goods/g-1/index.html")
        #expect(page.contains("<h1 class=\"product__title\">Riesling</h1>"))
        #expect(!page.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x85 })
    }

    @Test func withStrictStopTheBuildAndLeaveTheOldSite() async throws {
        let shop = TinyShop()
        let output = Repository.scratchFolder("out") + "/site"
        var options = BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        let lenient = try await SiteBuilder(options: options).build()
        #expect(lenient.warnings.contains("goods.json[1]: no image"))
        let before = Repository.files(in: output)
        shop.write("store.json", TinyShop.store.replacingOccurrences(of: "Tiny Cellar", with: "Tinier Cellar"))
        options.strict = true
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(error?.problems == lenient.warnings)
        #expect(error?.step == .loadFixtures)
        #expect(String(describing: error!).hasPrefix("load the fixtures: \(lenient.warnings.count) warnings (--strict makes them errors):\ngoods.json[0]: no image"))
        #expect(Repository.files(in: output) == before)
        #expect(throws: BuildError.self) { try SiteBuilder(options: options).check() }
    }
}
