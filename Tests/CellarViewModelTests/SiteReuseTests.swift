import CellarFixtures
import CellarModel
import CellarTestSupport
import Foundation
import Testing
@testable import CellarViewModels

/// A site made after an edit, keeping what it can from the last one (`cellar serve`'s
/// rebuilds), is the site made from scratch: every page's view model, the script's data and
/// what changed.
@Suite("Sites made again after an edit")
struct SiteReuseTests {
    /// g-1 has more comments than a page shows (so its tabs are indexed), g-2 a few, g-3 none.
    private static let comments =
        (1...25).map {
            #"""
            {"id": "a\#($0)", "goods": "g-1", "star": \#($0 % 5 + 1), "content": "On one \#($0)", "createdAt": \#
            "2024-01-\#(10 + $0 % 18) 10:00"}
            """#
        }
        + (1...3).map {
            #"""
            {"id": "b\#($0)", "goods": "g-2", "star": 4, "content": "On two \#($0)", "createdAt": "2024-02-0\#($0) \#
            10:00"}
            """#
        }
    /// g-4 has variants; g-1 and g-4 name brands.
    private static let goods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "brand": "Loosen", "price": 71.4, "stock": 3, \#
        "saleCount": 5, "description": "Dry.", "image": "https://img.example.com/1.jpg"},
         {"id": "g-2", "title": "Moutai", "category": "baijiu", "price": 1499, "stock": 0, "saleCount": 9, \#
        "description": "Strong.", "image": "https://img.example.com/2.jpg"},
         {"id": "g-3", "title": "Lager", "category": "wine", "price": 12, "stock": 40, "saleCount": 1},
         {"id": "g-4", "title": "Chateau X", "category": "wine", "brand": "Chateau", "saleCount": 3, "options": \#
        ["Size"], "variants": [
           {"sku": "CX-750", "values": {"Size": "750 ml"}, "price": 98, "stock": 5},
           {"sku": "CX-1500", "values": {"Size": "1.5 L"}, "price": 210, "stock": 0}]}]
        """#
    private static let store = #"{"name": "Cellar", "currency": "CNY", "baseURL": "https://host/shop/"}"#

    private static func commentsFile(_ lines: [String]) -> String {
        "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private static func editing(_ id: String, _ edit: (String) -> String) -> String {
        commentsFile(comments.map { $0.contains(#""id": "\#(id)""#) ? edit($0) : $0 })
    }

    private static func write(_ files: [String: String], into folder: String) {
        for (name, text) in files {
            try! Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }

    /// A fixtures folder with the files above, and a loader that remembers its comments, as `cellar serve`'s does.
    private static func shop() -> (folder: String, loader: FixtureLoader) {
        let folder = Repository.scratchFolder("reuse")
        write(
            [
                "store.json": store,
                "categories.json": #"[{"id": "wine", "name": "Wine"}, {"id": "baijiu", "name": "Baijiu"}]"#,
                "goods.json": goods, "comments.json": commentsFile(comments),
            ], into: folder)
        return (folder, FixtureLoader(directory: folder, mode: .serve))
    }

    /// A comments file with other spacing throughout: no space after a colon or a comma.
    private static func respaced(_ file: String) -> String {
        file.replacingOccurrences(of: ", \"", with: ",\"").replacingOccurrences(of: ": ", with: ":")
            .replacingOccurrences(of: ",\n", with: ",")
    }

    /// Each edit: what it is, and the files it writes.
    private static let edits: [(String, [String: String])] = [
        (
            "a comment's stars, which moves it to another tab",
            ["comments.json": editing("a7") { $0.replacingOccurrences(of: #""star": 3"#, with: #""star": 1"#) }]
        ),
        (
            "a comment's text",
            ["comments.json": editing("b2") { $0.replacingOccurrences(of: "On two 2", with: "Edited") }]
        ),
        ("a comment removed", ["comments.json": commentsFile(comments.filter { !$0.contains(#""id": "a12""#) })]),
        (
            "a comment moved to an item without comments",
            ["comments.json": editing("a3") { $0.replacingOccurrences(of: "g-1", with: "g-3") }]
        ),
        (
            "a comment's date, which moves it among its item's",
            ["comments.json": editing("a20") { $0.replacingOccurrences(of: "2024-01-12", with: "2025-06-01") }]
        ),
        ("the same bytes saved again", ["comments.json": commentsFile(comments)]),
        (
            "comments.json written with other spacing, one comment's text changed",
            ["comments.json": respaced(editing("a9") { $0.replacingOccurrences(of: "On one 9", with: "Edited") })]
        ),
        (
            "comments added past a tab's first page, which gives the tab a page of its own",
            [
                "comments.json": commentsFile(
                    comments
                        + (4...21).map {
                            #"""
                            {"id": "b\#($0)", "goods": "g-2", "star": 4, "content": "On two \#($0)", "createdAt": \#
                            "2024-03-0\#($0 % 9 + 1) 10:00"}
                            """#
                        })
            ]
        ),
        (
            "comments removed down to one page, which takes the tab's second page away",
            ["comments.json": commentsFile(Array(comments[..<20] + comments[25...]))]
        ),
        ("a goods item's price", ["goods.json": goods.replacingOccurrences(of: "1499", with: "1299")]),
        (
            "a goods item's price set to 0, which leaves it out of the feeds",
            ["goods.json": goods.replacingOccurrences(of: "71.4", with: "0")]
        ),
        (
            "a goods item's stock, which sells it out",
            ["goods.json": goods.replacingOccurrences(of: #""stock": 3"#, with: #""stock": 0"#)]
        ),
        ("a goods item's title", ["goods.json": goods.replacingOccurrences(of: "Riesling", with: "Riesling Kabinett")]),
        (
            "a goods item's description, which the feeds show",
            ["goods.json": goods.replacingOccurrences(of: "Strong.", with: "Strong, *sorghum*.")]
        ),
        ("a variant's price", ["goods.json": goods.replacingOccurrences(of: #""price": 210"#, with: #""price": 199"#)]),
        (
            "a goods item's brand, a brand of its own",
            ["goods.json": goods.replacingOccurrences(of: "Loosen", with: "Zilliken")]
        ),
        (
            "a goods item moved to another category",
            [
                "goods.json": goods.replacingOccurrences(
                    of: #""Lager", "category": "wine""#, with: #""Lager", "category": "baijiu""#)
            ]
        ),
        (
            "goods.json written with other spacing, the same values",
            ["goods.json": goods.replacingOccurrences(of: ", \"", with: ",\"")]
        ),
        (
            "a goods item's sales, which puts it first among the best sellers",
            ["goods.json": goods.replacingOccurrences(of: #""saleCount": 1}"#, with: #""saleCount": 90}"#)]
        ),
        ("the store's name", ["store.json": store.replacingOccurrences(of: "Cellar", with: "Cave")]),
    ]

    /// Each edit, then all of them one after the other, each site made after the one before.
    @Test(arguments: edits)
    func aSiteMadeAfterAnEditIsTheSiteMadeFromScratch(edit: String, files: [String: String]) throws {
        let (folder, loader) = Self.shop()
        var fixtures = try loader.load(reusing: nil)
        var site = SiteViewModel(catalogue: fixtures.catalogue, strings: TestData.english, mode: .serve)
        // Each edit alone, then a later edit on the site the first one made.
        for round in 1...2 {
            Self.write(files, into: folder)
            if round == 2 {
                Self.write(
                    [
                        "comments.json": Self.editing("a1") {
                            $0.replacingOccurrences(of: "On one 1\"", with: "Second edit\"")
                        }
                    ], into: folder)
            }
            let reloaded = try loader.load(reusing: fixtures)
            let reused = SiteViewModel(
                catalogue: reloaded.catalogue, strings: TestData.english, reusing: site, mode: .serve)
            let fresh = SiteViewModel(catalogue: try loader.load(reusing: nil).catalogue, strings: TestData.english)
            #expect(reused.pages == fresh.pages, "\(edit), round \(round)")
            for page in fresh.pages {
                #expect(reused.viewModel(for: page) == fresh.viewModel(for: page), "\(edit), round \(round): \(page)")
            }
            // A feed's items are equal when their entries are: their descriptions, kept or made, are compared here.
            #expect(
                reused.first({ $0 == .googleFeed }, as: \.googleFeed).map { Array($0.items) }
                    == fresh.first({ $0 == .googleFeed }, as: \.googleFeed).map { Array($0.items) },
                "\(edit), round \(round)")
            #expect(
                reused.first({ $0 == .metaFeed }, as: \.metaFeed).map { Array($0.rows) }
                    == fresh.first({ $0 == .metaFeed }, as: \.metaFeed).map { Array($0.rows) },
                "\(edit), round \(round)")
            #expect(Array(reused.dataShardSets()) == Array(fresh.dataShardSets()), "\(edit), round \(round)")
            // After the edit, the data files named to be kept are the last site's at their places.
            let last = Dictionary(site.dataFiles().map { ($0.place, $0) }, uniquingKeysWith: { first, _ in first })
            let resolved = reused.dataFiles(after: reused.changes(since: site)).compactMap { files -> DataFiles? in
                if case .kept(let place) = files { last[place] } else { files }
            }
            #expect(resolved == Array(fresh.dataFiles()), "\(edit), round \(round)")
            #expect(reused.changes(since: site) == fresh.changes(since: site), "\(edit), round \(round)")
            (fixtures, site) = (reloaded, reused)
        }
    }

    /// A price edited on one goods item reaches the pages that show it, and no other: its
    /// own, its category's (where its card is), the home page's best sellers, the feeds and
    /// the report; not the other items' pages, nor the other category's.
    @Test func aPriceEditAffectsThePagesThatShowTheItemAlone() throws {
        let (folder, loader) = Self.shop()
        let fixtures = try loader.load(reusing: nil)
        let site = SiteViewModel(catalogue: fixtures.catalogue, strings: TestData.english)
        Self.write(["goods.json": Self.goods.replacingOccurrences(of: "1499", with: "1299")], into: folder)
        let reloaded = try loader.load(reusing: fixtures)
        #expect(
            reloaded.catalogue.goodsChanges(since: fixtures.catalogue)
                == Catalogue.GoodsChanges(items: [1], comments: []))
        let reused = SiteViewModel(catalogue: reloaded.catalogue, strings: TestData.english, reusing: site)
        let changes = reused.changes(since: site)
        let affected = Set(reused.pages.filter { reused.page($0, isAffectedBy: changes) })
        for page in [
            Page.goods(index: 1), .category(index: 1, page: 1), .home, .googleFeed, .metaFeed, .catalogueReport,
        ] {
            #expect(affected.contains(page), "\(page)")
        }
        let unaffected = [
            Page.goods(index: 0), .goods(index: 3), .category(index: 0, page: 1), .brand(index: 0, page: 1), .sitemap,
            .search,
        ]
        for page in unaffected {
            #expect(reused.pages.contains(page) && !affected.contains(page), "\(page)")
        }
    }
}
