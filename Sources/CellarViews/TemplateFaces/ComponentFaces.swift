import CellarMarkdown
import CellarViewModels

extension LinkViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "label": { .init($0.label) }, "url": { .init($0.url) }, "isCurrent": { .init($0.isCurrent) },
    ]
}

extension MarkdownText: TemplateFace {
    /// `html` is cmark's rendering, with raw HTML and unsafe link schemes left out.
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "html": { .init(Markdown.html(from: $0.source, headingsFrom: $0.topHeadingLevel)) },
    ]
}

extension InterfaceStrings: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "language": { .init($0.language) }, "home": { .init($0.home) }, "categories": { .init($0.categories) },
        "allCategories": { .init($0.allCategories) }, "search": { .init($0.search) },
        "searchPlaceholder": { .init($0.searchPlaceholder) }, "cart": { .init($0.cart) }, "addToCart": { .init($0.addToCart) },
        "soldOut": { .init($0.soldOut) }, "featured": { .init($0.featured) }, "bestSellers": { .init($0.bestSellers) },
        "reviews": { .init($0.reviews) }, "noRatingsYet": { .init($0.noRatingsYet) }, "previous": { .init($0.previous) },
        "next": { .init($0.next) }, "pagination": { .init($0.pagination) }, "docs": { .init($0.docs) },
        "catalogueReport": { .init($0.catalogueReport) }, "description": { .init($0.description) },
        "details": { .init($0.details) }, "price": { .init($0.price) }, "marketPrice": { .init($0.marketPrice) },
        "anonymous": { .init($0.anonymous) }, "notFoundTitle": { .init($0.notFoundTitle) },
        "notFoundMessage": { .init($0.notFoundMessage) }, "backToHome": { .init($0.backToHome) },
        "noGoodsInCategory": { .init($0.noGoodsInCategory) }, "noReviewsYet": { .init($0.noReviewsYet) },
        "banners": { .init($0.banners) }, "brand": { .init($0.brand) }, "origin": { .init($0.origin) }, "scent": { .init($0.scent) },
        "specification": { .init($0.specification) }, "manufacturer": { .init($0.manufacturer) }, "stock": { .init($0.stock) },
        "viewAll": { .init($0.viewAll) }, "backToGoods": { .init($0.backToGoods) }, "shopByCategory": { .init($0.shopByCategory) },
        "skipToContent": { .init($0.skipToContent) },
    ]
}

extension StarRatingViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "hasRating": { .init($0.hasRating) }, "stars": { .init($0.stars) }, "value": { .init($0.value) },
        "label": { .init($0.label) }, "noRatingText": { .init($0.noRatingText) },
    ]
}

extension StarRatingViewModel.Star: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "isFull": { .init($0.isFull) }, "isHalf": { .init($0.isHalf) }, "isEmpty": { .init($0.isEmpty) },
    ]
}

extension PaginationViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "isNeeded": { .init($0.isNeeded) }, "label": { .init($0.label) }, "navigationLabel": { .init($0.navigationLabel) },
        "previous": { .init($0.previous) }, "next": { .init($0.next) }, "pages": { .init($0.pages) },
    ]
}

extension PaginationViewModel.PageLink: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "number": { .init($0.number) }, "url": { .init($0.url) }, "isCurrent": { .init($0.isCurrent) }, "isGap": { .init($0.isGap) },
    ]
}

extension PaginationViewModel.StepLink: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "label": { .init($0.label) }, "url": { .init($0.url) },
    ]
}

extension LayoutViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "language": { .init($0.language) }, "pageTitle": { .init($0.pageTitle) }, "storeName": { .init($0.storeName) },
        "tagline": { .init($0.tagline) }, "metaDescription": { .init($0.metaDescription) }, "canonicalURL": { .init($0.canonicalURL) },
        "homeURL": { .init($0.homeURL) }, "stylesheetURL": { .init($0.stylesheetURL) },
        "categoriesURL": { .init($0.categoriesURL) }, "searchURL": { .init($0.searchURL) },
        "navigation": { .init($0.navigation) }, "docsLinks": { .init($0.docsLinks) }, "reportLink": { .init($0.reportLink) },
    ]
}

extension GoodsCardViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "id": { .init($0.id) }, "title": { .init($0.title) }, "url": { .init($0.url) }, "thumbURL": { .init($0.thumbURL) },
        "price": { .init($0.price) }, "marketPrice": { .init($0.marketPrice) }, "brand": { .init($0.brand) },
        "isSoldOut": { .init($0.isSoldOut) }, "salesText": { .init($0.salesText) }, "rating": { .init($0.rating) },
    ]
}

extension CommentViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "author": { .init($0.author) }, "avatarURL": { .init($0.avatarURL) }, "rating": { .init($0.rating) },
        "content": { .init($0.content.isEmpty ? nil : $0.content) }, "date": { .init($0.date) },
        "specification": { .init($0.specification) }, "pictures": { .init($0.pictures) }, "hasPictures": { .init($0.hasPictures) },
    ]
}

extension CommentViewModel.Picture: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "thumbURL": { .init($0.thumbURL) }, "fullURL": { .init($0.fullURL) }, "alt": { .init($0.alt) },
    ]
}

extension CommentTabViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "label": { .init($0.label) }, "count": { .init($0.count) }, "url": { .init($0.url) }, "isCurrent": { .init($0.isCurrent) },
    ]
}

extension MetaTag: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "attribute": { .init($0.attribute) }, "key": { .init($0.key) }, "content": { .init($0.content) },
    ]
}
