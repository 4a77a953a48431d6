import CellarHosting
import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// Makes the staging folder, renders the pages the plan does not keep and stages each as soon
/// as it is rendered (written only when its bytes changed), with the data files made and staged
/// beside them: nothing in those depends on the pages.
struct RenderStep: SiteBuildStep {
    var step: BuildStep { .render }

    func run(_ state: inout BuildState) async throws(BuildError.Reason) {
        try state.output.prepareStaging(from: state.previous?.keptSite)
        let (site, plan, output, mode) = (state.site!, state.plan!, state.output, state.mode)
        async let stagedDataFiles = Result { () throws(BuildError.Reason) -> StagedOutput in
            try stageDataFiles(of: site, following: plan, into: output, mode: mode)
        }
        do throws(BuildError.Reason) {
            var staged = try await render(
                site, with: state.theme.templates, following: plan, into: output, mode: mode, jobs: state.options.jobs,
                progress: state.progress)
            let data = try await stagedDataFiles.get()
            staged.dataFiles = data.dataFiles
            staged.dataValues = data.dataValues
            staged.otherFiles = data.dataFiles.union(staged.compressedCopies)
            staged.staged += data.staged
            for file in data.inventory.files { staged.inventory.add(file) }
            state.staged = staged
        } catch {
            // The data files may still be staging: the staging folder goes once they are done.
            _ = await stagedDataFiles
            throw error
        }
    }

    /// Renders the pages `plan` does not keep, in chunks, at most `jobs` chunks at once,
    /// staging each as soon as it is rendered and reporting progress per chunk.
    private func render(
        _ site: SiteViewModel, with theme: ThemeTemplates, following plan: RenderPlan, into output: OutputFolder,
        mode: BuildMode,
        jobs: Int, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError.Reason) -> StagedOutput {
        let pages = site.pages
        var chunks = Self.chunks(of: pages).makeIterator()
        // What pages share (the layout's frame at each depth) is rendered once for this build.
        let sectionCache = SectionCache()
        // The items of the pages made from the whole catalogue (the feeds'), rendered once for
        // `cellar serve`'s builds while their values and the templates stay the same.
        let listItems = mode.keepsForNextBuild ? ListItemCache(keeping: plan.lastListItems) : nil
        let chunkRenderer = ChunkRenderer(
            site: site, theme: theme, plan: plan, output: output, mode: mode, sectionCache: sectionCache,
            listItems: listItems)
        do {
            return try await withThrowingTaskGroup(of: (ChunkRenderer.Rendered, Int).self) { group in
                func addNextChunk() -> Bool {
                    guard let chunk = chunks.next() else { return false }
                    group.addTask { try (chunkRenderer.render(chunk), chunk.count) }
                    return true
                }
                for _ in 0..<jobs where !addNextChunk() { break }
                var all = StagedOutput()
                all.pageFiles = Array(repeating: "", count: pages.count)
                all.listItems = listItems
                var finished = 0
                for try await (result, done) in group {
                    for (index, file) in result.indexedFiles { all.pageFiles[index] = file }
                    all.add(rendered: result.made)
                    finished += done
                    progress?(finished, pages.count)
                    _ = addNextChunk()
                }
                if mode.keepsForNextBuild {
                    all.viewModels = Self.viewModels(made: all, keeping: plan)
                    all.gzipSegments = Self.gzipSegments(made: all, keeping: plan)
                }
                return all
            }
        } catch let error as BuildError.Reason {
            throw error
        } catch {
            throw .files("rendering stopped: \(error)")
        }
    }

    /// Every page's view model, by file: the plan's kept one or the one made anew. The kept
    /// ones are carried over whole rather than page by page, then the pages that are gone drop out.
    private static func viewModels(made pages: StagedOutput, keeping plan: RenderPlan) -> [String: PageViewModel] {
        var viewModels = plan.previous
        viewModels.merge(pages.viewModels) { _, new in new }
        if viewModels.count > pages.pageFiles.count {
            let files = Set(pages.pageFiles)
            viewModels = viewModels.filter { files.contains($0.key) }
        }
        return viewModels
    }

    /// Every compressed copy's segments, by file: the ones compressed anew, else the last
    /// build's (for a page kept as it was).
    private static func gzipSegments(made pages: StagedOutput, keeping plan: RenderPlan) -> [String: GzipSegments] {
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
        return whole.map { [$0] }
            + stride(from: 0, to: others.count, by: chunkSize).map {
                Array(others[$0..<min($0 + chunkSize, others.count)])
            }
    }

    /// Stages the data files, one shard set at a time, so only one set is held at once
    /// (unless their values are kept); after the plan's changes, the ones that cannot differ, and
    /// each file whose value is the one the last build had at its place, are kept as they are.
    private func stageDataFiles(
        of site: SiteViewModel, following plan: RenderPlan, into output: OutputFolder, mode: BuildMode
    ) throws(BuildError.Reason) -> StagedOutput {
        var data = StagedOutput()
        if let kept = plan.keptDataFiles {
            data.dataFiles = kept.files
            data.dataValues = kept.values
            return data
        }
        for files in site.dataFiles(after: plan.changes) {
            let made = DataFileContents(files, reusing: plan.previousDataValues, mode: mode)
            data.dataFiles.formUnion(made.kept)
            for (path, contents) in made.files {
                data.dataFiles.insert(path)
                data.add(path, bytes: contents.count, kind: "data files", staged: try output.stage(contents, as: path))
            }
            if mode.keepsForNextBuild { data.dataValues.add(made.values) }
        }
        return data
    }
}
