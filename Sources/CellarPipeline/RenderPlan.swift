import CellarViewModels
import CellarViews

/// What a build renders and what it keeps from the build before. A page keeps its last view
/// model when none of the inputs its view model states changed; it keeps its file when,
/// besides, its view model made anew is equal to the last one and none of the templates
/// it renders through changed.
struct RenderPlan: Sendable {
    /// The last build's view models by file; empty when nothing can be kept.
    let previous: [String: PageViewModel]
    /// What changed in the pages' inputs since the last build; `nil` without one.
    let changes: SiteChanges?
    /// The templates whose text changed, or that were added or removed, since the last build.
    let changedTemplates: Set<String>

    /// Renders everything.
    static let everything = RenderPlan(previous: [:], changes: nil, changedTemplates: [])

    private init(previous: [String: PageViewModel], changes: SiteChanges?, changedTemplates: Set<String>) {
        self.previous = previous
        self.changes = changes
        self.changedTemplates = changedTemplates
    }

    /// Plans a build after the one `record` describes, whose files the output still holds.
    init(site: SiteViewModel, theme: Theme, after record: BuildRecord) {
        let templates = Set(theme.sources.keys).union(record.templates.keys)
        self.init(
            previous: record.pages, changes: site.changes(since: record.site),
            changedTemplates: templates.filter { theme.sources[$0] != record.templates[$0] }
        )
    }

    /// Whether the last build's data files serve as they are: nothing the script's data shows
    /// changed (``DataShardSet/isAffected(by:)``; the interface strings are among what every
    /// page shares). The data is made from view models alone, so templates do not matter.
    var keepsDataFiles: Bool {
        changes.map { !DataShardSet.isAffected(by: $0) } ?? false
    }

    /// A page's view model, and whether its file must be rendered again.
    func viewModel(for page: Page, at file: String, in site: SiteViewModel, theme: Theme) -> (PageViewModel, mustRender: Bool) {
        guard let changes, let kept = previous[file] else { return (site.viewModel(for: page), true) }
        if site.page(page, isAffectedBy: changes) {
            let viewModel = site.viewModel(for: page)
            if viewModel != kept { return (viewModel, true) }
        }
        let templatesChanged = !changedTemplates.isEmpty
            && !theme.templateNames(rendering: kept).isDisjoint(with: changedTemplates)
        return (kept, templatesChanged)
    }
}
