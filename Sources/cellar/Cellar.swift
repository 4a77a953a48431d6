import ArgumentParser

/// The `cellar` command: builds a static storefront from a shop's fixtures.
@main
struct Cellar: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Builds a static storefront from a shop's catalogue fixtures.",
        subcommands: [BuildCommand.self, CheckCommand.self, ServeCommand.self],
        defaultSubcommand: BuildCommand.self
    )
}
