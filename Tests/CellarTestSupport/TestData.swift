import CellarModel
import CellarViewModels

/// Small builders for plain-value catalogues (a store, goods, comments), for tests that make
/// view models or check the model without fixture files; `TinyShop` writes fixture files.
public enum TestData {
    public static func store(
        currency: String = "CNY", locale: String = "en", baseURL: String = "/",
        featured: [String]? = nil, banners: [Banner] = []
    ) -> Store {
        Store(
            name: "Cellar", tagline: "Fine drinks", baseURL: baseURL, currency: currency, locale: locale,
            banners: banners, featured: featured)
    }

    public static func goods(
        _ id: String, category: String = "wine", price: Int = 10_000, market: Int? = nil,
        stock: Int = 10, sales: Int = 0, thumb: String? = "images/a.svg", image: String? = nil,
        description: String? = "Good stuff."
    ) -> GoodsItem {
        GoodsItem(
            id: id, title: "Title \(id)", category: category, price: Money(cents: price),
            marketPrice: market.map { Money(cents: $0) }, stock: stock, saleCount: sales,
            thumb: thumb, image: image, description: description)
    }

    public static func comment(
        _ id: String, on goods: String, star: Double = 5, day: Int = 1, minute: Int = 0, pictures: Int = 0
    ) -> Comment {
        Comment(
            id: id, goodsID: goods, author: "Ann", star: star, content: "Nice",
            createdAt: Timestamp(year: 2024, month: 1, day: day, hour: 12, minute: minute),
            pictures: (0..<pictures).map { Comment.Picture(thumb: "p/\($0)-t.jpg", full: "p/\($0).jpg") }
        )
    }

    public static func catalogue(
        store: Store = store(), categories: [CellarModel.Category] = [Category(id: "wine", name: "Wine")],
        goods: [GoodsItem] = [], comments: [Comment] = [], docs: [DocPage] = []
    ) -> Catalogue {
        Catalogue(store: store, categories: categories, goods: goods, comments: comments, docs: docs)
    }

    public static let english = InterfaceStrings.theme("en")
}
