import CellarModel
import CellarTestSupport
@testable import CellarViewModels
import Foundation
import Testing

/// The sharded search index: its words (the same cases as the script's tests), its postings
/// and its shards.
struct SearchIndexTests {
    private struct Cases: Decodable {
        struct Tokens: Decodable { let text: String; let tokens: [String] }
        struct Postings: Decodable { let postings: [UInt32]; let text: String }
        let tokens: [Tokens]
        let postings: [Postings]
    }

    private static let cases: Cases = {
        let data = FileManager.default.contents(atPath: Repository.root + "/Tests/search-cases.json")!
        return try! JSONDecoder().decode(Cases.self, from: data)
    }()

    @Test(arguments: cases.tokens.indices)
    func wordsAreSplitAndFoldedAsTheScriptDoes(case number: Int) {
        let example = Self.cases.tokens[number]
        let tokens = SearchTokens.tokens(of: example.text)
        // Compared scalar by scalar: String's == would take "ご" for "こ\u{3099}".
        #expect(
            tokens.map { Array($0.text.unicodeScalars) } == example.tokens.map { Array($0.unicodeScalars) },
            "\(example.text)")
        #expect(tokens.map(\.isHan) == example.tokens.map { $0.unicodeScalars.first.map(SearchTokens.isHan) ?? false })
    }

    @Test(arguments: cases.postings.indices)
    func postingsAreWrittenAsTheScriptReadsThem(case number: Int) {
        let example = Self.cases.postings[number]
        #expect(PostingList.encode(example.postings) == example.text)
    }

    private static let catalogue: Catalogue = {
        var goods = [
            TestData.goods("a", price: 5_000, stock: 3, sales: 1),
            TestData.goods("b", category: "baijiu", price: 12_000, stock: 0, sales: 9, thumb: nil),
            TestData.goods("c", price: 900, sales: 5),
        ]
        goods[0].title = "Château Margaux 2015"
        goods[0].brand = "Penfolds"
        goods[1].title = "茅台飞天 Penfolds"
        goods[2].title = "Old Penfolds"
        return TestData.catalogue(
            store: TestData.store(baseURL: "https://host/shop/"),
            categories: [Category(id: "wine", name: "Wine"), Category(id: "baijiu", name: "白酒")],
            goods: goods,
            comments: [TestData.comment("c1", on: "c", star: 4), TestData.comment("c2", on: "c", star: 5)]
        )
    }()

    private let shards = SiteViewModel(catalogue: catalogue).dataShardSets().first { $0.kind == "search" }!

    private var terms: [String: String] {
        var terms: [String: String] = [:]
        for case .object(let members) in shards.groups[0].shards {
            for case (let term, .string(let postings)) in members { terms[term] = postings }
        }
        return terms
    }

    /// `term`'s postings as the index writes them (the encoding itself is checked against the shared cases).
    private func postings(_ term: String) -> String? {
        terms[term]
    }

    @Test func recordsHoldTheCardsOfTheGoodsInBestSellingOrder() throws {
        #expect(shards.groups.map(\.name) == ["terms", "records"])
        guard case .array(let records) = shards.groups[1].shards[0] else { throw Unexpected() }
        #expect(
            records.map { (value: ScriptValue) -> ScriptValue in
                if case .array(let row) = value { row[0] } else { .null }
            } == ["b", "c", "a"])
        #expect(
            records[0] == [
                "b", "茅台飞天 Penfolds", .null, 12_000, .null, "../../goods/b/", .null, 0, .int(CartShards.key(of: "b")),
            ])
        #expect(
            records[1] == [
                "c", "Old Penfolds", .null, 900, "4.5", "../../goods/c/", "../../media/images/a.svg", 1,
                .int(CartShards.key(of: "c")),
            ])
        #expect(
            shards.settings
                == .object([
                    "recordsPerShard": .int(SearchIndexViewModel.recordsPerShard),
                    "recordFields": .array(SearchIndexViewModel.recordFields),
                ]))
    }

    @Test func termsSayWhereEachGoodsItemHasThem() {
        // Positions: b 0, c 1, a 2; places: 0 brand or category, 1 title, 2 the title's first word.
        #expect(postings("penfolds") == PostingList.encode([0 * 4 + 1, 1 * 4 + 1, 2 * 4 + 0]))
        #expect(postings("chateau") == PostingList.encode([2 * 4 + 2]))
        #expect(postings("wine") == PostingList.encode([1 * 4 + 0, 2 * 4 + 0]))
        #expect(postings("茅台") == PostingList.encode([0 * 4 + 2]))
        #expect(postings("台飞") == PostingList.encode([0 * 4 + 1]))
        #expect(postings("天") == PostingList.encode([0 * 4 + 1]))
        #expect(postings("白酒") == PostingList.encode([0 * 4 + 0]))
        #expect(postings("酒") == PostingList.encode([0 * 4 + 0]))
        #expect(terms["茅"] == nil, "a character is alone only at the end of its word")
    }

    @Test func termShardsAreInUTF16OrderAndKeyedByTheirFirstTerm() throws {
        let keys = try #require(shards.groups[0].keys)
        #expect(keys == ["2015"], "one small shard")
        guard case .object(let members) = shards.groups[0].shards[0] else { throw Unexpected() }
        let sorted = members.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        #expect(sorted.first == keys[0])
    }

    private struct Unexpected: Error {}
}
