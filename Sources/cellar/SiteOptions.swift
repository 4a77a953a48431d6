import ArgumentParser
import CellarPipeline

/// Where a site is built from and to: the options `build` and `serve` share.
struct SiteOptions: ParsableArguments {
    @Option(help: "The fixtures folder.")
    var fixtures = "Fixtures"

    @Option(
        help:
            """
            A folder of theme files that replace the built-in theme's at the same paths (goods.mustache, \
            partials/stars.mustache, assets/style.css); `cellar theme copy` writes them all.
            """
    )
    var templates: String?

    @Option(help: "Where to write the site.")
    var output = "site"

    @Option(
        help:
            """
            Where to write the catalogue report, the shop owner's (stock, low stock, feed gaps), outside the site \
            (default: beside the output, named OUTPUT-reports).
            """
    )
    var reports: String?

    @Flag(
        help:
            """
            Publish the catalogue report with the site, in its reports/ folder (noindex, out of the sitemap, linked \
            from no page), so deploy uploads it.
            """
    )
    var publishReports = false

    @Option(help: "Where the site will be served, e.g. https://host/shop/ (overrides store.json's baseURL).")
    var baseURL: String?

    @Flag(help: "Treat warnings as errors: the build stops and the output stays as it was.")
    var strict = false

    @Option(
        help: "Where encoded photos are kept between builds (default: $XDG_CACHE_HOME/cellar, else ~/.cache/cellar).")
    var cacheDir: String?

    func validate() throws {
        if publishReports, reports != nil {
            throw ValidationError(
                """
                --reports names a folder outside the site and --publish-reports puts the report in it: give one of them
                """
            )
        }
    }

    func buildOptions(jobs: Int? = nil) -> BuildOptions {
        BuildOptions(
            fixtures: fixtures, templates: templates, output: output,
            reports: publishReports ? .published : reports.map { .apart(folder: $0) }, baseURL: baseURL, jobs: jobs,
            strict: strict,
            cacheDirectory: cacheDir)
    }
}
