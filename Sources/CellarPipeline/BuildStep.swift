/// The named steps of a build, in the order they run (each a value in ``SiteBuilder``'s list);
/// a ``BuildError`` names the one that failed, and a verbose build prints each one's time.
public enum BuildStep: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Check that the output folder is apart from the fixtures and templates and may be replaced.
    case prepareOutput = "prepare the output"
    /// Read and check the fixtures, re-reading only the files changed since the last build, and
    /// read the signing secret the checkout names from the environment.
    case loadFixtures = "load the fixtures"
    /// Read and check the templates, once, the theme's assets and its string table for the store's locale.
    case loadTheme = "load the theme"
    /// Turn every local photo upright, resize it to the width ladder and encode it (or take it
    /// from the image cache).
    case processImages = "process the images"
    /// Make the site's view model: its pages and what every page shares.
    case makeViewModels = "make the view models"
    /// Tell which pages the last build's files and view models still serve.
    case plan = "plan what to render"
    /// Make the staging folder beside the output, render the pages that may look different and
    /// stage each (written into the staging folder when its bytes changed) as soon as it is
    /// rendered, with the data files beside them.
    case render = "render the pages"
    /// Stage the theme's assets, the photos and `_headers`.
    case stage = "stage the files"
    /// Check that the site fits the host it is published to (``HostLimits``): its problems are
    /// warnings, or with ``BuildOptions/strict`` errors.
    case checkHost = "check the host's limits"
    /// Complete the staging folder into the new site (links to the unchanged files, none to
    /// the ones the site no longer has) and exchange it with the output in one rename (``SiteExchange``).
    case publish = "publish the site"
    /// Write the catalogue report's pages into their folder apart from the site (``ReportsFolder``),
    /// the whole folder replaced at once; a published report is among the site's pages instead.
    case writeReport = "write the report"

    public var description: String { rawValue }
}
