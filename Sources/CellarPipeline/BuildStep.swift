/// The named steps of a build, in the order they run; a ``BuildError`` names the one that
/// failed. Rendering and staging overlap: each page is staged as soon as it is rendered.
public enum BuildStep: String, Sendable, CustomStringConvertible {
    /// Check that the output folder is apart from the fixtures and templates and may be replaced.
    case prepareOutput = "prepare the output"
    /// Read and check the fixtures, re-reading only the files changed since the last build.
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
    /// Render the pages that may look different.
    case render = "render the pages"
    /// Make the staging folder beside the output and write into it each file whose bytes
    /// changed (pages, data files, assets, images).
    case stage = "stage the files"
    /// Check that the site fits the host it is published to (``HostLimits``): its problems are
    /// warnings, or with ``BuildOptions/strict`` errors.
    case checkHost = "check the host's limits"
    /// Complete the staging folder into the new site (links to the unchanged files, none to
    /// the ones the site no longer has) and exchange it with the output in one rename (``SiteExchange``).
    case publish = "publish the site"

    public var description: String { rawValue }

    /// Runs `body` as this step: what it throws stops the build as this step's failure.
    func run<Value>(_ body: () throws(BuildError.Reason) -> Value) throws(BuildError) -> Value {
        do {
            return try body()
        } catch {
            throw BuildError(step: self, reason: error)
        }
    }
}
