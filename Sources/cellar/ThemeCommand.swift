import ArgumentParser
import CellarBuiltIns
import CellarPipeline
import Foundation

/// `cellar theme`: the built-in theme.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with the built-in theme.",
        subcommands: [Copy.self]
    )

    /// `cellar theme copy DIR`.
    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "copy",
            abstract: "Write the whole built-in theme to a new or empty folder, to start a new look from.",
            discussion:
                "Keep only the files you change: cellar build --templates DIR takes the rest from the built-in theme."
        )

        @Argument(help: "The folder to write; it must not exist or be empty.")
        var folder: String

        func run() throws {
            try NewFolder.create(at: folder, files: BuiltInTheme.files)
            print("Wrote the built-in theme to \(folder). Build with it: cellar build --templates \(folder)")
        }
    }
}
