import CellarHosting
import CellarPlurals
import CellarViewModels
import Foundation

/// What a build made, for the summary line.
public struct BuildSummary: Sendable, Equatable {
    /// Pages per kind (`goods`, `comments` …).
    public var pagesByKind: [String: Int]
    public var seconds: Double
    public var output: String
    /// Pages rendered; fewer than all when a ``BuildRecord`` showed the rest unchanged.
    public var pagesRendered: Int
    /// Files written because they were new or their bytes changed.
    public var filesWritten: Int
    /// Files removed because the build no longer makes them.
    public var filesRemoved: Int
    /// Photo files encoded; the others came from the image cache.
    public var imagesEncoded: Int = 0
    /// The base URL's path (`/shop/`), where the site is served.
    public var rootPath: String
    /// The site's files and their bytes together, every file counted (pages, data files,
    /// assets, photos); `nil` for a rebuild, which does not write or compare the files it keeps.
    public var fileCount: Int?
    public var byteCount: Int?
    /// What does not stop a build but a shop owner should hear about, each naming its file,
    /// place and problem (`goods.json[3] (id "house-red"): no image`).
    public var warnings: [String] = []
    /// The folder the catalogue report was written to, apart from the site; `nil` when the
    /// report is published with the site.
    public var reportFolder: String?

    /// Where the owner finds the catalogue report when it is apart from the site:
    /// "Catalogue report (yours, not published): site-reports/catalogue.html", the folder
    /// relative to the working folder when it is inside it; `nil` when it is published.
    public var reportLine: String? {
        guard let reportFolder else { return nil }
        let here = FileManager.default.currentDirectoryPath + "/"
        let folder = reportFolder.hasPrefix(here) ? String(reportFolder.dropFirst(here.count)) : reportFolder
        return "Catalogue report (yours, not published): \(folder)/catalogue.html"
    }

    /// How long each step took, in the order they ran.
    public var stepTimes: [StepTime] = []

    /// One step's time.
    public struct StepTime: Sendable, Equatable {
        public let step: BuildStep
        public let duration: Duration

        /// "  render the pages: 1.234 s"
        public var line: String {
            let milliseconds =
                duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
            return "  \(step): \(Double(milliseconds) / 1000) s"
        }
    }

    /// The figures of a build whose every step is done: the pages by kind and the data files,
    /// what was rendered, written and removed, and the warnings.
    init(_ state: BuildState, stepTimes: [StepTime]) {
        var pagesByKind: [String: Int] = [:]
        for page in state.site.pages { pagesByKind[page.summaryKind, default: 0] += 1 }
        if !state.staged.dataFiles.isEmpty { pagesByKind["data", default: 0] += state.staged.dataFiles.count }
        self.pagesByKind = pagesByKind
        seconds = Date().timeIntervalSince(state.start)
        output = state.options.output
        pagesRendered = state.staged.pagesRendered
        filesWritten = state.staged.staged.count
        filesRemoved = state.stale.count
        rootPath = state.site.rootPath
        warnings = state.fixtureWarnings + state.theme.warnings + state.hostProblems
        imagesEncoded = state.photos.encodedFiles
        // A rebuild keeps most files without writing them: only a build that wrote (or
        // compared) every file knows them all.
        if state.previous == nil {
            fileCount = state.staged.inventory.files.count
            byteCount = state.staged.inventory.bytes
        }
        self.stepTimes = stepTimes
        if case .apart(let folder) = state.options.reports { reportFolder = folder }
    }

    public var pageCount: Int { pagesByKind.values.reduce(0, +) }

    /// "Built 512 pages (category 14, comments 430, …) in 0.42 s → site: 1,204 files, 8.3 MiB",
    /// then the image files encoded and ", 2 warnings" when there are any.
    public var line: String {
        let kinds = pagesByKind.keys.sorted().map { "\($0) \(pagesByKind[$0]!)" }.joined(separator: ", ")
        let time = (seconds * 100).rounded() / 100
        return "Built \(EnglishCount.of(pageCount, "page", "pages")) (\(kinds)) in \(time) s → \(output)" + siteSize
            + encodedCount + warningCount
    }

    /// ": 1,204 files, 8.3 MiB" when every file was counted.
    private var siteSize: String {
        guard let fileCount, let byteCount else { return "" }
        return
            """
            : \(NumberText.grouped(fileCount)) \(EnglishCount.form(fileCount, "file", "files")), \
            \(SizeText.bytes(byteCount))
            """
    }

    /// "Rebuilt in 0.05 s: 3 pages rendered, 3 files written, 0 removed", then the warnings' count.
    public var changeLine: String {
        let time = (seconds * 1000).rounded() / 1000
        return
            """
            Rebuilt in \(time) s: \(pagesRendered) of \(EnglishCount.of(pageCount, "page", "pages")) rendered, \
            \(EnglishCount.of(filesWritten, "file", "files")) written, \(filesRemoved) removed
            """
                + encodedCount + warningCount
    }

    /// ", 24 image files encoded" when any were (a rebuild takes the others from the cache).
    private var encodedCount: String {
        imagesEncoded == 0 ? "" : ", \(EnglishCount.of(imagesEncoded, "image file", "image files")) encoded"
    }

    private var warningCount: String {
        warnings.isEmpty ? "" : ", " + EnglishCount.of(warnings.count, "warning", "warnings")
    }
}
