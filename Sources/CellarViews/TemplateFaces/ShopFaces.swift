import CellarViewModels

extension CartPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CartPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("checkoutURL") { $0.checkoutURL },
        .key("continueURL") { $0.continueURL },
        .key("providerCart") { $0.providerCart },
        .key("costs") { $0.costs },
    ]
}

extension CheckoutPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CheckoutPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("cartURL") { $0.cartURL },
        .key("orderEmail") { $0.orderEmail },
        .key("phonePattern") { $0.phonePattern },
        .key("endpoint") { $0.endpoint },
        .key("costs") { $0.costs },
        .key("termsURL") { $0.termsURL },
    ]
}

extension SearchPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SearchPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("searchManifestURL") { $0.searchManifestURL },
        .key("cardTemplate") { $0.cardTemplate },
    ]
}
