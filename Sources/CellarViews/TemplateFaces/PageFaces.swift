import CellarViewModels

extension HomePageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<HomePageViewModel>.properties(
        and:
            // JSON-LD, already safe inside `<script>`.
            .key("jsonLD") { model in
                model.webSiteData.flatMap { site in model.organizationData.map { JSONLD.homePage(site, $0) } }
            }
    )
}

extension HomePageViewModel.Banner: TypedTemplateFace {
    static let templateKeys = TemplateKeys<HomePageViewModel.Banner>.properties()
}

extension HomePageViewModel.CategoryShortcut: TypedTemplateFace {
    static let templateKeys = TemplateKeys<HomePageViewModel.CategoryShortcut>.properties()
}

extension CategoriesPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CategoriesPageViewModel>.properties()
}

extension CategoriesPageViewModel.Section: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CategoriesPageViewModel.Section>.properties()
}

extension CategoryPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CategoryPageViewModel>.properties(
        and:
            // JSON-LD, already safe inside `<script>`.
            .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) }
    )
}

extension GoodsPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<GoodsPageViewModel>.properties(
        and:
            // JSON-LD, already safe inside `<script>`: the one key besides `html` for `{{{…}}}`.
            .key("jsonLD") { JSONLD.goodsPage($0.productData) }
    )
}

extension VariantListViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<VariantListViewModel>.properties()
}

extension VariantListViewModel.Option: TypedTemplateFace {
    static let templateKeys = TemplateKeys<VariantListViewModel.Option>.properties()
}

extension VariantListViewModel.Choice: TypedTemplateFace {
    static let templateKeys = TemplateKeys<VariantListViewModel.Choice>.properties()
}

extension VariantListViewModel.Row: TypedTemplateFace {
    static let templateKeys = TemplateKeys<VariantListViewModel.Row>.properties(
        and:
            .key("variantSpecification") { $0.specification }
    )
}

extension GoodsPageViewModel.Fact: TypedTemplateFace {
    static let templateKeys = TemplateKeys<GoodsPageViewModel.Fact>.properties()
}

extension CommentsPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CommentsPageViewModel>.properties()
}

extension DocPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<DocPageViewModel>.properties()
}

extension NotFoundPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<NotFoundPageViewModel>.properties()
}

extension MovedPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MovedPageViewModel>.properties()
}

extension CatalogueReportViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel>.properties()
}

extension CatalogueReportViewModel.MarketRow: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.MarketRow>.properties()
}

extension CatalogueReportViewModel.CategoryRow: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.CategoryRow>.properties()
}

extension CatalogueReportViewModel.RankedRow: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.RankedRow>.properties()
}

extension CatalogueReportViewModel.BucketRow: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.BucketRow>.properties()
}

extension CatalogueReportViewModel.Warning: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.Warning>.properties()
}

extension SitemapViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SitemapViewModel>.properties()
}

extension SitemapViewModel.Entry: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SitemapViewModel.Entry>.properties()
}

extension RobotsViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<RobotsViewModel>.properties()
}

extension RedirectsFileViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<RedirectsFileViewModel>.properties()
}

extension RedirectsFileViewModel.Rule: TypedTemplateFace {
    static let templateKeys = TemplateKeys<RedirectsFileViewModel.Rule>.properties()
}
