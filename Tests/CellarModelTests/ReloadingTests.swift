import Foundation
import Testing
@testable import CellarModel

/// Loading again after a change, keeping what did not change (`cellar serve`'s rebuilds).
@Suite("Reloading only what changed")
struct ReloadingTests {
    private let comments = #"[{"id": "c1", "goods": "g-1", "star": 4, "content": "Fine"}]"#

    private func load(_ folder: FixtureFolder, after previous: LoadedFixtures?) throws(FixtureErrors) -> LoadedFixtures {
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
        #expect(isSameStorage(second.catalogue.categories, first.catalogue.categories), "categories.json is not read again")
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
            #expect(error.errors == [FixtureError(file: "comments.json", place: "[0].goods", problem: #"goods "g-1" does not exist in goods.json"#)])
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
            #expect(error.errors.map(\.description) == [#"goods.json[1].category: category "beer" does not exist in categories.json"#])
        }
    }

    @Test func anImageRemovedUnderUnchangedFilesIsReported() throws {
        let folder = FixtureFolder(["goods.json": #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 7, "image": "images/r.jpg"}]"#])
        folder.write("images/r.jpg", "jpeg")
        let first = try load(folder, after: nil)
        try FileManager.default.removeItem(atPath: folder.path + "/images/r.jpg")
        do {
            _ = try load(folder, after: first)
            Issue.record("a missing image loaded")
        } catch {
            #expect(error.errors.map(\.description) == [#"goods.json[0].image: image file "images/r.jpg" does not exist in the fixtures folder"#])
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
}
