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

extension InterfaceStrings: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "language": { $0.language }, "home": { $0.home }, "categories": { $0.categories },
        "allCategories": { $0.allCategories }, "search": { $0.search },
        "searchPlaceholder": { $0.searchPlaceholder }, "cart": { $0.cart }, "addToCart": { $0.addToCart },
        "soldOut": { $0.soldOut }, "featured": { $0.featured }, "bestSellers": { $0.bestSellers },
        "reviews": { $0.reviews }, "noRatingsYet": { $0.noRatingsYet }, "previous": { $0.previous },
        "next": { $0.next }, "pagination": { $0.pagination }, "docs": { $0.docs },
        "catalogueReport": { $0.catalogueReport }, "description": { $0.description },
        "details": { $0.details }, "price": { $0.price }, "marketPrice": { $0.marketPrice },
        "anonymous": { $0.anonymous }, "notFoundTitle": { $0.notFoundTitle },
        "notFoundMessage": { $0.notFoundMessage }, "backToHome": { $0.backToHome },
        "noGoodsInCategory": { $0.noGoodsInCategory }, "noReviewsYet": { $0.noReviewsYet },
        "banners": { $0.banners }, "brand": { $0.brand }, "origin": { $0.origin }, "scent": { $0.scent },
        "specification": { $0.specification }, "manufacturer": { $0.manufacturer }, "stock": { $0.stock },
        "viewAll": { $0.viewAll }, "backToGoods": { $0.backToGoods }, "shopByCategory": { $0.shopByCategory },
        "skipToContent": { $0.skipToContent },
    ]
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
        "homeURL": { $0.homeURL }, "stylesheetURL": { $0.stylesheetURL },
        "categoriesURL": { $0.categoriesURL }, "searchURL": { $0.searchURL },
        "navigation": { $0.navigation }, "docsLinks": { $0.docsLinks }, "reportLink": { $0.reportLink },
    ]
}

extension GoodsCardViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "id": { $0.id }, "title": { $0.title }, "url": { $0.url }, "thumbURL": { $0.thumbURL },
        "price": { $0.price }, "marketPrice": { $0.marketPrice }, "brand": { $0.brand },
        "isSoldOut": { $0.isSoldOut }, "salesText": { $0.salesText }, "rating": { $0.rating },
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
