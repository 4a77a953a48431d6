import CellarFixtures
import CellarModel
import CellarViewModels

/// Makes the site's view model, which makes each page's on demand, keeping from the last
/// build's what nothing it depends on changed in, and finding once what changed since
/// (``SiteViewModel/changes``); its links name the theme's assets and the photos by their
/// published names.
struct MakeViewModelsStep: SiteBuildStep {
    var step: BuildStep { .makeViewModels }

    func run(_ state: inout BuildState) {
        let theme = state.theme!
        state.site = SiteViewModel(
            catalogue: state.fixtures.catalogue, strings: theme.strings, marketStrings: theme.marketStrings,
            baseURL: state.options.baseURL,
            assets: theme.assetNames.publishing(state.photos.images, svgSizes: state.photos.svgSizes),
            signingSecret: state.signingSecret, reports: reportPlacement(state.options), reusing: state.previous?.site,
            mode: state.mode)
    }

    /// Where the report's pages are, as the view models see it: apart, linking to the site
    /// from the reports folder, or among the site's pages.
    private func reportPlacement(_ options: BuildOptions) -> ReportPlacement {
        switch options.reports {
        case .apart(let folder): .apart(siteFolder: ReportsFolder(path: folder).link(to: options.output))
        case .published: .published
        }
    }
}
