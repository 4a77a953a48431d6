import CellarViewModels
import CellarViews
import Foundation

/// Writes the catalogue report's files to their folder when they are apart from the site, after
/// the site is published: the whole folder replaced at once.
struct WriteReportStep: SiteBuildStep {
    var step: BuildStep { .writeReport }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        guard case .apart(let folder) = state.options.reports else { return }
        let site = state.site!
        let theme = state.theme.templates
        let sectionCache = SectionCache()
        let files = site.reportPages.map { page in
            let contents = Data(theme.render(site.viewModel(for: page), sharing: sectionCache).bytes)
            // The files are named as the site would have them in `reports/`.
            return (name: site.path(of: page).fileName, contents: contents)
        }
        try ReportsFolder(path: folder).replace(with: files)
    }
}
