import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// Writes the catalogue report's files to their folder when they are apart from the site, after
/// the site is published: the whole folder replaced at once. Under `cellar serve`, a report of
/// the last build's view models through the same templates is the one its folder holds, and is
/// not rendered again.
struct WriteReportStep: SiteBuildStep {
    var step: BuildStep { .writeReport }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        guard case .apart(let folder) = state.options.reports else { return }
        let site = state.site!
        let theme = state.theme.templates
        let pages = site.reportPages.map { (viewModel: site.viewModel(for: $0), name: site.path(of: $0).fileName) }
        let viewModels = pages.map(\.viewModel)
        if state.mode.keepsForNextBuild { state.reportViewModels = viewModels }
        if let previous = state.previous, previous.reportViewModels == viewModels,
            previous.theme.templates.sources == theme.sources,
            pages.allSatisfy({ FileManager.default.fileExists(atPath: folder + "/" + $0.name) })
        {
            return
        }
        let sectionCache = SectionCache()
        let files = pages.map { page in
            (name: page.name, contents: Data(theme.render(page.viewModel, sharing: sectionCache).bytes))
        }
        try ReportsFolder(path: folder).replace(with: files)
    }
}
