import CellarHosting
import CellarModel
import CellarViewModels
import CellarViews

/// Renders and stages one chunk of the site's pages at a time, for ``RenderStep``: what every
/// chunk of one build shares.
struct ChunkRenderer: Sendable {
    let site: SiteViewModel
    let theme: ThemeTemplates
    let plan: RenderPlan
    let output: OutputFolder
    let mode: BuildMode
    let sectionCache: SectionCache
    /// The text of the whole-catalogue pages' list items, for ``BuildMode/serve``.
    let listItems: ListItemCache?

    /// What rendering a chunk made: each page's file with its index in the site's pages, and
    /// the rest of what it staged.
    struct Rendered: Sendable {
        var indexedFiles: [(index: Int, file: String)] = []
        var made = StagedOutput()
    }

    /// Renders and stages the pages at `chunk`, indices into the site's pages, skipping those
    /// whose files the plan keeps.
    func render(_ chunk: [Int]) throws -> Rendered {
        var result = Rendered()
        for index in chunk {
            let page = site.pages[index]
            try Task.checkCancellation()
            let file = plan.keptPageFiles?[index] ?? site.path(of: page).file
            result.indexedFiles.append((index, file))
            let copy = page.hasCompressedCopy ? file + ".gz" : nil
            if let copy { result.made.compressedCopies.append(copy) }
            guard let viewModel = plan.viewModelToRender(for: page, at: file, in: site, theme: theme) else { continue }
            if mode.keepsForNextBuild { result.made.viewModels[file] = viewModel }
            result.made.pagesRendered += 1
            let written = try stage(
                viewModel, of: page, as: file, compressedAs: copy, reusing: copy.flatMap(plan.gzipSegments(ofCopy:)))
            if let copy, let segments = written.segments { result.made.gzipSegments[copy] = segments }
            for (path, bytes, staged) in written.files {
                result.made.add(path, bytes: bytes, kind: "\(page.summaryKind) pages", staged: staged)
            }
        }
        return result
    }

    /// Renders a page and stages its file, and its compressed copy at `copy` when it has one,
    /// copying the segments of it that `segments` has compressed (``Gzip``); a page made
    /// from the whole catalogue copies its list items' text from ``listItems`` when it has it.
    /// - Returns: each file's path, size, and whether it was staged (new or changed); the
    ///   copy's segments, kept for ``BuildMode/serve``.
    private func stage(
        _ viewModel: PageViewModel, of page: Page, as file: String, compressedAs copy: String?,
        reusing segments: GzipSegments?
    ) throws(BuildError.Reason) -> (files: [(path: String, bytes: Int, staged: Bool)], segments: GzipSegments?) {
        guard page.isMadeFromWholeCatalogue || copy != nil else {
            let rendered = theme.render(viewModel, sharing: sectionCache).bytes
            let largest = SiteBuilder.largestPage
            guard rendered.count <= largest else {
                throw .files(
                    """
                    \(file) would be \(rendered.count) bytes, more than a page may be (\(largest) bytes, \
                    \(SizeText.bytes(largest)): the most Cloudflare Pages takes in one file); it was not written. \
                    Shorten what it shows (a description?)
                    """)
            }
            return ([(file, rendered.count, try output.stage(rendered, as: file))], nil)
        }
        // A page of the whole catalogue is written as it renders, never held whole; its
        // copy is compressed and written alongside.
        var bytes = 0
        var copyBytes = 0
        var copyStaged: Result<Bool, BuildError.Reason>?
        let gzip = copy.map { _ in Gzip(inSegmentsReusing: segments, keepingSegments: mode.keepsForNextBuild) }
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
