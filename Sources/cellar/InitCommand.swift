import ArgumentParser
import CellarModel
import CellarPipeline
import Foundation

/// `cellar init DIR`: a new shop to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a new shop in a new or empty folder: a small catalogue in Fixtures/ and a README.",
        discussion: "Then: cd DIR && cellar serve (preview) or cellar build (writes site/)."
    )

    @Argument(help: "The folder to make; it must not exist or be empty.")
    var folder: String

    @Option(help: "The shop's name.")
    var name = "My Shop"

    @Option(
        help: "The currency of the prices (ISO 4217: USD, EUR, CNY …; eur reads as EUR).",
        transform: { $0.uppercased() })
    var currency = "USD"

    @Option(help: "The language of the shop's interface: en or zh-CN.")
    var locale = "en"

    func run() throws {
        let fixtures = (folder as NSString).appendingPathComponent("Fixtures")
        try NewShop(name: name, currency: currency, locale: locale).create(at: folder)
        let catalogue = try SiteBuilder(options: BuildOptions(fixtures: fixtures)).check().catalogue
        print(
            """
            Made a new shop in \(folder): README.md and Fixtures/ (\(CheckCommand.contents(of: catalogue))).
            Next: cd \(folder) && cellar serve    (or cellar build, which writes site/)
            """)
    }
}
