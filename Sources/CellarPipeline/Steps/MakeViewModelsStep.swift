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
            catalogue: state.fixtures.catalogue, strings: theme.strings, baseURL: state.options.baseURL,
            assets: theme.assetNames.publishing(state.photos.images, svgSizes: state.photos.svgSizes),
            signingSecret: state.signingSecret, reusing: state.previous?.site, mode: state.mode)
    }
}
