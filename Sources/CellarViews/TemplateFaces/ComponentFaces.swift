import CellarMarkdown
import CellarViewModels
import Mustache

extension LinkViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "label": { $0.label }, "url": { $0.url }, "isCurrent": { $0.isCurrent },
    ]
}

extension MarkdownText: MustacheParent, TemplateFace {
    /// `html` is cmark's rendering, with raw HTML and unsafe link schemes left out.
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "html": { Markdown.html(from: $0.source, headingsFrom: $0.topHeadingLevel) },
    ]
}

extension InterfaceStrings: MustacheParent {
    public func child(named name: String) -> Any? {
        Mirror(reflecting: self).descendant(name)
    }
}

extension StarRatingViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "hasRating": { $0.hasRating }, "stars": { $0.stars }, "value": { $0.value },
        "label": { $0.label }, "noRatingText": { $0.noRatingText },
    ]
}

extension StarRatingViewModel.Star: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "isFull": { $0.isFull }, "isHalf": { $0.isHalf }, "isEmpty": { $0.isEmpty },
    ]
}

extension PaginationViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "isNeeded": { $0.isNeeded }, "label": { $0.label }, "navigationLabel": { $0.navigationLabel },
        "previous": { $0.previous }, "next": { $0.next }, "pages": { $0.pages },
    ]
}

extension PaginationViewModel.PageLink: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "number": { $0.number }, "url": { $0.url }, "isCurrent": { $0.isCurrent }, "isGap": { $0.isGap },
    ]
}

extension PaginationViewModel.StepLink: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "label": { $0.label }, "url": { $0.url },
    ]
}

extension LayoutViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "language": { $0.language }, "pageTitle": { $0.pageTitle }, "storeName": { $0.storeName },
        "tagline": { $0.tagline }, "metaDescription": { $0.metaDescription }, "canonicalURL": { $0.canonicalURL },
        "homeURL": { $0.homeURL }, "stylesheetURL": { $0.stylesheetURL }, "scriptURL": { $0.scriptURL },
        "faviconURL": { $0.faviconURL },
        "cartURL": { $0.cartURL }, "searchPageURL": { $0.searchPageURL },
        "catalogueDataURL": { $0.catalogueDataURL }, "pricePrefix": { $0.pricePrefix },
        "categoriesURL": { $0.categoriesURL }, "searchURL": { $0.searchURL },
        "navigation": { $0.navigation }, "docsLinks": { $0.docsLinks }, "reportLink": { $0.reportLink },
    ]
}

extension GoodsCardViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "id": { $0.id }, "title": { $0.title }, "url": { $0.url }, "thumbURL": { $0.thumbURL },
        "price": { $0.price }, "marketPrice": { $0.marketPrice }, "brand": { $0.brand },
        "isSoldOut": { $0.isSoldOut }, "salesText": { $0.salesText }, "rating": { $0.rating },
        "addToCartLabel": { $0.addToCartLabel },
    ]
}

extension CommentViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "author": { $0.author }, "avatarURL": { $0.avatarURL }, "rating": { $0.rating },
        "content": { $0.content.isEmpty ? nil : $0.content }, "date": { $0.date },
        "specification": { $0.specification }, "pictures": { $0.pictures }, "hasPictures": { $0.hasPictures },
    ]
}

extension CommentViewModel.Picture: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "thumbURL": { $0.thumbURL }, "fullURL": { $0.fullURL }, "alt": { $0.alt },
    ]
}

extension CommentTabViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "label": { $0.label }, "count": { $0.count }, "url": { $0.url }, "isCurrent": { $0.isCurrent },
    ]
}

extension MetaTag: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "attribute": { $0.attribute }, "key": { $0.key }, "content": { $0.content },
    ]
}
