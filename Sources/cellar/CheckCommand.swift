import ArgumentParser
import CellarModel
import CellarPipeline
import Foundation

/// `cellar check`: validate the fixtures and the theme, building nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the fixtures (and the theme) against every rule, listing all problems and warnings, without building."
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
        let count = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
        print("\(fixtures): OK — \(catalogue.categories.count) categories, \(catalogue.goods.count) goods, "
            + "\(catalogue.commentCount) comments, \(catalogue.docs.count) docs pages\(count)")
    }
}
