import CellarViewModels

extension BarChartViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<BarChartViewModel>.properties()
}

extension BarChartViewModel.Bar: TypedTemplateFace {
    static let templateKeys = TemplateKeys<BarChartViewModel.Bar>.properties()
}

extension ReportTableViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<ReportTableViewModel>.properties()
}

extension ReportTableViewModel.Row: TypedTemplateFace {
    static let templateKeys = TemplateKeys<ReportTableViewModel.Row>.properties()
}

extension CatalogueReportViewModel.ReadinessRow: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.ReadinessRow>.properties()
}

extension CatalogueReportViewModel.PriceRow: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.PriceRow>.properties()
}

extension CatalogueReportViewModel.TableLink: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CatalogueReportViewModel.TableLink>.properties()
}
