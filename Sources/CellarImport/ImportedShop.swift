import CellarModel

/// A catalogue read from another platform's export, as Cellar's fixtures will hold it.
public struct ImportedShop: Sendable, Equatable {
    public var categories: [ImportedCategory] = []
    public var goods: [ImportedGoods] = []

    public init(categories: [ImportedCategory] = [], goods: [ImportedGoods] = []) {
        self.categories = categories
        self.goods = goods
    }
}

/// One entry of `categories.json`.
public struct ImportedCategory: Sendable, Equatable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// One goods item of `goods.json`: either sold as one (`price` and the rest set, no
/// variants) or in variants (`options` and `variants` set, the item's own price, market
/// price, stock and GTIN left out), as docs/FixturesFormat.md describes.
public struct ImportedGoods: Sendable, Equatable {
    /// The export's row of the product (its first), which the import's warnings name.
    public var row = 0
    public var id: String
    public var title: String
    public var category: String
    public var price: String?
    public var marketPrice: String?
    public var stock: Int?
    public var gtin: String?
    public var sku: String?
    public var brand: String?
    public var tags: [String] = []
    /// The product's pictures in the platform's order, each once, with their alt text: the first
    /// is the main photo.
    public var images: [GoodsImage] = []
    public var description: String?
    public var seoTitle: String?
    public var seoDescription: String?
    public var options: [String] = []
    public var variants: [ImportedVariant] = []

    public init(id: String, title: String, category: String) {
        self.id = id
        self.title = title
        self.category = category
    }
}

/// One variant of an ``ImportedGoods``.
public struct ImportedVariant: Sendable, Equatable {
    public var id: String
    public var sku: String?
    /// One value per option name of the goods item, in its order.
    public var values: [String]
    public var price: String
    public var marketPrice: String?
    public var stock: Int
    public var gtin: String?
    /// The variant's picture, shown first when it is chosen (usually one of its goods item's).
    public var image: String?
    /// The variant's pictures after ``image``, when the platform gives it several.
    public var images: [GoodsImage] = []

    public init(
        id: String, sku: String?, values: [String], price: String, marketPrice: String? = nil, stock: Int,
        gtin: String? = nil, image: String? = nil
    ) {
        self.id = id
        self.sku = sku
        self.values = values
        self.price = price
        self.marketPrice = marketPrice
        self.stock = stock
        self.gtin = gtin
        self.image = image
    }
}

