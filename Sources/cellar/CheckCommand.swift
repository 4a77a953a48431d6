import ArgumentParser
import CellarModel
import CellarPipeline
import CellarPlurals
import CellarSiteCheck
import Foundation

/// `cellar check`: validate the fixtures and the theme, building nothing; or, with `--site`,
/// a built site whole (its language alternates, sitemap, prices and product feeds).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            """
            Check the fixtures (and the theme) against every rule, listing all problems and warnings, without building.
            """,
        discussion: """
            With --site, check a built site instead, from its files alone: its pages' language alternates and \
            its sitemap's (Google's hreflang rules), and each market's prices, shown, in the structured data and \
            in the product feeds, which must agree. Each fault is printed as FILE: problem.
            """
    )

    @Option(help: "The fixtures folder.")
    var fixtures = "Fixtures"

    @Option(help: "A folder of theme files over the built-in theme's, checked too (see cellar build --help).")
    var templates: String?

    @Option(help: "A built site's folder, checked whole instead of the fixtures.")
    var site: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        if let site { return try check(site: site) }
        let options = BuildOptions(fixtures: fixtures, templates: templates, strict: strict)
        let (catalogue, warnings) = try SiteBuilder(options: options).check()
        guard !quiet else { return }
        SpreadsheetNotice.print(fixtures: fixtures)
        Warnings.print(warnings)
        let count = warnings.isEmpty ? "" : ", " + EnglishCount.of(warnings.count, "warning", "warnings")
        print("\(fixtures): OK — \(Self.contents(of: catalogue))\(count)")
    }

    /// Checks the built site in `folder`: prints each fault, then what was checked (unless
    /// quiet), and fails when there is a fault.
    private func check(site folder: String) throws {
        let report = try SiteCheck.check(site: folder)
        for line in report.lines { print(line) }
        if !quiet { print(report.summary) }
        if !report.faults.isEmpty { throw SiteFaults(site: folder, count: report.faults.count) }
    }

    /// A built site's check found faults (which it printed).
    struct SiteFaults: Error, CustomStringConvertible {
        let site: String
        let count: Int

        var description: String { "\(site): \(EnglishCount.of(count, "fault", "faults")) (listed above)" }
    }

    /// "2 categories, 1 goods item, 4 comments, 1 docs page": what a shop's fixtures hold.
    static func contents(of catalogue: Catalogue) -> String {
        [
            EnglishCount.of(catalogue.categories.count, "category", "categories"),
            EnglishCount.of(catalogue.goods.count, "goods item", "goods items"),
            EnglishCount.of(catalogue.commentCount, "comment", "comments"),
            EnglishCount.of(catalogue.docs.count, "docs page", "docs pages"),
        ].joined(separator: ", ")
    }
}
