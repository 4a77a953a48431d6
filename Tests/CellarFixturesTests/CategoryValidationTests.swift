@testable import CellarFixtures
import Testing
@testable import CellarModel

struct CategoryValidationTests {
    private func errors(categories: String) -> [FixtureError] {
        FixtureFolder(["categories.json": categories, "goods.json": "[]"]).errors()
    }

    @Test func readsIdNameAndDescription() throws {
        let folder = FixtureFolder([
            "categories.json":
                #"""
            [{"id": "白酒", "name": "白酒", "description": "Optional **Markdown**"}, {"id": "b", "name": "B", \#
            "description": null}]
            """#,
            "goods.json": "[]",
        ])
        #expect(
            try folder.load().categories
                == [Category(id: "白酒", name: "白酒", description: "Optional **Markdown**"), Category(id: "b", name: "B")])
    }

    @Test func requiresANonEmptyName() {
        #expect(
            errors(categories: #"[{"id": "a"}, {"id": "b", "name": ""}, {"id": "c", "name": 3}]"#) == [
                FixtureError(file: "categories.json", place: "[0].name", problem: "is required"),
                FixtureError(file: "categories.json", place: "[1].name", problem: "must not be empty"),
                FixtureError(file: "categories.json", place: "[2].name", problem: "must be a string, found 3"),
            ])
    }

    @Test func requiresUniqueNonEmptyIDs() {
        #expect(
            errors(
                categories:
                    #"[{"id": "a", "name": "A"}, {"name": "B"}, {"id": "a", "name": "C"}, {"id": "", "name": "D"}]"#)
                == [
                    FixtureError(file: "categories.json", place: "[1].id", problem: "is required"),
                    FixtureError(
                        file: "categories.json", place: "[2].id", problem: "duplicate id \"a\" (first at [0])"),
                    FixtureError(file: "categories.json", place: "[3].id", problem: "must not be empty"),
                ])
    }

    @Test func requiresAStringDescription() {
        #expect(
            errors(categories: #"[{"id": "a", "name": "A", "description": ["x"]}]"#)
                == [
                    FixtureError(
                        file: "categories.json", place: "[0].description", problem: "must be a string, found an array")
                ])
    }
}
