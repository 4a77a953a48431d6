import CellarModel

/// What differs between the inputs of two sites' pages, so a rebuild can tell which pages
/// cannot look different without making their view models. Each page's view model states
/// which of these it shows (`isAffected(by:)` beside it); a page none of whose inputs
/// changed keeps its view model and its file.
public struct SiteChanges: Sendable, Equatable {
    /// Something every page shows changed: the store's settings, the interface strings, the base URL, the
    /// categories, the docs, the goods' ids and order (every goods route), the assets' names.
    public let shared: Bool
    /// Whether any goods item is new, gone or changed (its own fields, not its comments).
    public let anyGoodsItem: Bool
    /// Whether any goods item's rating summary (its stars and counts per tab) changed.
    public let anyRating: Bool
    /// Whether pages were added or removed, which the sitemap lists.
    public let pageList: Bool
    /// Whether the fixtures' warnings changed, which the report lists.
    public let warnings: Bool
    /// The goods items, by id, that are new or whose item or comments changed.
    public let goods: Set<String>

    /// What changed from `previous` to `current`.
    init(from previous: SiteViewModel, to current: SiteViewModel) {
        self.init(from: previous.context, previous.pages, to: current.context, current.pages)
    }

    /// What changed from the site of `before` and its pages to the one of `after` and its.
    init(from before: SiteContext, _ previousPages: [Page], to after: SiteContext, _ pages: [Page]) {
        let old = before.catalogue
        let new = after.catalogue
        // Catalogues with the same goods name the items whose comments may have changed.
        let touched = new.goodsIndicesWithCommentsChanged(since: old)
        shared = old.store != new.store || before.strings != after.strings || before.rootPath != after.rootPath || before.address != after.address
            || old.categories != new.categories || old.docs != new.docs || before.assets != after.assets
            || (touched == nil && !old.goods.lazy.map(\.id).elementsEqual(new.goods.lazy.map(\.id)))
        var goods = Set<String>()
        var anyGoodsItem = old.goods.count != new.goods.count
        var anyRating = anyGoodsItem
        // With the same goods, only the touched items can differ, and only in their comments.
        let candidates = touched.map { $0.map { new.goods[$0] } } ?? new.goods
        for item in candidates {
            let oldItem = touched == nil ? old.goods(withID: item.id) : item
            if oldItem != item {
                anyGoodsItem = true
                goods.insert(item.id)
            } else if old.comments(onGoods: item.id) != new.comments(onGoods: item.id) {
                goods.insert(item.id)
            } else {
                continue
            }
            if !anyRating, oldItem.map(before.rating(of:)) != after.rating(of: item) { anyRating = true }
        }
        self.goods = goods
        self.anyGoodsItem = anyGoodsItem
        self.anyRating = anyRating
        pageList = previousPages != pages
        warnings = old.warnings != new.warnings
    }
}
