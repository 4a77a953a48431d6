import CellarFixtures
import CellarImport
import CellarModel
import CellarTestSupport
import Foundation
import Testing

struct FixturesWriterTests {
    @Test func writesGoodsAsTheFixturesFormatLaysThemOut() throws {
        let folder = Repository.scratchFolder("writer-layout")
        var shirt = ImportedGoods(id: "shirt", title: "The \"Best\"\tShirt\u{2028}", category: "tops")
        shirt.tags = ["cotton", "a\\b"]
        shirt.description = "Line one\nline two"
        shirt.options = ["Size"]
        shirt.images = [
            GoodsImage(source: "https://i/front.jpg", alt: "The front"), GoodsImage(source: "https://i/b.jpg"),
        ]
        shirt.variants = [
            ImportedVariant(id: "s", sku: "S-1", values: ["S"], price: "12.50", stock: 3, image: "https://i/b.jpg")
        ]
        shirt.variants[0].images = [GoodsImage(source: "https://i/s.jpg", alt: "Size S")]
        var cap = ImportedGoods(id: "cap", title: "Cap", category: "tops")
        (cap.price, cap.stock) = ("5", 0)
        let shop = ImportedShop(categories: [ImportedCategory(id: "tops", name: "Tops")], goods: [shirt, cap])
        var check = FixtureValuesCheck(directory: folder)
        let (written, removed, dropped) = try FixturesWriter(
            directory: folder, storeName: "Shop \"1\"", currency: "EUR"
        ).write(shop, force: false, checking: &check)
        #expect(written == ["store.json", "categories.json", "goods.json"] && removed == [] && dropped == [])
        #expect(try Repository.text(folder + "/store.json") == #"{"name": "Shop \"1\"", "currency": "EUR"}"# + "\n")
        #expect(try Repository.text(folder + "/categories.json") == "[\n  {\"id\": \"tops\", \"name\": \"Tops\"}\n]\n")
        #expect(
            try Repository.text(folder + "/goods.json") == #"""
                [
                  {
                    "id": "shirt",
                    "title": "The \"Best\"\tShirt\u2028",
                    "category": "tops",
                    "tags": ["cotton", "a\\b"],
                    "images": [
                      {"src": "https://i/front.jpg", "alt": "The front"},
                      "https://i/b.jpg"
                    ],
                    "description": "Line one\nline two",
                    "options": ["Size"],
                    "variants": [
                      {
                        "id": "s",
                        "sku": "S-1",
                        "values": {"Size": "S"},
                        "price": 12.50,
                        "stock": 3,
                        "image": "https://i/b.jpg",
                        "images": [
                          {"src": "https://i/s.jpg", "alt": "Size S"}
                        ]
                      }
                    ]
                  },
                  {
                    "id": "cap",
                    "title": "Cap",
                    "category": "tops",
                    "price": 5,
                    "stock": 0
                  }
                ]

                """#)
    }

    @Test func writesAGoodsListLargerThanItsBufferWholeAndLeavesNothingBeside() throws {
        let folder = Repository.scratchFolder("writer-large")
        let goods = (0..<3_000).map { index in
            var item = ImportedGoods(id: "item-\(index)", title: "Item \(index)", category: "all")
            (item.price, item.stock) = ("\(index).99", index)
            item.description = String(repeating: "白酒 and \"wine\" \(index)\n", count: 40)
            return item
        }
        var check = FixtureValuesCheck(directory: folder)
        try FixturesWriter(directory: folder, storeName: "Shop", currency: "USD")
            .write(
                ImportedShop(categories: [ImportedCategory(id: "all", name: "All")], goods: goods), force: false,
                checking: &check)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/goods.json"))
        #expect(data.count > 3 << 20)
        let read = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(read.count == goods.count)
        #expect(read.map { $0["id"] as? String } == goods.map(\.id))
        #expect(read.map { $0["description"] as? String } == goods.map(\.description))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "categories.json", "goods.json", "store.json",
            ])
    }
}
