import CellarFixtures
import CellarHosting
import CellarViewModels
import CellarViews

/// What a build renders and what it keeps from the build before, and which files of that
/// build it removes: where the pipeline's rebuild reuse lives. A page keeps its last view
/// model when none of the inputs its view model states changed; it keeps its file when,
/// besides, its view model made anew is equal to the last one and none of the templates
/// it renders through changed. The data files are kept whole when no data file kind is
/// affected, and otherwise each whose value is the last build's keeps its file. (What the fixtures and the view models
/// keep is decided where they are made: ``FixtureLoader/load(reusing:)``, `SiteContext` and ``SiteViewModel``.)
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
    /// The last build's files, when there was one.
    private let record: BuildRecord?

    /// Renders everything.
    static let everything = RenderPlan(
        previous: [:], changes: nil, changedTemplates: [], keptPageFiles: nil, record: nil)

    private init(
        previous: [String: PageViewModel], changes: SiteChanges?, changedTemplates: Set<String>,
        keptPageFiles: [String]?, record: BuildRecord?
    ) {
        self.previous = previous
        self.changes = changes
        self.changedTemplates = changedTemplates
        self.keptPageFiles = keptPageFiles
        self.record = record
    }

    /// Plans a build after the one `record` describes, whose files the output still holds, of
    /// a site made reusing its site: what changed is what the site found (``SiteViewModel/changes``).
    init(site: SiteViewModel, theme: ThemeTemplates, after record: BuildRecord) {
        let templates = Set(theme.sources.keys).union(record.theme.templates.sources.keys)
        guard let changes = site.changes else { preconditionFailure("the site was made reusing the last build's") }
        self.init(
            previous: record.output.viewModels, changes: changes,
            changedTemplates: templates.filter { theme.sources[$0] != record.theme.templates.sources[$0] },
            keptPageFiles: changes.pageList || SiteViewModel.pagePathsAreAffected(by: changes)
                ? nil : record.output.pageFiles,
            record: record
        )
    }

    /// The last build's data files and what they were made from, when they serve as they
    /// are: nothing any of them shows changed (``SiteViewModel/dataFilesAreAffected(by:)``;
    /// the interface strings are among what every page shares). The data is made from view
    /// models alone, so templates do not matter.
    var keptDataFiles: (files: Set<String>, values: DataFileValues)? {
        guard let changes, !SiteViewModel.dataFilesAreAffected(by: changes), let record else { return nil }
        return (record.output.dataFiles, record.output.dataValues)
    }

    /// The text of the last build's list items, when no template changed since: the items
    /// of the same values render the same.
    var lastListItems: ListItemCache? {
        changedTemplates.isEmpty ? record?.output.listItems : nil
    }

    /// The segments of the last build's compressed copy `copy` (``Gzip``): compressing
    /// it again copies those met again.
    func gzipSegments(ofCopy copy: String) -> GzipSegments? {
        record?.output.gzipSegments[copy]
    }

    /// What the last build's data files were made from: when the data files are made again,
    /// each whose value is the same keeps its file.
    var previousDataValues: DataFileValues? {
        record?.output.dataValues
    }

    /// The files of the last build (or, without its record, of the output) that this build,
    /// with these pages' files and other files, no longer makes.
    func staleFiles(pageFiles: [String], otherFiles: Set<String>, in output: OutputFolder) -> [String] {
        if let record, keptPageFiles != nil {
            // Every page kept its file: only other files can be gone.
            return record.output.otherFiles.subtracting(otherFiles).sorted()
        }
        let before = record.map { Set($0.output.pageFiles).union($0.output.otherFiles) } ?? output.files()
        // A first build has nothing before it: no set of 100,000s of pages' files to make.
        let pages = before.isEmpty ? [] : Set(pageFiles)
        return before.filter { !pages.contains($0) && !otherFiles.contains($0) }.sorted()
    }

    /// The view model to render a page with; `nil` when its file is kept as it is.
    func viewModelToRender(for page: Page, at file: String, in site: SiteViewModel, theme: ThemeTemplates)
        -> PageViewModel?
    {
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
        let templatesChanged =
            !changedTemplates.isEmpty
            && !theme.templateNames(rendering: kept).isDisjoint(with: changedTemplates)
        return templatesChanged ? kept : nil
    }
}
