import CellarViewModels

extension HomePageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<HomePageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("banners") { $0.banners },
        .key("goodsHeading") { $0.goodsHeading },
        .key("goods") { $0.goods },
        .key("categories") { $0.categories },
        // JSON-LD, already safe inside `<script>`.
        .key("jsonLD") { model in model.webSiteData.flatMap { site in model.organizationData.map { JSONLD.homePage(site, $0) } } },
    ]
}

extension HomePageViewModel.Banner: TypedTemplateFace {
    static let templateKeys: TemplateKeys<HomePageViewModel.Banner> = [
        .key("title") { $0.title },
        .key("image") { $0.image },
        .key("url") { $0.url },
        .key("anchor") { $0.anchor },
    ]
}

extension HomePageViewModel.CategoryShortcut: TypedTemplateFace {
    static let templateKeys: TemplateKeys<HomePageViewModel.CategoryShortcut> = [
        .key("name") { $0.name },
        .key("url") { $0.url },
        .key("countText") { $0.countText },
    ]
}

extension CategoriesPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoriesPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("sections") { $0.sections },
    ]
}

extension CategoriesPageViewModel.Section: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoriesPageViewModel.Section> = [
        .key("name") { $0.name },
        .key("url") { $0.url },
        .key("countText") { $0.countText },
        .key("goods") { $0.goods },
        .key("viewAllLabel") { $0.viewAllLabel },
    ]
}

extension CategoryPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CategoryPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("name") { $0.name },
        .key("description") { $0.description },
        .key("countText") { $0.countText },
        .key("goods") { $0.goods },
        .key("emptyText") { $0.emptyText },
        .key("pagination") { $0.pagination },
        .key("filtersDataURL") { $0.filtersDataURL },
        // JSON-LD, already safe inside `<script>`.
        .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) },
        .key("cardTemplate") { $0.cardTemplate },
    ]
}

extension GoodsPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoodsPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("image") { $0.image },
        .key("price") { $0.price },
        .key("marketPrice") { $0.marketPrice },
        .key("saving") { $0.saving },
        .key("isSoldOut") { $0.isSoldOut },
        .key("stock") { $0.stock },
        .key("stockText") { $0.stockText },
        .key("sku") { $0.sku },
        .key("variantSpecification") { $0.variantSpecification },
        .key("variants") { $0.variants },
        .key("variantID") { $0.variantID },
        .key("cartKey") { $0.cartKey },
        .key("purchase") { $0.purchase },
        .key("salesText") { $0.salesText },
        .key("tags") { $0.tags },
        .key("facts") { $0.facts },
        .key("description") { $0.description },
        .key("category") { $0.category },
        .key("rating") { $0.rating },
        .key("reviewCountText") { $0.reviewCountText },
        .key("goodRate") { $0.goodRate },
        .key("tabs") { $0.tabs },
        .key("tabPanels") { $0.tabPanels },
        .key("metaTags") { $0.metaTags },
        // JSON-LD, already safe inside `<script>`: the one key besides `html` for `{{{…}}}`.
        .key("jsonLD") { JSONLD.goodsPage($0.productData) },
    ]
}

extension VariantListViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<VariantListViewModel> = [
        .key("options") { $0.options },
        .key("rows") { $0.rows },
        .key("ownPicture") { $0.ownPicture },
    ]
}

extension VariantListViewModel.Option: TypedTemplateFace {
    static let templateKeys: TemplateKeys<VariantListViewModel.Option> = [
        .key("name") { $0.name },
        .key("inputName") { $0.inputName },
        .key("choices") { $0.choices },
    ]
}

extension VariantListViewModel.Choice: TypedTemplateFace {
    static let templateKeys: TemplateKeys<VariantListViewModel.Choice> = [
        .key("value") { $0.value },
        .key("isChecked") { $0.isChecked },
    ]
}

