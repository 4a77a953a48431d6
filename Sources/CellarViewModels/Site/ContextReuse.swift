import CellarModel

/// A site context made after the last build's, from a catalogue with the same goods list,
/// store, categories and docs: the last context and the goods items that may differ since
/// (``Catalogue/GoodsChanges``, found once, by ``SiteContext``). Each index the context derives
/// states beside its type what it is kept or remade by (`isKept(after:)`), from this.
struct ContextReuse {
    let previous: SiteContext
    let catalogue: Catalogue
    let changes: Catalogue.GoodsChanges

    /// Whether any goods item whose own fields may differ has a different `field` now.
    func anyChangedItem<Value: Equatable>(_ field: (GoodsItem) -> Value) -> Bool {
        changes.items.contains { field(catalogue.goods[$0]) != field(previous.catalogue.goods[$0]) }
    }

    /// The categories, by id, that a goods item whose own fields may differ is in or was in.
    var touchedCategories: Set<String> {
        Set(changes.items.flatMap { [catalogue.goods[$0].category, previous.catalogue.goods[$0].category] })
    }
}
