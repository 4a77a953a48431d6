import ArgumentParser
import CellarBuiltIns
import CellarViewModels
import CellarSpelling
import Foundation

/// The `cellar` command: builds a static storefront from a shop's fixtures.
@main
struct Cellar: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Builds a static storefront from a shop's catalogue fixtures.",
        discussion: """
            Start with: cellar init myshop && cd myshop && cellar build
            The reference: cellar help fixtures (the fixtures' every field), help import, help building, help \
            storefront,
            help checkout, help preview, help publishing, help templates.
            """,
        version: CellarVersion.current,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, DeployCommand.self, InitCommand.self,
            ImportCommand.self, FetchImagesCommand.self, TranslationsCommand.self, ThemeCommand.self,
        ],
        defaultSubcommand: BuildCommand.self
    )

    /// Parses and runs the command; a word that is no subcommand where one is due (the first,
    /// or the one after `theme`, `import` or `translations`) is named as such, with the closest one (the
    /// parser would otherwise only call it "unexpected").
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.count == 2, arguments[0] == "help",
            let page = BuiltInDocs.topics.first(where: { $0.key == arguments[1] })?.value
        {
            FileHandle.standardOutput.write(BuiltInDocs.files[page] ?? Data())
            Foundation.exit(EXIT_SUCCESS)
        }
        if let unknown = unknownSubcommand(in: arguments[...], of: Cellar.self, named: "cellar") {
            let suggestion = unknown.closest.map { " Did you mean '\($0)'?" } ?? ""
            let what =
                unknown.command == Cellar.self
                ? "command '\(unknown.word)'" : "subcommand '\(unknown.word)' of '\(unknown.name)'"
            FileHandle.standardError.write(
                Data(
                    """
                    Error: Unknown \(what).\(suggestion)
                    Usage: \(usageString(for: unknown.command))
                      See '\(unknown.name) --help' for more information.

                    """.utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            // Help, the version, and what is wrong with the command line, as the parser says them.
            exit(withError: error)
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            // `cellar help TOPIC` runs the parser's help command, which ends by throwing its own error.
            if String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") { exit(withError: error) }
            fail(error)
        }
    }

    /// Ends the process after a command failed: the one place that says why, as
    /// `error: …` on standard error, and exits non-zero.
    private static func fail(_ error: any Error) -> Never {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        Foundation.exit(ExitCode.failure.rawValue)
    }

    /// The first of `arguments` that should name a subcommand of `command` (called `name`
    /// on the command line), or of the subcommand it names and so on down, and names none;
    /// with the command it should be one of and the closest of those, at most two edits away.
    private static func unknownSubcommand(
        in arguments: ArraySlice<String>, of command: ParsableCommand.Type, named name: String
    ) -> (word: String, command: ParsableCommand.Type, name: String, closest: String?)? {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty, let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        if let subcommand = subcommands.first(where: { $0.configuration.commandName == word }) {
            return unknownSubcommand(in: arguments.dropFirst(), of: subcommand, named: name + " " + word)
        }
        let names = subcommands.compactMap { $0.configuration.commandName } + ["help"]
        return (word, command, name, EditDistance.nearest(to: word, among: names))
    }
}
