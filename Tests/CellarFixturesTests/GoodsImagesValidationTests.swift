@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// `images` on a goods item and a variant: each a picture's string or `{src, alt}`, the main
/// photo defaulting to the first, every problem named at its place.
struct GoodsImagesValidationTests {
    @Test func readsStringsAndObjectsWithAltTextAndMakesTheFirstTheMainPhoto() throws {
        let folder = FixtureFolder([
            "goods.json": #"""
                [{"id": "g", "title": "Château X", "category": "wine", "price": 1, "images": [
                  "https://cdn.example/front.jpg",
                  {"src": "https://cdn.example/label.jpg", "alt": " The label "},
                  {"src": "https://cdn.example/back.jpg", "alt": "  "}]}]
                """#
        ])
        let item = try #require(try folder.load().goods.first)
        #expect(
            item.images == [
                GoodsImage(source: "https://cdn.example/front.jpg"),
                GoodsImage(source: "https://cdn.example/label.jpg", alt: "The label"),
                GoodsImage(source: "https://cdn.example/back.jpg"),
            ], "alt text trimmed, blank alt text read as none")
        #expect(item.image == "https://cdn.example/front.jpg")
        #expect(item.gallery == item.images)
    }

    @Test func anImageNotAmongTheImagesComesFirstInTheGallery() throws {
        let folder = FixtureFolder([
            "goods.json": #"""
                [{"id": "g", "title": "T", "category": "wine", "price": 1, "image": "https://cdn.example/main.jpg",
                  "images": [{"src": "https://cdn.example/side.jpg", "alt": "Side"}]},
                 {"id": "h", "title": "T", "category": "wine", "price": 1, "image": "https://cdn.example/b.jpg",
                  "images": ["https://cdn.example/a.jpg", {"src": "https://cdn.example/b.jpg", "alt": "B"}]}]
                """#
        ])
        let goods = try folder.load().goods
        #expect(goods[0].gallery.map(\.source) == ["https://cdn.example/main.jpg", "https://cdn.example/side.jpg"])
        #expect(
            goods[1].gallery == [
                GoodsImage(source: "https://cdn.example/a.jpg"),
                GoodsImage(source: "https://cdn.example/b.jpg", alt: "B"),
            ], "an image among the images keeps its place and its alt text")
    }

    @Test func aVariantsOwnImagesComeFirstAndItsMainPhotoIsTheFirstOfThem() throws {
        let folder = FixtureFolder([
            "goods.json": #"""
                [{"id": "w", "title": "W", "category": "wine", "image": "https://cdn.example/w.jpg", "options": ["Age"],
                  "variants": [
                    {"id": "12", "values": {"Age": "12"}, "price": 1},
                    {"id": "18", "values": {"Age": "18"}, "price": 2,
                     "images": [{"src": "https://cdn.example/18.jpg", "alt": "The 18"},
                                "https://cdn.example/18b.jpg"]}]}]
                """#
        ])
        let item = try #require(try folder.load().goods.first)
        #expect(item.variants[0].image == "https://cdn.example/w.jpg" && item.gallery(of: item.variants[0]).isEmpty)
        #expect(item.variants[1].image == "https://cdn.example/18.jpg")
        #expect(
            item.gallery(of: item.variants[1]).map(\.source) == [
                "https://cdn.example/18.jpg", "https://cdn.example/18b.jpg",
            ])
        #expect(item.gallery(of: item.variants[1]).first?.alt == "The 18")
    }

    @Test func namesEveryProblemAtItsPlace() {
        let tooMany = (0...GoodsImage.maximumCount).map { "\"https://cdn.example/\($0).jpg\"" }.joined(separator: ",")
        let folder = FixtureFolder([
            "goods.json": """
                [{"id": "a", "title": "T", "category": "wine", "price": 1, "images": [
                   "https://cdn.example/x.jpg", 3, {"alt": "No src"}, "images/missing.jpg", "https://cdn.example/x.jpg",
                   ""]},
                 {"id": "b", "title": "T", "category": "wine", "price": 1, "images": "https://cdn.example/x.jpg"},
                 {"id": "c", "title": "T", "category": "wine", "price": 1, "images": [\(tooMany)]}]
                """
        ])
        #expect(
            folder.errors().map(\.description) == [
                #"goods.json[0] (id "a").images[1]: must be a picture's path or URL, or an object with `src` "#
                    + #"and `alt`, found 3"#,
                #"goods.json[0] (id "a").images[2].src: is required"#,
                #"goods.json[0] (id "a").images[3]: image file "images/missing.jpg" does not exist in the "#
                    + "fixtures folder",
                #"goods.json[0] (id "a").images[4]: names "https://cdn.example/x.jpg" again (first at [0].images[0])"#,
                #"goods.json[0] (id "a").images[5]: must not be empty"#,
                #"goods.json[1] (id "b").images: must be an array, found "https://cdn.example/x.jpg""#,
                #"goods.json[2] (id "c").images: has 21 photos; a goods item or variant may have at most 20"#,
            ])
    }

    @Test func goodsCSVReadsImagesByPositionAndVariantImagesAsALists() throws {
        let folder = FixtureFolder([
            "goods.json": nil,
            "goods.csv": """
                id,title,category,price,images.src,images.alt
                g,T,wine,1,https://cdn.example/a.jpg | https://cdn.example/b.jpg | https://cdn.example/c.jpg, | The back
                """,
        ])
        let item = try #require(try folder.load().goods.first)
        #expect(
            item.images == [
                GoodsImage(source: "https://cdn.example/a.jpg"),
                GoodsImage(source: "https://cdn.example/b.jpg", alt: "The back"),
                GoodsImage(source: "https://cdn.example/c.jpg"),
            ])
    }
}
