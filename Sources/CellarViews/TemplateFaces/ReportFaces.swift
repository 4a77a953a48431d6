import CellarViewModels

extension BarChartViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<BarChartViewModel> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("summary") { $0.summary },
        .key("width") { $0.width },
        .key("height") { $0.height },
        .key("baselineX1") { $0.baselineX1 },
        .key("baselineY1") { $0.baselineY1 },
        .key("baselineX2") { $0.baselineX2 },
        .key("baselineY2") { $0.baselineY2 },
        .key("labelHeading") { $0.labelHeading },
        .key("valueHeading") { $0.valueHeading },
        .key("bars") { $0.bars },
        .key("scaleLabel") { $0.scaleLabel },
        .key("scaleLabelX") { $0.scaleLabelX },
        .key("scaleLabelY") { $0.scaleLabelY },
        .key("emptyText") { $0.emptyText },
        .key("hasData") { $0.hasData },
    ]
}

extension BarChartViewModel.Bar: TypedTemplateFace {
    static let templateKeys: TemplateKeys<BarChartViewModel.Bar> = [
        .key("label") { $0.label },
        .key("valueText") { $0.valueText },
        .key("x") { $0.x },
        .key("y") { $0.y },
        .key("width") { $0.width },
        .key("height") { $0.height },
        .key("axisLabel") { $0.axisLabel },
        .key("axisLabelX") { $0.axisLabelX },
        .key("axisLabelY") { $0.axisLabelY },
        .key("axisLabelAnchor") { $0.axisLabelAnchor },
        .key("showsValue") { $0.showsValue },
        .key("valueX") { $0.valueX },
        .key("valueY") { $0.valueY },
    ]
}

extension ReportTableViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<ReportTableViewModel> = [
        .key("header") { $0.header },
        .key("rows") { $0.rows },
    ]
}

extension ReportTableViewModel.Row: TypedTemplateFace {
    static let templateKeys: TemplateKeys<ReportTableViewModel.Row> = [
        .key("cells") { $0.cells },
    ]
}

extension CatalogueReportViewModel.ReadinessRow: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.ReadinessRow> = [
        .key("label") { $0.label },
        .key("count") { $0.count },
    ]
}

extension CatalogueReportViewModel.PriceRow: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.PriceRow> = [
        .key("name") { $0.name },
        .key("counts") { $0.counts },
    ]
}

extension CatalogueReportViewModel.TableLink: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CatalogueReportViewModel.TableLink> = [
        .key("label") { $0.label },
        .key("url") { $0.url },
    ]
}
