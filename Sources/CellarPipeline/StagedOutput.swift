import CellarHosting
import CellarViewModels
import CellarViews

/// Every file one build makes, by what made it, as the steps stage them: the pages', the data
/// files', the assets', the photos' and `_headers`; those staged (new or changed), the site's
/// inventory, and (for ``BuildMode/serve``) what the next build reuses of them.
struct StagedOutput: Sendable {
    /// Each page's file, relative to the output, in the order of the site's pages.
    var pageFiles: [String] = []
    /// Each page's view model, by file: with ``BuildMode/serve``, every page's (kept or made
    /// anew); while rendering, only those made anew; none for a one-off build.
    var viewModels: [String: PageViewModel] = [:]
    /// The pages rendered (the others kept their files).
    var pagesRendered = 0
    /// The files of the pages' compressed copies, rendered or kept.
    var compressedCopies: [String] = []
    /// Each compressed copy's segments, compressed, by their digests (``GzipSegments``), by its file,
    /// for ``BuildMode/serve``.
    var gzipSegments: [String: GzipSegments] = [:]
    /// The text of the whole-catalogue pages' list items the build used, by their keys, for
    /// ``BuildMode/serve``.
    var listItems: ListItemCache?
    /// The data files (``DataFiles``), relative to the output.
    var dataFiles: Set<String> = []
    /// The digest of the value each data file was made from (``DataFileValues``).
    var dataValues = DataFileValues()
    /// Every file but the pages', the data files included, relative to the output.
    var otherFiles: Set<String> = []
    /// The files staged because they are new or their bytes changed.
    var staged: [String] = []
    /// Every file made, with its size: complete when every page was rendered and every data
    /// file made.
    var inventory = SiteInventory()

    /// Notes a file made, of `kind`, and whether it was staged.
    mutating func add(_ path: String, bytes: Int, kind: String, staged: Bool) {
        inventory.add(SiteInventory.File(path: path, bytes: bytes, kind: kind))
        if staged { self.staged.append(path) }
    }

    /// Adds what rendering some of the pages made (their files aside, which go in the pages' order).
    mutating func add(rendered pages: StagedOutput) {
        viewModels.merge(pages.viewModels) { first, _ in first }
        staged += pages.staged
        for file in pages.inventory.files { inventory.add(file) }
        compressedCopies += pages.compressedCopies
        gzipSegments.merge(pages.gzipSegments) { first, _ in first }
        pagesRendered += pages.pagesRendered
    }
}
