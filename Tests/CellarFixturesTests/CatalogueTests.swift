@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

struct CatalogueTests {
    private let folder = FixtureFolder([
        "goods.json": #"""
        [{"id": "g-1", "title": "A", "category": "wine", "price": 1, "thumb": "img/a.png", "image": "https://x/a.jpg"},
         {"id": "g-2", "title": "B", "category": "beer", "price": 2, "thumb": "img/b.png"},
         {"id": "g-3", "title": "C", "category": "wine", "price": 3, "thumb": "img/a.png"}]
        """#,
        "comments.json": #"""
        [{"id": "c-old", "goods": "g-1", "star": 3, "createdAt": "2015-01-01 10:00"},
         {"id": "c-undated", "goods": "g-1", "star": 4},
         {"id": "c-new", "goods": "g-1", "star": 5, "createdAt": "2016-10-26T18:10:00+08:00", "avatar": "img/c.png"},
         {"id": "c-b", "goods": "g-1", "star": 1, "createdAt": "2015-01-01 10:00"},
         {"id": "c-a", "goods": "g-1", "star": 2, "createdAt": "2015-01-01 10:00"},
         {"id": "c-other", "goods": "g-2", "star": 2}]
        """#,
    ])

    init() {
        for image in ["img/a.png", "img/b.png", "img/c.png"] { folder.write(image, "png") }
    }

    @Test func listsGoodsOfACategoryInFileOrder() throws {
        let catalogue = try folder.load()
        #expect(catalogue.goods(inCategory: "wine").map(\.id) == ["g-1", "g-3"])
        #expect(catalogue.goods(inCategory: "beer").map(\.id) == ["g-2"])
        #expect(catalogue.goods(inCategory: "nope").isEmpty)
    }

    @Test func listsCommentsNewestFirstThenByIDWithUndatedLast() throws {
        let catalogue = try folder.load()
        #expect(catalogue.comments(onGoods: "g-1").map(\.id) == ["c-new", "c-a", "c-b", "c-old", "c-undated"])
        #expect(catalogue.comments(onGoods: "g-3").isEmpty)
        #expect(catalogue.comments(onGoods: "nope").isEmpty)
        #expect(catalogue.commentCount == 6)
    }

    @Test func looksUpByID() throws {
        let catalogue = try folder.load()
        #expect(catalogue.goods(withID: "g-2")?.title == "B")
        #expect(catalogue.goods(withID: "g-9") == nil)
        #expect(catalogue.category(withID: "beer")?.name == "Beer")
        #expect(catalogue.category(withID: "nope") == nil)
    }

    @Test func collectsLocalImagePathsSortedOnce() throws {
        #expect(try folder.load().localImagePaths == ["img/a.png", "img/b.png", "img/c.png"])
    }

    @Test func groupsInterleavedCommentsByGoodsAndDropsThoseOnUnknownGoods() {
        let goods = (0..<7).map { GoodsItem(id: "g-\($0)", title: "T", category: "wine", price: Money(cents: 100)) }
        // Comments spread over the goods in a scrambled order, some on goods that do not exist.
        let comments = (0..<200).map { number in
            let day = 1 + (number * 7) % 28
            return Comment(
                id: String(format: "c-%03d", number),
                goodsID: number % 9 < 7 ? "g-\((number * 5) % 7)" : "gone-\(number)",
                star: 3,
                createdAt: number % 11 == 0 ? nil : Timestamp(year: 2025, month: 1, day: day, hour: 0, minute: 0)
            )
        }
        let catalogue = Catalogue(
            store: Store(name: "S", currency: "CNY"), categories: [], goods: goods, comments: comments, docs: []
        )
        for item in goods {
            let expected = comments.filter { $0.goodsID == item.id }.sorted { lhs, rhs in
                switch (lhs.createdAt, rhs.createdAt) {
                case let (left?, right?) where left != right: left > right
                case (.some, nil): true
                case (nil, .some): false
                default: lhs.id < rhs.id
                }
            }
            #expect(catalogue.comments(onGoods: item.id).map(\.id) == expected.map(\.id))
        }
        #expect(catalogue.comments(onGoods: "gone-7").isEmpty)
    }

    @Test func permutesInPlaceAlongCycles() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 10, 97] {
            let original = (0..<count).map { "element \($0)" }
            let order = Array((0..<count).shuffled(using: &generator))
            var permuted = original
            permuted.permute(to: order)
            #expect(permuted == order.map { original[$0] })
        }
    }
}
