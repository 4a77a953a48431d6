import CellarFixtures
import CellarModel
import CellarViewModels

/// What a build made, kept between the builds of `cellar serve` so that the next one reads
/// only the fixture files that changed, makes the view models only of the pages whose inputs
/// changed (as each view model states, ``SiteChanges``), renders only the pages whose
/// view model or templates changed, and writes only the data files whose values changed:
/// the build's state (``BuildState``) once its last step is done, frozen.
public struct BuildRecord: Sendable {
    /// The fixtures as read, file by file.
    let fixtures: LoadedFixtures
    /// The theme as loaded, which the next build keeps when loaded from the same.
    let theme: Theme
    /// The site's view model, which the next build's compares itself with.
    let site: SiteViewModel
    /// Every file the build made, with each page's view model and what the next build reuses
    /// of the files (the compressed copies' segments, the list items' text, the data files' values).
    let output: StagedOutput
    /// The catalogue report's pages' view models, when it is apart from the site.
    let reportViewModels: [PageViewModel]
    /// The site the build replaced, kept at the staging folder's path for the next build.
    let keptSite: KeptSite?

    /// The state of a build whose every step is done.
    init(_ state: BuildState) {
        fixtures = state.fixtures
        theme = state.theme
        site = state.site
        output = state.staged
        reportViewModels = state.reportViewModels
        keptSite = state.keptSite
    }
}
