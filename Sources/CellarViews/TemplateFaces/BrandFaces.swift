import CellarViewModels

extension BrandsPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<BrandsPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("heading") { $0.heading },
        .key("brands") { $0.brands },
        // JSON-LD, already safe inside `<script>`.
        .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) },
    ]
}

extension BrandsPageViewModel.Entry: TypedTemplateFace {
    static let templateKeys: TemplateKeys<BrandsPageViewModel.Entry> = [
        .key("name") { $0.name },
        .key("url") { $0.url },
        .key("countText") { $0.countText },
    ]
}

extension BrandPageViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<BrandPageViewModel> = [
        .key("layout") { $0.layout },
        .key("strings") { $0.strings },
        .key("name") { $0.name },
        .key("brandsURL") { $0.brandsURL },
        .key("countText") { $0.countText },
        .key("goods") { $0.goods },
        .key("pagination") { $0.pagination },
        // JSON-LD, already safe inside `<script>`.
        .key("jsonLD") { $0.breadcrumbData.map(JSONLD.categoryPage) },
    ]
}
