/// The catalogue report's page, made once per build (``SiteViewModel/report``) and shown by
/// its Markdown view and its CSV tables too.
enum CatalogueReportPage: SinglePageKind {
    typealias ViewModel = CatalogueReportViewModel

    static let template = "catalogue-report"
    static let summaryKind = "report"
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true
    static let path = SitePath.catalogueReport

    static func viewModel(in site: SiteViewModel) -> CatalogueReportViewModel {
        site.report
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        CatalogueReportViewModel.isAffected(by: changes)
    }
}

/// The catalogue report as Markdown.
enum CatalogueReportMarkdownPage: SinglePageKind {
    typealias ViewModel = CatalogueReportViewModel

    static let template = "catalogue-report.md"
    static let summaryKind = CatalogueReportPage.summaryKind
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true
    static let path = SitePath.catalogueReportMarkdown

    static func viewModel(in site: SiteViewModel) -> CatalogueReportViewModel {
        site.report
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        CatalogueReportViewModel.isAffected(by: changes)
    }
}

/// One of the report's tables as CSV, one page per ``ReportTableViewModel/Name``.
enum ReportTablePage: PageKind {
    typealias ViewModel = ReportTableViewModel

    static let template = "report-table.csv"
    static let summaryKind = CatalogueReportPage.summaryKind
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true

    static func pages(in listing: PageListing) -> [Page] {
        ReportTableViewModel.Name.allCases.indices.map { Page(self, item: $0) }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        .reportTable(ReportTableViewModel.Name.allCases[page.item])
    }

    /// The report makes every table, so the force unwrap always holds.
    static func viewModel(of page: Page, in site: SiteViewModel) -> ReportTableViewModel {
        site.report.tables[ReportTableViewModel.Name.allCases[page.item]]!
    }

    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        CatalogueReportViewModel.isAffected(by: changes)
    }
}

extension Page {
    /// The catalogue report.
    public static let catalogueReport = Page(CatalogueReportPage.self)
    /// The catalogue report as Markdown.
    public static let catalogueReportMarkdown = Page(CatalogueReportMarkdownPage.self)

    /// One of the report's tables as CSV.
    public static func reportTable(_ name: ReportTableViewModel.Name) -> Page {
        Page(ReportTablePage.self, item: ReportTableViewModel.Name.allCases.firstIndex(of: name)!)
    }
}
