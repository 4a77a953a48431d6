import CellarViewModels
import Mustache

extension HomePageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "banners": { $0.banners },
        "goodsHeading": { $0.goodsHeading }, "goods": { $0.goods }, "categories": { $0.categories },
    ]
}

extension HomePageViewModel.Banner: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "title": { $0.title }, "imageURL": { $0.imageURL }, "url": { $0.url }, "anchor": { $0.anchor },
    ]
}

extension HomePageViewModel.CategoryShortcut: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name }, "url": { $0.url }, "countText": { $0.countText },
    ]
}

extension CategoriesPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "heading": { $0.heading }, "sections": { $0.sections },
    ]
}

extension CategoriesPageViewModel.Section: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name }, "url": { $0.url }, "countText": { $0.countText }, "goods": { $0.goods },
        "viewAllLabel": { $0.viewAllLabel },
    ]
}

extension CategoryPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "name": { $0.name },
        "description": { $0.description }, "countText": { $0.countText }, "goods": { $0.goods },
        "emptyText": { $0.emptyText }, "pagination": { $0.pagination }, "filtersDataURL": { $0.filtersDataURL },
    ]
}

extension GoodsPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "id": { $0.id }, "title": { $0.title },
        "imageURL": { $0.imageURL }, "price": { $0.price }, "marketPrice": { $0.marketPrice },
        "saving": { $0.saving }, "isSoldOut": { $0.isSoldOut }, "stock": { $0.stock },
        "salesText": { $0.salesText }, "tags": { $0.tags }, "facts": { $0.facts },
        "description": { $0.description }, "category": { $0.category }, "rating": { $0.rating },
        "reviewCountText": { $0.reviewCountText }, "goodRate": { $0.goodRate }, "tabs": { $0.tabs },
        "comments": { $0.comments }, "allCommentsLink": { $0.allCommentsLink }, "emptyText": { $0.emptyText },
        "metaTags": { $0.metaTags },
        // JSON-LD, already safe inside `<script>`: the one key besides `html` for `{{{…}}}`.
        "jsonLD": { JSONLD.product($0.productData) },
    ]
}

extension GoodsPageViewModel.Fact: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "label": { $0.label }, "value": { $0.value },
    ]
}

extension CommentsPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "heading": { $0.heading },
        "goodsLink": { $0.goodsLink }, "goodsThumbURL": { $0.goodsThumbURL }, "rating": { $0.rating },
        "goodRate": { $0.goodRate }, "tabs": { $0.tabs }, "comments": { $0.comments },
        "emptyText": { $0.emptyText }, "pagination": { $0.pagination },
    ]
}

extension DocPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "title": { $0.title }, "body": { $0.body },
    ]
}

extension NotFoundPageViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "heading": { $0.heading },
        "message": { $0.message }, "homeLink": { $0.homeLink },
    ]
}

extension CatalogueReportViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "layout": { $0.layout }, "strings": { $0.strings }, "title": { $0.title }, "storeName": { $0.storeName },
        "goodsCount": { $0.goodsCount }, "commentCount": { $0.commentCount }, "categories": { $0.categories },
        "topRated": { $0.topRated }, "topSellers": { $0.topSellers }, "commentTotals": { $0.commentTotals },
        "warnings": { $0.warnings }, "hasWarnings": { $0.hasWarnings },
    ]
}

extension CatalogueReportViewModel.CategoryRow: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name }, "url": { $0.url }, "goodsCount": { $0.goodsCount }, "stock": { $0.stock },
        "minimumPrice": { $0.minimumPrice }, "medianPrice": { $0.medianPrice }, "maximumPrice": { $0.maximumPrice },
    ]
}

extension CatalogueReportViewModel.RankedRow: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "rank": { $0.rank }, "title": { $0.title }, "url": { $0.url }, "value": { $0.value }, "detail": { $0.detail },
    ]
}

extension CatalogueReportViewModel.BucketRow: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "label": { $0.label }, "count": { $0.count },
    ]
}

extension CatalogueReportViewModel.Warning: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "goodsTitle": { $0.goodsTitle }, "goodsID": { $0.goodsID }, "url": { $0.url }, "problem": { $0.problem },
    ]
}

extension SitemapViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "urls": { $0.urls },
    ]
}

extension RobotsViewModel: MustacheParent, TemplateFace {
    static let keys: [String: @Sendable (Self) -> Any?] = [
        "sitemapURL": { $0.sitemapURL },
    ]
}
