import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// The build, as a pipeline of named steps: load the fixtures, load the theme, make the
/// site's view model, render the pages in parallel, stage every file whose bytes changed
/// (pages, assets, images), then put the staged files in place and remove the ones the site
/// no longer has.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Loads and checks the fixtures without building anything; with ``BuildOptions/strict``,
    /// their warnings are errors too.
    public func check() throws(BuildError) -> Catalogue {
        let catalogue = try loadCatalogue()
        try checkWarnings(catalogue.warnings.map(\.description))
        return catalogue
    }

    private func loadCatalogue() throws(BuildError) -> Catalogue {
        do {
            return try FixtureLoader(directory: options.fixtures).load()
        } catch {
            throw .fixtures(error)
        }
    }

    /// Stops a strict build that has warnings.
    private func checkWarnings(_ warnings: [String]) throws(BuildError) {
        if options.strict && !warnings.isEmpty { throw .warnings(warnings) }
    }

    /// Builds the site, writing only the files whose bytes changed.
    /// - Parameter progress: called now and then with pages done and pages in all.
    public func build(progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(BuildError) -> BuildSummary {
        try await build(after: nil, recording: false, progress: progress).summary
    }

    /// Builds the site; with the record of the build before, renders only the pages whose view
    /// model or templates changed since (the output must not have been touched meanwhile).
    public func build(after previous: BuildRecord?, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(BuildError) -> (summary: BuildSummary, record: BuildRecord) {
        let (summary, record) = try await build(after: previous, recording: true, progress: progress)
        // A recording build always makes its record.
        return (summary, record!)
    }

    /// - Parameter recording: whether to make a record for the next build, with every page's
    ///   view model and the pages' inputs; a one-off build makes none, to keep its memory to
    ///   the pages in flight.
    private func build(
        after previous: BuildRecord?, recording: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> (summary: BuildSummary, record: BuildRecord?) {
        let start = Date()
        let output = OutputFolder(path: options.output)
        try checkOutputIsApart(output)
        try output.checkReplaceable()
        let catalogue = try loadCatalogue()
        let theme: Theme
        do {
            theme = try Theme(directory: options.templates)
        } catch {
            throw .theme(error)
        }
        let warnings = catalogue.warnings.map(\.description)
        try checkWarnings(warnings)
        let templates = try templateSources()
        let assets = try assets()
        let assetNames = AssetNames(Dictionary(uniqueKeysWithValues: assets.map { (SitePath($0.path), SitePath($0.publishedPath)) }))
        let site = SiteViewModel(catalogue: catalogue, baseURL: options.baseURL, assets: assetNames)
        let inputs = recording ? PageInputs(catalogue: catalogue, baseURL: options.baseURL, assets: assetNames) : nil
        let reusable = previous.flatMap { $0.templates == templates && output.exists ? $0 : nil }
        let unchangedIDs = reusable.flatMap { previous in inputs?.unchangedGoods(since: previous.inputs) } ?? []
        let unchangedGoods = Set(catalogue.goods.indices.filter { unchangedIDs.contains(catalogue.goods[$0].id) })
        try output.prepareStaging()
        let rendered: RenderedPages
        var staged: [String]
        var files: Set<String>
        do {
            rendered = try await render(
                site, with: theme, into: output, reusing: reusable?.pages ?? [:], unchangedGoods: unchangedGoods,
                keepingViewModels: recording, progress: progress
            )
            staged = rendered.staged
            files = Set(rendered.files)
            for (path, contents) in try assets.map({ ($0.publishedPath, $0.contents) }) + images(of: catalogue) {
                files.insert(path)
                if try output.stage(contents, as: path) { staged.append(path) }
            }
        } catch {
            output.discardStaging()
            throw error
        }
        let stale = (previous?.files ?? output.files()).subtracting(files).sorted()
        do {
            try output.publish(staged: staged, stale: stale)
        } catch {
            output.discardStaging()
            throw error
        }
        var pagesByKind: [String: Int] = [:]
        for page in site.pages { pagesByKind[page.kind, default: 0] += 1 }
        let summary = BuildSummary(
            pagesByKind: pagesByKind, seconds: Date().timeIntervalSince(start), output: options.output,
            pagesRendered: rendered.count, filesWritten: staged.count, filesRemoved: stale.count, rootPath: site.rootPath,
            warnings: warnings
        )
        let record = inputs.map { BuildRecord(pages: rendered.viewModels, templates: templates, files: files, inputs: $0) }
        return (summary, record)
    }

    /// What rendering made: every page's file, each page's view model by file (when kept;
    /// while rendering, only the ones made anew), the files staged, the pages rendered.
    private struct RenderedPages: Sendable {
        var files: [String] = []
        var viewModels: [String: PageViewModel] = [:]
        var staged: [String] = []
        var count = 0
    }

    /// Renders pages in chunks, at most `jobs` chunks at once, reporting progress per chunk.
    /// A page whose view model equals the one in `reusable` is not rendered again; the pages
    /// of the goods items at `unchangedGoods` keep theirs without making it anew.
    private func render(
        _ site: SiteViewModel, with theme: Theme, into output: OutputFolder, reusing reusable: [String: PageViewModel],
        unchangedGoods: Set<Int>, keepingViewModels: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> RenderedPages {
        let pages = site.pages
        let chunkSize = 64
        var chunks = stride(from: 0, to: pages.count, by: chunkSize).map { $0..<min($0 + chunkSize, pages.count) }.makeIterator()
        do {
            return try await withThrowingTaskGroup(of: (RenderedPages, Int).self) { group in
                func addNextChunk() -> Bool {
                    guard let chunk = chunks.next() else { return false }
                    group.addTask {
                        var result = RenderedPages()
                        for page in pages[chunk] {
                            try Task.checkCancellation()
                            let file = site.path(of: page).file
                            result.files.append(file)
                            if let index = page.goodsIndex, unchangedGoods.contains(index), reusable[file] != nil {
                                continue
                            }
                            let viewModel = site.viewModel(for: page)
                            if keepingViewModels { result.viewModels[file] = viewModel }
                            if reusable[file] == viewModel { continue }
                            result.count += 1
                            if try output.stage(Data(theme.render(viewModel).utf8), as: file) { result.staged.append(file) }
                        }
                        return (result, chunk.count)
                    }
                    return true
                }
                for _ in 0..<options.jobs where !addNextChunk() { break }
                var all = RenderedPages()
                var finished = 0
                for try await (result, done) in group {
                    all.files += result.files
                    all.viewModels.merge(result.viewModels) { first, _ in first }
                    all.staged += result.staged
                    all.count += result.count
                    finished += done
                    progress?(finished, pages.count)
                    _ = addNextChunk()
                }
                if keepingViewModels {
                    // Every page's view model is either made anew or the record's: the record's
                    // are carried over whole rather than page by page, then the pages that are
                    // gone drop out.
                    var viewModels = reusable
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
            throw .output("rendering stopped: \(error)")
        }
    }

    /// The template files' contents (everything in the templates folder but its assets).
    private func templateSources() throws(BuildError) -> [String: Data] {
        try files(under: options.templates).filter { !$0.key.hasPrefix("assets/") }
    }

    /// The theme's assets.
    private func assets() throws(BuildError) -> [HashedAsset] {
        let folder = (options.templates as NSString).appendingPathComponent("assets")
        return try files(under: folder).sorted { $0.key < $1.key }.map { HashedAsset(path: "assets/" + $0.key, contents: $0.value) }
    }

    /// The local images the fixtures name, by their path in the site.
    private func images(of catalogue: Catalogue) throws(BuildError) -> [(String, Data)] {
        try catalogue.localImagePaths.map { path throws(BuildError) in
            let source = (options.fixtures as NSString).appendingPathComponent(path)
            guard let contents = FileManager.default.contents(atPath: source) else { throw .output("cannot read \(source)") }
            return ("media/" + path, contents)
        }
    }

    /// Every file below `folder` (none when it does not exist), by its path relative to it.
    private func files(under folder: String) throws(BuildError) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            guard enumerator.fileAttributes?[.type] as? FileAttributeType != .typeDirectory else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let contents = FileManager.default.contents(atPath: path) else { throw .output("cannot read \(path)") }
            files[relative] = contents
        }
        return files
    }

    /// The output must not hold the fixtures or templates, or replacing it would delete them.
    private func checkOutputIsApart(_ output: OutputFolder) throws(BuildError) {
        let outputPath = URL(fileURLWithPath: output.path).standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for (name, folder) in [("fixtures", options.fixtures), ("templates", options.templates)] {
            let path = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path + "/"
            if path.hasPrefix(outputPath) {
                throw .output("the output folder \(output.path) contains the \(name) folder \(folder); choose another output")
            }
        }
    }
}

private extension Page {
    /// The goods item whose page or comment page this is.
    var goodsIndex: Int? {
        switch self {
        case .goods(let index), .comments(let index, _, _): index
        default: nil
        }
    }
}
