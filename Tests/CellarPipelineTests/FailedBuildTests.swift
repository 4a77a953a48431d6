import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("A failed build")
struct FailedBuildTests {
    /// Builds the tiny shop into a fresh output, then returns the options and the files written.
    private func builtShop() async throws -> (TinyShop, BuildOptions, [String: Data]) {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        _ = try await SiteBuilder(options: options).build()
        return (shop, options, Repository.files(in: options.output))
    }

    @Test func withBadFixturesListsEveryProblemAndLeavesTheOldSite() async throws {
        let (shop, options, before) = try await builtShop()
        shop.write(
            "goods.json",
            #"""
            [{"id": "g-1", "title": "Riesling", "category": "nope", "price": -1}, {"id": "g-1", "title": "", \#
            "category": "wine", "price": 2}]
            """#
        )
        shop.write("comments.json", #"[{"id": "c1", "goods": "g-1", "star": 9}]"#)
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        let message = String(describing: error!)
        #expect(error?.step == .loadFixtures)
        #expect(message.hasPrefix("load the fixtures: 5 problems in the fixtures:"))
        #expect(message.contains(#"goods.json[0] (id "g-1").category"#))
        #expect(message.contains(#"goods.json[0] (id "g-1").price"#))
        #expect(message.contains(#"goods.json[1] (id "g-1").id"#))
        #expect(message.contains("comments.json[0].star"))
        #expect(Repository.files(in: options.output) == before)
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: (options.output as NSString).deletingLastPathComponent)
        #expect(
            siblings.sorted() == ["site", "site-reports"],
            "no staging folder is left behind, beside the site and its report")
    }

    @Test func aPageOverTheSizeLimitIsNamedBeforeItIsWrittenAndLeavesTheOldSite() async throws {
        let (shop, options, before) = try await builtShop()
        let description = String(
            repeating: "A long description of the wine. ", count: SiteBuilder.largestPage / 32 + 1000)
        shop.write(
            "goods.json",
            #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 2, "description": "\#(description)"}]"#)
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        let message = String(describing: error!)
        #expect(error?.step == .render)
        #expect(message.contains("render the pages: goods/g-1/index.html would be "), "\(message.prefix(300))")
        #expect(
            message.contains(
                """
                 bytes, more than a page may be (26214400 bytes, 25 MiB: the most Cloudflare Pages takes in one file); \
                it was not written
                """
            ))
        #expect(Repository.files(in: options.output) == before)
    }

    @Test func aNextBuildRemovesWhatInterruptedBuildsLeftButNotARunningBuildsStaging() async throws {
        let (_, options, before) = try await builtShop()
        // An interrupted build's staging folder (no process has that id: it is past pid_max),
        // and one whose build still runs (this test's parent process).
        let ended = options.output + ".staging-99999999"
        let running = options.output + ".staging-\(getppid())"
        for folder in [ended, running] {
            try FileManager.default.createDirectory(atPath: folder + "/goods", withIntermediateDirectories: true)
            try Data("half a page".utf8).write(to: URL(fileURLWithPath: folder + "/goods/index.html"))
        }
        _ = try await SiteBuilder(options: options).build()
        #expect(!FileManager.default.fileExists(atPath: ended))
        #expect(FileManager.default.fileExists(atPath: running + "/goods/index.html"))
        #expect(Repository.files(in: options.output) == before)
        try FileManager.default.removeItem(atPath: running)
    }

    @Test func withInvalidJSONNamesLineAndColumn() async throws {
        let (shop, options, before) = try await builtShop()
        shop.write("categories.json", "[\n  {\"id\": \"wine\" \"name\": \"Wine\"}\n]")
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(String(describing: error!).contains("categories.json:2:"))
        #expect(Repository.files(in: options.output) == before)
    }

    @Test func withABrokenTemplateNamesItAndLeavesTheOldSite() async throws {
        let (shop, options, before) = try await builtShop()
        let theme = Repository.scratchFolder("theme")
        try FileManager.default.removeItem(atPath: theme)
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: theme)
        try Data("<h1>{{title}}</h1>\n{{#comments}}\n{{> no-such-partial}}\n{{/comments}}\n".utf8)
            .write(to: URL(fileURLWithPath: theme + "/goods.mustache"))
        var broken = options
        broken.templates = theme
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: broken).build() }
        #expect(error?.step == .loadTheme)
        #expect(String(describing: error!).contains("goods.mustache:3: uses partial “no-such-partial”"))
        #expect(Repository.files(in: options.output) == before)
        _ = shop
    }

    @Test func refusesToReplaceAFolderThatIsNoSite() async throws {
        let shop = TinyShop()
        let output = Repository.scratchFolder("home")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        let options = BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(error?.step == .prepareOutput)
        #expect(try Repository.text(output + "/notes.txt") == "precious")
    }

    @Test func refusesAnOutputThatHoldsTheFixtures() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates,
            output: (shop.path as NSString).deletingLastPathComponent)
        await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(FileManager.default.fileExists(atPath: shop.path + "/goods.json"))
    }
}
