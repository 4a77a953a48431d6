import CellarFixtures
import CellarModel

/// States the spreadsheets a build reads in place of JSON files, and how each is written.
enum SpreadsheetNotice {
    static func print(fixtures: String) {
        for format in FixtureLoader(directory: fixtures).spreadsheetFormats() {
            Swift.print("read \(format)")
        }
    }
}
