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
    /// The last build's pages' files, in the order of its pages, when the pages are the same
    /// and so are their paths (``SiteViewModel/pagePathsAreAffected(by:)``): each page then
    /// has the same file as before, and a kept view model.
    let keptPageFiles: [String]?

    /// Renders everything.
    static let everything = RenderPlan(previous: [:], changes: nil, changedTemplates: [], keptPageFiles: nil)

    private init(previous: [String: PageViewModel], changes: SiteChanges?, changedTemplates: Set<String>, keptPageFiles: [String]?) {
        self.previous = previous
        self.changes = changes
        self.changedTemplates = changedTemplates
        self.keptPageFiles = keptPageFiles
    }

    /// Plans a build after the one `record` describes, whose files the output still holds.
    init(site: SiteViewModel, theme: Theme, after record: BuildRecord) {
        let templates = Set(theme.sources.keys).union(record.templates.keys)
        let changes = site.changes(since: record.site)
        self.init(
            previous: record.pages, changes: changes,
            changedTemplates: templates.filter { theme.sources[$0] != record.templates[$0] },
            keptPageFiles: changes.pageList || SiteViewModel.pagePathsAreAffected(by: changes) ? nil : record.pageFiles
        )
    }

    /// Whether the last build's data files serve as they are: nothing any of them shows
    /// changed (``SiteViewModel/dataFilesAreAffected(by:)``; the interface strings are among
    /// what every page shares). The data is made from view models alone, so templates do not matter.
    var keepsDataFiles: Bool {
        changes.map { !SiteViewModel.dataFilesAreAffected(by: $0) } ?? false
    }

    /// The view model to render a page with; `nil` when its file is kept as it is.
    func viewModelToRender(for page: Page, at file: String, in site: SiteViewModel, theme: Theme) -> PageViewModel? {
        guard let changes else { return site.viewModel(for: page) }
        let isAffected = site.page(page, isAffectedBy: changes)
        // With the same pages as the last build, every page has a kept view model: one that is
        // not affected, with no template changed, keeps its file without looking that up.
        if keptPageFiles != nil, !isAffected, changedTemplates.isEmpty { return nil }
        guard let kept = previous[file] else { return site.viewModel(for: page) }
        if isAffected {
            let viewModel = site.viewModel(for: page)
            if viewModel != kept { return viewModel }
        }
        let templatesChanged = !changedTemplates.isEmpty
            && !theme.templateNames(rendering: kept).isDisjoint(with: changedTemplates)
        return templatesChanged ? kept : nil
    }
}
