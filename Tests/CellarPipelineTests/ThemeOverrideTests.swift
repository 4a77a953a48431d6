import CellarTestSupport
import CellarPipeline
import CellarBuiltIns
import Foundation
import Testing

@Suite("The built-in theme and overrides")
struct ThemeOverrideTests {
    /// Builds the tiny shop with the built-in theme and, when given, an override folder holding `files`.
    private func build(
        _ shop: TinyShop, overriding files: [String: String]? = nil, strict: Bool = false
    ) async throws -> (files: [String: Data], summary: BuildSummary) {
        var templates: String?
        if let files {
            let folder = Repository.scratchFolder("theme")
            for (path, text) in files {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            templates = folder
        }
        let output = Repository.scratchFolder("out") + "/site"
        let summary = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: templates, output: output, strict: strict)
        ).build()
        return (Repository.files(in: output), summary)
    }

    @Test func theBuiltInThemeIsTemplatesFolder() {
        let templates = Repository.files(in: Repository.templates).filter {
            !($0.key as NSString).lastPathComponent.hasPrefix(".")
        }
        #expect(BuiltInTheme.files == templates)
    }

    @Test func anOverrideOfOneTemplateChangesJustItsPages() async throws {
        let shop = TinyShop()
        let plain = try await build(shop).files
        let goods = #"{{<layout}}{{$main}}<h1 id="mine">{{title}}</h1>{{/main}}{{/layout}}"#
        let overridden = try await build(shop, overriding: ["goods.mustache": goods]).files
        let changed = Set(plain.keys.filter { plain[$0] != overridden[$0] })
        #expect(changed == ["goods/g-1/index.html", "goods/g-2/index.html"])
        let page = String(decoding: overridden["goods/g-1/index.html"]!, as: UTF8.self)
        #expect(page.contains(#"<h1 id="mine">Riesling</h1>"#))
        #expect(page.contains("<html"), "the layout still comes from the built-in theme")
    }

    @Test func anOverrideOfOnePartialChangesWhereItIsUsed() async throws {
        let shop = TinyShop()
        let plain = try await build(shop).files
        let overridden = try await build(shop, overriding: ["partials/stars.mustache": "<b class=\"my-stars\"></b>"])
            .files
        #expect(plain.keys.sorted() == overridden.keys.sorted())
        let page = String(decoding: overridden["goods/g-1/index.html"]!, as: UTF8.self)
        #expect(page.contains("my-stars"))
        #expect(plain["docs/about/index.html"] == overridden["docs/about/index.html"])
    }

    @Test func anOverrideOfOneAssetIsPublishedUnderItsOwnHash() async throws {
        let shop = TinyShop()
        let plain = try await build(shop).files
        let overridden = try await build(shop, overriding: ["assets/style.css": "body { color: teal; }\n"]).files
        let styles = overridden.keys.filter { $0.hasPrefix("assets/style.") }
        #expect(styles.count == 1)
        #expect(overridden[styles[0]] == Data("body { color: teal; }\n".utf8))
        #expect(!plain.keys.contains(styles[0]))
        let plainScripts = plain.filter { $0.key.hasPrefix("assets/store.") }
        #expect(plainScripts == overridden.filter { $0.key.hasPrefix("assets/store.") })
    }

    @Test func aFileMatchingNoTemplateIsAWarningAndWithStrictAnError() async throws {
        let shop = TinyShop()
        let files = ["goods.mustach": "<h1>{{title}}</h1>", "partials/badge.mustache": "<i>new</i>"]
        let built = try await build(shop, overriding: files)
        let themeWarnings = built.summary.warnings.filter { $0.contains("built-in theme") }
        #expect(themeWarnings.count == 2)
        #expect(themeWarnings.contains { $0.contains("/goods.mustach: matches no file of the built-in theme") })
        #expect(themeWarnings.contains { $0.contains("/partials/badge.mustache: matches no file") })
        await #expect(throws: BuildError.self) { try await build(shop, overriding: files, strict: true) }
    }

    @Test func anAddedPartialThatATemplateUsesIsNoWarning() async throws {
        let built = try await build(
            TinyShop(),
            overriding: [
                "partials/badge.mustache": "<i>new</i>",
                "partials/goods-card.mustache": "<li>{{> badge}}{{title}}</li>",
            ])
        #expect(!built.summary.warnings.contains { $0.contains("built-in theme") })
    }

    @Test func aPartialStringTableOverridesStringByString() async throws {
        let shop = TinyShop()
        let plain = try await build(shop)
        let built = try await build(shop, overriding: ["strings/en.json": #"{"addToCart": "Buy now"}"#])
        let page = String(decoding: built.files["goods/g-1/index.html"]!, as: UTF8.self)
        #expect(page.contains(">Buy now</button>"))
        #expect(!page.contains(">Add to cart<"))
        #expect(
            page.contains(#"data-str-add-named="Add to cart: {title}""#),
            "the keys the override leaves out come from the built-in table")
        #expect(plain.files["sitemap.xml"] == built.files["sitemap.xml"])
        #expect(
            built.summary.warnings == plain.summary.warnings, "an override table is no unused file and lacks nothing")
    }

    @Test func aSyntaxErrorInAnOverrideNamesItsFileAndLine() async throws {
        let error = await #expect(throws: BuildError.self) {
            try await build(TinyShop(), overriding: ["doc.mustache": "<p>one</p>\n{{#body}}\n<p>never closed</p>\n"])
        }
        let message = String(describing: error!)
        #expect(message.range(of: #"/doc\.mustache:2: "#, options: .regularExpression) != nil, "\(message)")
    }

    @Test func anOverrideGoesThroughTheKeyCheck() async throws {
        let error = await #expect(throws: BuildError.self) {
            try await build(TinyShop(), overriding: ["partials/stars.mustache": "<b>\n{{lable}}</b>"])
        }
        let message = String(describing: error!)
        #expect(message.range(of: #"/partials/stars\.mustache:2: "#, options: .regularExpression) != nil, "\(message)")
        #expect(message.contains("lable"))
    }

    @Test func aMissingOverrideFolderIsAnError() async throws {
        let options = BuildOptions(
            fixtures: TinyShop().path, templates: "/nonexistent/theme",
            output: Repository.scratchFolder("out") + "/site")
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(
            String(describing: error!)
                == "load the theme: template problem: /nonexistent/theme: templates folder does not exist")
    }

    @Test(arguments: [
        ("en-US", "Search"), ("EN", "Search"), ("en-GB-oxendict", "Search"), ("zh-cn", "搜索"), ("zh-Hans-CN", "搜索"),
        ("ZH-HANS-cn", "搜索"),
    ])
    func aLocaleIsReadCaseInsensitivelyAndFallsBackToTheNearestTable(locale: String, home: String) async throws {
        let shop = TinyShop(
            store: #"{"name": "S", "currency": "CNY", "orderEmail": "o@host", "baseURL": "https://host/", "locale": ""#
                + locale + #""}"#)
        let built = try await build(shop)
        let page = try #require(built.files["index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains(">\(home)<"), "\(locale): the interface in its language")
    }

    @Test func aLocaleTheThemeLacksNamesStoreJSONTheValueAndTheLocalesThereAre() async throws {
        let shop = TinyShop(store: #"{"name": "S", "currency": "CNY", "locale": "xx-YY"}"#)
        let error = await #expect(throws: BuildError.self) { try await build(shop) }
        #expect(
            String(describing: error!) == """
                load the theme: 1 problem in the fixtures:
                store.json.locale: the theme has no strings for “xx-YY” nor a language it falls back to; it has “en”, \
                “zh-CN” (a templates folder adds a locale with its strings/xx-YY.json)
                """)
        let added = try await build(shop, overriding: ["strings/xx-YY.json": #"{"home": "Hjem"}"#])
        #expect(added.files["index.html"] != nil, "a table in the templates folder adds the locale")
    }

    /// The locale's problem is listed with the fixtures' other problems in the first round, not
    /// only once they are fixed; a locale a templates folder adds a table for is no problem.
    @Test func aLocaleTheThemeLacksIsListedWithTheOtherProblems() async throws {
        let shop = TinyShop(
            store: #"{"name": "S", "currency": "cny", "locale": "xx-YY"}"#,
            goods: #"[{"id": "g-1", "title": "T", "category": "wine", "price": "12"}]"#)
        let error = await #expect(throws: BuildError.self) { try await build(shop) }
        #expect(
            String(describing: error!) == """
                load the fixtures: 3 problems in the fixtures:
                store.json.currency: must be 3 uppercase letters (ISO 4217, like "CNY"), found "cny"
                store.json.locale: the theme has no strings for “xx-YY” nor a language it falls back to; it has “en”, \
                “zh-CN” (a templates folder adds a locale with its strings/xx-YY.json)
                goods.json[0] (id "g-1").price: must be a number ≥ 0, found "12"
                """)
        let added = await #expect(throws: BuildError.self) {
            try await build(shop, overriding: ["strings/xx-YY.json": #"{"home": "Hjem"}"#])
        }
        #expect(!String(describing: added!).contains("locale"), "the templates folder's table is the locale's")
    }
}
