import CellarHosting
import CellarModel
import CellarViewModels
import CellarViews

/// What a build made, kept between the builds of `cellar serve` so that the next one reads
/// only the fixture files that changed, makes the view models only of the pages whose inputs
/// changed (as each view model states, ``SiteChanges``), renders only the pages whose
/// view model or templates changed, and writes only the data files whose values changed.
public struct BuildRecord: Sendable {
    /// The fixtures as read, file by file.
    let fixtures: LoadedFixtures
    /// The theme as loaded, which the next build keeps when loaded from the same.
    let theme: LoadedTheme
    /// The site's view model, which the next build's compares itself with.
    let site: SiteViewModel
    /// Each page's view model, by the file it was written to.
    let pages: [String: PageViewModel]
    /// Each page's file, relative to the output, in the order of the site's pages.
    let pageFiles: [String]
    /// Each compressed copy's segments, compressed, by their digests (``GzipSegments``), by its file.
    let gzipSegments: [String: GzipSegments]
    /// The text of the whole-catalogue pages' list items the build used, by their keys.
    let listItems: ListItemCache?
    /// The data files (``DataFiles``), relative to the output.
    let dataFiles: Set<String>
    /// The digest of the value each data file was made from (``DataFileValues``).
    let dataValues: DataFileValues
    /// Every other file the build made (the data files, assets, photos), relative to the output.
    let otherFiles: Set<String>
}
