@testable import CellarFixtures
import Testing
@testable import CellarModel

/// The fixtures' longest texts, and many problems of one kind summarised.
struct TextLimitsTests {
    @Test func refusesTitlesNamesAndIDsOverTheirLimitNamingThePlace() {
        let longTitle = String(repeating: "酒", count: TextLimits.title + 1)
        let longID = String(repeating: "g", count: TextLimits.id + 1)
        let longName = String(repeating: "n", count: TextLimits.name + 1)
        let folder = FixtureFolder([
            "store.json": #"{"name": "\#(longName)", "currency": "CNY"}"#,
            "categories.json": #"[{"id": "wine", "name": "\#(longName)"}, {"id": "beer", "name": "Beer"}]"#,
            "goods.json": #"""
            [{"id": "g-1", "title": "\#(longTitle)", "category": "beer", "price": 1},
             {"id": "\#(longID)", "title": "Lager", "category": "beer", "price": 3}]
            """#,
        ])
        #expect(
            folder.errors() == [
                FixtureError(
                    file: "store.json", place: ".name",
                    problem: "is longer than 200 characters (201 bytes); names are at most 200"),
                FixtureError(
                    file: "categories.json", place: "[0].name",
                    problem: "is longer than 200 characters (201 bytes); names are at most 200"),
                FixtureError(
                    file: "goods.json", place: "[0] (id \"g-1\").title",
                    problem: "is longer than 1000 characters (3003 bytes); titles are at most 1000"),
                FixtureError(
                    file: "goods.json", place: "[1].id",
                    problem: "is longer than 100 characters (101 bytes); ids are at most 100"),
            ])
    }

    @Test func takesTextsAtTheirLimit() throws {
        let title = String(repeating: "é", count: TextLimits.title)
        let id = String(repeating: "g", count: TextLimits.id)
        let folder = FixtureFolder([
            "goods.json": #"[{"id": "\#(id)", "title": "\#(title)", "category": "beer", "price": 1}]"#,
            "store.json": #"{"name": "Cellar", "currency": "CNY"}"#,
        ])
        let catalogue = try folder.load()
        #expect(catalogue.goods.map(\.title) == [title])
    }

    /// A thousand goods with one id: the first 20 duplicates in full, then one line for the rest.
    @Test func summarisesProblemsOfOneKindAfterTheFirstTwenty() {
        let goods = (0..<1000).map {
            #"{"id": "g-1", "title": "T", "category": "beer", "price": \#($0 == 7 ? "\"x\"" : "1")}"#
        }
        let errors = FixtureFolder(["goods.json": "[" + goods.joined(separator: ",") + "]"]).errors()
        #expect(errors.count == 1000)
        let shown = FixtureErrors(errors).shown
        #expect(shown.count == 22)
        #expect(shown.filter { $0.contains("duplicate id \"g-1\"") }.count == 20)
        #expect(
            shown.contains("goods.json[7] (id \"g-1\").price: must be a number ≥ 0, found \"x\""),
            "another kind is shown in full")
        #expect(shown.last == "goods.json: and 979 more: duplicate id …")
        #expect(FixtureErrors(errors).description.split(separator: "\n").count == 22)
    }
}
