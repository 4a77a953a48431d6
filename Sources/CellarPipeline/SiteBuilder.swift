import CellarImages
import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// The build, as named steps (``BuildStep``): prepare the output, load the fixtures, load
/// the theme, make the view models, plan what to render and what to keep, render the pages
/// in parallel, stage every file whose bytes changed (pages, assets, images), then publish:
/// put the staged files in place and remove the ones the site no longer has.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Loads and checks the fixtures and the theme without building anything; with
    /// ``BuildOptions/strict``, warnings are errors too.
    /// - Returns: the catalogue and the warnings, the fixtures' and the theme's.
    public func check() throws(BuildError) -> (catalogue: Catalogue, warnings: [String]) {
        let catalogue = try loadFixtures(reusing: nil, remembersComments: false).catalogue
        let theme = try loadTheme(locale: catalogue.store.locale)
        return (catalogue, catalogue.warnings.map(\.description) + theme.warnings)
    }

    /// Builds the site, writing only the files whose bytes changed.
    /// - Parameter progress: called now and then with pages done and pages in all.
    public func build(progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(BuildError) -> BuildSummary {
        try await run(after: nil, keepingViewModels: false, progress: progress).summary
    }

    /// Builds the site; with the record of the build before, re-reads only the fixture files
    /// that changed and renders only the pages whose view model or templates changed since
    /// (the output must not have been touched meanwhile).
    public func build(after previous: BuildRecord?, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(BuildError) -> (summary: BuildSummary, record: BuildRecord) {
        let run = try await run(after: previous, keepingViewModels: true, progress: progress)
        let record = BuildRecord(
            fixtures: run.fixtures, site: run.site, pages: run.pages.viewModels, templates: run.theme.theme.sources,
            pageFiles: run.pages.files, dataFiles: run.dataFiles, otherFiles: run.otherFiles
        )
        return (run.summary, record)
    }

    /// What one run of the steps made.
    private struct Run {
        let summary: BuildSummary
        let fixtures: LoadedFixtures
        let theme: LoadedTheme
        let site: SiteViewModel
        let pages: RenderedPages
        /// The data files (``DataFiles``).
        let dataFiles: Set<String>
        /// Every file but the pages', the data files included.
        let otherFiles: Set<String>
    }

    /// Runs the steps in order.
    /// - Parameter keepingViewModels: whether to keep every page's view model and the
    ///   comments file's bytes for the next build; a one-off build keeps neither, to hold in
    ///   memory only the pages in flight.
    private func run(
        after previous: BuildRecord?, keepingViewModels: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> Run {
        let start = Date()
        let output = OutputFolder(path: options.output)
        try BuildStep.prepareOutput.run { () throws(BuildError.Reason) in
            try checkOutputIsApart(output)
            try output.checkReplaceable()
        }
        let previous = output.exists ? previous : nil
        let fixtures = try loadFixtures(reusing: previous?.fixtures, remembersComments: keepingViewModels)
        let theme = try loadTheme(locale: fixtures.catalogue.store.locale)
        let photos = try await processImages(of: fixtures.catalogue)
        let site = makeViewModels(
            of: fixtures.catalogue, in: theme.strings, linkingTo: theme.assetNames.publishing(photos.images, svgSizes: photos.svgSizes),
            reusing: previous?.site)
        let plan = previous.map { RenderPlan(site: site, theme: theme.theme, after: $0) } ?? .everything
        try BuildStep.prepareOutput.run { () throws(BuildError.Reason) in try output.prepareStaging() }
        let pages: RenderedPages
        var staged: [String]
        var otherFiles: Set<String> = []
        var dataFiles: Set<String> = []
        // Made and staged while the pages render, one set at a time: nothing in them depends on
        // the pages. Kept as they are when nothing they show changed.
        let keptDataFiles = plan.keepsDataFiles ? previous?.dataFiles : nil
        async let stagedDataFiles = Result { () throws(BuildError) -> (files: [String], staged: [String]) in
            if let keptDataFiles { return (Array(keptDataFiles), []) }
            return try stageDataFiles(of: site, into: output)
        }
        do {
            pages = try await render(site, with: theme.theme, following: plan, into: output, keepingViewModels: keepingViewModels, progress: progress)
            staged = pages.staged
            let stagedData = try await stagedDataFiles.get()
            dataFiles = Set(stagedData.files)
            otherFiles.formUnion(dataFiles)
            staged += stagedData.staged
            func stage(_ contents: () throws(BuildError.Reason) -> Data, as path: String) throws(BuildError) {
                otherFiles.insert(path)
                if try BuildStep.stage.run({ () throws(BuildError.Reason) in try output.stage(contents(), as: path) }) { staged.append(path) }
            }
            for asset in theme.assets {
                try stage({ asset.contents }, as: asset.publishedPath)
            }
            // Read from the image cache one at a time, not all held at once.
            for file in photos.files {
                try stage({ () throws(BuildError.Reason) in
                    guard let contents = FileManager.default.contents(atPath: file.source) else { throw .files("cannot read \(file.source)") }
                    return contents
                }, as: file.sitePath)
            }
        } catch {
            // The data files may still be staging: the staging folder goes once they are done.
            _ = await stagedDataFiles
            output.discardStaging()
            throw error
        }
        let stale: [String]
        if let previous, plan.keptPageFiles != nil {
            // Every page kept its file: only other files can be gone.
            stale = previous.otherFiles.subtracting(otherFiles).sorted()
        } else {
            let before = previous.map { Set($0.pageFiles).union($0.otherFiles) } ?? output.files()
            // A first build has nothing before it: no set of 100,000s of pages' files to make.
            let pageFiles = before.isEmpty ? [] : Set(pages.files)
            stale = before.filter { !pageFiles.contains($0) && !otherFiles.contains($0) }.sorted()
        }
        do {
            try BuildStep.publish.run { () throws(BuildError.Reason) in try output.publish(staged: staged, stale: stale) }
        } catch {
            output.discardStaging()
            throw error
        }
        var pagesByKind: [String: Int] = [:]
        for page in site.pages { pagesByKind[page.summaryKind, default: 0] += 1 }
        if !dataFiles.isEmpty { pagesByKind["data", default: 0] += dataFiles.count }
        var summary = BuildSummary(
            pagesByKind: pagesByKind, seconds: Date().timeIntervalSince(start), output: options.output,
            pagesRendered: pages.count, filesWritten: staged.count, filesRemoved: stale.count, rootPath: site.rootPath,
            warnings: warnings(of: fixtures.catalogue) + theme.warnings
        )
        summary.imagesEncoded = photos.encodedFiles
        return Run(summary: summary, fixtures: fixtures, theme: theme, site: site, pages: pages, dataFiles: dataFiles, otherFiles: otherFiles)
    }

    // MARK: Steps

    /// Reads and checks the fixtures, re-reading only what changed since `previous`; with
    /// `remembersComments`, keeping what lets the next load re-read only the comments that changed;
    /// with ``BuildOptions/strict``, the fixtures' warnings stop the build.
    private func loadFixtures(reusing previous: LoadedFixtures?, remembersComments: Bool) throws(BuildError) -> LoadedFixtures {
        try BuildStep.loadFixtures.run { () throws(BuildError.Reason) in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: options.fixtures, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .noFixtures(URL(fileURLWithPath: options.fixtures).standardizedFileURL.path)
            }
            let fixtures: LoadedFixtures
            do throws(FixtureErrors) {
                fixtures = try FixtureLoader(directory: options.fixtures, remembersComments: remembersComments).load(reusing: previous)
            } catch {
                throw .fixtures(error)
            }
            let warnings = warnings(of: fixtures.catalogue)
            if options.strict && !warnings.isEmpty {
                throw .warnings(warnings)
            }
            return fixtures
        }
    }

    /// The build's warnings: the fixtures', and that there are no product feeds when the base
    /// URL is not absolute (feeds need absolute links).
    private func warnings(of catalogue: Catalogue) -> [String] {
        let baseURL = options.baseURL ?? catalogue.store.baseURL
        guard SiteAddress(baseURL: baseURL) == nil else { return catalogue.warnings.map(\.description) }
        let problem = "\"\(baseURL)\" is not an absolute http(s) URL, so the build makes no product feeds (feeds/google.xml, feeds/meta.csv) and no sitemap"
        let noFeeds = options.baseURL == nil
            ? FixtureWarning(file: "store.json", place: ".baseURL", problem: problem).description
            : "--base-url: " + problem
        return catalogue.warnings.map(\.description) + [noFeeds]
    }

    /// Reads and checks the theme, the built-in one with the `--templates` folder's files over
    /// it, with the string table for `locale`; with ``BuildOptions/strict``, its warnings (an
    /// unused override file, a string the locale's table lacks) stop the build.
    private func loadTheme(locale: String) throws(BuildError) -> LoadedTheme {
        try BuildStep.loadTheme.run { () throws(BuildError.Reason) in
            let theme = try LoadedTheme(overrides: options.templates, locale: locale)
            if options.strict && !theme.warnings.isEmpty { throw .warnings(theme.warnings) }
            return theme
        }
    }

    /// The site's view model, which makes each page's on demand, keeping from the last build's
    /// what nothing it depends on changed in.
    private func makeViewModels(
        of catalogue: Catalogue, in strings: InterfaceStrings, linkingTo assets: AssetNames, reusing previous: SiteViewModel?
    ) -> SiteViewModel {
        SiteViewModel(catalogue: catalogue, strings: strings, baseURL: options.baseURL, assets: assets, reusing: previous)
    }

    /// What rendering made: every page's file, in the order of the site's pages (while
    /// rendering, with each page's index), each page's view model by file (when kept; while
    /// rendering, only the ones made anew), the files staged, the pages rendered.
    private struct RenderedPages: Sendable {
        var files: [String] = []
        var indexedFiles: [(index: Int, file: String)] = []
        var viewModels: [String: PageViewModel] = [:]
        var staged: [String] = []
        var count = 0
    }

    /// Renders the pages `plan` does not keep, in chunks, at most `jobs` chunks at once,
    /// staging each as soon as it is rendered and reporting progress per chunk.
    private func render(
        _ site: SiteViewModel, with theme: Theme, following plan: RenderPlan, into output: OutputFolder,
        keepingViewModels: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> RenderedPages {
        let pages = site.pages
        var chunks = Self.chunks(of: pages).makeIterator()
        // What pages share (the layout's frame at each depth) is rendered once for this build.
        let sharedSections = SharedSections()
        do {
            return try await withThrowingTaskGroup(of: (RenderedPages, Int).self) { group in
                func addNextChunk() -> Bool {
                    guard let chunk = chunks.next() else { return false }
                    group.addTask {
                        var result = RenderedPages()
                        for index in chunk {
                            let page = pages[index]
                            try Task.checkCancellation()
                            let file = plan.keptPageFiles?[index] ?? site.path(of: page).file
                            result.indexedFiles.append((index, file))
                            guard let viewModel = plan.viewModelToRender(for: page, at: file, in: site, theme: theme) else { continue }
                            if keepingViewModels { result.viewModels[file] = viewModel }
                            result.count += 1
                            let staged = try BuildStep.stage.run { () throws(BuildError.Reason) in
                                // A page of the whole catalogue is written as it renders, never held whole.
                                try page.isMadeFromWholeCatalogue
                                    ? output.stage(as: file) { writePart in theme.render(viewModel, sharing: sharedSections) { writePart($0.bytes) } }
                                    : output.stage(theme.render(viewModel, sharing: sharedSections).bytes, as: file)
                            }
                            if staged { result.staged.append(file) }
                        }
                        return (result, chunk.count)
                    }
                    return true
                }
                for _ in 0..<options.jobs where !addNextChunk() { break }
                var all = RenderedPages(files: Array(repeating: "", count: pages.count))
                var finished = 0
                for try await (result, done) in group {
                    for (index, file) in result.indexedFiles { all.files[index] = file }
                    all.viewModels.merge(result.viewModels) { first, _ in first }
                    all.staged += result.staged
                    all.count += result.count
                    finished += done
                    progress?(finished, pages.count)
                    _ = addNextChunk()
                }
                if keepingViewModels {
                    // Every page's view model is either the plan's kept one or made anew: the
                    // kept ones are carried over whole rather than page by page, then the pages
                    // that are gone drop out.
                    var viewModels = plan.previous
                    viewModels.merge(all.viewModels) { _, new in new }
                    if viewModels.count > all.files.count {
                        let files = Set(all.files)
                        viewModels = viewModels.filter { files.contains($0.key) }
                    }
                    all.viewModels = viewModels
                }
                return all
            }
        } catch let error as BuildError {
            throw error
        } catch {
            throw BuildError(step: .render, reason: .files("rendering stopped: \(error)"))
        }
    }

    /// The pages rendered together as one task, by their indices in `pages`: each page made
    /// from the whole catalogue alone and first, so those long ones run beside the others
    /// rather than after them; then the others, 64 at a time.
    private static func chunks(of pages: [Page]) -> [[Int]] {
        let whole = pages.indices.filter { pages[$0].isMadeFromWholeCatalogue }
        let others = pages.indices.filter { !pages[$0].isMadeFromWholeCatalogue }
        let chunkSize = 64
        return whole.map { [$0] } + stride(from: 0, to: others.count, by: chunkSize).map {
            Array(others[$0..<min($0 + chunkSize, others.count)])
        }
    }

    /// Stages the data files, one shard set at a time, so only one set is held at once.
    /// - Returns: every data file, and those staged (new or changed).
    private func stageDataFiles(of site: SiteViewModel, into output: OutputFolder) throws(BuildError) -> (files: [String], staged: [String]) {
        var files: [String] = []
        var staged: [String] = []
        for data in site.dataFiles() {
            for (path, contents) in DataFileContents(data).files {
                files.append(path)
                if try BuildStep.stage.run({ () throws(BuildError.Reason) in try output.stage(contents, as: path) }) { staged.append(path) }
            }
        }
        return (files, staged)
    }

    /// Publishes the local images the fixtures name: photos as their ladders, from the image
    /// cache or encoded on all cores; SVG files as they are.
    private func processImages(of catalogue: Catalogue) async throws(BuildError) -> PublishedPhotos {
        do {
            let cache = ImageCache(directory: options.cacheDirectory)
            return try await PublishedPhotos.process(catalogue, fixtures: options.fixtures, cache: cache, jobs: options.jobs)
        } catch {
            throw BuildError(step: .processImages, reason: error)
        }
    }

    /// The output must not hold the fixtures or templates, or replacing it would delete them.
    private func checkOutputIsApart(_ output: OutputFolder) throws(BuildError.Reason) {
        let outputPath = URL(fileURLWithPath: output.path).standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for (name, folder) in [("fixtures", options.fixtures), ("templates", options.templates)] {
            guard let folder else { continue }
            let path = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path + "/"
            if path.hasPrefix(outputPath) {
                throw .files("the output folder \(output.path) contains the \(name) folder \(folder); choose another output")
            }
        }
    }
}
