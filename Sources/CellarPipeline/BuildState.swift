import CellarFixtures
import CellarModel
import CellarViewModels
import Foundation

/// One build as its steps (``SiteBuildStep``) go: what it was asked (options, mode, the last
/// build's record), and what each step made, which the steps after it read. Each value is set
/// by the step that makes it, so a step reads only what the steps before it set. Frozen when
/// the last step is done, it is the ``BuildRecord`` the next build of `cellar serve` reuses.
struct BuildState: Sendable {
    let options: BuildOptions
    let mode: BuildMode
    /// When the build started.
    let start: Date
    var output: OutputFolder
    /// Called now and then while rendering, with pages done and pages in all.
    let progress: (@Sendable (Int, Int) -> Void)?
    /// The last build's record; `nil` for a first build, and once the output is found gone.
    var previous: BuildRecord?
    /// Set by ``LoadFixturesStep``, with their warnings and the checkout's signing secret.
    var fixtures: LoadedFixtures!
    var fixtureWarnings: [String] = []
    var signingSecret: SigningSecret?
    /// Set by ``LoadThemeStep``.
    var theme: Theme!
    /// Set by ``ProcessImagesStep``.
    var photos: PublishedPhotos!
    /// Set by ``MakeViewModelsStep``; what changed since the last build is its ``SiteViewModel/changes``.
    var site: SiteViewModel!
    /// Set by ``PlanStep``.
    var plan: RenderPlan!
    /// Every file the build made, added to as the steps stage them.
    var staged = StagedOutput()
    /// The host's problems with the site, as warnings (``CheckHostStep``).
    var hostProblems: [String] = []
    /// The pages left out for the host, their compressed copies published alone (``CheckHostStep``).
    var leftOut: [String] = []
    /// The last build's files this one no longer makes, removed when it publishes (``PublishStep``).
    var stale: [String] = []
    /// The catalogue report's pages' view models, when its pages are apart and the build keeps
    /// what the next one reuses.
    var reportViewModels: [PageViewModel] = []
    /// The site this build replaced, kept for the next build to start from (``KeptSite``).
    var keptSite: KeptSite?

    init(options: BuildOptions, mode: BuildMode, previous: BuildRecord?, progress: (@Sendable (Int, Int) -> Void)?) {
        self.options = options
        self.mode = mode
        self.previous = previous
        self.progress = progress
        output = OutputFolder(path: options.output)
        start = Date()
    }
}
