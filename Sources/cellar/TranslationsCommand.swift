import ArgumentParser
import CellarFixtures
import CellarModel
import CellarPlurals
import Foundation

/// `cellar translations export|import`: the markets' translations as one spreadsheet (CSV).
struct TranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Write the translations as a spreadsheet (CSV) for a translator, and read it back.",
        discussion:
            """
            A row per text (goods/<id>/title …), a column per locale the markets speak, the default market's first \
            with the fixtures' texts. The docs pages are Markdown files, translated in translations/<locale>/docs/. \
            See cellar help fixtures, Translations.
            """,
        subcommands: [Export.self, Import.self]
    )

    /// `cellar translations export`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every text to translate and its translations as a CSV file.",
            discussion:
                """
                The header is key, the default market's locale, then each other locale; each other column holds the \
                translation's text, empty where it gives none. UTF-8 with a byte order mark, as Excel's CSV UTF-8.
                """
        )

        @Option(help: "The fixtures folder.")
        var fixtures = "Fixtures"

        @Option(help: "The CSV file to write; standard output when not given.")
        var output: String?

        func run() throws {
            let catalogue = try FixtureLoader(directory: fixtures).load()
            let (bytes, rowCount) = try TranslationSheet.csv(of: catalogue)
            guard let output else {
                FileHandle.standardOutput.write(Data(bytes))
                return
            }
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            let locales = TranslationSheet.locales(of: catalogue.store)
            print(
                "Wrote \(EnglishCount.of(rowCount, "text", "texts")) in \(locales.joined(separator: ", ")) to "
                    + "\(output). Then: cellar translations import \(output) --fixtures \(fixtures)")
        }
    }

    /// `cellar translations import FILE.csv`.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Write translations/<locale>.json for each locale column of a CSV file (as export writes it).",
            discussion:
                """
                An empty cell is a text not translated. The default market's column is not written back: the \
                fixtures keep their texts, and a cell that differs is warned of. Every problem is named by its row \
                and column, and then no file is changed.
                """
        )

        @Argument(help: "The CSV file (key, then a column for each locale).")
        var file: String

        @Option(help: "The fixtures folder.")
        var fixtures = "Fixtures"

        func run() throws {
            let catalogue = try FixtureLoader(directory: fixtures).load()
            let sheet: TranslationSheet.Import
            do {
                sheet = try TranslationSheet.read(
                    csvAt: file, named: (file as NSString).lastPathComponent, fixtures: fixtures, catalogue: catalogue)
            } catch {
                throw NotImported(file: file, errors: error)
            }
            Warnings.print(sheet.warnings)
            try TranslationSheet.write(sheet.files, into: fixtures)
            for written in sheet.files {
                print("Wrote \(fixtures)/\(written.name): \(EnglishCount.of(written.textCount, "text", "texts"))")
            }
            if sheet.files.isEmpty { print("\(file) has no translations to write.") }
        }
    }

    /// A sheet that could not be imported, and why.
    private struct NotImported: Error, CustomStringConvertible {
        let file: String
        let errors: FixtureErrors

        var description: String {
            "\(file) is not imported, no translation was changed:\n\(errors)"
        }
    }
}
