import CellarViewModels

extension PurchaseViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PurchaseViewModel> = [
        .key("usesSiteCart") { $0.usesSiteCart },
        .key("snipcart") { $0.snipcart },
        .key("foxy") { $0.foxy },
        .key("paymentLinks") { $0.paymentLinks },
        .key("snipcartSetup") { $0.snipcartSetup },
    ]
}

extension SnipcartProductViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SnipcartProductViewModel> = [
        .key("id") { $0.id },
        .key("name") { $0.name },
        .key("price") { $0.price },
        .key("url") { $0.url },
        .key("description") { $0.description },
        .key("image") { $0.image },
        .key("stock") { $0.stock },
        .key("customFields") { $0.customFields },
    ]
}

extension SnipcartProductViewModel.CustomField: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SnipcartProductViewModel.CustomField> = [
        .key("number") { $0.number },
        .key("name") { $0.name },
        .key("options") { $0.options },
    ]
}

extension SnipcartSetupViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SnipcartSetupViewModel> = [
        .key("publicAPIKey") { $0.publicAPIKey },
        .key("currency") { $0.currency },
        .key("stylesheetURL") { $0.stylesheetURL },
        .key("scriptURL") { $0.scriptURL },
    ]
}

extension FoxyFormViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<FoxyFormViewModel> = [
        .key("action") { $0.action },
        .key("fields") { $0.fields },
        .key("quantityName") { $0.quantityName },
        .key("choices") { $0.choices },
        .key("stock") { $0.stock },
    ]
}

extension FoxyFormViewModel.Field: TypedTemplateFace {
    static let templateKeys: TemplateKeys<FoxyFormViewModel.Field> = [
        .key("name") { $0.name },
        .key("value") { $0.value },
    ]
}

extension ProviderCartViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<ProviderCartViewModel> = [
        .key("note") { $0.note },
        .key("snipcartSetup") { $0.snipcartSetup },
        .key("foxyCartURL") { $0.foxyCartURL },
    ]
}

extension OrderEndpointViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<OrderEndpointViewModel> = [
        .key("url") { $0.url },
        .key("encoding") { $0.encoding },
        .key("currency") { $0.currency },
    ]
}

extension FoxyFormViewModel.Choice: TypedTemplateFace {
    static let templateKeys: TemplateKeys<FoxyFormViewModel.Choice> = [
        .key("value") { $0.value },
        .key("label") { $0.label },
    ]
}

extension PaymentLinkViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PaymentLinkViewModel> = [
        .key("label") { $0.label },
        .key("price") { $0.price },
        .key("url") { $0.url },
        .key("isSoldOut") { $0.isSoldOut },
    ]
}

extension OrderCostsViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<OrderCostsViewModel> = [
        .key("rates") { $0.rates },
        .key("hasRates") { !$0.rates.isEmpty },
        .key("tax") { $0.tax },
    ]
}

extension OrderCostsViewModel.Rate: TypedTemplateFace {
    static let templateKeys: TemplateKeys<OrderCostsViewModel.Rate> = [
        .key("index") { $0.index },
        .key("name") { $0.name },
        .key("label") { $0.label },
        .key("country") { $0.country },
        .key("service") { $0.service },
        .key("cents") { $0.cents },
        .key("price") { $0.price },
        .key("freeFromCents") { $0.freeFromCents },
        .key("freeFrom") { $0.freeFrom },
        .key("freeFromNote") { $0.freeFromNote },
        .key("signature") { $0.signature },
    ]
}

extension OrderCostsViewModel.TaxLine: TypedTemplateFace {
    static let templateKeys: TemplateKeys<OrderCostsViewModel.TaxLine> = [
        .key("basisPoints") { $0.basisPoints },
        .key("percent") { $0.percent },
        .key("isIncluded") { $0.isIncluded },
        .key("signature") { $0.signature },
    ]
}
