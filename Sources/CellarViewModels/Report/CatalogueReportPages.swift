/// The catalogue report's files, the page, its Markdown and its CSV tables: all made from the
/// one report view model (``SiteViewModel/report``), from the whole catalogue, none in the sitemap.
protocol CatalogueReportFile: PageKind {}

extension CatalogueReportFile {
    static var summaryKind: String { "report" }
    static var isListedInSitemap: Bool { false }
    static var isMadeFromWholeCatalogue: Bool { true }
    static var isInEveryMarket: Bool { false }
}

extension CatalogueReportFile where Self: SinglePageKind, ViewModel == CatalogueReportViewModel {
    static func viewModel(in site: SiteViewModel) -> CatalogueReportViewModel {
        site.defaultReport
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        CatalogueReportViewModel.isAffected(by: changes)
    }
}

extension SiteViewModel {
    /// The report of the default market's site, the only one that lists the report's files.
    var defaultReport: CatalogueReportViewModel {
        guard let report else { preconditionFailure("only the default market's site lists the report's files") }
        return report
    }
}

/// The catalogue report's page, made once per build and shown by its Markdown view and its
/// CSV tables too.
enum CatalogueReportPage: SinglePageKind, CatalogueReportFile {
    typealias ViewModel = CatalogueReportViewModel

    static let template = "catalogue-report"
    static let path = SitePath.catalogueReport
}

/// The catalogue report as Markdown.
enum CatalogueReportMarkdownPage: SinglePageKind, CatalogueReportFile {
    typealias ViewModel = CatalogueReportViewModel

    static let template = "catalogue-report.md"
    static let path = SitePath.catalogueReportMarkdown
}

/// One of the report's tables as CSV, one page per ``ReportTableViewModel/Name``.
enum ReportTablePage: CatalogueReportFile {
    typealias ViewModel = ReportTableViewModel

    static let template = "report-table.csv"

    static func pages(in listing: PageListing) -> [Page] {
        ReportTableViewModel.Name.allCases.indices.map { Page(self, item: $0) }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        .reportTable(ReportTableViewModel.Name.allCases[page.item])
    }

    /// The report makes every table, so the force unwrap always holds.
    static func viewModel(of page: Page, in site: SiteViewModel) -> ReportTableViewModel {
        site.defaultReport.tables[ReportTableViewModel.Name.allCases[page.item]]!
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
