@testable import CellarPipeline
import CellarViewModels
import Foundation
import Testing

@Suite("Data shards under content-hashed names")
struct DataFileContentsTests {
    private func set(terms: [ScriptValue]) -> DataShardSet {
        DataShardSet(
            kind: "things",
            groups: [
                .init(name: "terms", shards: terms, keys: terms.indices.map { "k\($0)" }),
                .init(name: "records", shards: [["a", 1, .null, .bool(true)]]),
            ],
            settings: .object(["size": 2])
        )
    }

    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func eachShardIsNamedAfterItsGroupNumberAndHashAndTheManifestListsThem() throws {
        let files = DataFileContents(.shards(set(terms: [.object(["b": 2, "a": "<x>"]), ["y"]]))).files
        #expect(files.map(\.path).last == "data/things/manifest.json")
        #expect(String(decoding: files[0].contents, as: UTF8.self) == #"{"a":"\u003cx\u003e","b":2}"#)
        #expect(String(decoding: files[2].contents, as: UTF8.self) == #"["a",1,null,true]"#)
        let names = files.dropLast().map { ($0.path as NSString).lastPathComponent }
        for (name, file) in zip(names, files) {
            #expect(name.wholeMatch(of: /(terms|records)-\d\.[0-9a-f]{8}\.json/) != nil, "\(name)")
            #expect(name.contains(ContentHash.hex(of: file.contents)))
        }
        let manifest = try json(files.last!.contents)
        let groups = try #require(manifest["groups"] as? [String: [String: Any]])
        let hashes = names.map { String($0.split(separator: ".")[1]) }
        #expect(groups["terms"]?["hashes"] as? String == hashes[0] + hashes[1])
        #expect(groups["terms"]?["keys"] as? [String] == ["k0", "k1"])
        #expect(groups["records"]?["hashes"] as? String == hashes[2])
        #expect(groups["records"]?["keys"] == nil)
        #expect(manifest["settings"] as? [String: Int] == ["size": 2])
    }

    @Test func anUnchangedShardKeepsItsNameAndAChangedOneGetsANewOne() {
        let before = DataFileContents(.shards(set(terms: [["x"], ["y"]]))).files.map(\.path)
        let after = DataFileContents(.shards(set(terms: [["x"], ["z"]]))).files.map(\.path)
        #expect(before[0] == after[0])
        #expect(before[1] != after[1])
        #expect(before[1].hasPrefix("data/things/terms-1.") && after[1].hasPrefix("data/things/terms-1."))
        #expect(before[2] == after[2])
    }

    @Test func aShardWhoseValueIsTheLastBuildsIsKeptAsTheOutputHasIt() throws {
        let before = DataFileContents(.shards(set(terms: [["x"], ["y"]])))
        #expect(before.kept.isEmpty)
        let after = DataFileContents(.shards(set(terms: [["x"], ["z"]])), reusing: before.values)
        let fresh = DataFileContents(.shards(set(terms: [["x"], ["z"]])))
        // terms-0 and records-0 are as they were; terms-1 and the manifest naming it are made.
        #expect(Set(after.kept) == [before.files[0].path, before.files[2].path])
        #expect(after.files.map(\.path) == [fresh.files[1].path, fresh.files[3].path])
        #expect(after.files.map(\.contents) == [fresh.files[1].contents, fresh.files[3].contents])
        #expect(
            Set(after.kept + after.files.map(\.path)) == Set(fresh.files.map(\.path)),
            "every file of a set made from scratch")
        let keptWhole = DataFileContents(.kept("data/things/"), reusing: before.values)
        #expect(
            Set(keptWhole.kept) == Set(before.files.map(\.path)) && keptWhole.files.isEmpty,
            "a set nothing of which changed")
        #expect(
            DataFileContents(.kept("data/other/"), reusing: before.values).kept.isEmpty,
            "a place the last build made nothing at")
        let json = DataFiles.json(SitePath("goods/g-1/snipcart.json"), .object(["price": .decimal("9.00")]))
        let made = DataFileContents(json)
        #expect(DataFileContents(json, reusing: made.values).kept == ["goods/g-1/snipcart.json"])
    }

    /// A file is kept by its value's digest: a value that differs anywhere makes it again.
    @Test func aFileWhoseValueDiffersAnywhereIsMadeAgain() {
        let path = SitePath("goods/g-1/snipcart.json")
        let before = DataFileContents(.json(path, .object(["a": 1, "b": 2, "c": ["x"]])))
        let others: [ScriptValue] = [
            .object(["a": 2, "b": 1, "c": ["x"]]), .object(["a": 1, "b": 2, "c": ["y"]]),
            .object(["a": 1, "b": .decimal("2"), "c": ["x"]]), .object(["a": 1, "b": 2]),
            .object(["a": 1, "b": 2, "c": ["x", "x"]]),
        ]
        for other in others {
            let after = DataFileContents(.json(path, other), reusing: before.values)
            #expect(after.kept.isEmpty && after.files.count == 1, "\(other)")
        }
        #expect(
            DataFileContents(.json(path, .object(["c": ["x"], "b": 2, "a": 1])), reusing: before.values).kept == [
                path.file
            ])
    }

    @Test func aGroupWithIndexShardsListsTheirHashesInsteadOfItsOwn() throws {
        let shards: [ScriptValue] = (0..<5).map { .array([.int($0)]) }
        let files = DataFileContents(
            .shards(DataShardSet(kind: "k", groups: [.init(name: "records", shards: shards, shardsPerIndex: 2)]))
        ).files
        let names = files.map { ($0.path as NSString).lastPathComponent }
        #expect(names.filter { $0.hasPrefix("records-index-") }.count == 3)
        let hashes = names.filter { $0.wholeMatch(of: /records-\d\.[0-9a-f]{8}\.json/) != nil }.map {
            String($0.split(separator: ".")[1])
        }
        #expect(hashes.count == 5)
        let index1 = try #require(files.first { $0.path.contains("records-index-1.") })
        #expect(String(decoding: index1.contents, as: UTF8.self) == "\"" + hashes[2] + hashes[3] + "\"")
        #expect(index1.path.contains(ContentHash.hex(of: index1.contents)))
        let manifest = try json(files.last!.contents)
        let entry = try #require((manifest["groups"] as? [String: [String: Any]])?["records"])
        #expect(entry["hashes"] == nil)
        #expect(entry["count"] as? Int == 5)
        #expect(entry["shardsPerIndex"] as? Int == 2)
        let indexHashes = names.filter { $0.hasPrefix("records-index-") }.map { String($0.split(separator: ".")[1]) }
        #expect(entry["index"] as? String == indexHashes.joined())
    }
}
