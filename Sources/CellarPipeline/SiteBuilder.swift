import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// The build, as a pipeline of named steps: load the fixtures, load the theme, make the
/// site's view model, render every page in parallel into a staging folder, copy assets and
/// images, then put the new site in place of the old one.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Loads and checks the fixtures without building anything.
    public func check() throws(BuildError) -> Catalogue {
        do {
            return try FixtureLoader(directory: options.fixtures).load()
        } catch {
            throw .fixtures(error)
        }
    }

    /// Builds the site.
    /// - Parameter progress: called now and then with pages done and pages in all.
    public func build(progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(BuildError) -> BuildSummary {
        let start = Date()
        let output = OutputFolder(path: options.output)
        try checkOutputIsApart(output)
        try output.checkReplaceable()
        let catalogue = try check()
        let theme: Theme
        do {
            theme = try Theme(directory: options.templates)
        } catch {
            throw .theme(error)
        }
        let site = SiteViewModel(catalogue: catalogue, baseURL: options.baseURL)
        try output.prepareStaging()
        do {
            try await render(site, with: theme, into: output, progress: progress)
            try copyAssets(into: output)
            try copyImages(of: catalogue, into: output)
            try output.publish()
        } catch {
            output.discardStaging()
            throw error
        }
        var pagesByKind: [String: Int] = [:]
        for page in site.pages { pagesByKind[page.kind, default: 0] += 1 }
        return BuildSummary(pagesByKind: pagesByKind, seconds: Date().timeIntervalSince(start), output: options.output)
    }

    /// Renders pages in chunks, at most `jobs` chunks at once, reporting progress per chunk.
    private func render(_ site: SiteViewModel, with theme: Theme, into output: OutputFolder, progress: (@Sendable (Int, Int) -> Void)?) async throws(BuildError) {
        let pages = site.pages
        let chunkSize = 64
        var chunks = stride(from: 0, to: pages.count, by: chunkSize).map { $0..<min($0 + chunkSize, pages.count) }.makeIterator()
        do {
            try await withThrowingTaskGroup(of: Int.self) { group in
                func addNextChunk() -> Bool {
                    guard let chunk = chunks.next() else { return false }
                    group.addTask {
                        for page in pages[chunk] {
                            try Task.checkCancellation()
                            try output.write(theme.render(site.viewModel(for: page)), to: site.path(of: page).file)
                        }
                        return chunk.count
                    }
                    return true
                }
                for _ in 0..<options.jobs where !addNextChunk() { break }
                var finished = 0
                for try await done in group {
                    finished += done
                    progress?(finished, pages.count)
                    _ = addNextChunk()
                }
            }
        } catch let error as BuildError {
            throw error
        } catch {
            throw .output("rendering stopped: \(error)")
        }
    }

    private func copyAssets(into output: OutputFolder) throws(BuildError) {
        let assets = (options.templates as NSString).appendingPathComponent("assets")
        guard FileManager.default.fileExists(atPath: assets) else { return }
        try output.copy(assets, to: "assets")
    }

    private func copyImages(of catalogue: Catalogue, into output: OutputFolder) throws(BuildError) {
        for path in catalogue.localImagePaths {
            try output.copy((options.fixtures as NSString).appendingPathComponent(path), to: "media/" + path)
        }
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
