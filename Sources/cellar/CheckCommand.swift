import ArgumentParser
import CellarModel
import CellarPipeline
import CellarPlurals
import Foundation

/// `cellar check`: validate the fixtures and the theme, building nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            """
            Check the fixtures (and the theme) against every rule, listing all problems and warnings, without building.
            """
    )

    @Option(help: "The fixtures folder.")
    var fixtures = "Fixtures"

    @Option(help: "A folder of theme files over the built-in theme's, checked too (see cellar build --help).")
    var templates: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        let options = BuildOptions(fixtures: fixtures, templates: templates, strict: strict)
        let (catalogue, warnings) = try SiteBuilder(options: options).check()
        guard !quiet else { return }
        SpreadsheetNotice.print(fixtures: fixtures)
        Warnings.print(warnings)
        let count = warnings.isEmpty ? "" : ", " + EnglishCount.of(warnings.count, "warning", "warnings")
        print("\(fixtures): OK — \(Self.contents(of: catalogue))\(count)")
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
