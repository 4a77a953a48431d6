import CellarViewModels

extension HomePageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "banners": { .init($0.banners) },
        "goodsHeading": { .init($0.goodsHeading) }, "goods": { .init($0.goods) }, "categories": { .init($0.categories) },
    ]
}

extension HomePageViewModel.Banner: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "title": { .init($0.title) }, "imageURL": { .init($0.imageURL) }, "url": { .init($0.url) }, "anchor": { .init($0.anchor) },
    ]
}

extension HomePageViewModel.CategoryShortcut: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "name": { .init($0.name) }, "url": { .init($0.url) }, "countText": { .init($0.countText) },
    ]
}

extension CategoriesPageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "heading": { .init($0.heading) }, "sections": { .init($0.sections) },
    ]
}

extension CategoriesPageViewModel.Section: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "name": { .init($0.name) }, "url": { .init($0.url) }, "countText": { .init($0.countText) }, "goods": { .init($0.goods) },
        "viewAllLabel": { .init($0.viewAllLabel) },
    ]
}

extension CategoryPageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "name": { .init($0.name) },
        "description": { .init($0.description) }, "countText": { .init($0.countText) }, "goods": { .init($0.goods) },
        "emptyText": { .init($0.emptyText) }, "pagination": { .init($0.pagination) },
    ]
}

extension GoodsPageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "id": { .init($0.id) }, "title": { .init($0.title) },
        "imageURL": { .init($0.imageURL) }, "price": { .init($0.price) }, "marketPrice": { .init($0.marketPrice) },
        "saving": { .init($0.saving) }, "isSoldOut": { .init($0.isSoldOut) }, "stock": { .init($0.stock) },
        "salesText": { .init($0.salesText) }, "tags": { .init($0.tags) }, "facts": { .init($0.facts) },
        "description": { .init($0.description) }, "category": { .init($0.category) }, "rating": { .init($0.rating) },
        "reviewCountText": { .init($0.reviewCountText) }, "goodRate": { .init($0.goodRate) }, "tabs": { .init($0.tabs) },
        "comments": { .init($0.comments) }, "allCommentsLink": { .init($0.allCommentsLink) }, "emptyText": { .init($0.emptyText) },
        "metaTags": { .init($0.metaTags) },
        // JSON-LD, already safe inside `<script>`: the one key besides `html` for `{{{…}}}`.
        "jsonLD": { .init(JSONLD.product($0.productData)) },
    ]
}

extension GoodsPageViewModel.Fact: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "label": { .init($0.label) }, "value": { .init($0.value) },
    ]
}

extension CommentsPageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "heading": { .init($0.heading) },
        "goodsLink": { .init($0.goodsLink) }, "goodsThumbURL": { .init($0.goodsThumbURL) }, "rating": { .init($0.rating) },
        "goodRate": { .init($0.goodRate) }, "tabs": { .init($0.tabs) }, "comments": { .init($0.comments) },
        "emptyText": { .init($0.emptyText) }, "pagination": { .init($0.pagination) },
    ]
}

extension DocPageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "title": { .init($0.title) }, "body": { .init($0.body) },
    ]
}

extension NotFoundPageViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "heading": { .init($0.heading) },
        "message": { .init($0.message) }, "homeLink": { .init($0.homeLink) },
    ]
}

extension CatalogueReportViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "layout": { .init($0.layout) }, "strings": { .init($0.strings) }, "title": { .init($0.title) }, "storeName": { .init($0.storeName) },
        "goodsCount": { .init($0.goodsCount) }, "commentCount": { .init($0.commentCount) }, "categories": { .init($0.categories) },
        "topRated": { .init($0.topRated) }, "topSellers": { .init($0.topSellers) }, "commentTotals": { .init($0.commentTotals) },
        "warnings": { .init($0.warnings) }, "hasWarnings": { .init($0.hasWarnings) },
    ]
}

extension CatalogueReportViewModel.CategoryRow: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "name": { .init($0.name) }, "url": { .init($0.url) }, "goodsCount": { .init($0.goodsCount) }, "stock": { .init($0.stock) },
        "minimumPrice": { .init($0.minimumPrice) }, "medianPrice": { .init($0.medianPrice) }, "maximumPrice": { .init($0.maximumPrice) },
    ]
}

extension CatalogueReportViewModel.RankedRow: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "rank": { .init($0.rank) }, "title": { .init($0.title) }, "url": { .init($0.url) }, "value": { .init($0.value) }, "detail": { .init($0.detail) },
    ]
}

extension CatalogueReportViewModel.BucketRow: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "label": { .init($0.label) }, "count": { .init($0.count) },
    ]
}

extension CatalogueReportViewModel.Warning: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "goodsTitle": { .init($0.goodsTitle) }, "goodsID": { .init($0.goodsID) }, "url": { .init($0.url) }, "problem": { .init($0.problem) },
    ]
}

extension SitemapViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "urls": { .init($0.urls) },
    ]
}

extension RobotsViewModel: TemplateFace {
    static let keys: [String: @Sendable (Self) -> TemplateValue] = [
        "sitemapURL": { .init($0.sitemapURL) },
    ]
}
