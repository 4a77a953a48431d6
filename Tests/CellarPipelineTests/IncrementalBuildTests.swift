import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Writing only what changed")
struct IncrementalBuildTests {
    /// Each file's inode: a file replaced by the build gets a new one, an untouched file keeps it.
    private func inodes(in folder: String) -> [String: UInt64] {
        var inodes: [String: UInt64] = [:]
        for file in Repository.files(in: folder).keys {
            var info = stat()
            stat(folder + "/" + file, &info)
            inodes[file] = UInt64(info.st_ino)
        }
        return inodes
    }

    private func replaced(from before: [String: UInt64], to after: [String: UInt64]) -> Set<String> {
        Set(after.keys.filter { before[$0] != nil && before[$0] != after[$0] })
    }

    @Test func aRebuildOfAnExistingSiteRewritesOnlyTheFilesThatChanged() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        _ = try await SiteBuilder(options: options).build()
        let before = inodes(in: options.output)
        let unchanged = try await SiteBuilder(options: options).build()
        #expect(unchanged.filesWritten == 0)
        #expect(replaced(from: before, to: inodes(in: options.output)).isEmpty)

        shop.write("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed"))
        let changed = try await SiteBuilder(options: options).build()
        let rewritten = replaced(from: before, to: inodes(in: options.output))
        #expect(rewritten.contains("goods/g-1/index.html"))
        #expect(!rewritten.contains("goods/g-2/index.html"))
        #expect(!rewritten.contains("docs/about/index.html"))
        #expect(!rewritten.contains { $0.hasPrefix("assets/") })
        // Written as it renders, then compared with the file it would replace.
        #expect(!rewritten.contains("feeds/google.xml"))
        #expect(!rewritten.contains("feeds/google.xml.gz"), "compressed to the same bytes")
        #expect(changed.filesWritten == rewritten.count)
        #expect(try Repository.text(options.output + "/goods/g-1/index.html").contains("Lovely indeed"))
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: (options.output as NSString).deletingLastPathComponent)
        #expect(
            siblings.sorted() == ["site", "site-reports"],
            "no staging folder is left behind, beside the site and its report")
    }

    @Test func removesThePagesOfGoodsThatAreGone() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        _ = try await SiteBuilder(options: options).build()
        #expect(FileManager.default.fileExists(atPath: options.output + "/goods/g-2/index.html"))
        shop.write(
            "goods.json",
            #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3, "saleCount": 5}]"#)
        let summary = try await SiteBuilder(options: options).build()
        #expect(summary.filesRemoved > 0)
        #expect(!FileManager.default.fileExists(atPath: options.output + "/goods/g-2"), "its folder goes too")
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "the same as a build from scratch")
    }

    /// Under `cellar serve`, the site a build replaces stays beside the output, and the next
    /// build starts from it, linking only what changed: after a goods item is removed, the
    /// output is the site a build from scratch makes, with no folder left empty; once serve
    /// stops, the kept site goes.
    @Test func aRebuildStartsFromTheSiteTheLastOneReplaced() async throws {
        let shop = TinyShop()
        let output = Repository.scratchFolder("out") + "/site"
        let builder = SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output))
        let kept = output + ".staging-\(ProcessInfo.processInfo.processIdentifier)"
        var record = try await builder.build(after: nil).record
        let first = Repository.files(in: output)
        shop.write("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed"))
        record = try await builder.build(after: record).record
        #expect(Repository.files(in: kept) == first, "the site the rebuild replaced")
        let second = Repository.files(in: output)
        shop.write(
            "goods.json",
            #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3, "saleCount": 5}]"#)
        record = try await builder.build(after: record).record
        #expect(Repository.files(in: kept) == second)
        #expect(!FileManager.default.fileExists(atPath: output + "/goods/g-2"), "its folder goes too")
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: output) == Repository.files(in: fresh), "the same as a build from scratch")
        let folders = FileManager.default.enumerator(atPath: output)!.compactMap { $0 as? String }.filter {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: output + "/" + $0, isDirectory: &isFolder)
            return exists && isFolder.boolValue
        }
        let manager = FileManager.default
        #expect(folders.allSatisfy { !(try! manager.contentsOfDirectory(atPath: output + "/" + $0)).isEmpty })
        builder.discardKeptSite()
        #expect(!FileManager.default.fileExists(atPath: kept))
    }

    @Test func withTheRecordOfTheLastBuildRendersOnlyPagesWhoseViewModelChanged() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        // Every page is rendered; the script's sharded data (each kind's folder under data/) is written besides.
        let shardFiles = Repository.files(in: options.output).keys.filter {
            $0.wholeMatch(of: #/data\/[^\/]+\/.+/#) != nil
        }
        #expect(first.summary.pagesRendered == first.summary.pageCount - shardFiles.count)
        let same = try await builder.build(after: first.record)
        #expect(same.summary.pagesRendered == 0)
        #expect(same.summary.filesWritten == 0)

        let before = inodes(in: options.output)
        shop.write("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed"))
        let changed = try await builder.build(after: same.record)
        #expect(changed.summary.pagesRendered > 0)
        #expect(
            changed.summary.pagesRendered < changed.summary.pageCount / 2,
            "only g-1's pages and those showing its rating")
        // A comment's text is not in the script's data: its files are kept, not made again.
        #expect(replaced(from: before, to: inodes(in: options.output)).allSatisfy { !shardFiles.contains($0) })
        #expect(Set(Repository.files(in: options.output).keys).isSuperset(of: shardFiles))
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
    }

    /// Each edit: what it is, the file it writes and its contents.
    private static let edits: [(String, String, String)] = [
        (
            "a comment's stars: the ratings on cards, facets, the search index and the report", "comments.json",
            TinyShop.comments.replacingOccurrences(of: "\"star\": 4.5", with: "\"star\": 1")
        ),
        (
            "a price: cards, the cart's data, facets, the report", "goods.json",
            TinyShop.goods.replacingOccurrences(of: "71.4", with: "61.4")
        ),
        (
            "a stock, which sells the item out: its page, cards, the cart's data, the feeds", "goods.json",
            TinyShop.goods.replacingOccurrences(of: #""stock": 3"#, with: #""stock": 0"#)
        ),
        (
            "a title: its pages and comment tabs, cards, the search index, the cart's data, the feeds", "goods.json",
            TinyShop.goods.replacingOccurrences(of: "Riesling", with: "Riesling Kabinett")
        ),
        (
            "a category: the goods item's pages, both categories' pages and data", "goods.json",
            TinyShop.goods.replacingOccurrences(of: #""category": "wine""#, with: #""category": "白酒""#)
        ),
        (
            "goods.json with other spacing, the same values: nothing", "goods.json",
            TinyShop.goods.replacingOccurrences(of: ", \"", with: ",\"")
        ),
        (
            "comments.json with other spacing, one comment's text changed", "comments.json",
            TinyShop.comments.replacingOccurrences(of: ", \"", with: ",\"").replacingOccurrences(
                of: "Lovely", with: "Lovely indeed")
        ),
        (
            "a comment added: the comment pages and the sitemap", "comments.json",
            TinyShop.comments.replacingOccurrences(
                of: #"[{"id": "c1""#, with: #"[{"id": "c9", "goods": "g-2", "star": 2, "content": "Flat"}, {"id": "c1""#
            )
        ),
        (
            "a comment's text: its goods item's pages", "comments.json",
            TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed")
        ),
        (
            "a comment removed: its item's rating, the report, the sitemap", "comments.json",
            TinyShop.comments.components(separatedBy: "},\n")[0] + "}]"
        ),
        (
            "a comment moved to another goods item: both items' pages", "comments.json",
            TinyShop.comments.replacingOccurrences(
                of: #"{"id": "c2", "goods": "g-1""#, with: #"{"id": "c2", "goods": "g-2""#)
        ),
    ]

    /// Each edit reaches every page that shows what it changed: the rebuilt site is the one a
    /// build from scratch makes, whichever pages the view models' statements kept.
    @Test(arguments: edits)
    func aRebuildAfterAnEditIsTheSameAsABuildFromScratch(edit: String, file: String, contents: String) async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        shop.write(file, contents)
        let changed = try await builder.build(after: first.record)
        #expect(changed.summary.pagesRendered < changed.summary.pageCount, "\(edit)")
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(edit)")
    }

    /// The fixtures of many elements: more goods items and comments than are worth comparing one
    /// by one, so a file written again throughout is read whole and compared value by value.
    private static let manyGoods =
        "["
        + (1...70).map { #"{"id": "m-\#($0)", "title": "Wine \#($0)", "category": "wine", "price": 9.5}, "# }
        .joined() + TinyShop.goods.dropFirst()
    private static let manyComments =
        "[" + (1...70).map { #"{"id": "m-\#($0)", "goods": "g-2", "star": 3, "content": "Très \#($0)"}, "# }.joined()
        + TinyShop.comments.dropFirst()

    /// Each fixtures file written again with the same values otherwise spelled, as a script that
    /// loads and dumps it writes (keys sorted, every character past ASCII escaped, `3` as
    /// `3.0`), with one element changed, renders what the same edit made in place renders, and
    /// the site is the one a build from scratch makes. Only a category's name, which every
    /// page's menu shows, renders every page.
    @Test(arguments: [
        ("store.json", TinyShop.store, "Offers", "Autumn offers", false),
        ("categories.json", TinyShop.categories, "Baijiu", "Baijiu 白酒", true),
        ("goods.json", TinyShop.goods, "Riesling", "Riesling Kabinett", false),
        ("goods.json", manyGoods, "Wine 35", "Wine 35 rosé", false),
        ("comments.json", TinyShop.comments, "Lovely", "Lovely indeed", false),
        ("comments.json", manyComments, "Très 35", "Très 35, très bon", false),
    ])
    func anEditInAFileWrittenAgainByValueRendersWhatTheEditInPlaceRenders(
        file: String, contents: String, old: String, new: String, rendersEveryPage: Bool
    ) async throws {
        func pagesRendered(writing edited: String) async throws -> Int {
            let shop = TinyShop()
            shop.write(file, contents)
            let options = BuildOptions(
                fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
            let builder = SiteBuilder(options: options)
            let first = try await builder.build(after: nil)
            shop.write(file, edited)
            let changed = try await builder.build(after: first.record)
            let fresh = Repository.scratchFolder("fresh") + "/site"
            _ = try await SiteBuilder(
                options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
            ).build()
            #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(file)")
            #expect(
                rendersEveryPage || changed.summary.pagesRendered < changed.summary.pageCount / 4,
                "\(file): \(changed.summary.pagesRendered) of \(changed.summary.pageCount) pages")
            return changed.summary.pagesRendered
        }
        #expect(contents.contains(old))
        let edited = contents.replacingOccurrences(of: old, with: new)
        let inPlace = try await pagesRendered(writing: edited)
        let rewritten = JSONDump.rewritten(edited, sortingKeys: true, spellingWholeNumbersAsFractions: true)
        #expect(try await pagesRendered(writing: rewritten) == inPlace, "\(file)")
    }

    /// Edits one after the other, each rebuild on the record of the one before, as `cellar
    /// serve` makes them: what each keeps (the feeds' items and compressed segments, the data
    /// files' values, the fixtures' elements) still makes the site a build from scratch makes.
    @Test func aSequenceOfEditsLeavesTheSiteABuildFromScratchMakes() async throws {
        // Both goods items with a picture and a description, so the feeds list them.
        let goods = #"""
            [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "marketPrice": 99, "stock": 3, \#
            "saleCount": 5, "description": "Dry and *crisp*.", "image": "https://img.example.com/1.jpg"},
             {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 0, "saleCount": 9, \#
            "description": "Strong.", "image": "https://img.example.com/2.jpg"}]
            """#
        let shop = TinyShop(goods: goods)
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        var record = try await builder.build(after: nil).record
        let respacedComments = TinyShop.comments.replacingOccurrences(of: ", \"", with: ",\n  \"")
        let edits: [(file: String, contents: String)] = [
            ("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed")),
            ("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed")),
            ("goods.json", goods.replacingOccurrences(of: "1499", with: "1299")),
            // Left out of the feeds for its price of 0, then listed again and first among the best sellers.
            ("goods.json", goods.replacingOccurrences(of: "71.4", with: "0")),
            ("goods.json", goods.replacingOccurrences(of: #""saleCount": 5"#, with: #""saleCount": 50"#)),
            ("comments.json", respacedComments.replacingOccurrences(of: "Lovely", with: "Lovely again")),
            ("goods.json", goods.replacingOccurrences(of: "Dry and *crisp*.", with: "Dry, *crisp*, long.")),
            (
                "goods.json",
                goods.replacingOccurrences(of: "Dry and *crisp*.", with: "Dry, *crisp*, long.").replacingOccurrences(
                    of: "71.4", with: "69")
            ),
        ]
        for (step, edit) in edits.enumerated() {
            shop.write(edit.file, edit.contents)
            let rebuilt = try await builder.build(after: record)
            record = rebuilt.record
            let fresh = Repository.scratchFolder("fresh") + "/site"
            _ = try await SiteBuilder(
                options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
            ).build()
            #expect(
                Repository.files(in: options.output) == Repository.files(in: fresh), "step \(step + 1): \(edit.file)")
        }
        let feed = try Repository.text(options.output + "/feeds/google.xml")
        #expect(feed.contains("Dry, crisp, long.") && feed.contains("69.00 CNY") && feed.contains("1499.00 CNY"))
    }

    /// A feed long enough to be compressed in many segments: a price edit in the middle copies
    /// the last build's segments around it by their digests, and its `.gz` (and every other
    /// file) is what a build from scratch makes.
    @Test func aPriceEditInALongFeedCopiesItsOtherSegmentsAndIsTheSameAsABuildFromScratch() async throws {
        let item =
            #"""
            {"id": "g-ID", "title": "Riesling ID", "category": "wine", "price": 7ID.5, "stock": 3, "saleCount": ID, \#
            "description": "DESCRIPTION", "image": "https://img.example.com/ID.jpg"}
            """#
        let description = String(
            repeating: "Dry and *crisp*, from the slate slopes of the Mosel, vintage ID. ", count: 12)
        let goods =
            "["
            + (1...1_000).map {
                item.replacingOccurrences(of: "DESCRIPTION", with: description).replacingOccurrences(
                    of: "ID", with: "\($0)")
            }.joined(separator: ",\n") + "]"
        let shop = TinyShop(goods: goods, comments: "[]")
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let record = try await builder.build(after: nil).record
        let before = try #require(Repository.files(in: options.output)["feeds/google.xml.gz"])
        shop.write("goods.json", goods.replacingOccurrences(of: "\"price\": 7500.5", with: "\"price\": 7400.5"))
        _ = try await builder.build(after: record)
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        let files = Repository.files(in: options.output)
        #expect(files == Repository.files(in: fresh))
        #expect(files["feeds/google.xml.gz"] != before)
        #expect(
            try #require(files["feeds/google.xml"]).count > 1_000_000, "a feed of several segments (about 320 KiB each)"
        )
    }

    /// In a Snipcart shop each goods item has a crawler definition: a price edit makes its
    /// item's again and keeps the other's, as a build from scratch has them; so does a title
    /// edit after it, on the site the first rebuild made.
    @Test func aSnipcartShopsPriceEditIsTheSameAsABuildFromScratch() async throws {
        let store =
            #"""
            {"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "checkout": {"provider": \#
            "snipcart", "publicAPIKey": "ZmFrZS1rZXktMTIz"}}
            """#
        let shop = TinyShop(store: store)
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        var record = try await builder.build(after: nil).record
        let edits = [
            (TinyShop.goods.replacingOccurrences(of: "1499", with: "1299"), "goods/g-2/snipcart.json", "1299.00"),
            (TinyShop.goods.replacingOccurrences(of: "Riesling", with: "Mosel"), "goods/g-1/snipcart.json", "Mosel"),
        ]
        for (goods, file, shown) in edits {
            shop.write("goods.json", goods)
            record = try await builder.build(after: record).record
            let fresh = Repository.scratchFolder("fresh") + "/site"
            _ = try await SiteBuilder(
                options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
            ).build()
            #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
            #expect(try Repository.text(options.output + "/" + file).contains(shown))
        }
    }

    /// A variant's price edited reaches its goods item's page, cards, the cart's data and the
    /// feeds, as a build from scratch has them.
    @Test func aVariantsPriceEditIsTheSameAsABuildFromScratch() async throws {
        let goods =
            String(TinyShop.goods.dropLast()) + #"""
                ,
                 {"id": "g-3", "title": "Chateau X", "category": "wine", "brand": "Chateau", "saleCount": 2, \#
                "options": ["Size"], "variants": [
                   {"sku": "CX-750", "values": {"Size": "750 ml"}, "price": 98, "stock": 5},
                   {"sku": "CX-1500", "values": {"Size": "1.5 L"}, "price": 210, "stock": 1}]}]
                """#
        let shop = TinyShop(goods: goods)
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        #expect(try Repository.text(options.output + "/goods/g-3/index.html").contains("210.00"))
        shop.write("goods.json", goods.replacingOccurrences(of: #""price": 210"#, with: #""price": 199"#))
        let changed = try await builder.build(after: first.record)
        #expect(changed.summary.pagesRendered < changed.summary.pageCount / 2)
        #expect(try Repository.text(options.output + "/goods/g-3/index.html").contains("199.00"))
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
    }

    /// A comment more than a page holds adds a page of comments, which the next edit takes away:
    /// pages added and removed move every page after them in the site's list.
    @Test func aCommentThatAddsAPageOfCommentsAndItsRemoval() async throws {
        func comments(_ count: Int) -> String {
            "["
                + (1...count).map { #"{"id": "c\#($0)", "goods": "g-1", "star": 4, "content": "Note \#($0)"}"# }.joined(
                    separator: ",\n") + "]"
        }
        let shop = TinyShop(comments: comments(20))
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        var record = try await builder.build(after: nil).record
        let secondPage = options.output + "/goods/g-1/comments/page/2/index.html"
        #expect(!FileManager.default.fileExists(atPath: secondPage))
        for count in [21, 20] {
            shop.write("comments.json", comments(count))
            record = try await builder.build(after: record).record
            #expect(FileManager.default.fileExists(atPath: secondPage) == (count > 20), "\(count) comments")
            let fresh = Repository.scratchFolder("fresh") + "/site"
            _ = try await SiteBuilder(
                options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
            ).build()
            #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(count) comments")
        }
    }

    /// The same pages in the same files, but a photo no comment shows any more: its files go.
    @Test func aPhotoACommentNoLongerShowsIsRemovedWhileThePagesStay() async throws {
        let withPhoto = TinyShop.comments.replacingOccurrences(
            of: "https://img.example.com/t.jpg", with: "photos/tiny.png")
        let shop = TinyShop(comments: withPhoto)
        try FileManager.default.createDirectory(atPath: shop.path + "/photos", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.testPhotos + "/tiny.png", toPath: shop.path + "/photos/tiny.png")
        let cache = Repository.scratchFolder("cache")
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site",
            cacheDirectory: cache)
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        let photos = { Set(Repository.files(in: options.output).keys.filter { $0.hasPrefix("media/") }) }
        let before = photos()
        shop.write("comments.json", TinyShop.comments)
        let second = try await builder.build(after: first.record)
        #expect(second.summary.filesRemoved > 0)
        #expect(photos().count < before.count, "the photo's ladder is gone")
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(
                fixtures: shop.path, templates: Repository.templates, output: fresh, cacheDirectory: cache)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
    }

    @Test func goodsRemovedAndAddedBackBetweenRebuildsGetTheirPagesAgain() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        shop.write(
            "goods.json",
            #"""
            [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "marketPrice": 99, "stock": 3, \#
            "saleCount": 5, "description": "Dry and *crisp*."}]
            """#
        )
        let without = try await builder.build(after: first.record)
        #expect(without.summary.filesRemoved > 0)
        #expect(!FileManager.default.fileExists(atPath: options.output + "/goods/g-2/index.html"))
        shop.write("goods.json", TinyShop.goods)
        let again = try await builder.build(after: without.record)
        #expect(FileManager.default.fileExists(atPath: options.output + "/goods/g-2/index.html"))
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
        #expect(again.summary.pagesRendered < again.summary.pageCount, "g-1's pages kept theirs")
    }

    @Test(arguments: [
        (
            "categories.json", TinyShop.categories.replacingOccurrences(of: "\"Wine\"", with: "\"Fine wine\""),
            "Fine wine"
        ),
        ("store.json", TinyShop.store.replacingOccurrences(of: "Tiny Cellar", with: "Little Cellar"), "Little Cellar"),
        ("docs/about.md", "# About the cellar\n\nSince 1901.\n", "About the cellar"),
    ])
    func aChangeEveryPageShowsReachesTheGoodsPagesToo(file: String, contents: String, shown: String) async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        shop.write(file, contents)
        _ = try await builder.build(after: first.record)
        #expect(try Repository.text(options.output + "/goods/g-2/index.html").contains(shown))
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
    }

    /// A rebuild keeps the theme loaded from the same templates folder and locale; the next
    /// one after a template edit, a file saved by a rename, an added asset or a new locale
    /// loads it again.
    @Test func aThemeKeptByARebuildIsLoadedAgainOnceATemplateOrTheLocaleChanges() async throws {
        let shop = TinyShop()
        let theme = Repository.scratchFolder("theme") + "/Templates"
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: theme)
        let options = BuildOptions(
            fixtures: shop.path, templates: theme, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        var record = try await builder.build(after: nil).record
        let edits: [(what: String, edit: () throws -> Void, shown: (file: String, text: String))] = [
            (
                "a price, with the theme kept",
                { shop.write("goods.json", TinyShop.goods.replacingOccurrences(of: "71.4", with: "61.4")) },
                ("index.html", "61.40")
            ),
            (
                "a template",
                {
                    let file = theme + "/goods.mustache"
                    try Data((Repository.text(file) + "<!-- edited -->\n").utf8).write(to: URL(fileURLWithPath: file))
                }, ("goods/g-1/index.html", "<!-- edited -->")
            ),
            (
                "a partial saved by a rename",
                {
                    let file = theme + "/partials/stars.mustache"
                    try Data((Repository.text(file) + "<!-- renamed -->\n").utf8).write(
                        to: URL(fileURLWithPath: file + ".new"))
                    try FileManager.default.removeItem(atPath: file)
                    try FileManager.default.moveItem(atPath: file + ".new", toPath: file)
                }, ("index.html", "<!-- renamed -->")
            ),
            (
                "the locale",
                {
                    shop.write(
                        "store.json",
                        TinyShop.store.replacingOccurrences(of: #""currency""#, with: #""locale": "zh-CN", "currency""#)
                    )
                }, ("cart/index.html", "lang=\"zh-CN\"")
            ),
            (
                "an asset added",
                { try Data("console.log(1)\n".utf8).write(to: URL(fileURLWithPath: theme + "/assets/extra.js")) },
                ("_headers", "assets/*")
            ),
        ]
        for (what, edit, shown) in edits {
            try edit()
            let rebuilt = try await builder.build(after: record)
            record = rebuilt.record
            #expect(try Repository.text(options.output + "/" + shown.file).contains(shown.text), "\(what)")
            let fresh = Repository.scratchFolder("fresh") + "/site"
            _ = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: theme, output: fresh))
                .build()
            #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(what)")
        }
        #expect(Repository.files(in: options.output).keys.contains { $0.hasPrefix("assets/extra.") })
    }

    /// A rebuild's `_headers` is a build from scratch's after a price edit, which renames
    /// data files, and after a store edit that changes the checkout's sources in its policy.
    @Test func aCheckoutChangeReachesHeaders() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        var record = try await builder.build(after: nil).record
        let snipcart =
            #"""
            {"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "checkout": {"provider": \#
            "snipcart", "publicAPIKey": "ZmFrZS1rZXktMTIz"}}
            """#
        for (file, contents) in [
            ("goods.json", TinyShop.goods.replacingOccurrences(of: "71.4", with: "61.4")), ("store.json", snipcart),
        ] {
            shop.write(file, contents)
            record = try await builder.build(after: record).record
            let fresh = Repository.scratchFolder("fresh") + "/site"
            _ = try await SiteBuilder(
                options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
            ).build()
            #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(file)")
        }
        #expect(try Repository.text(options.output + "/_headers").contains("snipcart"))
    }

    @Test(arguments: [
        // goods.mustache renders the two goods pages alone; the stars partial, every page with
        // goods cards or ratings; the layout, every HTML page.
        ("goods.mustache", ["goods/g-1/index.html", "goods/g-2/index.html"], ["index.html", "docs/about/index.html"]),
        (
            "partials/stars.mustache", ["goods/g-1/index.html", "index.html", "category/wine/index.html"],
            ["docs/about/index.html", "cart/index.html"]
        ),
        (
            "layout.mustache", ["goods/g-1/index.html", "docs/about/index.html", "cart/index.html"],
            ["robots.txt", "data/cart/manifest.json"]
        ),
    ])
    func aTemplateChangeRendersOnlyThePagesThatRenderThroughIt(template: String, rendered: [String], kept: [String])
        async throws
    {
        let shop = TinyShop()
        let theme = Repository.scratchFolder("theme") + "/Templates"
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: theme)
        let options = BuildOptions(
            fixtures: shop.path, templates: theme, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        let before = inodes(in: options.output)
        let file = theme + "/" + template
        try Data((Repository.text(file) + "<!-- edited -->\n").utf8).write(to: URL(fileURLWithPath: file))
        let changed = try await builder.build(after: first.record)
        let rewritten = replaced(from: before, to: inodes(in: options.output))
        for page in rendered {
            #expect(rewritten.contains(page), "\(page)")
            #expect(try Repository.text(options.output + "/" + page).contains("<!-- edited -->"), "\(page)")
        }
        for page in kept {
            #expect(!rewritten.contains(page), "\(page)")
        }
        #expect(changed.summary.pagesRendered < changed.summary.pageCount)
        #expect(changed.summary.filesWritten == rewritten.count)
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: theme, output: fresh)).build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "the same as a build from scratch")
    }
}

@Suite("Content-hashed asset names")
struct HashedAssetTests {
    @Test func aChangedAssetGetsANewNameAndEveryPageLinksToIt() async throws {
        let shop = TinyShop()
        let theme = Repository.scratchFolder("theme") + "/Templates"
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: theme)
        try Data("console.log(1)\n".utf8).write(to: URL(fileURLWithPath: theme + "/assets/extra.js"))
        let options = BuildOptions(
            fixtures: shop.path, templates: theme, output: Repository.scratchFolder("out") + "/site")
        _ = try await SiteBuilder(options: options).build()
        let before = Set(Repository.files(in: options.output).keys.filter { $0.hasPrefix("assets/") })
        let shipped = Repository.files(in: theme + "/assets").count
        #expect(before.count == shipped)
        #expect(before.contains { $0.wholeMatch(of: #/assets/extra\.[0-9a-f]{8}\.js/#) != nil })

        let stylesheet = theme + "/assets/style.css"
        try Data((Repository.text(stylesheet) + "\n.changed { color: red }\n").utf8).write(
            to: URL(fileURLWithPath: stylesheet))
        _ = try await SiteBuilder(options: options).build()
        let after = Set(Repository.files(in: options.output).keys.filter { $0.hasPrefix("assets/") })
        let newStylesheet = try #require(after.subtracting(before).first)
        #expect(after.count == shipped, "the old name is removed")
        #expect(after.intersection(before).count == shipped - 1, "the unchanged assets keep their names")
        for page in ["index.html", "goods/g-1/index.html", "404.html"] {
            #expect(try Repository.text(options.output + "/" + page).contains(newStylesheet), "\(page)")
        }
        #expect(LinkChecker.brokenLinks(in: options.output) == [])
    }

    @Test func aStringTableEditReachesTheScriptsDataToo() async throws {
        let theme = Repository.scratchFolder("theme") + "/Templates"
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: theme)
        let options = BuildOptions(
            fixtures: Repository.fixtures, templates: theme, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        let table = theme + "/strings/en.json"
        try Data(Repository.text(table).replacingOccurrences(of: #""brand": "Brand""#, with: #""brand": "Maker""#).utf8)
            .write(to: URL(fileURLWithPath: table))
        _ = try await builder.build(after: first.record)
        // The filters' facet names are in the categories' data files, the English market's under en/.
        #expect(
            try Repository.files(in: options.output).keys.contains {
                try $0.hasPrefix("en/data/category-") && Repository.text(options.output + "/" + $0).contains("Maker")
            })
        let fresh = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: Repository.fixtures, templates: theme, output: fresh))
            .build()
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh))
    }
}
