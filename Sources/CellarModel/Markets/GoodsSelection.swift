/// Which goods a market sells, from its `sells` in `store.json`: the goods of some categories
/// and some goods items by id (every goods item when it names neither), less those it excepts.
/// The default market sells every goods item.
public struct GoodsSelection: Sendable, Equatable {
    /// Ids of categories whose goods the market sells.
    public var categories: [String]
    /// Ids of goods items the market sells, whatever their category.
    public var goods: [String]
    /// Ids of goods items the market does not sell, even in a category it names.
    public var except: [String]

    public init(categories: [String] = [], goods: [String] = [], except: [String] = []) {
        self.categories = categories
        self.goods = goods
        self.except = except
    }

    /// The indices of the goods among `goods` that the selection sells, in their order.
    public func soldIndices(of goods: [GoodsItem]) -> [Int] {
        let categories = Set(categories)
        let named = Set(self.goods)
        let except = Set(except)
        let namesAny = !categories.isEmpty || !named.isEmpty
        return goods.indices.filter { index in
            let item = goods[index]
            guard !except.contains(item.id) else { return false }
            return !namesAny || categories.contains(item.category) || named.contains(item.id)
        }
    }
}
