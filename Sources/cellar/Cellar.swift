import ArgumentParser
import CellarViewModels
import CellarViews
import Foundation

/// The `cellar` command: builds a static storefront from a shop's fixtures.
@main
struct Cellar: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Builds a static storefront from a shop's catalogue fixtures.",
        discussion: "Start with: cellar init myshop && cd myshop && cellar build",
        version: CellarVersion.current,
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self, DeployCommand.self, InitCommand.self, ImportCommand.self, ThemeCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    /// Parses and runs the command; a first word that is no subcommand is named as such, with
    /// the closest one (the default subcommand would otherwise only call it "unexpected").
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) {
            let suggestion = closestCommand(to: first).map { " Did you mean '\($0)'?" } ?? ""
            FileHandle.standardError.write(Data("Error: Unknown command '\(first)'.\(suggestion)\nUsage: \(usageString())\n  See 'cellar --help' for more information.\n".utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    private static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The command at most two edits away from `word`, if any.
    private static func closestCommand(to word: String) -> String? {
        commandNames
            .map { ($0, EditDistance.between($0, word)) }
            .filter { $0.1 <= 2 }
            .min { $0.1 < $1.1 }?.0
    }
}
