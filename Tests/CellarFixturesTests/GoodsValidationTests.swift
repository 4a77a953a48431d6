@testable import CellarFixtures
import Testing
@testable import CellarModel

struct GoodsValidationTests {
    private func errors(goods: String) -> [FixtureError] {
        FixtureFolder(["goods.json": goods]).errors()
    }

    private func problem(item fields: String) -> [String] {
        errors(goods: "[{\"id\": \"g-1\", \"title\": \"T\", \"category\": \"wine\", \"price\": 1\(fields)}]")
            .map { "\($0.place): \($0.problem)" }
    }

    @Test func readsEveryField() throws {
        let folder = FixtureFolder([
            "goods.json": #"""
            [{"id": "573d", "title": "52° 高粱酒", "category": "wine", "price": 145, "marketPrice": 248.5,
              "brand": "一同发财", "manufacturer": "M", "origin": "台湾", "scent": "清香型", "specification": "500ml",
              "stock": 700, "saleCount": 111, "tags": ["促销", "new"], "thumb": "https://img/t.jpg",
              "image": "//img/i.jpg", "description": "**Nice**", "gtin": "4006381333931"}]
            """#
        ])
        #expect(
            try folder.load().goods == [
                GoodsItem(
                    id: "573d", title: "52° 高粱酒", category: "wine", price: Money(cents: 14500),
                    marketPrice: Money(cents: 24850),
                    brand: "一同发财", manufacturer: "M", origin: "台湾", scent: "清香型", specification: "500ml",
                    stock: 700, saleCount: 111, tags: ["促销", "new"], thumb: "https://img/t.jpg", image: "//img/i.jpg",
                    description: "**Nice**", gtin: "4006381333931"
                )
            ])
    }

    @Test func readsTheSearchTitleAndDescriptionBlankAsNone() throws {
        let goods = try FixtureFolder([
            "goods.json": #"""
            [{"id": "a", "title": "T", "category": "wine", "price": 1, "seoTitle": " Dry Riesling | Cellar ", \#
            "seoDescription": "Crisp."},
             {"id": "b", "title": "T", "category": "wine", "price": 1, "seoTitle": "  ", "seoDescription": null}]
            """#
        ]).load().goods
        #expect(goods.map(\.seoTitle) == ["Dry Riesling | Cellar", nil])
        #expect(goods.map(\.seoDescription) == ["Crisp.", nil])
        #expect(problem(item: #", "seoTitle": 12"#) == ["[0] (id \"g-1\").seoTitle: must be a string, found 12"])
    }

    @Test(arguments: ["96385074", "036000291452", "4006381333931", "10036000291459"])
    func acceptsGTINsOfEveryLength(gtin: String) {
        #expect(problem(item: ", \"gtin\": \"\(gtin)\"") == [])
    }

    @Test func requiresAGTINToBeDigitsWithItsCheckDigit() {
        #expect(
            problem(item: #", "gtin": "4006381333932""#) == [
                #"[0] (id "g-1").gtin: has the wrong check digit: "4006381333932" should end in 1"#
            ])
        #expect(
            problem(item: #", "gtin": "400638133393""#) == [
                #"[0] (id "g-1").gtin: has the wrong check digit: "400638133393" should end in 0"#
            ])
        #expect(
            problem(item: #", "gtin": "40063813339""#) == [
                #"[0] (id "g-1").gtin: must be 8, 12, 13 or 14 digits (a GTIN), found "40063813339""#
            ])
        #expect(
            problem(item: #", "gtin": "4006-38133393""#) == [
                #"[0] (id "g-1").gtin: must be 8, 12, 13 or 14 digits (a GTIN), found "4006-38133393""#
            ])
        #expect(problem(item: #", "gtin": """#) == ["[0] (id \"g-1\").gtin: must not be empty"])
        #expect(
            problem(item: #", "gtin": 4006381333931"#) == [
                "[0] (id \"g-1\").gtin: must be a string, found 4006381333931"
            ])
    }

    @Test func treatsNullAsAbsentAndDefaultsCounts() throws {
        let folder = FixtureFolder([
            "goods.json": #"""
            [{"id": "g", "title": "T", "category": "wine", "price": 0, "brand": null, "stock": null, "tags": null, \#
            "thumb": null}]
            """#
        ])
        #expect(try folder.load().goods == [GoodsItem(id: "g", title: "T", category: "wine", price: Money(cents: 0))])
    }

    @Test func requiresIdTitleCategoryAndPrice() {
        #expect(errors(goods: "[{}]").map(\.place) == ["[0].id", "[0].title", "[0].category", "[0].price"])
        #expect(errors(goods: "[{}]").allSatisfy { $0.problem == "is required" })
        #expect(
            errors(goods: #"[{"id": "", "title": "", "category": "wine", "price": 1}]"#) == [
                FixtureError(file: "goods.json", place: "[0].id", problem: "must not be empty"),
                FixtureError(file: "goods.json", place: "[0].title", problem: "must not be empty"),
            ])
        #expect(
            errors(goods: #"[{"id": 7, "title": "T", "category": "wine", "price": 1}]"#)
                == [FixtureError(file: "goods.json", place: "[0].id", problem: "must be a string, found 7")])
        #expect(
            errors(goods: "[[]]") == [
                FixtureError(file: "goods.json", place: "[0]", problem: "must be an object, found an array")
            ])
    }

    @Test func requiresUniqueIDs() {
        let goods = #"""
            [{"id": "白酒", "title": "A", "category": "wine", "price": 1},
             {"id": "a b/c", "title": "B", "category": "wine", "price": 1},
             {"id": "白酒", "title": "C", "category": "wine", "price": 1}]
            """#
        #expect(
            errors(goods: goods) == [
                FixtureError(
                    file: "goods.json", place: "[2] (id \"白酒\").id", problem: "duplicate id \"白酒\" (first at [0])")
            ])
    }

    @Test func anUnknownReferenceNamesTheGoodsItemAndTheNearestID() {
        #expect(
            errors(goods: #"[{"id": "house-red", "title": "T", "category": "wines", "price": 1}]"#).map(\.description)
                == [
                    #"""
                    goods.json[0] (id "house-red").category: category "wines" does not exist in categories.json; did \#
                    you mean "wine"?
                    """#
                ])
        // A one-character category ("红") one edit from "白" is there to be suggested, and is not.
        let oneCharacterIDs = #"[{"id": "wine", "name": "Wine"}, {"id": "红", "name": "Red"}]"#
        #expect(
            FixtureFolder([
                "categories.json": oneCharacterIDs,
                "goods.json": #"[{"id": "g", "title": "T", "category": "白", "price": 1}]"#,
            ])
            .errors().map(\.description)
                == [#"goods.json[0] (id "g").category: category "白" does not exist in categories.json"#],
            "one character is not corrected into another")
    }

    @Test func requiresCategoriesToResolve() {
        #expect(
            errors(goods: #"[{"id": "g", "title": "T", "category": "nope", "price": 1}]"#)
                == [
                    FixtureError(
                        file: "goods.json", place: "[0] (id \"g\").category",
                        problem: "category \"nope\" does not exist in categories.json")
                ])
    }

    @Test func requiresPricesToBeNumbersNotBelowZero() {
        #expect(problem(item: #", "price": "12""#) == [#"[0] (id "g-1").price: must be a number ≥ 0, found "12""#])
        #expect(problem(item: #", "price": -1"#) == ["[0] (id \"g-1\").price: must be a number ≥ 0, found -1"])
        #expect(problem(item: #", "price": null"#) == ["[0] (id \"g-1\").price: is required"])
        #expect(
            problem(item: #", "marketPrice": true"#) == [
                "[0] (id \"g-1\").marketPrice: must be a number ≥ 0, found true"
            ])
        #expect(problem(item: #", "price": 1e300"#) == ["[0] (id \"g-1\").price: is too large, found 1e300"])
    }

    @Test func readsPricesExactlyInCents() throws {
        let folder = FixtureFolder([
            "goods.json": #"[{"id": "g", "title": "T", "category": "wine", "price": 71.4, "marketPrice": 0.005}]"#
        ])
        let item = try #require(try folder.load().goods.first)
        #expect(item.price == Money(cents: 7140))
        #expect(item.marketPrice == Money(cents: 1))
    }

    @Test func requiresWholeCounts() throws {
        #expect(problem(item: #", "stock": 2.5"#) == ["[0] (id \"g-1\").stock: must be a whole number ≥ 0, found 2.5"])
        #expect(
            problem(item: #", "saleCount": -3"#) == ["[0] (id \"g-1\").saleCount: must be a whole number ≥ 0, found -3"]
        )
        #expect(problem(item: #", "stock": "7""#) == [#"[0] (id "g-1").stock: must be a whole number ≥ 0, found "7""#])
        let folder = FixtureFolder([
            "goods.json": #"[{"id": "g", "title": "T", "category": "wine", "price": 1, "stock": 7.0}]"#
        ])
        #expect(try folder.load().goods.first?.stock == 7)
    }

    @Test func requiresStringsWhereStringsBelong() {
        #expect(
            problem(item: #", "brand": 3, "description": {}"#)
                == [
                    "[0] (id \"g-1\").brand: must be a string, found 3",
                    "[0] (id \"g-1\").description: must be a string, found an object",
                ])
        #expect(problem(item: #", "tags": "promo""#) == [#"[0] (id "g-1").tags: must be an array, found "promo""#])
        #expect(problem(item: #", "tags": ["a", 2]"#) == ["[0] (id \"g-1\").tags[1]: must be a string, found 2"])
    }
}