extension VariantListViewModel.Row: TypedTemplateFace {
    static let templateKeys: TemplateKeys<VariantListViewModel.Row> = [
        .key("id") { $0.id },
        .key("values") { $0.values },
        .key("price") { $0.price },
        .key("marketPrice") { $0.marketPrice },
        .key("saving") { $0.saving },
        .key("isSoldOut") { $0.isSoldOut },
        .key("stock") { $0.stock },
        .key("stockText") { $0.stockText },
        .key("sku") { $0.sku },
        .key("variantSpecification") { $0.specification },
        .key("picture") { $0.picture },
        .key("isChosen") { $0.isChosen },
    ]
}

extension GoodsPageViewModel.Fact: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoodsPageViewModel.Fact> = [
        .key("label") { $0.label },
        .key("value") { $0.value },
    ]
}

extension CommentsPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentsPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("goodsLink") { $0.goodsLink },
        .key("goodsThumb") { $0.goodsThumb },
        .key("rating") { $0.rating },
        .key("goodRate") { $0.goodRate },
        .key("tabs") { $0.tabs },
        .key("comments") { $0.comments },
        .key("emptyText") { $0.emptyText },
        .key("pagination") { $0.pagination },
    ]
}

extension DocPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<DocPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("title") { $0.title },
        .key("body") { $0.body },
    ]
}

extension NotFoundPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<NotFoundPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("message") { $0.message },
        .key("homeLink") { $0.homeLink },
    ]
}

extension CatalogueReportViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("title") { $0.title },
        .key("storeName") { $0.storeName },
        .key("goodsCount") { $0.goodsCount },
        .key("commentCount") { $0.commentCount },
        .key("summary") { $0.summary },
        .key("categories") { $0.categories },
        .key("topRated") { $0.topRated },
        .key("topSellers") { $0.topSellers },
        .key("commentTotals") { $0.commentTotals },
        .key("warnings") { $0.warnings },
        .key("hasWarnings") { $0.hasWarnings },
        .key("priceCharts") { $0.priceCharts },
        .key("priceBandLabels") { $0.priceBandLabels },
        .key("priceRows") { $0.priceRows },
        .key("ratingChart") { $0.ratingChart },
        .key("commentsChart") { $0.commentsChart },
        .key("stockChart") { $0.stockChart },
        .key("variantStockChart") { $0.variantStockChart },
        .key("readiness") { $0.readiness },
        .key("feedStatus") { $0.feedStatus },
        .key("leftOutOfFeeds") { $0.leftOutOfFeeds },
        .key("hasLeftOutOfFeeds") { $0.hasLeftOutOfFeeds },
        .key("tableLinks") { $0.tableLinks },
    ]
}

extension CatalogueReportViewModel.CategoryRow: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.CategoryRow> = [
        .key("name") { $0.name },
        .key("url") { $0.url },
        .key("goodsCount") { $0.goodsCount },
        .key("stock") { $0.stock },
        .key("minimumPrice") { $0.minimumPrice },
        .key("medianPrice") { $0.medianPrice },
        .key("maximumPrice") { $0.maximumPrice },
    ]
}

extension CatalogueReportViewModel.RankedRow: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.RankedRow> = [
        .key("rank") { $0.rank },
        .key("title") { $0.title },
        .key("url") { $0.url },
        .key("value") { $0.value },
        .key("detail") { $0.detail },
    ]
}

extension CatalogueReportViewModel.BucketRow: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.BucketRow> = [
        .key("label") { $0.label },
        .key("count") { $0.count },
    ]
}

extension CatalogueReportViewModel.Warning: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.Warning> = [
        .key("goodsTitle") { $0.goodsTitle },
        .key("goodsID") { $0.goodsID },
        .key("url") { $0.url },
        .key("field") { $0.field },
        .key("problem") { $0.problem },
    ]
}

extension SitemapViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<SitemapViewModel> = [
        .key("urls") { $0.urls },
        .key("sitemapURLs") { $0.sitemapURLs },
    ]
}

extension RobotsViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<RobotsViewModel> = [
        .key("sitemapURL") { $0.sitemapURL },
    ]
}
