import CellarViewModels

extension PurchaseViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PurchaseViewModel>.properties()
}

extension PurchaseViewModel.Choice: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PurchaseViewModel.Choice>.properties()
}

extension CardPurchaseViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CardPurchaseViewModel>.properties()
}

extension ItemPurchaseViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<ItemPurchaseViewModel>.properties()
}

extension SnipcartProductViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SnipcartProductViewModel>.properties()
}

extension SnipcartProductViewModel.Attribute: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SnipcartProductViewModel.Attribute>.properties()
}

extension SnipcartSetupViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SnipcartSetupViewModel>.properties()
}

extension FoxyFormViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<FoxyFormViewModel>.properties()
}

extension FoxyFormViewModel.Field: TypedTemplateFace {
    static let templateKeys = TemplateKeys<FoxyFormViewModel.Field>.properties()
}

extension ProviderCartViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<ProviderCartViewModel>.properties()
}

extension CheckoutPageViewModel.OrderMarket: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CheckoutPageViewModel.OrderMarket>.properties()
}

extension OrderEndpointViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<OrderEndpointViewModel>.properties()
}

extension PaymentLinkViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PaymentLinkViewModel>.properties()
}

extension OrderCostsViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<OrderCostsViewModel>.properties(
        and:
            .key("hasRates") { !$0.rates.isEmpty }
    )
}

extension OrderCostsViewModel.Rate: TypedTemplateFace {
    static let templateKeys = TemplateKeys<OrderCostsViewModel.Rate>.properties()
}

extension OrderCostsViewModel.TaxLine: TypedTemplateFace {
    static let templateKeys = TemplateKeys<OrderCostsViewModel.TaxLine>.properties()
}
