@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

struct ImageValidationTests {
    private func goods(thumb: String) -> String {
        "[{\"id\": \"g-1\", \"title\": \"T\", \"category\": \"wine\", \"price\": 1, \"thumb\": \"\(thumb)\"}]"
    }

    @Test func acceptsRemoteImagesAndExistingLocalFiles() throws {
        let folder = FixtureFolder([
            "goods.json":
                #"""
            [{"id": "g-1", "title": "T", "category": "wine", "price": 1, "thumb": "images/g.svg", "image": \#
            "data:image/png;base64,AA"}]
            """#,
            "store.json":
                #"""
            {"name": "S", "currency": "CNY", "banners": [{"id": "b", "image": "images/b.jpg", "title": "B", \#
            "link": {"url": "/x"}}]}
            """#,
            "comments.json":
                #"""
            [{"id": "c", "goods": "g-1", "star": 5, "avatar": "./a.png", "pictures": [{"thumb": "images/g.svg", \#
            "full": "https://x/y.jpg"}]}]
            """#,
        ])
        folder.write("images/g.svg", "<svg/>")
        folder.write("images/b.jpg", "jpg")
        folder.write("a.png", "png")
        #expect(try folder.load().localImagePaths == ["./a.png", "images/b.jpg", "images/g.svg"])
    }

    @Test func reportsMissingLocalFilesAtTheirPlace() {
        let folder = FixtureFolder([
            "goods.json": goods(thumb: "images/x.svg"),
            "store.json":
                #"""
            {"name": "S", "currency": "CNY", "banners": [{"id": "b", "image": "b.jpg", "title": "B", "link": \#
            {"url": "/x"}}]}
            """#,
            "comments.json":
                #"""
            [{"id": "c", "goods": "g-1", "star": 5, "avatar": "a.png", "pictures": [{"thumb": "t.jpg", "full": \#
            "f.jpg"}]}]
            """#,
        ])
        #expect(
            folder.errors() == [
                FixtureError(
                    file: "store.json", place: ".banners[0].image",
                    problem: "image file \"b.jpg\" does not exist in the fixtures folder"),
                FixtureError(
                    file: "goods.json", place: "[0] (id \"g-1\").thumb",
                    problem: "image file \"images/x.svg\" does not exist in the fixtures folder"),
                FixtureError(
                    file: "comments.json", place: "[0].avatar",
                    problem: "image file \"a.png\" does not exist in the fixtures folder"),
                FixtureError(
                    file: "comments.json", place: "[0].pictures[0].thumb",
                    problem: "image file \"t.jpg\" does not exist in the fixtures folder"),
                FixtureError(
                    file: "comments.json", place: "[0].pictures[0].full",
                    problem: "image file \"f.jpg\" does not exist in the fixtures folder"),
            ])
    }

    @Test func checksTheLocalImagesOfMarkdownTextsAtTheirText() throws {
        let folder = FixtureFolder([
            "goods.json":
                #"""
            [{"id": "g-1", "title": "T", "category": "wine", "price": 1, "description": "![a](images/a.jpg) \#
            ![r](https://x/r.jpg)"}]
            """#,
            "categories.json": #"[{"id": "wine", "name": "Wine", "description": "![w](../w.jpg)"}]"#,
        ])
        folder.write("docs/faq.md", "# FAQ\n\n| x |\n| - |\n| ![d](images/d.png) |\n")
        #expect(
            folder.errors() == [
                FixtureError(
                    file: "categories.json", place: "[0].description",
                    problem: "image path must stay inside the fixtures folder"),
                FixtureError(
                    file: "goods.json", place: "[0] (id \"g-1\").description",
                    problem: "image file \"images/a.jpg\" does not exist in the fixtures folder"),
                FixtureError(
                    file: "docs/faq.md", problem: "image file \"images/d.png\" does not exist in the fixtures folder"),
            ])
        folder.write("images/a.jpg", "jpg")
        folder.write("images/d.png", "png")
        folder.write("categories.json", #"[{"id": "wine", "name": "Wine"}]"#)
        #expect(try folder.load().localImagePaths == ["images/a.jpg", "images/d.png"])
    }

    @Test func rejectsAFolderAsAnImage() {
        let folder = FixtureFolder(["goods.json": goods(thumb: "images")])
        folder.makeDirectory("images")
        #expect(
            folder.errors()
                == [
                    FixtureError(
                        file: "goods.json", place: "[0] (id \"g-1\").thumb",
                        problem: "image file \"images\" does not exist in the fixtures folder")
                ])
    }

    @Test(arguments: ["../secret.png", "images/../../x.png", "images\\\\x.png"])
    func rejectsPathsLeavingTheFolder(path: String) {
        let folder = FixtureFolder(["goods.json": goods(thumb: path)])
        #expect(
            folder.errors()
                == [
                    FixtureError(
                        file: "goods.json", place: "[0] (id \"g-1\").thumb",
                        problem: "image path must stay inside the fixtures folder")
                ])
    }

    @Test func aNULInAPathIsRemovedBeforeThePathIsChecked() throws {
        let folder = FixtureFolder(["goods.json": goods(thumb: "a\\u0000.png")])
        #expect(
            folder.errors() == [
                FixtureError(
                    file: "goods.json", place: "[0] (id \"g-1\").thumb",
                    problem: "image file \"a.png\" does not exist in the fixtures folder")
            ])
        folder.write("a.png", "png")
        let catalogue = try folder.load()
        #expect(catalogue.goods[0].thumb == "a.png")
        #expect(
            catalogue.warnings.first?.description
                == #"goods.json[0] (id "g-1").thumb: control character removed (U+0000)"#)
    }

    @Test func rejectsSymbolicLinksLeavingTheFolder() throws {
        let outside = FixtureFolder()
        outside.write("secret.png", "png")
        let folder = FixtureFolder(["goods.json": goods(thumb: "link.png")])
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.png", withDestinationPath: outside.path + "/secret.png")
        #expect(
            folder.errors()
                == [
                    FixtureError(
                        file: "goods.json", place: "[0] (id \"g-1\").thumb",
                        problem: "image path must stay inside the fixtures folder")
                ])
    }

    @Test func rejectsEmptyImageStrings() {
        #expect(
            FixtureFolder(["goods.json": goods(thumb: "")]).errors()
                == [FixtureError(file: "goods.json", place: "[0] (id \"g-1\").thumb", problem: "must not be empty")])
    }
}
