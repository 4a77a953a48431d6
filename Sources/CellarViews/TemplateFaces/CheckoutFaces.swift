import CellarViewModels

extension PurchaseViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PurchaseViewModel> = [
        .key("usesSiteCart") { $0.usesSiteCart },
        .key("choices") { $0.choices },
    ]
}

extension PurchaseViewModel.Choice: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PurchaseViewModel.Choice> = [
        .key("item") { $0.item },
        .key("isHidden") { $0.isHidden },
        .key("quantityInputID") { $0.quantityInputID },
    ]
}

extension CardPurchaseViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CardPurchaseViewModel> = [
        .key("usesSiteCart") { $0.usesSiteCart },
        .key("choosesOptions") { $0.choosesOptions },
        .key("item") { $0.item },
    ]
}

extension ItemPurchaseViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<ItemPurchaseViewModel> = [
        .key("variantID") { $0.variantID },
        .key("label") { $0.label },
        .key("isSoldOut") { $0.isSoldOut },
        .key("snipcart") { $0.snipcart },
        .key("foxy") { $0.foxy },
        .key("paymentLink") { $0.paymentLink },
    ]
}

extension SnipcartProductViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SnipcartProductViewModel> = [
        .key("id") { $0.id },
        .key("name") { $0.name },
        .key("price") { $0.price },
        .key("url") { $0.url },
        .key("stock") { $0.stock },
        .key("attributes") { $0.attributes },
    ]
}

extension SnipcartProductViewModel.Attribute: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SnipcartProductViewModel.Attribute> = [
        .key("name") { $0.name },
        .key("value") { $0.value },
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

extension PaymentLinkViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PaymentLinkViewModel> = [
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
