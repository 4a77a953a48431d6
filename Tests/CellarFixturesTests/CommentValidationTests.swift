@testable import CellarFixtures
import Testing
@testable import CellarModel

struct CommentValidationTests {
    private func problems(comment fields: String) -> [String] {
        FixtureFolder(["comments.json": "[{\"id\": \"c1\", \"goods\": \"g-1\", \"star\": 4\(fields)}]"]).errors()
            .map { "\($0.file)\($0.place): \($0.problem)" }
    }

    @Test func readsEveryField() throws {
        let folder = FixtureFolder([
            "comments.json": #"""
            [{"id": "5810", "goods": "g-1", "author": "匿名用户", "avatar": "https://img/a.png", "star": 4.5,
              "content": "还行", "createdAt": "2016-10-26 18:10", "specification": "330ml",
              "pictures": [{"thumb": "https://img/t0.jpg", "full": "https://img/0.jpg"}]}]
            """#
        ])
        #expect(
            try folder.load().comments(onGoods: "g-1") == [
                Comment(
                    id: "5810", goodsID: "g-1", author: "匿名用户", avatar: "https://img/a.png", star: 4.5, content: "还行",
                    createdAt: Timestamp(year: 2016, month: 10, day: 26, hour: 18, minute: 10), specification: "330ml",
                    pictures: [Comment.Picture(thumb: "https://img/t0.jpg", full: "https://img/0.jpg")]
                )
            ])
    }

    @Test func defaultsContentAndPictures() throws {
        let folder = FixtureFolder([
            "comments.json": #"[{"id": "c", "goods": "g-2", "star": 0, "content": null, "pictures": []}]"#
        ])
        #expect(try folder.load().comments(onGoods: "g-2") == [Comment(id: "c", goodsID: "g-2", star: 0)])
    }

    @Test func requiresIdGoodsAndStar() {
        #expect(
            FixtureFolder(["comments.json": "[{}]"]).errors() == [
                FixtureError(file: "comments.json", place: "[0].id", problem: "is required"),
                FixtureError(file: "comments.json", place: "[0].goods", problem: "is required"),
                FixtureError(file: "comments.json", place: "[0].star", problem: "is required"),
            ])
    }

    @Test func requiresUniqueIDs() {
        let comments = #"[{"id": "c", "goods": "g-1", "star": 1}, {"id": "c", "goods": "g-2", "star": 2}]"#
        #expect(
            FixtureFolder(["comments.json": comments]).errors()
                == [FixtureError(file: "comments.json", place: "[1].id", problem: "duplicate id \"c\" (first at [0])")])
    }

    @Test func requiresGoodsToResolve() {
        #expect(
            FixtureFolder(["comments.json": #"[{"id": "c", "goods": "x", "star": 1}]"#]).errors()
                == [
                    FixtureError(
                        file: "comments.json", place: "[0].goods", problem: "goods \"x\" does not exist in goods.json")
                ])
    }

    @Test func requiresStarsFromZeroToFive() {
        #expect(problems(comment: #", "star": 7"#) == ["comments.json[0].star: must be from 0 to 5, found 7"])
        #expect(problems(comment: #", "star": -0.5"#) == ["comments.json[0].star: must be from 0 to 5, found -0.5"])
        #expect(
            problems(comment: #", "star": "4""#) == [#"comments.json[0].star: must be a number from 0 to 5, found "4""#]
        )
        #expect(problems(comment: #", "star": 5"#).isEmpty)
    }

    @Test func requiresAReadableDate() throws {
        #expect(
            problems(comment: #", "createdAt": "yesterday""#)
                == [#"comments.json[0].createdAt: must be YYYY-MM-DD HH:mm or ISO 8601, found "yesterday""#])
        #expect(
            problems(comment: #", "createdAt": "2016-02-30 10:00""#)
                == [#"comments.json[0].createdAt: must be YYYY-MM-DD HH:mm or ISO 8601, found "2016-02-30 10:00""#])
        #expect(
            problems(comment: #", "createdAt": 1477476600"#)
                == ["comments.json[0].createdAt: must be YYYY-MM-DD HH:mm or ISO 8601, found 1477476600"])
        let folder = FixtureFolder([
            "comments.json": #"[{"id": "c", "goods": "g-1", "star": 1, "createdAt": "2016-10-26T18:10:00.000+08:00"}]"#
        ])
        #expect(
            try folder.load().comments(onGoods: "g-1").first?.createdAt
                == Timestamp(year: 2016, month: 10, day: 26, hour: 18, minute: 10))
    }

    @Test func requiresPicturesWithThumbAndFull() {
        #expect(
            problems(
                comment: #", "pictures": [{"thumb": "https://a/t.jpg"}, "x", {"thumb": "", "full": "https://a/f.jpg"}]"#
            ) == [
                "comments.json[0].pictures[0].full: is required",
                #"comments.json[0].pictures[1]: must be an object, found "x""#,
                "comments.json[0].pictures[2].thumb: must not be empty",
            ])
        #expect(
            problems(comment: #", "pictures": {}"#) == ["comments.json[0].pictures: must be an array, found an object"])
    }

    @Test func requiresStringsForOptionalText() {
        #expect(
            problems(comment: #", "author": 1, "content": false, "specification": []"#) == [
                "comments.json[0].author: must be a string, found 1",
                "comments.json[0].content: must be a string, found false",
                "comments.json[0].specification: must be a string, found an array",
            ])
    }
}
