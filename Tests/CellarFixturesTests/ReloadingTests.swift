@testable import CellarFixtures
import Foundation
import Testing
import CellarTestSupport
@testable import CellarModel

/// Loading again after a change, keeping what did not change (`cellar serve`'s rebuilds).
@Suite("Reloading only what changed")
struct ReloadingTests {
    private let comments = #"[{"id": "c1", "goods": "g-1", "star": 4, "content": "Fine"}]"#

    private func load(_ folder: FixtureFolder, after previous: LoadedFixtures?) throws(FixtureErrors) -> LoadedFixtures
    {
        try FixtureLoader(directory: folder.path).load(reusing: previous)
    }

    /// Whether two arrays are one and the same storage: kept, not decoded again.
    private func isSameStorage<Element>(_ first: [Element], _ second: [Element]) -> Bool {
        first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    @Test func aCommentsEditReadsTheCommentsAloneAndKeepsTheRest() throws {
        let folder = FixtureFolder(["comments.json": comments])
        let first = try load(folder, after: nil)
        folder.write("comments.json", comments.replacingOccurrences(of: "Fine", with: "Finer"))
        let second = try load(folder, after: first)
        #expect(second.catalogue.comments(onGoods: "g-1").map(\.content) == ["Finer"])
        #expect(isSameStorage(second.catalogue.goods, first.catalogue.goods), "goods.json is not read again")
        #expect(
            isSameStorage(second.catalogue.categories, first.catalogue.categories), "categories.json is not read again")
        let fresh = try folder.load()
        #expect(second.catalogue.goods == fresh.goods)
        #expect(second.catalogue.comments(onGoods: "g-1") == fresh.comments(onGoods: "g-1"))
    }

    @Test func nothingChangedKeepsEverything() throws {
        let folder = FixtureFolder(["comments.json": comments])
        let first = try load(folder, after: nil)
        let second = try load(folder, after: first)
        #expect(isSameStorage(second.catalogue.goods, first.catalogue.goods))
        #expect(second.catalogue.comments(onGoods: "g-1") == first.catalogue.comments(onGoods: "g-1"))
    }

    @Test func aGoodsEditThatRemovesAnItemChecksTheCommentsOnItAgain() throws {
        let folder = FixtureFolder(["comments.json": comments])
        let first = try load(folder, after: nil)
        folder.write("goods.json", #"[{"id": "g-2", "title": "Lager", "category": "beer", "price": 12}]"#)
        #expect(throws: FixtureErrors.self) { try load(folder, after: first) }
        do {
            _ = try load(folder, after: first)
        } catch {
            #expect(
                error.errors == [
                    FixtureError(
                        file: "comments.json", place: "[0].goods", problem: #"goods "g-1" does not exist in goods.json"#
                    )
                ])
        }
    }

