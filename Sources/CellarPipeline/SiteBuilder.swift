import CellarHosting
import CellarImages
import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// The build, as named steps (``BuildStep``), each a function named for it in ``run``: prepare
/// the output, load the fixtures, load the theme, process the images, make the view models,
/// plan what to render and what to keep (``RenderPlan``, where a rebuild's reuse of files is
/// decided), render the pages in parallel while staging every file whose bytes changed (pages,
/// data files, assets, images), then publish: put the staged files in place and remove the
/// ones the site no longer has.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    /// The most bytes a page may have: a larger one stops the build, named, before it is
    /// written (the previous site stays). Cloudflare Pages' limit for one file.
    public static let largestPage = 25 << 20

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Loads and checks the fixtures and the theme without building anything; with
    /// ``BuildOptions/strict``, warnings are errors too.
    /// - Returns: the catalogue and the warnings, the fixtures' and the theme's.
    public func check() throws(BuildError) -> (catalogue: Catalogue, warnings: [String]) {
        let catalogue = try loadFixtures(reusing: nil, remembersElements: false).catalogue
        _ = try readSigningSecret(for: catalogue.store)
        let theme = try loadTheme(locale: catalogue.store.locale, reusing: nil)
        return (catalogue, warnings(of: catalogue) + theme.warnings)
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
            fixtures: run.fixtures, theme: run.theme, site: run.site, pages: run.files.pages.viewModels,
            pageFiles: run.files.pages.files, gzipSegments: run.files.pages.gzipSegments, listItems: run.files.pages.listItems,
            dataFiles: run.files.dataFiles,
            dataValues: run.files.dataValues ?? DataFileValues(), otherFiles: run.files.otherFiles
        )
        return (run.summary, record)
    }

    /// What one run of the steps made.
    private struct Run {
        let summary: BuildSummary
        let fixtures: LoadedFixtures
        let theme: LoadedTheme
        let site: SiteViewModel
        let files: StagedFiles
    }

    /// Runs the steps in order (``BuildStep``), each a function named for it.
    /// - Parameter keepingViewModels: whether to keep every page's view model and the
    ///   comments file's bytes for the next build; a one-off build keeps neither, to hold in
    ///   memory only the pages in flight.
    private func run(
        after previous: BuildRecord?, keepingViewModels: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> Run {
        let start = Date()
        let output = try prepareOutput()
        let previous = output.exists ? previous : nil
        let fixtures = try loadFixtures(reusing: previous?.fixtures, remembersElements: keepingViewModels)
        let signingSecret = try readSigningSecret(for: fixtures.catalogue.store)
        let theme = try loadTheme(locale: fixtures.catalogue.store.locale, reusing: previous?.theme)
        let photos = try await processImages(of: fixtures.catalogue)
        let site = try makeViewModels(
            of: fixtures.catalogue, with: theme, photos: photos, signingSecret: signingSecret, reusing: previous?.site,
            keepingFeedDescriptions: keepingViewModels)
        let plan = try plan(site, with: theme.theme, after: previous)
        var files = try await renderAndStage(
            site, with: theme, photos: photos, checkoutSources: fixtures.catalogue.store.checkout.contentSecurityPolicySources,
            following: plan, into: output, keepingViewModels: keepingViewModels, progress: progress)
        // A rebuild keeps most files without writing them: only a build that wrote (or
        // compared) every file knows them all. The host's fit is checked by `cellar build`,
        // not by `cellar serve`'s builds, which are for looking at the site.
        let host = keepingViewModels ? nil : options.hostLimits ?? fixtures.catalogue.store.host.map(HostLimits.init)
        let leftOut = host.map { leaveOutPagesTooLarge(for: $0, from: &files, staging: output) } ?? []
        let inventory = previous == nil ? files.inventory : nil
        let hostProblems = try checkHost(inventory, against: host, staging: output)
        let stale = plan.staleFiles(pageFiles: files.pages.files, otherFiles: files.otherFiles, in: output) + leftOut.map(\.path)
        try publish(files, removing: stale, in: output)
        try writeReport(of: site, with: theme.theme)
        var summary = summarise(
            site, fixtures: fixtures, theme: theme, photos: photos, files: files, inventory: inventory,
            hostProblems: leftOut.map(\.note) + hostProblems, stale: stale, since: start)
        if case .apart(let folder) = options.reports { summary.reportFolder = folder }
        return Run(summary: summary, fixtures: fixtures, theme: theme, site: site, files: files)
    }

    // MARK: Steps

    /// The output folder, checked: apart from the fixtures and templates, and a site (or
    /// nothing) that may be replaced.
    private func prepareOutput() throws(BuildError) -> OutputFolder {
        let output = OutputFolder(path: options.output)
        try BuildStep.prepareOutput.run { () throws(BuildError.Reason) in
            try checkOutputIsApart(output)
            try output.checkReplaceable()
            if case .apart(let folder) = options.reports {
                try ReportsFolder(path: folder).checkReplaceable(apartFrom: [
                    ("output", output.path), ("fixtures", options.fixtures), ("templates", options.templates),
                ])
            }
        }
        return output
    }

    /// Reads and checks the fixtures, re-reading only what changed since `previous`; with
    /// `remembersElements`, keeping what lets the next load re-read only the goods items and comments that changed;
    /// with ``BuildOptions/strict``, the fixtures' warnings stop the build.
    private func loadFixtures(reusing previous: LoadedFixtures?, remembersElements: Bool) throws(BuildError) -> LoadedFixtures {
        try BuildStep.loadFixtures.run { () throws(BuildError.Reason) in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: options.fixtures, isDirectory: &isDirectory) else {
                let path = URL(fileURLWithPath: options.fixtures).standardizedFileURL
                let around = path.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: around.appendingPathComponent("store.json").path) {
                    throw .files(
                        "no fixtures folder at \(path.path), but \(around.path) holds store.json: it is a fixtures folder itself. "
                            + "Run cellar in the shop's folder (cd ..), or name this one with --fixtures .")
                }
                throw .noFixtures(path.path)
            }
            guard isDirectory.boolValue else {
                throw .files("\(options.fixtures) is a file, not a fixtures folder; name the fixtures folder with --fixtures DIR")
            }
            let fixtures: LoadedFixtures
            do throws(FixtureErrors) {
                fixtures = try FixtureLoader(directory: options.fixtures, remembersElements: remembersElements).load(reusing: previous)
            } catch {
                throw .fixtures(addingLocaleProblem(to: error))
            }
            let warnings = warnings(of: fixtures.catalogue)
            if options.strict && !warnings.isEmpty {
                throw .warnings(warnings)
            }
            return fixtures
        }
    }

    /// The fixtures' problems with, among store.json's, a locale the theme has no strings for,
    /// which the theme's loading would find only once every other problem is fixed: all are
    /// listed in the first round.
    private func addingLocaleProblem(to problems: FixtureErrors) -> FixtureErrors {
        let path = (options.fixtures as NSString).appendingPathComponent("store.json")
        guard !problems.errors.contains(where: { $0.file == "store.json" && $0.place == ".locale" }),
              let data = FileManager.default.contents(atPath: path),
              let store = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let locale = store["locale"] as? String
        else { return problems }
        let locales = LoadedTheme.locales(overrides: options.templates)
        guard LocaleMatch.table(for: locale, among: locales) == nil else { return problems }
        var errors = problems.errors
        let place = errors.lastIndex { $0.file == "store.json" }.map { $0 + 1 } ?? 0
        errors.insert(LoadedTheme.noStrings(for: locale, among: locales), at: place)
        return FixtureErrors(errors)
    }

    /// The build's warnings: the fixtures', then where the site sends what it cannot: orders
    /// with nowhere to go (the `order` checkout without an `orderEmail`), and a base URL
    /// that is not absolute (no feeds, no sitemap) or whose host is reserved for examples
    /// while the canonical links, the feeds, the sitemap (and Snipcart's crawler) use it.
    private func warnings(of catalogue: Catalogue) -> [String] {
        let store = catalogue.store
        var warnings = catalogue.warnings.map(\.description)
        if store.checkout == .order && store.orderEmail == nil {
            warnings.append(FixtureWarning(file: "store.json", place: ".orderEmail", kind: .ordersGoNowhere).description)
        }
        let baseURL = options.baseURL ?? store.baseURL
        let kind: FixtureWarning.Kind
        if SiteAddress(baseURL: baseURL) == nil {
            kind = .baseURLNotAbsolute(baseURL)
        } else if let host = ReservedHostName.host(ofURL: baseURL), ReservedHostName.contains(host) {
            var users = ["canonical links", "the product feeds", "the sitemap"]
            if case .snipcart = store.checkout { users.append("Snipcart's crawler") }
            kind = .baseURLReservedHost(host, usedBy: users)
        } else {
            return warnings
        }
        let warning = FixtureWarning(file: "store.json", place: ".baseURL", kind: kind)
        return warnings + [options.baseURL == nil ? warning.description : "--base-url: " + warning.problem]
    }

    /// Reads and checks the theme, the built-in one with the `--templates` folder's files over
    /// it, with the string table for `locale`; with ``BuildOptions/strict``, its warnings (an
    /// unused override file, a string the locale's table lacks) stop the build. The theme
    /// `previous` build loaded is kept when loaded from the same (``LoadedTheme/Origin``).
    private func loadTheme(locale: String, reusing previous: LoadedTheme?) throws(BuildError) -> LoadedTheme {
        try BuildStep.loadTheme.run { () throws(BuildError.Reason) in
            let origin = LoadedTheme.Origin(overrides: options.templates, locale: locale)
            let theme = if let previous, previous.origin == origin { previous } else { try LoadedTheme(origin) }
            if options.strict && !theme.warnings.isEmpty { throw .warnings(theme.warnings) }
            return theme
        }
    }

    /// The site's view model, which makes each page's on demand, keeping from the last build's
    /// what nothing it depends on changed in; its links name the theme's assets and the photos
    /// by their published names. With `keepsFeedDescriptions`, it keeps what the next build
    /// reuses of the feeds.
    private func makeViewModels(
        of catalogue: Catalogue, with theme: LoadedTheme, photos: PublishedPhotos, signingSecret: SigningSecret?,
        reusing previous: SiteViewModel?, keepingFeedDescriptions keepsFeedDescriptions: Bool
    ) throws(BuildError) -> SiteViewModel {
        try BuildStep.makeViewModels.run {
            SiteViewModel(
                catalogue: catalogue, strings: theme.strings, baseURL: options.baseURL,
                assets: theme.assetNames.publishing(photos.images, svgSizes: photos.svgSizes), signingSecret: signingSecret,
                reports: reportPlacement, reusing: previous, keepingFeedDescriptions: keepsFeedDescriptions)
        }
    }

    /// Where the report's pages are, as the view models see it: apart, linking to the site
    /// from the reports folder, or among the site's pages.
    private var reportPlacement: ReportPlacement {
        switch options.reports {
        case .apart(let folder): .apart(siteFolder: ReportsFolder(path: folder).link(to: options.output))
        case .published: .published
        }
    }

    /// Writes the catalogue report's files to their folder when they are apart from the site,
    /// after the site is published: the whole folder replaced at once.
    private func writeReport(of site: SiteViewModel, with theme: Theme) throws(BuildError) {
        guard case .apart(let folder) = options.reports else { return }
        try BuildStep.publish.run { () throws(BuildError.Reason) in
            let sectionCache = SectionCache()
            let files = site.reportPages.map { page in
                let contents = Data(theme.render(site.viewModel(for: page), sharing: sectionCache).bytes)
                // The files are named as the site would have them in `reports/`.
                return (name: site.path(of: page).fileName, contents: contents)
            }
            try ReportsFolder(path: folder).replace(with: files)
        }
    }

    /// The checkout's signing secret (Foxy's, or the endpoint's) from the environment variable
    /// it names; `nil` for checkouts that sign nothing. An unset or empty variable stops the build.
    private func readSigningSecret(for store: Store) throws(BuildError) -> SigningSecret? {
        guard let variable = store.checkout.secretVariable else { return nil }
        guard let secret = options.environment[variable], !secret.isEmpty else {
            throw BuildError(step: .loadFixtures, reason: .missingSecret(variable: variable, checkout: store.checkout))
        }
        return SigningSecret(secret)
    }

    /// What to render and what to keep of the build `previous` recorded (everything is
    /// rendered without one).
    private func plan(_ site: SiteViewModel, with theme: Theme, after previous: BuildRecord?) throws(BuildError) -> RenderPlan {
        try BuildStep.plan.run { previous.map { RenderPlan(site: site, theme: theme, after: $0) } ?? .everything }
    }

    /// Every file a build stages, by what made it, and those staged (new or changed).
    private struct StagedFiles {
        var pages: RenderedPages
        /// The data files (``DataFiles``).
        var dataFiles: Set<String> = []
        /// What the data files were made from, when the build keeps it for the next.
        var dataValues: DataFileValues?
        /// Every file but the pages', the data files included.
        var otherFiles: Set<String> = []
        var staged: [String]
        /// Every file made, with its size: complete when every page was rendered and every
        /// data file made.
        var inventory: SiteInventory

        init(pages: RenderedPages) {
            self.pages = pages
            staged = pages.staged
            inventory = SiteInventory(files: pages.inventory)
        }
    }

    /// Renders the pages and stages each as soon as it is rendered, with the data files made
    /// and staged beside them (nothing in those depends on the pages), then stages the
    /// theme's assets, the photos and `_headers`. A failure discards the staging folder.
    private func renderAndStage(
        _ site: SiteViewModel, with theme: LoadedTheme, photos: PublishedPhotos, checkoutSources: [String: [String]], following plan: RenderPlan,
        into output: OutputFolder, keepingViewModels: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> StagedFiles {
        try BuildStep.stage.run { () throws(BuildError.Reason) in try output.prepareStaging() }
        async let stagedDataFiles = Result { () throws(BuildError) -> StagedDataFiles in
            if let kept = plan.keptDataFiles { return StagedDataFiles(files: Array(kept.files), values: kept.values) }
            return try stageDataFiles(
                of: site, after: plan.changes, into: output, reusing: plan.previousDataValues, keepingValues: keepingViewModels)
        }
        do {
            var files = StagedFiles(pages: try await render(
                site, with: theme.theme, following: plan, into: output, keepingViewModels: keepingViewModels, progress: progress))
            let data = try await stagedDataFiles.get()
            files.dataFiles = Set(data.files)
            files.dataValues = data.values
            files.otherFiles = files.dataFiles.union(files.pages.compressedCopies)
            files.staged += data.staged
            for file in data.inventory { files.inventory.add(file) }
            try stageAssetsAndPhotos(of: theme, photos: photos, into: output, adding: &files)
            try stageHeadersFile(for: site, theme: theme, checkoutSources: checkoutSources, into: output, adding: &files)
            return files
        } catch {
            // The data files may still be staging: the staging folder goes once they are done.
            _ = await stagedDataFiles
            output.discardStaging()
            throw error
        }
    }

    /// Stages the theme's assets and the photos; the photos are read from the image cache one
    /// at a time, not all held at once.
    private func stageAssetsAndPhotos(
        of theme: LoadedTheme, photos: PublishedPhotos, into output: OutputFolder, adding files: inout StagedFiles
    ) throws(BuildError) {
        func stage(_ contents: () throws(BuildError.Reason) -> Data, as path: String, kind: String) throws(BuildError) {
            files.otherFiles.insert(path)
            let staged = try BuildStep.stage.run { () throws(BuildError.Reason) in
                let contents = try contents()
                files.inventory.add(SiteInventory.File(path: path, bytes: contents.count, kind: kind))
                return try output.stage(contents, as: path)
            }
            if staged { files.staged.append(path) }
        }
        for asset in theme.assets {
            try stage({ asset.contents }, as: asset.publishedPath, kind: "theme assets")
        }
        for file in photos.files {
            try stage({ () throws(BuildError.Reason) in
                guard let contents = FileManager.default.contents(atPath: file.source) else { throw .files("cannot read \(file.source)") }
                return contents
            }, as: file.sitePath, kind: "photos")
        }
    }

    /// Stages `_headers` for Netlify and Cloudflare Pages (``HeadersFile``), last: it names the
    /// folders of every other file.
    private func stageHeadersFile(
        for site: SiteViewModel, theme: LoadedTheme, checkoutSources: [String: [String]], into output: OutputFolder, adding files: inout StagedFiles
    ) throws(BuildError) {
        let headers = HeadersFile(
            files: files.pages.files + files.otherFiles, rootPath: site.rootPath,
            policy: ContentSecurityPolicy(templates: theme.theme.sources.values, extraSources: checkoutSources),
            unindexedFolders: options.reports == .published ? [SitePath.reportsFolder] : [])
        files.otherFiles.insert(HeadersFile.path)
        let contents = Data(headers.text.utf8)
        files.inventory.add(SiteInventory.File(path: HeadersFile.path, bytes: contents.count, kind: HeadersFile.path))
        if try BuildStep.stage.run({ () throws(BuildError.Reason) in try output.stage(contents, as: HeadersFile.path) }) {
            files.staged.append(HeadersFile.path)
        }
    }

    /// Leaves out each page with a compressed copy that is larger than the host takes in one
    /// file while its copy is not (the Google feed at 100,000 goods on Cloudflare Pages): the
    /// site has it compressed alone.
    /// - Returns: each page's file left out, and the note that says so.
    private func leaveOutPagesTooLarge(
        for host: HostLimits, from files: inout StagedFiles, staging output: OutputFolder
    ) -> [(path: String, note: String)] {
        guard let limit = host.fileBytes else { return [] }
        var leftOut: [(path: String, note: String)] = []
        for copyPath in files.pages.compressedCopies {
            let path = String(copyPath.dropLast(".gz".count))
            guard let page = files.inventory.file(at: path), let copy = files.inventory.file(at: copyPath),
                  page.bytes > limit, copy.bytes <= limit else { continue }
            files.inventory.remove(path)
            files.staged.removeAll { $0 == path }
            unlink(output.staging + "/" + path)
            leftOut.append((path, "\(path) (\(SizeText.bytes(page.bytes))) is larger than \(host.name) takes in one file "
                + "(\(SizeText.bytes(limit))), so the site has it gzip-compressed alone: \(copyPath) (\(SizeText.bytes(copy.bytes)))"))
        }
        return leftOut
    }

    /// How the site is past the limits of its host (`--host`'s, else store.json's `host`), as
    /// warnings; with ``BuildOptions/strict``, an error that discards the staging folder, so the
    /// previous site stays as it was. Nothing to check without a host, or without every file's size.
    private func checkHost(_ site: SiteInventory?, against host: HostLimits?, staging output: OutputFolder) throws(BuildError) -> [String] {
        guard let site, let host else { return [] }
        let problems = host.problems(with: site)
        if options.strict && !problems.isEmpty {
            output.discardStaging()
            throw BuildError(step: .checkHost, reason: .host(host.name, problems))
        }
        return problems
    }

    /// Puts the staged files in place and removes the stale ones; a failure discards the staging folder.
    private func publish(_ files: StagedFiles, removing stale: [String], in output: OutputFolder) throws(BuildError) {
        do {
            try BuildStep.publish.run { () throws(BuildError.Reason) in try output.publish(staged: files.staged, stale: stale) }
        } catch {
            output.discardStaging()
            throw error
        }
    }

    /// The summary line's figures: the pages by kind and the data files, what was rendered,
    /// written and removed, and the warnings.
    private func summarise(
        _ site: SiteViewModel, fixtures: LoadedFixtures, theme: LoadedTheme, photos: PublishedPhotos, files: StagedFiles,
        inventory: SiteInventory?, hostProblems: [String], stale: [String], since start: Date
    ) -> BuildSummary {
        var pagesByKind: [String: Int] = [:]
        for page in site.pages { pagesByKind[page.summaryKind, default: 0] += 1 }
        if !files.dataFiles.isEmpty { pagesByKind["data", default: 0] += files.dataFiles.count }
        var summary = BuildSummary(
            pagesByKind: pagesByKind, seconds: Date().timeIntervalSince(start), output: options.output,
            pagesRendered: files.pages.count, filesWritten: files.staged.count, filesRemoved: stale.count, rootPath: site.rootPath,
            warnings: warnings(of: fixtures.catalogue) + theme.warnings + hostProblems
        )
        summary.imagesEncoded = photos.encodedFiles
        summary.fileCount = inventory?.files.count
        summary.byteCount = inventory?.bytes
        return summary
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
        /// The pages rendered, with their sizes (and their compressed copies').
        var inventory: [SiteInventory.File] = []
        /// The files of the pages' compressed copies, rendered or kept.
        var compressedCopies: [String] = []
        /// The compressed copies' segments, by file, when kept for the next build (while
        /// rendering, only the ones compressed anew).
        var gzipSegments: [String: GzipSegments] = [:]
        /// The text of the whole-catalogue pages' list items (a feed's items), when kept for
        /// the next build.
        var listItems: ListItemCache?
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
        let sectionCache = SectionCache()
        // The items of the pages made from the whole catalogue (the feeds'), rendered once for
        // `cellar serve`'s builds while their values and the templates stay the same.
        let listItems = keepingViewModels ? ListItemCache(keeping: plan.lastListItems) : nil
        do {
            return try await withThrowingTaskGroup(of: (RenderedPages, Int).self) { group in
                func addNextChunk() -> Bool {
                    guard let chunk = chunks.next() else { return false }
                    group.addTask {
                        try (renderChunk(chunk, of: site, with: theme, following: plan, into: output,
                                         sharing: sectionCache, listItems: listItems, keepingViewModels: keepingViewModels), chunk.count)
                    }
                    return true
                }
                for _ in 0..<options.jobs where !addNextChunk() { break }
                var all = RenderedPages(files: Array(repeating: "", count: pages.count), listItems: listItems)
                var finished = 0
                for try await (result, done) in group {
                    for (index, file) in result.indexedFiles { all.files[index] = file }
                    all.viewModels.merge(result.viewModels) { first, _ in first }
                    all.staged += result.staged
                    all.inventory += result.inventory
                    all.compressedCopies += result.compressedCopies
                    all.gzipSegments.merge(result.gzipSegments) { first, _ in first }
                    all.count += result.count
                    finished += done
                    progress?(finished, pages.count)
                    _ = addNextChunk()
                }
                if keepingViewModels {
                    all.viewModels = Self.viewModels(made: all, keeping: plan)
                    all.gzipSegments = Self.gzipSegments(made: all, keeping: plan)
                }
                return all
            }
        } catch let error as BuildError {
            throw error
        } catch {
            throw BuildError(step: .render, reason: .files("rendering stopped: \(error)"))
        }
    }

    /// Renders and stages the pages at `chunk`, indices into the site's pages, skipping those
    /// whose files the plan keeps.
    private func renderChunk(
        _ chunk: [Int], of site: SiteViewModel, with theme: Theme, following plan: RenderPlan, into output: OutputFolder,
        sharing sectionCache: SectionCache, listItems: ListItemCache?, keepingViewModels: Bool
    ) throws -> RenderedPages {
        var result = RenderedPages()
        for index in chunk {
            let page = site.pages[index]
            try Task.checkCancellation()
            let file = plan.keptPageFiles?[index] ?? site.path(of: page).file
            result.indexedFiles.append((index, file))
            let copy = page.hasCompressedCopy ? file + ".gz" : nil
            if let copy { result.compressedCopies.append(copy) }
            guard let viewModel = plan.viewModelToRender(for: page, at: file, in: site, theme: theme) else { continue }
            if keepingViewModels { result.viewModels[file] = viewModel }
            result.count += 1
            let written = try stage(
                viewModel, of: page, as: file, compressedAs: copy, reusing: copy.flatMap(plan.gzipSegments(ofCopy:)),
                keepingSegments: keepingViewModels, with: theme, sharing: sectionCache, listItems: listItems, into: output)
            if let copy, let segments = written.segments { result.gzipSegments[copy] = segments }
            for (path, bytes, staged) in written.files {
                result.inventory.append(SiteInventory.File(path: path, bytes: bytes, kind: "\(page.summaryKind) pages"))
                if staged { result.staged.append(path) }
            }
        }
        return result
    }

    /// Renders a page and stages its file, and its compressed copy at `copy` when it has one,
    /// copying the segments of it that `segments` has compressed (``Gzip``); a page made
    /// from the whole catalogue copies its list items' text from `listItems` when it has it.
    /// - Parameter keepsSegments: whether to keep the copy's segments for the next build.
    /// - Returns: each file's path, size, and whether it was staged (new or changed); the
    ///   copy's segments, when kept.
    private func stage(
        _ viewModel: PageViewModel, of page: Page, as file: String, compressedAs copy: String?, reusing segments: GzipSegments?,
        keepingSegments keepsSegments: Bool, with theme: Theme, sharing sectionCache: SectionCache, listItems: ListItemCache?,
        into output: OutputFolder
    ) throws(BuildError) -> (files: [(path: String, bytes: Int, staged: Bool)], segments: GzipSegments?) {
        try BuildStep.stage.run { () throws(BuildError.Reason) in
            guard page.isMadeFromWholeCatalogue || copy != nil else {
                let rendered = theme.render(viewModel, sharing: sectionCache).bytes
                guard rendered.count <= Self.largestPage else {
                    throw .files("\(file) would be \(rendered.count) bytes, more than a page may be (\(Self.largestPage) bytes, \(SizeText.bytes(Self.largestPage)): "
                        + "the most Cloudflare Pages takes in one file); it was not written. Shorten what it shows (a description?)")
                }
                return ([(file, rendered.count, try output.stage(rendered, as: file))], nil)
            }
            // A page of the whole catalogue is written as it renders, never held whole; its
            // copy is compressed and written alongside.
            var bytes = 0
            var copyBytes = 0
            var copyStaged: Result<Bool, BuildError.Reason>?
            let gzip = copy.map { _ in Gzip(inSegmentsReusing: segments, keepingSegments: keepsSegments) }
            let staged = try output.stage(as: file) { writeFile in
                guard let copy, let gzip else {
                    theme.render(viewModel, sharing: sectionCache, listItems: listItems) {
                        bytes += $0.bytes.count
                        writeFile($0.bytes)
                    }
                    return
                }
                copyStaged = Result { () throws(BuildError.Reason) -> Bool in
                    try output.stage(as: copy) { writeCopy in
                        func writeCompressed(_ part: [UInt8]) {
                            copyBytes += part.count
                            if !part.isEmpty { writeCopy(part) }
                        }
                        theme.render(viewModel, sharing: sectionCache, listItems: listItems) {
                            bytes += $0.bytes.count
                            writeFile($0.bytes)
                            writeCompressed(gzip.compress($0.bytes))
                        }
                        writeCompressed(gzip.finish())
                    }
                }
            }
            guard let copy, let copyStaged else { return ([(file, bytes, staged)], nil) }
            return ([(file, bytes, staged), (copy, copyBytes, try copyStaged.get())], gzip?.segments)
        }
    }

    /// Every page's view model, by file: the plan's kept one or the one made anew. The kept
    /// ones are carried over whole rather than page by page, then the pages that are gone drop out.
    private static func viewModels(made pages: RenderedPages, keeping plan: RenderPlan) -> [String: PageViewModel] {
        var viewModels = plan.previous
        viewModels.merge(pages.viewModels) { _, new in new }
        if viewModels.count > pages.files.count {
            let files = Set(pages.files)
            viewModels = viewModels.filter { files.contains($0.key) }
        }
        return viewModels
    }

    /// Every compressed copy's segments, by file: the ones compressed anew, else the last
    /// build's (for a page kept as it was).
    private static func gzipSegments(made pages: RenderedPages, keeping plan: RenderPlan) -> [String: GzipSegments] {
        var segments = pages.gzipSegments
        for copy in pages.compressedCopies where segments[copy] == nil {
            segments[copy] = plan.gzipSegments(ofCopy: copy)
        }
        return segments
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

    /// The data files a build stages: every one, those staged (new or changed), the sizes of
    /// those made, and (when kept for the next build) what each was made from.
    private struct StagedDataFiles {
        var files: [String] = []
        var staged: [String] = []
        var inventory: [SiteInventory.File] = []
        var values: DataFileValues?
    }

    /// Stages the data files, one shard set at a time, so only one set is held at once
    /// (unless their values are kept); after `changes`, the ones that cannot differ, and each
    /// file whose value is the one `previous` has at its place, are kept as they are.
    /// - Parameter keepsValues: whether to keep what each file was made from, for the next build.
    private func stageDataFiles(
        of site: SiteViewModel, after changes: SiteChanges?, into output: OutputFolder, reusing previous: DataFileValues?,
        keepingValues keepsValues: Bool
    ) throws(BuildError) -> StagedDataFiles {
        var data = StagedDataFiles(values: keepsValues ? DataFileValues() : nil)
        for files in site.dataFiles(after: changes) {
            let made = DataFileContents(files, reusing: previous, recordingValues: keepsValues)
            data.files += made.kept
            for (path, contents) in made.files {
                data.files.append(path)
                data.inventory.append(SiteInventory.File(path: path, bytes: contents.count, kind: "data files"))
                if try BuildStep.stage.run({ () throws(BuildError.Reason) in try output.stage(contents, as: path) }) { data.staged.append(path) }
            }
            if keepsValues { data.values?.add(made.values) }
        }
        return data
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
