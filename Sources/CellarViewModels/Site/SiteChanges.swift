import CellarModel

/// What differs between the inputs of two sites' pages, so a rebuild can tell which pages
/// cannot look different without making their view models. Each page's view model states
/// which of these it shows (`isAffected(by:)` beside it); a page none of whose inputs
/// changed keeps its view model and its file.
public struct SiteChanges: Sendable, Equatable {
    /// Something every page shows changed: the store's settings, the interface strings, the base URL, the
    /// categories, the docs, the goods' ids and order (every goods route), the assets' names,
    /// whether there are brands (the brands link), whether there are goods on sale (the sale link).
    public let everyPage: Bool
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
    /// The categories, by id, whose goods' cards may look different: those a goods item that
    /// is new, gone, or whose own fields or rating changed, is in or was in.
    public let categories: Set<String>
    /// The brands, by name, whose goods' cards may look different, as ``categories``.
    public let brands: Set<String>
    /// Whether the brands' names, as goods.json names them (so their places and slugs) or as
    /// the market shows them (so their order), changed.
    public let brandList: Bool
    /// The sale pages, by number, whose cards may look different: each one when the count of
    /// goods on sale changed (every sale page shows it); otherwise those where another goods
    /// item now stands, or one that is on sale changed its fields or rating.
    public let salePages: Set<Int>

    /// What changed from the site of `before` and its pages to the one of `after` and its.
    /// - Parameter goodsChanges: the goods items that may differ between the two catalogues
    ///   (``Catalogue/goodsChanges(since:)``), when they have the same goods list.
    init(
        from before: SiteContext, _ previousPages: [Page], to after: SiteContext, _ pages: [Page],
        goodsChanges: Catalogue.GoodsChanges?
    ) {
        let old = before.catalogue
        let new = after.catalogue
        // Catalogues with the same goods list name the items that may have changed.
        let touched = goodsChanges?.touched
        let oldBrands = before.brandIndex.brands.lazy.map { [$0.key, $0.name] }
        let newBrands = after.brandIndex.brands.lazy.map { [$0.key, $0.name] }
        everyPage =
            old.store != new.store || before.strings != after.strings || before.rootPath != after.rootPath
            || before.address != after.address
            || old.categories != new.categories || old.docs != new.docs || before.assets != after.assets
            || (touched == nil && !old.goods.lazy.map(\.id).elementsEqual(new.goods.lazy.map(\.id)))
            || oldBrands.isEmpty != newBrands.isEmpty
            || before.saleIndex.goodsIndices.isEmpty != after.saleIndex.goodsIndices.isEmpty
        brandList = !oldBrands.elementsEqual(newBrands)
        var goods = Set<String>()
        var categories = Set<String>()
        var brands = Set<String>()
        var saleCards = Set<String>()
        var anyGoodsItem = false
        var anyRating = false
        /// Notes that `item`'s card may look different, where it is and was.
        func noteCard(of item: GoodsItem, was oldItem: GoodsItem?) {
            for shown in [item, oldItem].compactMap(\.self) {
                categories.insert(shown.category)
                if let brand = shown.brand { brands.insert(brand) }
                if SaleIndex.saving(of: shown) != nil { saleCards.insert(shown.id) }
            }
        }
        // With the same goods list, only the touched items can differ.
        let candidates = touched.map { $0.map { new.goods[$0] } } ?? new.goods
        for item in candidates {
            let oldItem = old.goods(withID: item.id)
            let itemChanged = oldItem != item
            let ratingChanged = oldItem.map(before.rating(of:)) != after.rating(of: item)
            if itemChanged || ratingChanged {
                noteCard(of: item, was: oldItem)
            } else if old.comments(onGoods: item.id) == new.comments(onGoods: item.id) {
                continue
            }
            goods.insert(item.id)
            anyGoodsItem = anyGoodsItem || itemChanged
            anyRating = anyRating || ratingChanged
        }
        if touched == nil {
            for item in old.goods where new.goods(withID: item.id) == nil {
                noteCard(of: item, was: nil)
                anyGoodsItem = true
                anyRating = true
            }
        }
        self.goods = goods
        self.categories = categories
        self.brands = brands
        salePages =
            saleCards.isEmpty
            ? [] : Self.salePages(from: before, to: after, changingCardsOf: saleCards)
        self.anyGoodsItem = anyGoodsItem
        self.anyRating = anyRating
        pageList = previousPages != pages
        warnings = old.warnings != new.warnings
    }

    /// What changed in either, for the pages of a site of several markets: a page that may
    /// look different in one market's site is made again in each, and compared.
    func union(_ other: SiteChanges) -> SiteChanges {
        SiteChanges(
            everyPage: everyPage || other.everyPage, anyGoodsItem: anyGoodsItem || other.anyGoodsItem,
            anyRating: anyRating || other.anyRating, pageList: pageList || other.pageList,
            warnings: warnings || other.warnings, goods: goods.union(other.goods),
            categories: categories.union(other.categories), brands: brands.union(other.brands),
            brandList: brandList || other.brandList, salePages: salePages.union(other.salePages))
    }

    /// The sale pages of `after` that may look different from those of `before`, when the cards
    /// of `ids`, goods items that are or were on sale, changed (``salePages``).
    private static func salePages(from before: SiteContext, to after: SiteContext, changingCardsOf ids: Set<String>)
        -> Set<Int>
    {
        let old = before.saleIndex.goodsIndices.map { before.catalogue.goods[$0].id }
        let new = after.saleIndex.goodsIndices.map { after.catalogue.goods[$0].id }
        let pageSize = CategoryPageViewModel.pageSize
        guard old.count == new.count else {
            return Set(1...Pagination(itemCount: max(old.count, new.count), pageSize: pageSize).pageCount)
        }
        var pages = Set<Int>()
        for (position, id) in new.enumerated() where id != old[position] || ids.contains(id) {
            pages.insert(position / pageSize + 1)
        }
        return pages
    }

    private init(
        everyPage: Bool, anyGoodsItem: Bool, anyRating: Bool, pageList: Bool, warnings: Bool, goods: Set<String>,
        categories: Set<String>, brands: Set<String>, brandList: Bool, salePages: Set<Int>
    ) {
        self.everyPage = everyPage
        self.anyGoodsItem = anyGoodsItem
        self.anyRating = anyRating
        self.pageList = pageList
        self.warnings = warnings
        self.goods = goods
        self.categories = categories
        self.brands = brands
        self.brandList = brandList
        self.salePages = salePages
    }
}