    @Test func aCategoriesEditThatRemovesACategoryChecksTheGoodsAgain() throws {
        let folder = FixtureFolder()
        let first = try load(folder, after: nil)
        folder.write("categories.json", #"[{"id": "wine", "name": "Wine"}]"#)
        do {
            _ = try load(folder, after: first)
            Issue.record("a goods item in a removed category loaded")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"goods.json[1] (id "g-2").category: category "beer" does not exist in categories.json"#
                ])
        }
    }

    @Test func anImageRemovedUnderUnchangedFilesIsReported() throws {
        let folder = FixtureFolder([
            "goods.json":
                #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 7, "image": "images/r.jpg"}]"#
        ])
        folder.write("images/r.jpg", "jpeg")
        let first = try load(folder, after: nil)
        try FileManager.default.removeItem(atPath: folder.path + "/images/r.jpg")
        do {
            _ = try load(folder, after: first)
            Issue.record("a missing image loaded")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"goods.json[0] (id "g-1").image: image file "images/r.jpg" does not exist in the fixtures folder"#
                ])
        }
    }

    @Test func aFileReplacedByAFolderOrDeletedIsReportedThenReadAgainWhenBack() throws {
        let folder = FixtureFolder(["comments.json": comments])
        let first = try load(folder, after: nil)
        try FileManager.default.removeItem(atPath: folder.path + "/goods.json")
        folder.makeDirectory("goods.json")
        #expect(throws: FixtureErrors.self) { try load(folder, after: first) }
        try FileManager.default.removeItem(atPath: folder.path + "/goods.json")
        do {
            _ = try load(folder, after: first)
            Issue.record("a missing goods.json loaded")
        } catch {
            #expect(error.errors.first == FixtureError(file: "goods.json", problem: "file is missing"))
        }
        folder.write("goods.json", FixtureFolder.goods.replacingOccurrences(of: "Lager", with: "Pils"))
        #expect(try load(folder, after: first).catalogue.goods.map(\.title) == ["Riesling", "Pils"])
    }

    @Test func docsAddedEditedAndRemovedAreSeen() throws {
        let folder = FixtureFolder()
        folder.write("docs/faq.md", "# FAQ\n")
        let first = try load(folder, after: nil)
        folder.write("docs/faq.md", "# Questions\n")
        let edited = try load(folder, after: first)
        #expect(edited.catalogue.docs.map(\.title) == ["Questions"])
        folder.write("docs/about.md", "# About\n")
        let added = try load(folder, after: edited)
        #expect(added.catalogue.docs.map(\.title) == ["About", "Questions"])
        try FileManager.default.removeItem(atPath: folder.path + "/docs/faq.md")
        #expect(try load(folder, after: added).catalogue.docs.map(\.title) == ["About"])
    }

    // MARK: Comments read element by element

    /// Five comments, one a line, as editors keep them.
    private static let fiveComments = (1...5).map {
        #"{"id": "c\#($0)", "goods": "g-\#($0 % 2 + 1)", "star": \#($0), "content": "Comment \#($0)"}"#
    }

    private static func commentsFile(_ lines: [String]) -> String {
        "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// The comments written as a script that loads and dumps the file would: indented, one
    /// member a line.
    private static func respaced(_ lines: [String]) -> String {
        "[\n  "
            + lines.map {
                $0.replacingOccurrences(of: ", \"", with: ",\n    \"").replacingOccurrences(of: "{", with: "{\n    ")
            }
            .joined(separator: ",\n  ") + "\n]"
    }

    /// Each edit, loaded after the five comments, gives what a load from scratch gives:
    /// the same comments, or the same problems.
    @Test(arguments: [
        (
            "one comment's text",
            commentsFile(fiveComments.map { $0.replacingOccurrences(of: "Comment 3", with: "Edited 3") })
        ),
        (
            "the first comment",
            commentsFile(fiveComments.map { $0.replacingOccurrences(of: "Comment 1", with: "Edited 1") })
        ),
        (
            "the last comment",
            commentsFile(fiveComments.map { $0.replacingOccurrences(of: "Comment 5", with: "Edited 5") })
        ),
        ("a comment removed", commentsFile(fiveComments.filter { !$0.contains("c3") })),
        ("a comment added", commentsFile(fiveComments + [#"{"id": "c6", "goods": "g-1", "star": 2}"#])),
        (
            "a comment moved to the other goods item",
            commentsFile(
                fiveComments.map { $0.replacingOccurrences(of: "\"g-2\", \"star\": 3", with: "\"g-1\", \"star\": 3") })
        ),
        (
            "a comment dated, so it comes first",
            commentsFile(
                fiveComments.map {
                    $0.replacingOccurrences(of: "\"star\": 4,", with: "\"star\": 4, \"createdAt\": \"2024-05-01\",")
                })
        ),
        (
            "two comments far apart",
            commentsFile(
                fiveComments.map {
                    $0.replacingOccurrences(of: "Comment 1", with: "Edited 1").replacingOccurrences(
                        of: "Comment 5", with: "Edited 5")
                })
        ),
        (
            "a local avatar added",
            commentsFile(
                fiveComments.map {
                    $0.replacingOccurrences(of: "\"star\": 2,", with: "\"star\": 2, \"avatar\": \"images/face.png\",")
                })
        ),
        (
            "whitespace between comments",
            commentsFile(fiveComments).replacingOccurrences(of: ",\n{\"id\": \"c4\"", with: " ,  {\"id\": \"c4\"")
        ),
        (
            "a comment's star broken",
            commentsFile(fiveComments.map { $0.replacingOccurrences(of: "\"star\": 3", with: "\"star\": 9") })
        ),
        ("a duplicate id", commentsFile(fiveComments.map { $0.replacingOccurrences(of: "\"c4\"", with: "\"c2\"") })),
        (
            "a missing goods item",
            commentsFile(
                fiveComments.map { $0.replacingOccurrences(of: "\"g-2\", \"star\": 3", with: "\"g-9\", \"star\": 3") })
        ),
        (
            "a missing comma",
            commentsFile(fiveComments).replacingOccurrences(of: "},\n{\"id\": \"c3\"", with: "}\n{\"id\": \"c3\"")
        ),
        (
            "two commas",
            commentsFile(fiveComments.filter { !$0.contains("c3") }).replacingOccurrences(
                of: "},\n{\"id\": \"c4\"", with: "},,\n{\"id\": \"c4\"")
        ),
        (
            "a control character in a comment",
            commentsFile(fiveComments.map { $0.replacingOccurrences(of: "Comment 3", with: "Comment\\u0007 3") })
        ),
        ("half written", String(commentsFile(fiveComments).prefix(150))),
        (
            "other spacing throughout, one comment's text changed",
            respaced(fiveComments.map { $0.replacingOccurrences(of: "Comment 4", with: "Edited 4") })
        ),
        (
            "other spacing throughout, a letter escaped",
            respaced(fiveComments.map { $0.replacingOccurrences(of: "Comment 2", with: "Comm\\u0065nt 2") })
        ),
        (
            "other spacing throughout, a number split by a space",
            respaced(fiveComments.map { $0.replacingOccurrences(of: "\"star\": 5", with: "\"star\": 5 0") })
        ),
        ("other spacing throughout, a comment removed", respaced(fiveComments.filter { !$0.contains("c3") })),
        (
            "other spacing throughout, a comment added",
            respaced(fiveComments + [#"{"id": "c6", "goods": "g-1", "star": 2}"#])
        ),
        (
            "other spacing throughout, brackets and a comma in a text",
            respaced(fiveComments.map { $0.replacingOccurrences(of: "Comment 4", with: "Comment}], 4") })
        ),
        (
            "other spacing throughout, a comma after the last comment",
            respaced(fiveComments).replacingOccurrences(of: "\n]", with: ",\n]")
        ),
        (
            "other spacing throughout, a missing comma",
            respaced(fiveComments).replacingOccurrences(
                of: "},\n  {\n    \"id\": \"c3\"", with: "}\n  {\n    \"id\": \"c3\"")
        ),
        (
            "other spacing throughout, a closing bracket for a comma",
            respaced(fiveComments).replacingOccurrences(
                of: "},\n  {\n    \"id\": \"c3\"", with: "}]\n  {\n    \"id\": \"c3\"")
        ),
    ])
    func aCommentsEditLoadsAsAFreshLoadWould(edit: String, contents: String) throws {
        let folder = FixtureFolder([
            "comments.json": Self.commentsFile(Self.fiveComments), "images/face.png": "not looked into",
        ])
        let first = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: nil)
        folder.write("comments.json", contents)
        let reloaded = Result { () throws(FixtureErrors) in
            try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: first)
        }
        let fresh = Result { () throws(FixtureErrors) in try folder.load() }
        switch (reloaded, fresh) {
        case (.success(let reloaded), .success(let fresh)):
            for id in ["g-1", "g-2"] {
                #expect(reloaded.catalogue.comments(onGoods: id) == fresh.comments(onGoods: id), "\(edit)")
            }
            #expect(reloaded.catalogue.commentCount == fresh.commentCount)
            #expect(reloaded.catalogue.warnings == fresh.warnings, "\(edit)")
            #expect(reloaded.catalogue.localImagePaths == fresh.localImagePaths, "\(edit)")
        case (.failure(let reloaded), .failure(let fresh)):
            #expect(reloaded.errors == fresh.errors, "\(edit)")
        default:
            Issue.record("\(edit): reloaded \(reloaded), from scratch \(fresh)")
        }
    }

    @Test func anEditedCommentIsTheOnlyElementParsedAgain() throws {
        let folder = FixtureFolder(["comments.json": Self.commentsFile(Self.fiveComments)])
        let first = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: nil)
        let file = try #require(first.commentsFile)
        let goodsIDs = first.goodsIDs
        let images = ImageChecker(directory: folder.path)
        let edited = Array(
            Self.commentsFile(Self.fiveComments.map { $0.replacingOccurrences(of: "Comment 3", with: "Edited 3") }).utf8
        )
        let updated = try #require(
            edited.withUnsafeBufferPointer { file.updated(to: $0, goodsIDs: goodsIDs, images: images) },
            "read element by element")
        #expect(
            updated.file.elements.map(\.content) == ["Comment 1", "Comment 2", "Edited 3", "Comment 4", "Comment 5"])
        #expect(updated.removed.map(\.content) == ["Comment 3"])
        #expect(updated.added.map(\.content) == ["Edited 3"])
        #expect(updated.file.ends.last.map { edited[$0 - 1] } == UInt8(ascii: "}"))
        let again = Array(
            Self.commentsFile(Self.fiveComments.map { $0.replacingOccurrences(of: "Comment 4", with: "Edited 4") }).utf8
        )
        #expect(
            again.withUnsafeBufferPointer {
                updated.file.updated(to: $0, goodsIDs: goodsIDs, images: images)?.file.elements.map(\.content)
            }
                == ["Comment 1", "Comment 2", "Comment 3", "Edited 4", "Comment 5"],
            "the offsets kept fit the edited file")
        let added = Array(Self.commentsFile(Self.fiveComments + [#"{"id": "c6", "goods": "g-1", "star": 2}"#]).utf8)
        #expect(
            added.withUnsafeBufferPointer { file.updated(to: $0, goodsIDs: goodsIDs, images: images) } == nil,
            "a new id: the whole file is read")
    }

    /// Written again with other spacing throughout, the file is compared element by element
    /// with its tokens: only the elements whose tokens differ are parsed, and only those whose
    /// values differ are changes.
    @Test func aFileWrittenWithOtherSpacingParsesTheElementsWhoseTokensDiffer() throws {
        let folder = FixtureFolder(["comments.json": Self.commentsFile(Self.fiveComments)])
        let first = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: nil)
        let file = try #require(first.commentsFile)
        let images = ImageChecker(directory: folder.path)
        let edited = Array(
            Self.respaced(Self.fiveComments.map { $0.replacingOccurrences(of: "Comment 4", with: "Edited 4") }).utf8)
        let updated = try #require(
            edited.withUnsafeBufferPointer { file.updated(to: $0, goodsIDs: first.goodsIDs, images: images) },
            "compared token by token")
        #expect(updated.removed.map(\.content) == ["Comment 4"])
        #expect(updated.added.map(\.content) == ["Edited 4"])
        #expect(
            updated.file.elements.map(\.content) == ["Comment 1", "Comment 2", "Comment 3", "Edited 4", "Comment 5"])
        #expect(updated.file.ends.last.map { edited[$0 - 1] } == UInt8(ascii: "}"))
        let escaped = Array(
            Self.respaced(Self.fiveComments.map { $0.replacingOccurrences(of: "Comment 2", with: "Comm\\u0065nt 2") })
                .utf8)
        let same = try #require(
            escaped.withUnsafeBufferPointer { file.updated(to: $0, goodsIDs: first.goodsIDs, images: images) })
        #expect(same.removed.isEmpty && same.added.isEmpty, "the same values, written otherwise")
        let split = Array(
            Self.respaced(Self.fiveComments.map { $0.replacingOccurrences(of: "\"star\": 5", with: "\"star\": 5 0") })
                .utf8)
        #expect(
            split.withUnsafeBufferPointer { file.updated(to: $0, goodsIDs: first.goodsIDs, images: images) } == nil,
            "a token split: the whole file is read")
        // Kept in pieces after an edit, the file is compared the same way.
        let firstEdited = Array(
            Self.commentsFile(Self.fiveComments.map { $0.replacingOccurrences(of: "Comment 1", with: "Edited 1") }).utf8
        )
        let pieced = try #require(
            firstEdited.withUnsafeBufferPointer { file.updated(to: $0, goodsIDs: first.goodsIDs, images: images) }?.file
        )
        #expect(pieced.bytes.pieces.count > 1)
        let fromPieces = try #require(
            edited.withUnsafeBufferPointer { pieced.updated(to: $0, goodsIDs: first.goodsIDs, images: images) })
        #expect(
            fromPieces.file.elements.map(\.content) == ["Comment 1", "Comment 2", "Comment 3", "Edited 4", "Comment 5"])
        #expect(fromPieces.removed.map(\.content) == ["Edited 1", "Comment 4"])
    }

    /// Written again by Python's `json.dump` with its defaults (every character past ASCII
    /// escaped, `", "` and `": "`), a file of more comments than are worth parsing on their own
    /// is still compared token by token: its strings by their values.
    @Test func aFileWrittenByJSONDumpIsComparedByValue() throws {
        let lines = (1...(CommentsFile.longRun + 36)).map {
            #"{"id":"c\#($0)","goods":"g-1","star":4,"content":"Très bon 很好 🍷 \#($0)"}"#
        }
        let folder = FixtureFolder(["comments.json": Self.commentsFile(lines)])
        let first = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: nil)
        let file = try #require(first.commentsFile)
        var edited = lines
        edited[50] = edited[50].replacingOccurrences(of: "Très", with: "Plutôt")
        let rewritten = Array(JSONDump.rewritten(Self.commentsFile(edited)).utf8)
        #expect(!rewritten.contains { $0 >= 0x80 } && rewritten.starts(with: Array(#"[{"id": "c1", "goods": "#.utf8)))
        let updated = try #require(
            rewritten.withUnsafeBufferPointer {
                file.updated(to: $0, goodsIDs: first.goodsIDs, images: ImageChecker(directory: folder.path))
            },
            "compared token by token")
        #expect(updated.removed.map(\.id) == ["c51"])
        #expect(updated.added.map(\.content) == ["Plutôt bon 很好 🍷 51"])
        folder.write("comments.json", String(decoding: rewritten, as: UTF8.self))
        let fresh = try folder.load()
        #expect(updated.file.elements.sorted { $0.id < $1.id } == fresh.comments.sorted { $0.id < $1.id })
    }

    /// A string is compared whole, to the quote that closes it: an escaped quote or
    /// backslash in it is part of it, spacing in it is not spacing between tokens.
    @Test func tokensAreComparedStringByStringWithTheirEscapes() {
        func same(_ old: String, _ new: String) -> Bool {
            Array(old.utf8).withUnsafeBufferPointer { old in
                Array(new.utf8).withUnsafeBufferPointer { new in
                    CommentsFile.endOfSameTokens(old, 0..<old.count, new, from: 0) == new.count
                }
            }
        }
        #expect(same(#"{"a": "x \"y\" \\", "b": [1, true]}"#, #"{ "a":"x \"y\" \\" ,"b":[ 1,true ] }"#))
        #expect(!same(#"{"a": "x \\", "b": 1}"#, #"{"a": "x \\ ", "b": 1}"#), "spacing in a string")
        #expect(!same(#"{"a": "x \"y", "b": 1}"#, #"{"a": "x \"z", "b": 1}"#), "a letter after an escaped quote")
        #expect(!same(#"{"a": "x", "b": 12}"#, #"{"a": "x", "b": 1 2}"#), "a number split")
        #expect(!same(#"{"a": "x\\"}"#, #"{"a": "x\"}"#), "a string closed in one, not in the other")
        #expect(same(#"{"a": "café \/ 酒"}"#, #"{"a": "caf\u00e9 / \u9152"}"#), "the same string, escaped otherwise")
        #expect(same(#"{"a": "🍷"}"#, #"{"a": "\ud83c\udf77"}"#), "a surrogate pair")
        #expect(!same(#"{"a": "é"}"#, #"{"a": "e\u0301"}"#), "the same to the eye, but other bytes")
        #expect(!same(#"{"a": "x\ud800"}"#, #"{"a": "x\ud800 "}"#), "a lone surrogate is no string")
        #expect(!same(#"{"a": "\u0007"}"#, "{\"a\": \"\u{7}\"}"), "a control character must be escaped")
        func elements(_ text: String) -> [String]? {
            let array = Array(text.utf8)
            return array.withUnsafeBufferPointer { array in
                var elements: [String] = []
                var start = 1
                while let found = CommentsFile.element(in: array, from: start) {
                    elements.append(String(decoding: array[start..<found.end], as: UTF8.self))
                    guard array[found.separator] == UInt8(ascii: ",") else { return elements }
                    start = found.separator + 1
                    while array[start] == UInt8(ascii: " ") { start += 1 }
                }
                return nil
            }
        }
        #expect(
            elements(#"[{"a": "x \" ], {"}, "y\\" ,3 ] "#) == [#"{"a": "x \" ], {"}"#, #""y\\""#, "3"],
            "brackets and commas in strings are the strings'")
        #expect(elements(#"["x\"]"#) == nil, "a string not closed")
    }

    /// A catalogue made from the last by replacing goods items or comments names the goods
    /// items it touched, which the view models make again; any other change names none.
    @Test func anEditNamesTheGoodsItemsItTouched() throws {
        let folder = FixtureFolder(["comments.json": Self.commentsFile(Self.fiveComments)])
        let loader = FixtureLoader(directory: folder.path, mode: .serve)
        func comments(_ indices: [Int]) -> Catalogue.GoodsChanges {
            Catalogue.GoodsChanges(items: [], comments: indices)
        }
        let first = try loader.load(reusing: nil)
        let same = try loader.load(reusing: first)
        #expect(same.catalogue.goodsChanges(since: first.catalogue) == comments([]))
        folder.write("comments.json", Self.commentsFile(Self.fiveComments))
        let sameBytes = try loader.load(reusing: same)
        #expect(sameBytes.catalogue.goodsChanges(since: same.catalogue) == comments([]), "the same bytes saved again")
        // c3 is on g-2, the second goods item.
        folder.write(
            "comments.json",
            Self.commentsFile(Self.fiveComments.map { $0.replacingOccurrences(of: "Comment 3", with: "Edited 3") }))
        let edited = try loader.load(reusing: sameBytes)
        #expect(edited.catalogue.goodsChanges(since: sameBytes.catalogue) == comments([1]))
        folder.write(
            "comments.json",
            Self.commentsFile(
                Self.fiveComments.map {
                    $0.replacingOccurrences(of: "\"g-2\", \"star\": 3", with: "\"g-1\", \"star\": 3")
                }))
        let moved = try loader.load(reusing: edited)
        #expect(
            moved.catalogue.goodsChanges(since: edited.catalogue) == comments([0, 1]),
            "the item it left and the one it joined")
        #expect(moved.catalogue.goodsChanges(since: sameBytes.catalogue) == comments([0, 1]))
        // Written with other spacing throughout, one comment changed: compared value by value.
        let respaced = Self.fiveComments.map { $0.replacingOccurrences(of: ", ", with: ",") }
        folder.write(
            "comments.json",
            "[" + respaced.map { $0.replacingOccurrences(of: "Comment 5", with: "Edited 5") }.joined(separator: ",")
                + "]")
        let reformatted = try loader.load(reusing: moved)
        #expect(
            reformatted.catalogue.goodsChanges(since: moved.catalogue) == comments([0, 1]),
            "c3 back on g-2, c5 on g-2 edited")
        #expect(
            reformatted.catalogue.comments(onGoods: "g-2").map(\.content).sorted() == [
                "Comment 1", "Comment 3", "Edited 5",
            ])
        folder.write("goods.json", FixtureFolder.goods.replacingOccurrences(of: "71.4", with: "61.4"))
        let goodsEdited = try loader.load(reusing: reformatted)
        #expect(
            goodsEdited.catalogue.goodsChanges(since: reformatted.catalogue)
                == Catalogue.GoodsChanges(items: [0], comments: []))
        #expect(goodsEdited.catalogue.goods(withID: "g-1")?.price == Money(cents: 6140))
        folder.write(
            "goods.json",
            FixtureFolder.goods.replacingOccurrences(of: ", ", with: ",").replacingOccurrences(of: "71.4", with: "61.4")
        )
        let goodsRespaced = try loader.load(reusing: goodsEdited)
        #expect(
            goodsRespaced.catalogue.goodsChanges(since: goodsEdited.catalogue) == comments([]),
            "the same values with other spacing")
        let fresh = try loader.load(reusing: nil)
        #expect(
            fresh.catalogue.goodsChanges(since: goodsRespaced.catalogue) == nil,
            "a catalogue made anew may differ in anything")
    }

    @Test func aOneOffLoadKeepsNoCommentsFile() throws {
        let folder = FixtureFolder(["comments.json": comments])
        let loaded = try FixtureLoader(directory: folder.path).load(reusing: nil)
        #expect(loaded.commentsFile == nil)
        #expect(loaded.goodsFile == nil)
    }

    // MARK: Goods read element by element

    /// Four goods items, one a line, the last with variants.
    private static let fourGoods = [
        #"{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3, "description": "Dry."}"#,
        #"{"id": "g-2", "title": "Lager", "category": "beer", "price": 12, "stock": 40}"#,
        #"{"id": "g-3", "title": "Pils", "category": "beer", "price": 9, "stock": 0}"#,
        #"""
        {"id": "g-4", "title": "Chateau X", "category": "wine", "options": ["Size"], "variants": [{"sku": "CX-750", \#
        "values": {"Size": "750 ml"}, "price": 98, "stock": 5}]}
        """#,
    ]

    private static func goodsFile(_ lines: [String]) -> String {
        "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private static func editingGoods(_ edit: (String) -> String) -> String {
        goodsFile(fourGoods.map(edit))
    }

    /// Each edit of goods.json, loaded after the four goods items, gives what a load from
    /// scratch gives: the same goods and warnings, or the same problems.
    @Test(arguments: [
        ("a price", editingGoods { $0.replacingOccurrences(of: "71.4", with: "61.4") }),
        ("a title, longer", editingGoods { $0.replacingOccurrences(of: "Lager", with: "Lager, unfiltered") }),
        (
            "the first and the last items",
            editingGoods {
                $0.replacingOccurrences(of: "Riesling", with: "Mosel").replacingOccurrences(
                    of: "\"price\": 98", with: "\"price\": 95")
            }
        ),
        ("a description that warns (blank)", editingGoods { $0.replacingOccurrences(of: "Dry.", with: " ") }),
        ("a control character, which warns", editingGoods { $0.replacingOccurrences(of: "Pils", with: "Pi\\u0007ls") }),
        ("an id changed", editingGoods { $0.replacingOccurrences(of: "\"g-3\"", with: "\"g-9\"") }),
        ("a duplicate id", editingGoods { $0.replacingOccurrences(of: "\"g-3\"", with: "\"g-2\"") }),
        ("a variant's SKU", editingGoods { $0.replacingOccurrences(of: "CX-750", with: "CX-75") }),
        (
            "a category that is not there",
            editingGoods {
                $0.replacingOccurrences(
                    of: "\"Pils\", \"category\": \"beer\"", with: "\"Pils\", \"category\": \"cider\"")
            }
        ),
        ("an item removed", goodsFile(fourGoods.filter { !$0.contains("g-2") })),
        (
            "an item added",
            goodsFile(fourGoods + [#"{"id": "g-5", "title": "Stout", "category": "beer", "price": 15}"#])
        ),
        (
            "a missing comma",
            goodsFile(fourGoods).replacingOccurrences(of: "},\n{\"id\": \"g-3\"", with: "}\n{\"id\": \"g-3\"")
        ),
        ("other spacing throughout", goodsFile(fourGoods).replacingOccurrences(of: ", ", with: ",")),
        (
            "other spacing throughout, a number split by a space",
            goodsFile(fourGoods).replacingOccurrences(of: ", ", with: ",").replacingOccurrences(
                of: "71.4", with: "71 .4")
        ),
    ])
    func aGoodsEditLoadsAsAFreshLoadWould(edit: String, contents: String) throws {
        let folder = FixtureFolder(["goods.json": Self.goodsFile(Self.fourGoods), "comments.json": comments])
        let first = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: nil)
        folder.write("goods.json", contents)
        let reloaded = Result { () throws(FixtureErrors) in
            try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: first)
        }
        let fresh = Result { () throws(FixtureErrors) in try folder.load() }
        switch (reloaded, fresh) {
        case (.success(let reloaded), .success(let fresh)):
            #expect(reloaded.catalogue.goods == fresh.goods, "\(edit)")
            #expect(reloaded.catalogue.warnings == fresh.warnings, "\(edit)")
            #expect(reloaded.catalogue.comments(onGoods: "g-1") == fresh.comments(onGoods: "g-1"), "\(edit)")
            #expect(
                reloaded.catalogue.variant(withSKU: "CX-750")?.goods.id == fresh.variant(withSKU: "CX-750")?.goods.id,
                "\(edit)")
        case (.failure(let reloaded), .failure(let fresh)):
            #expect(reloaded.errors == fresh.errors, "\(edit)")
        default:
            Issue.record("\(edit): reloaded \(reloaded), from scratch \(fresh)")
        }
    }

    /// Edit after edit, each written over the file in place, `goods.json` is read element by
    /// element and loads as a fresh load would. What is kept of the file is the bytes as read
    /// (the changed ones copied, the rest shared with the last load), never the file as it is
    /// now; and the pieces they are kept in are joined before there are too many.
    @Test func editsInARowWrittenInPlaceLoadAsFreshLoadsWould() throws {
        func goods(agedUpTo aged: Int) -> String {
            Self.goodsFile(
                (0..<40).map {
                    #"""
                    {"id": "g-\#($0)", "title": "Wine \#($0)\#($0 < aged ? ", aged" : "")", "category": "wine", \#
                    "price": 10, "stock": 1, "description": "Dry."}
                    """#
                })
        }
        let folder = FixtureFolder(["goods.json": goods(agedUpTo: 0), "comments.json": comments])
        let loader = FixtureLoader(directory: folder.path, mode: .serve)
        var loaded = try loader.load(reusing: nil)
        var mostPieces = 0
        // One title longer each time, so each version's stamp differs.
        for edit in 1...40 {
            folder.write("goods.json", goods(agedUpTo: edit))
            #expect(
                loaded.goodsFile.map { Array($0.bytes.pieces.joined()) } == Array(goods(agedUpTo: edit - 1).utf8),
                "edit \(edit): the bytes as read")
            let reloaded = try loader.load(reusing: loaded)
            let file = try #require(reloaded.goodsFile)
            #expect(Array(file.bytes.pieces.joined()) == Array(goods(agedUpTo: edit).utf8), "edit \(edit)")
            #expect(file.bytes.pieces.count <= PiecedBytes.mostPieces, "edit \(edit)")
            #expect(reloaded.catalogue.goods == (try folder.load()).goods, "edit \(edit)")
            #expect(
                reloaded.catalogue.goodsChanges(since: loaded.catalogue)?.items == [edit - 1],
                "edit \(edit): read element by element")
            mostPieces = max(mostPieces, file.bytes.pieces.count)
            loaded = reloaded
        }
        #expect(mostPieces > 20, "the bytes before and after each edit shared, not copied")
    }

    @Test func anEditedGoodsItemIsTheOnlyElementParsedAgain() throws {
        let folder = FixtureFolder(["goods.json": Self.goodsFile(Self.fourGoods)])
        let first = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: nil)
        let file = try #require(first.goodsFile)
        let images = ImageChecker(directory: folder.path)
        let edited = Array(Self.editingGoods { $0.replacingOccurrences(of: "Lager", with: "Lager, unfiltered") }.utf8)
        let updated = try #require(
            edited.withUnsafeBufferPointer { file.updated(to: $0, categoryIDs: first.categoryIDs, images: images) },
            "read element by element")
        #expect(updated.elements.map(\.title) == ["Riesling", "Lager, unfiltered", "Pils", "Chateau X"])
        #expect(updated.ends.last.map { edited[$0 - 1] } == UInt8(ascii: "}"))
        let again = Array(
            Self.editingGoods {
                $0.replacingOccurrences(of: "Lager", with: "Lager, unfiltered").replacingOccurrences(
                    of: "\"price\": 9,", with: "\"price\": 8,")
            }.utf8)
        #expect(
            again.withUnsafeBufferPointer {
                updated.updated(to: $0, categoryIDs: first.categoryIDs, images: images)?.elements.map(\.price.cents)
            }
                == [7140, 1200, 800, 9800], "the offsets kept fit the edited file")
        let renamed = Array(Self.editingGoods { $0.replacingOccurrences(of: "\"g-2\"", with: "\"g-7\"") }.utf8)
        #expect(
            renamed.withUnsafeBufferPointer { file.updated(to: $0, categoryIDs: first.categoryIDs, images: images) }
                == nil, "another id: the whole file is read")
        // Read element by element, the goods items the edit did not touch are the ones read before.
        folder.write("goods.json", String(decoding: edited, as: UTF8.self))
        let reloaded = try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: first)
        #expect(reloaded.goodsFile?.elements.map(\.title) == ["Riesling", "Lager, unfiltered", "Pils", "Chateau X"])
        #expect(
            reloaded.catalogue.goodsChanges(since: first.catalogue) == Catalogue.GoodsChanges(items: [1], comments: []))
    }
}
