import ArgumentParser
import CellarModel
import CellarPipeline
import Foundation

/// `cellar check`: validate the fixtures only.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the fixtures against every rule, listing all problems, without building."
    )

    @Option(help: "The fixtures folder.")
    var fixtures = "Fixtures"

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        do {
            let catalogue = try SiteBuilder(options: BuildOptions(fixtures: fixtures, strict: strict)).check()
            if !quiet {
                let warnings = catalogue.warnings.map(\.description)
                Warnings.print(warnings)
                let count = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
                print("\(fixtures): OK — \(catalogue.categories.count) categories, \(catalogue.goods.count) goods, \(catalogue.commentCount) comments, \(catalogue.docs.count) docs pages\(count)")
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
