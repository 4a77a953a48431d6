import CellarModel
import CellarViewModels

/// What a build's pages are made from, coarsely, so a rebuild can tell which goods items'
/// pages cannot have changed without making their view models: a goods page and its comment
/// pages show the item, its comments, and what every page shares (the store's settings,
/// the category and docs menus, every goods item's route, the assets' names). Other pages
/// (home, categories, reports …) are few; their view models are always made and compared.
struct PageInputs: Sendable {
    /// What every page shares.
    let shared: Shared
    /// By goods id.
    let goods: [String: Goods]
    let catalogue: Catalogue

    struct Shared: Sendable, Equatable {
        let store: Store
        let baseURL: String?
        let categories: [Category]
        let docs: [DocPage]
        let goodsIDs: [String]
        let assets: AssetNames
    }

    init(catalogue: Catalogue, baseURL: String?, assets: AssetNames) {
        shared = Shared(
            store: catalogue.store, baseURL: baseURL, categories: catalogue.categories, docs: catalogue.docs,
            goodsIDs: catalogue.goods.map(\.id), assets: assets
        )
        goods = Dictionary(catalogue.goods.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.catalogue = catalogue
    }

    /// The goods items whose pages are made from the same inputs here as in `previous`.
    func unchangedGoods(since previous: PageInputs) -> Set<String> {
        guard shared == previous.shared else { return [] }
        var unchanged = Set<String>()
        for (id, item) in goods where previous.goods[id] == item
            && previous.catalogue.comments(onGoods: id) == catalogue.comments(onGoods: id) {
            unchanged.insert(id)
        }
        return unchanged
    }
}
