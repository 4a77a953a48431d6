import ArgumentParser
import CellarHosting
import CellarModel
import CellarPipeline
import Foundation

/// `cellar build`: fixtures → site.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site. A failed build leaves the previous output as it was."
    )

    @OptionGroup var site: SiteOptions

    @Option(help: "How many pages to render at once (default: all cores).")
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            """
            Warn when the site is past this host's limits (with --strict, fail): \
            \(SiteHost.allCases.map(\.rawValue).joined(separator: ", ")). Overrides store.json's host.
            """,
            valueName: "host"))
    var host: SiteHost?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print how long each step of the build took.")
    var verbose = false

    func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be 1 or more (how many pages to render at once), found \(jobs)")
        }
    }

    func run() async throws {
        var options = site.buildOptions(jobs: jobs)
        options.hostLimits = host.map(HostLimits.init)
        let builder = SiteBuilder(options: options)
        let progress = quiet ? nil : ProgressLine.forTerminal()
        let summary: BuildSummary
        do {
            summary = try await builder.build { done, total in progress?.show(done, of: total) }
        } catch {
            progress?.clear()
            throw error
        }
        progress?.clear()
        if !quiet {
            SpreadsheetNotice.print(fixtures: site.fixtures)
            Warnings.print(summary.warnings)
            print(summary.line)
            summary.reportLine.map { print($0) }
            if verbose { summary.stepTimes.forEach { print($0.line) } }
        }
    }
}

extension SiteHost: ExpressibleByArgument {}
