@testable import CellarFixtures
import Testing
@testable import CellarModel

/// Whole-file behaviour: required and optional files, empty files, syntax errors, BOM.
struct FixtureLoaderTests {
    @Test func loadsValidFixtures() throws {
        let folder = FixtureFolder(["comments.json": #"[{"id": "c1", "goods": "g-1", "star": 4.5}]"#])
        let catalogue = try folder.load()
        #expect(catalogue.store == Store(name: "Cellar", currency: "CNY"))
        #expect(catalogue.categories == [Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer")])
        #expect(catalogue.goods.map(\.id) == ["g-1", "g-2"])
        #expect(catalogue.goods[0].price == Money(cents: 7140))
        #expect(catalogue.goods[1].price == Money(cents: 1200))
        #expect(catalogue.commentCount == 1)
        #expect(catalogue.docs.isEmpty)
    }

    @Test func commentsAndDocsAreOptional() throws {
        let catalogue = try FixtureFolder().load()
        #expect(catalogue.commentCount == 0)
        #expect(catalogue.comments(onGoods: "g-1").isEmpty)
    }

    @Test func reportsEveryMissingRequiredFile() {
        let folder = FixtureFolder(["store.json": nil, "categories.json": nil, "goods.json": nil])
        #expect(
            folder.errors() == [
                FixtureError(file: "store.json", problem: "file is missing"),
                FixtureError(file: "categories.json", problem: "file is missing"),
                FixtureError(file: "goods.json", problem: "file is missing"),
            ])
    }

    @Test(arguments: ["", "  \n\t\r\n", "\u{FEFF}"])
    func reportsEmptyFiles(contents: String) {
        let folder = FixtureFolder(["comments.json": contents])
        #expect(
            folder.errors() == [FixtureError(file: "comments.json", problem: "file is empty (an empty list is [])")])
    }

    @Test func reportsInvalidJSONWithLineAndColumn() {
        let folder = FixtureFolder(["goods.json": "[\n  {\"id\": \"g-1\",\n   \"title\" \"x\"}\n]"])
        let errors = folder.errors()
        #expect(
            errors == [
                FixtureError(
                    file: "goods.json", place: "3:12", problem: "invalid JSON: expected ':' after an object key")
            ])
        #expect(errors.first?.description == "goods.json:3:12: invalid JSON: expected ':' after an object key")
    }

    @Test func reportsInvalidUTF8AsInvalidJSON() {
        let folder = FixtureFolder()
        folder.write("categories.json", bytes: Array(#"[{"id": "a", "name": "x"#.utf8) + [0xFF] + Array(#""}]"#.utf8))
        #expect(
            folder.errors() == [
                FixtureError(file: "categories.json", place: "1:24", problem: "invalid JSON: invalid UTF-8")
            ])
    }

    @Test func toleratesAByteOrderMark() throws {
        let folder = FixtureFolder(["store.json": "\u{FEFF}" + FixtureFolder.store])
        #expect(try folder.load().store.name == "Cellar")
    }

    @Test func reportsTheWrongTopLevelType() {
        let folder = FixtureFolder([
            "store.json": "[]",
            "categories.json": #"{"id": "wine"}"#,
            "goods.json": "3",
            "comments.json": #""none""#,
        ])
        #expect(
            folder.errors() == [
                FixtureError(file: "store.json", problem: "expected an object, found an array"),
                FixtureError(file: "categories.json", problem: "expected an array of categories, found an object"),
                FixtureError(file: "goods.json", problem: "expected an array of goods, found 3"),
                FixtureError(file: "comments.json", problem: "expected an array of comments, found \"none\""),
            ])
    }

    @Test func reportsAFileThatCannotBeRead() {
        let folder = FixtureFolder(["goods.json": nil])
        folder.makeDirectory("goods.json")
        #expect(folder.errors() == [FixtureError(file: "goods.json", problem: "file cannot be read")])
    }

    @Test func ignoresUnknownFields() throws {
        let folder = FixtureFolder([
            "store.json": #"{"name": "Cellar", "currency": "CNY", "theme": {"dark": true}}"#,
            "categories.json": #"[{"id": "wine", "name": "Wine", "icon": 3}]"#,
            "goods.json":
                #"[{"id": "g-1", "title": "R", "category": "wine", "price": 1, "vintage": [2019], "rating": null}]"#,
            "comments.json": #"[{"id": "c1", "goods": "g-1", "star": 3, "likes": 12}]"#,
        ])
        let catalogue = try folder.load()
        #expect(catalogue.goods == [GoodsItem(id: "g-1", title: "R", category: "wine", price: Money(cents: 100))])
    }

    @Test func checksOtherFilesWhenOneIsBroken() {
        let folder = FixtureFolder([
            "goods.json": "[{",
            "categories.json": #"[{"id": "wine"}]"#,
            "comments.json": #"[{"id": "c1", "goods": "not-checked", "star": 9}]"#,
            "store.json": #"{"name": "Cellar", "currency": "CNY", "featured": ["not-checked"]}"#,
        ])
        #expect(
            folder.errors() == [
                FixtureError(file: "categories.json", place: "[0].name", problem: "is required"),
                FixtureError(
                    file: "goods.json", place: "1:3",
                    problem: "invalid JSON: expected a string key or '}', found the end of the file"),
                FixtureError(file: "comments.json", place: "[0].star", problem: "must be from 0 to 5, found 9"),
            ])
    }

    @Test func reportsManyProblemsAcrossFilesAtOnce() {
        let folder = FixtureFolder([
            "store.json": #"{"name": "", "currency": "CNY", "locale": "../fr", "featured": ["g-9"]}"#,
            "goods.json": #"""
            [{"id": "g-1", "title": "Riesling", "category": "wine", "price": "12"},
             {"id": "g-1", "title": "Lager", "category": "nope", "price": 3, "stock": 2.5}]
            """#,
            "comments.json": #"[{"id": "c1", "goods": "g-1", "star": 7, "createdAt": "yesterday"}]"#,
        ])
        let errors = folder.errors()
        #expect(
            errors == [
                FixtureError(file: "store.json", place: ".name", problem: "must not be empty"),
                FixtureError(
                    file: "store.json", place: ".locale",
                    problem: "must be a language tag like \"en\" or \"zh-CN\", found \"../fr\""),
                FixtureError(
                    file: "store.json", place: ".featured[0]", problem: "goods \"g-9\" does not exist in goods.json"),
                FixtureError(
                    file: "goods.json", place: "[0] (id \"g-1\").price", problem: "must be a number ≥ 0, found \"12\""),
                FixtureError(
                    file: "goods.json", place: "[1] (id \"g-1\").id", problem: "duplicate id \"g-1\" (first at [0])"),
                FixtureError(
                    file: "goods.json", place: "[1] (id \"g-1\").category",
                    problem: "category \"nope\" does not exist in categories.json"),
                FixtureError(
                    file: "goods.json", place: "[1] (id \"g-1\").stock",
                    problem: "must be a whole number ≥ 0, found 2.5"),
                FixtureError(file: "comments.json", place: "[0].star", problem: "must be from 0 to 5, found 7"),
                FixtureError(
                    file: "comments.json", place: "[0].createdAt",
                    problem: "must be YYYY-MM-DD HH:mm or ISO 8601, found \"yesterday\""),
            ])
        #expect(FixtureErrors(errors).description.hasPrefix("store.json.name: must not be empty\nstore.json.locale:"))
    }
}
