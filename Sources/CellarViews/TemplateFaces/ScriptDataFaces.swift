import CellarViewModels

extension CatalogueDataViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueDataViewModel> = [
        .key("items") { $0.items },
    ]
}

extension CatalogueDataViewModel.Item: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueDataViewModel.Item> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("price") { $0.price },
        .key("cents") { $0.cents },
        .key("stock") { $0.stock },
        .key("url") { $0.url },
        .key("thumbURL") { $0.thumbURL },
    ]
}

extension SearchIndexViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SearchIndexViewModel> = [
        .key("categories") { $0.categories },
        .key("entries") { $0.entries },
    ]
}

extension SearchIndexViewModel.Entry: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SearchIndexViewModel.Entry> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("brand") { $0.brand },
        .key("category") { $0.category },
        .key("cents") { $0.cents },
        .key("rating") { $0.rating },
        .key("url") { $0.url },
        .key("thumbURL") { $0.thumbURL },
    ]
}

extension CategoryFacetsViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoryFacetsViewModel> = [
        .key("facets") { $0.facets },
        .key("priceBands") { $0.priceBands },
        .key("goods") { $0.goods },
    ]
}

extension CategoryFacetsViewModel.Facet: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoryFacetsViewModel.Facet> = [
        .key("key") { $0.key },
        .key("label") { $0.label },
        .key("values") { $0.values },
    ]
}

extension CategoryFacetsViewModel.Value: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoryFacetsViewModel.Value> = [
        .key("value") { $0.value },
        .key("count") { $0.count },
    ]
}

extension CategoryFacetsViewModel.PriceBand: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoryFacetsViewModel.PriceBand> = [
        .key("id") { $0.id },
        .key("label") { $0.label },
        .key("low") { $0.low },
        .key("high") { $0.high },
        .key("count") { $0.count },
    ]
}

extension CategoryFacetsViewModel.Item: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoryFacetsViewModel.Item> = [
        .key("card") { $0.card },
        .key("cents") { $0.cents },
        .key("sales") { $0.sales },
        .key("origin") { $0.origin },
        .key("scent") { $0.scent },
    ]
}
