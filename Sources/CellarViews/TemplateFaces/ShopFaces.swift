import CellarViewModels

extension CartPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CartPageViewModel>.properties()
}

extension CheckoutPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CheckoutPageViewModel>.properties()
}

extension SearchPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SearchPageViewModel>.properties()
}
