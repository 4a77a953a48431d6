import CellarViewModels

extension SalePageViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<SalePageViewModel>.properties(
        and:
            // JSON-LD, already safe inside `<script>`.
            .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) }
    )
}
