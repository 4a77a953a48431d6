import CellarViewModels
import Mustache

extension CartPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "heading": { $0.heading },
        "checkoutURL": { $0.checkoutURL }, "continueURL": { $0.continueURL },
    ]
}

extension CheckoutPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "heading": { $0.heading },
        "cartURL": { $0.cartURL }, "orderEmail": { $0.orderEmail }, "phonePattern": { $0.phonePattern },
    ]
}

extension SearchPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "heading": { $0.heading },
        "searchIndexURL": { $0.searchIndexURL },
    ]
}
