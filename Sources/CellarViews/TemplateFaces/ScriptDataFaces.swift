import CellarViewModels

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
        .key("cartKey") { $0.cartKey },
        .key("isSoldOut") { $0.isSoldOut },
    ]
}
