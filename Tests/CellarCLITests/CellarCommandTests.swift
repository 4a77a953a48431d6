import CellarTestSupport
import Foundation
import Testing

@Suite("The cellar command")
struct CellarCommandTests {
    private func cellar(_ arguments: [String], in folder: String = Repository.root) throws -> CellarRun {
        try CellarRun(arguments, in: folder)
    }

    private func scratch() -> String {
        Repository.scratchFolder("cli")
    }

    @Test func buildPrintsASummaryLineWithPagesByKind() throws {
        let output = scratch() + "/site"
        let result = try cellar(["build", "--output", output])
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "Built 505 pages (404 2, brand 114, cart 4, category 24, comments 16, data 82, docs 8, feed 4, "
                    + "goods 120, home 2, moved 118, redirects 1, robots 1, sale 6, search 2, sitemap 1) in "
            ))
        #expect(
            result.output.hasSuffix("\nCatalogue report (yours, not published): \(output)-reports/catalogue.html\n"))
        #expect(
            result.output.contains(" s → \(output): \(Repository.files(in: output).count) files, "),
            "every file the site has")
        #expect(
            result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") },
            "no progress line when standard error is not a terminal, only the sample shop's warnings")
    }

    @Test func verboseBuildPrintsEachStepsTime() throws {
        let result = try cellar(["build", "--verbose", "--output", scratch() + "/site"])
        #expect(result.status == 0)
        let steps = result.output.split(separator: "\n").dropFirst(2).map { $0.prefix { $0 != ":" } }
        #expect(
            steps == [
                "  prepare the output", "  load the fixtures", "  load the theme", "  process the images",
                "  make the view models",
                "  plan what to render", "  render the pages", "  stage the files", "  check the host's limits",
                "  publish the site",
                "  write the report",
            ], "after the summary and the report's line: \(result.output)")
    }

    @Test func aFailedCommandSaysWhyOnceAndExitsNonZero() throws {
        let fixtures = scratch()
        for result in [
            try cellar(["build", "--fixtures", fixtures + "/none", "--output", scratch() + "/site"]),
            try cellar(["check", "--fixtures", fixtures + "/none"]),
            try cellar(["theme", "copy", Repository.root + "/Package.swift"]),
            try cellar(["import", "shopify", fixtures + "/none.csv", "--into", scratch()]),
            try cellar(["deploy", "ftp://nowhere", "--site", scratch()]),
        ] {
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("error: "), "\(result.errors)")
            #expect(result.errors.components(separatedBy: "error: ").count == 2, "said once: \(result.errors)")
        }
    }

    @Test func onlyTheCommandsMainPrintsErrors() throws {
        let folder = Repository.root + "/Sources/cellar"
        var printers: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            if text.contains("\"error: ") { printers.append(file) }
        }
        #expect(printers == ["Cellar.swift"], "one place says `error: …`")
    }

    @Test func quietBuildPrintsNothing() throws {
        let result = try cellar(["build", "--quiet", "--output", scratch() + "/site"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
    }

    @Test func checkReportsEveryProblemAndFails() throws {
        let fixtures = scratch()
        try Data(#"{"name": "S", "currency": "CNY"}"#.utf8).write(to: URL(fileURLWithPath: fixtures + "/store.json"))
        try Data(#"[{"id": "a", "name": "A"}]"#.utf8).write(to: URL(fileURLWithPath: fixtures + "/categories.json"))
        try Data(#"[{"id": "g", "title": "G", "category": "b", "price": "12"}]"#.utf8).write(
            to: URL(fileURLWithPath: fixtures + "/goods.json"))
        let result = try cellar(["check", "--fixtures", fixtures])
        #expect(result.status == 1)
        #expect(result.errors.contains(#"goods.json[0] (id "g").category"#))
        #expect(result.errors.contains(#"goods.json[0] (id "g").price"#))
    }

    @Test func checkAcceptsTheSampleShop() throws {
        let result = try cellar(["check"])
        #expect(result.status == 0)
        #expect(result.output.contains("60 goods items, 400 comments"))
    }

    @Test func checkSiteChecksABuiltSiteAndFailsOnAFault() throws {
        let site = scratch() + "/site"
        let build = try cellar([
            "build", "--quiet", "--fixtures", Repository.fixtures, "--templates", Repository.templates, "--output",
            site,
        ])
        try #require(build.status == 0, "\(build.errors)")
        let pages = Repository.files(in: site).keys.filter { $0.hasSuffix(".html") }.count
        let clean = try cellar(["check", "--site", site])
        #expect(clean.status == 0, "\(clean.output)\(clean.errors)")
        #expect(clean.output == "\(pages) pages in 2 markets: 0 hreflang faults, 0 price mismatches, 0 feed faults\n")
        #expect(try cellar(["check", "--site", site, "--quiet"]).output == "")

        let page = site + "/goods/g-001/index.html"
        let text = try Repository.text(page)
        let link = #"<link rel="alternate" hreflang="x-default" href="https://cellar.example.com/goods/g-001/">"#
        try #require(text.contains(link + "\n"))
        try Data(text.replacingOccurrences(of: link + "\n", with: "").utf8).write(to: URL(fileURLWithPath: page))
        let broken = try cellar(["check", "--site", site])
        #expect(broken.status == 1)
        let lines = broken.output.split(separator: "\n")
        #expect(lines.contains("goods/g-001/index.html: has no x-default alternate"), "\(broken.output)")
        #expect(lines.last == "\(pages) pages in 2 markets: 3 hreflang faults, 0 price mismatches, 0 feed faults")
        #expect(broken.errors == "error: \(site): 3 faults (listed above)\n")
    }

    @Test func checkSiteOfAFolderThatIsNoBuiltSiteSaysSo() throws {
        let result = try cellar(["check", "--site", Repository.fixtures])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "error: \(Repository.fixtures) has no index.html; is it a built site?\n")
    }

    @Test func versionIsCellarsVersion() throws {
        let result = try cellar(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "0.2.0\n")
    }

    @Test func anUnknownCommandNamesTheClosestOne() throws {
        let result = try cellar(["biuld"])
        #expect(result.status == 64)
        #expect(
            result.errors.hasPrefix("Error: Unknown command 'biuld'. Did you mean 'build'?\nUsage: cellar <subcommand>")
        )
        let option = try cellar(["build", "--fixturs", "x"])
        #expect(option.status == 64)
        #expect(option.errors.contains("Unknown option '--fixturs'. Did you mean '--fixtures'?"))
    }

    @Test func anUnknownSubcommandAtEveryLevelNamesTheClosestOne() throws {
        let theme = try cellar(["theme", "cpy", "theme"], in: scratch())
        #expect(theme.status == 64)
        #expect(
            theme.errors.hasPrefix(
                """
                Error: Unknown subcommand 'cpy' of 'cellar theme'. Did you mean 'copy'?\nUsage: cellar theme \
                <subcommand>\n  See 'cellar theme --help'
                """
            ), "\(theme.errors)")
        let platform = try cellar(["import", "shopfy", "x.csv"], in: scratch())
        #expect(platform.status == 64)
        #expect(
            platform.errors.hasPrefix(
                """
                Error: Unknown subcommand 'shopfy' of 'cellar import'. Did you mean 'shopify'?\nUsage: cellar import \
                <subcommand>
                """
            ), "\(platform.errors)")
        let far = try cellar(["import", "magento", "x.csv"], in: scratch())
        #expect(
            far.errors.hasPrefix("Error: Unknown subcommand 'magento' of 'cellar import'.\nUsage:"),
            "no suggestion when none is close: \(far.errors)")
        #expect(try cellar(["help", "theme"]).status == 0)
    }

    @Test func helpPrintsTheReferenceWithoutTheRepository() throws {
        let folder = scratch()
        let pages = [
            ("fixtures", "FixturesFormat.md"), ("import", "Importing.md"), ("checkout", "Checkout.md"),
            ("publishing", "Publishing.md"), ("templates", "Templates.md"), ("building", "Building.md"),
            ("storefront", "Storefront.md"), ("preview", "Preview.md"),
        ]
        for (topic, page) in pages {
            let help = try cellar(["help", topic], in: folder)
            #expect(help.status == 0)
            #expect(
                help.output == (try Repository.text(Repository.root + "/docs/" + page)),
                "\(topic): the page the repository has, as it is")
        }
        #expect(try cellar(["--help"], in: folder).output.contains("cellar help fixtures"))
        #expect(try cellar(["init", "shop"], in: folder).status == 0)
        let readme = try Repository.text(folder + "/shop/README.md")
        #expect(
            readme.contains("`cellar help fixtures`") && !readme.contains("docs/FixturesFormat.md"),
            "the shop's README names what the binary carries")
    }

    @Test func jobsMustBeOneOrMore() throws {
        let result = try cellar(["build", "--jobs", "0", "--output", scratch() + "/site"])
        #expect(result.status == 64)
        #expect(
            result.errors.contains("--jobs must be 1 or more (how many pages to render at once), found 0"),
            "\(result.errors)")
    }

    @Test func buildInsideTheFixturesFolderSaysSo() throws {
        let folder = scratch()
        #expect(try cellar(["init", "shop"], in: folder).status == 0)
        let result = try cellar(["build"], in: folder + "/shop/Fixtures")
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                """
                no fixtures folder at \(folder)/shop/Fixtures/Fixtures, but \(folder)/shop/Fixtures holds store.json: \
                it is a fixtures folder itself. Run cellar in the shop's folder (cd ..), or name this one with \
                --fixtures .
                """
            ),
            "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/shop/Fixtures/site"))
    }

    @Test func aLowercaseCurrencyIsReadAsItsCode() throws {
        let folder = scratch()
        let made = try cellar(["init", "shop", "--currency", "eur"], in: folder)
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            try String(contentsOfFile: folder + "/shop/Fixtures/store.json", encoding: .utf8).contains(
                #""currency": "EUR""#))
        let imported = try cellar(
            [
                "import", "shopify", Repository.importSamples + "/shopify_product_template.csv", "--currency", "gbp",
                "--into", "f",
            ], in: folder)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(try String(contentsOfFile: folder + "/f/store.json", encoding: .utf8).contains(#""currency": "GBP""#))
    }

    @Test func aTrailingCommaInTheFixturesIsNamed() throws {
        let folder = scratch()
        #expect(try cellar(["init", "shop"], in: folder).status == 0)
        let categories = folder + "/shop/Fixtures/categories.json"
        let text = try String(contentsOfFile: categories, encoding: .utf8).replacingOccurrences(
            of: "}\n]", with: "},\n]")
        try Data(text.utf8).write(to: URL(fileURLWithPath: categories))
        let result = try cellar(["check"], in: folder + "/shop")
        #expect(result.status == 1)
        #expect(
            result.errors.contains("; it looks like a trailing comma: JSON allows no ',' before ']'"),
            "\(result.errors)")
    }

    @Test func buildWithoutFixturesSaysWhereItLookedAndSuggestsInit() throws {
        let folder = scratch()
        let result = try cellar(["build"], in: folder)
        #expect(result.status == 1)
        #expect(result.errors.contains("no fixtures folder at \(folder)/Fixtures"))
        #expect(result.errors.contains("cellar init"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/site"))
    }

    @Test func initMakesAShopThatBuildsWithTheDefaults() throws {
        let folder = scratch()
        let made = try cellar(
            ["init", "myshop", "--name", "Anna's \"Cellar\"", "--currency", "EUR", "--locale", "zh-CN"], in: folder)
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            made.output.hasPrefix(
                """
                Made a new shop in myshop: README.md and Fixtures/ (2 categories, 3 goods items, 4 comments, 1 docs \
                page).
                """
            ))
        let shop = folder + "/myshop"
        #expect(FileManager.default.fileExists(atPath: shop + "/README.md"))
        let strict = try cellar(["build", "--strict"], in: shop)
        #expect(strict.status == 1)
        #expect(
            strict.errors.hasPrefix(
                "error: load the fixtures: 2 warnings (--strict makes them errors):\nstore.json.orderEmail: "),
            "\(strict.errors)")
        #expect(strict.errors.contains("\nstore.json.baseURL: shop.example.com is reserved for examples"))
        let readme = try String(contentsOfFile: shop + "/README.md", encoding: .utf8)
        #expect(
            readme.contains("## 先设置这两项") && readme.contains("`orderEmail`") && readme.contains("`baseURL`"),
            "the zh-CN starter's README")
        let built = try cellar(["build"], in: shop)
        #expect(built.status == 0, "\(built.errors)")
        #expect(
            built.errors.split(separator: "\n").map { $0.prefix(32) } == [
                "warning: store.json.orderEmail: ", "warning: store.json.baseURL: sho",
            ],
            "a new shop is warned of the two settings its README says to set first, and of nothing else")
        let storeFile = shop + "/Fixtures/store.json"
        let store = try String(contentsOfFile: storeFile, encoding: .utf8)
            .replacingOccurrences(of: "https://shop.example.com/", with: "https://annas-cellar.shop/")
            .replacingOccurrences(of: #""currency""#, with: #""orderEmail": "orders@annas-cellar.shop", "currency""#)
        try Data(store.utf8).write(to: URL(fileURLWithPath: storeFile))
        let set = try cellar(["build", "--strict"], in: shop)
        #expect(set.status == 0, "\(set.errors)")
        let home = try String(contentsOfFile: shop + "/site/index.html", encoding: .utf8)
        #expect(home.contains("<html lang=\"zh-CN\">"))
        #expect(home.contains("Anna&#39;s &quot;Cellar&quot;") || home.contains("Anna&#x27;s &quot;Cellar&quot;"))
        #expect(home.contains("€"))
        #expect(home.contains("<meta name=\"generator\" content=\"Cellar 0.2.0\">"))
    }

    @Test func initRefusesAFolderThatIsNotEmptyAFileAndAnUnwritablePlaceWritingNothing() throws {
        let folder = scratch()
        try FileManager.default.createDirectory(atPath: folder + "/taken", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/taken/notes.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        for (target, problem) in [
            ("taken", "taken is not empty (1 entry)"), ("file", "file is a file, not a folder"),
            ("/proc/self/shop", "cannot write /proc/self/shop"),
        ] {
            let result = try cellar(["init", target], in: folder)
            #expect(result.status == 1)
            #expect(result.errors.hasPrefix("error: \(problem)"), "\(result.errors)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["file", "taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/taken") == ["notes.txt"])
        let badCurrency = try cellar(["init", "new", "--currency", "euro"], in: folder)
        #expect(badCurrency.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"))
    }

    @Test func themeCopyWritesTheBuiltInThemeWhichBuildsTheSameSite() throws {
        let folder = scratch()
        let copied = try cellar(["theme", "copy", folder + "/theme"])
        #expect(copied.status == 0, "\(copied.errors)")
        #expect(FileManager.default.fileExists(atPath: folder + "/theme/partials/stars.mustache"))
        #expect(FileManager.default.fileExists(atPath: folder + "/theme/assets/style.css"))
        let plain = try cellar(["build", "--quiet", "--output", folder + "/plain"])
        let themed = try cellar(["build", "--quiet", "--templates", folder + "/theme", "--output", folder + "/themed"])
        #expect(plain.status == 0 && themed.status == 0)
        let diff = Process()
        diff.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        diff.arguments = ["-r", folder + "/plain", folder + "/themed"]
        try diff.run()
        diff.waitUntilExit()
        #expect(diff.terminationStatus == 0)
        #expect(try cellar(["theme", "copy", folder + "/theme"]).status == 1, "a folder that is not empty is refused")
    }

    @Test func strictCheckFailsOnWarnings() throws {
        let result = try cellar(["check", "--strict"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                """
                error: load the fixtures: 7 warnings (--strict makes them errors):\ngoods.json[23] (id \
                \"d43cf1b2b577716d55c60835\"): no image
                """
            ))
        #expect(
            result.errors.hasSuffix(
                """
                \nstore.json.baseURL: cellar.example.com is reserved for examples and reaches no shop, yet canonical \
                links, the product feeds and the sitemap use it: set baseURL to the address the site will have\n
                """
            ))
    }

    @Test func completionScriptsKnowTheCommands() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try cellar(["--generate-completion-script", shell])
            #expect(result.status == 0)
            for word in ["init", "theme", "copy", "strict", "templates"] {
                #expect(result.output.contains(word), "\(shell): \(word)")
            }
        }
    }

    @Test func checkNamesAnOverrideFileNothingUses() throws {
        let theme = scratch()
        try Data("<h1>{{title}}</h1>".utf8).write(to: URL(fileURLWithPath: theme + "/goods.mustach"))
        let result = try cellar(["check", "--templates", theme])
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: \(theme)/goods.mustach: matches no file of the built-in theme"))
        #expect(result.output.hasSuffix(", 8 warnings\n"))
    }

    @Test func initIntoTheEmptyCurrentFolderKeepsIt() throws {
        let folder = scratch()
        let made = try cellar(["init", "."], in: folder)
        #expect(made.status == 0, "\(made.errors)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                ".vscode", "Fixtures", "README.md",
            ])
        #expect(try cellar(["build", "--quiet"], in: folder).status == 0)
    }

    @Test func importsShopifysSampleThenBuildsItsGoodsWithVariants() throws {
        let folder = scratch()
        let sample = Repository.importSamples + "/shopify_product_template.csv"
        let imported = try cellar(["import", "shopify", sample, "--currency", "EUR"], in: folder)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("Imported 1 goods item (12 variants) in 1 category."))
        #expect(imported.output.contains("Skipped 2 products (1 draft, 1 archived):"))
        let again = try cellar(["import", "shopify", sample], in: folder)
        #expect(again.status != 0)
        #expect(again.errors.contains("Fixtures already holds categories.json, goods.json; use --force"))
        #expect(try cellar(["import", "shopify", sample, "--force"], in: folder).status == 0)
        let built = try cellar(["build"], in: folder)
        #expect(built.status == 0, "\(built.errors)")
        let page = try String(contentsOfFile: folder + "/site/goods/example-shirt/index.html", encoding: .utf8)
        #expect(page.contains("Example T-Shirt"))
        #expect(page.contains("This t-shirt is as simple as it gets."))
    }

    @Test func buildsFromASpreadsheetAndStatesHowItWasRead() throws {
        let folder = scratch()
        #expect(try cellar(["init", "shop"], in: folder).status == 0)
        let fixtures = folder + "/shop/Fixtures"
        try FileManager.default.removeItem(atPath: fixtures + "/goods.json")
        let goods =
            """
            id;title;category;price;tags\nhouse-red;House red;wine;12,50;new | 促销\npinot-noir;\"Pinot; \
            noir\";wine;32;\nbrown-ale;Brown ale;beer;4,5;\n
            """
        try Data([0xEF, 0xBB, 0xBF] + Array(goods.utf8)).write(to: URL(fileURLWithPath: fixtures + "/goods.csv"))
        let built = try cellar(["build"], in: folder + "/shop")
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.output.contains("read goods.csv: UTF-8 with BOM, semicolon-separated"))
        let page = try String(contentsOfFile: folder + "/shop/site/goods/house-red/index.html", encoding: .utf8)
        #expect(page.contains("12.50"))
    }
}
