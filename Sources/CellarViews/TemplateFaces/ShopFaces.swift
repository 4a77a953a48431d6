import CellarViewModels

extension CartPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "heading": .init(heading)
        case "checkoutURL": .init(checkoutURL)
        case "continueURL": .init(continueURL)
        default: nil
        }
    }
}

extension CheckoutPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "heading": .init(heading)
        case "cartURL": .init(cartURL)
        case "orderEmail": .init(orderEmail)
        case "phonePattern": .init(phonePattern)
        default: nil
        }
    }
}

extension SearchPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "heading": .init(heading)
        case "searchIndexURL": .init(searchIndexURL)
        default: nil
        }
    }
}
