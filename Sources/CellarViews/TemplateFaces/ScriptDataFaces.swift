import CellarViewModels
import Mustache

extension CatalogueDataViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "items": { $0.items },
    ]
}

extension CatalogueDataViewModel.Item: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "id": { $0.id }, "title": { $0.title }, "price": { $0.price }, "cents": { $0.cents },
        "stock": { $0.stock }, "url": { $0.url }, "thumbURL": { $0.thumbURL },
    ]
}

extension SearchIndexViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "categories": { $0.categories }, "entries": { $0.entries },
    ]
}

extension SearchIndexViewModel.Entry: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "id": { $0.id }, "title": { $0.title }, "brand": { $0.brand }, "category": { $0.category },
        "cents": { $0.cents }, "rating": { $0.rating }, "url": { $0.url }, "thumbURL": { $0.thumbURL },
    ]
}

extension CategoryFacetsViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "facets": { $0.facets }, "priceBands": { $0.priceBands }, "goods": { $0.goods },
    ]
}

extension CategoryFacetsViewModel.Facet: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "key": { $0.key }, "label": { $0.label }, "values": { $0.values },
    ]
}

extension CategoryFacetsViewModel.Value: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "value": { $0.value }, "count": { $0.count },
    ]
}

extension CategoryFacetsViewModel.PriceBand: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "id": { $0.id }, "label": { $0.label }, "low": { $0.low }, "high": { $0.high }, "count": { $0.count },
    ]
}

extension CategoryFacetsViewModel.Item: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "id": { $0.id }, "title": { $0.title }, "url": { $0.url }, "thumbURL": { $0.thumbURL },
        "price": { $0.price }, "marketPrice": { $0.marketPrice }, "cents": { $0.cents },
        "isSoldOut": { $0.isSoldOut }, "sales": { $0.sales }, "salesText": { $0.salesText },
        "rating": { $0.rating }, "ratingLabel": { $0.ratingLabel }, "brand": { $0.brand },
        "origin": { $0.origin }, "scent": { $0.scent },
    ]
}
