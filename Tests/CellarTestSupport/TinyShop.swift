import Foundation

/// A small fixtures folder written for one test: a store, two categories, two goods, two
/// comments and a docs page; valid unless a test overwrites a file, and warned of only for its
/// goods (the store names where orders go and a base URL that is no example's).
public struct TinyShop: Sendable {
    public let path: String

    public init(
        store: String = TinyShop.store, categories: String = TinyShop.categories, goods: String = TinyShop.goods,
        comments: String = TinyShop.comments
    ) {
        path = Repository.scratchFolder("fixtures")
        write("store.json", store)
        write("categories.json", categories)
        write("goods.json", goods)
        write("comments.json", comments)
        write("docs/about.md", "# About us\n\nWe sell *wine*.\n")
    }

    /// Writes `text` to the file `name` of the shop, making its folders.
    public func write(_ name: String, _ text: String) {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
    }

    public static let store =
        #"""
        {"name": "Tiny Cellar", "currency": "CNY", "baseURL": "https://host/shop/", "orderEmail": "orders@host", \#
        "banners": [{"id": "b1", "image": "https://img.example.com/b.jpg", "title": "Offers", "link": {"category": \#
        "wine"}}]}
        """#
    public static let categories = #"[{"id": "wine", "name": "Wine"}, {"id": "白酒", "name": "Baijiu"}]"#
    public static let goods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "marketPrice": 99, "stock": 3, \#
        "saleCount": 5, "description": "Dry and *crisp*."},
         {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 0, "saleCount": 9}]
        """#
    public static let comments = #"""
        [{"id": "c1", "goods": "g-1", "star": 4.5, "content": "Lovely", "createdAt": "2024-01-02 10:00"},
         {"id": "c2", "goods": "g-1", "star": 5, "content": "", "createdAt": "2024-01-03 10:00", "pictures": \#
        [{"thumb": "https://img.example.com/t.jpg", "full": "https://img.example.com/f.jpg"}]}]
        """#
}
