import CellarViewModels

extension BrandsPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<BrandsPageViewModel>.properties(
        and:
            // JSON-LD, already safe inside `<script>`.
            .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) }
    )
}

extension BrandsPageViewModel.Entry: TypedTemplateFace {
    static let templateKeys = TemplateKeys<BrandsPageViewModel.Entry>.properties()
}

extension BrandPageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<BrandPageViewModel>.properties(
        and:
            // JSON-LD, already safe inside `<script>`.
            .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) }
    )
}
