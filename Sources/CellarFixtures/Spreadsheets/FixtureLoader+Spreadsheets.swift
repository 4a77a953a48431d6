import CellarCSV
import CellarModel
import Foundation

/// `goods.csv`, `categories.csv` and `comments.csv`: read in place of their JSON files when
/// present (see ``SpreadsheetReader``).
extension FixtureLoader {
    /// The spreadsheet files that may stand in for JSON files.
    static let spreadsheetFiles = ["goods.csv", "categories.csv", "comments.csv"]

    /// The spreadsheet that is read in place of `jsonFile`, when there is one.
    func spreadsheet(for jsonFile: String) -> SpreadsheetColumns? {
        SpreadsheetColumns.forJSONFile(jsonFile).flatMap {
            FileManager.default.fileExists(atPath: directory + "/" + $0.file) ? $0 : nil
        }
    }

    /// Reads the spreadsheet, handing each element over as ``readJSONArray`` does (its end
    /// offset is 0: a spreadsheet's comments are not kept for element-wise reloads). A JSON
    /// file beside it is ignored, with a warning.
    func readSpreadsheet(
        _ columns: SpreadsheetColumns, reader: inout FieldReader,
        _ body: (Int, JSONValue, Int, inout FieldReader) -> Void
    ) -> Bool {
        if FileManager.default.fileExists(atPath: directory + "/" + columns.jsonFile) {
            reader.warn("", .ignoredForSpreadsheet(columns.file))
        }
        return readRows(of: columns, reader: &reader, body)
    }

    /// Reads the spreadsheet `columns` describes, handing each element over as
    /// ``readSpreadsheet(_:reader:_:)`` does, its problems at its rows and columns.
    func readRows(
        of columns: SpreadsheetColumns, reader: inout FieldReader,
        _ body: (Int, JSONValue, Int, inout FieldReader) -> Void
    ) -> Bool {
        reader.spreadsheet = SpreadsheetPlaces(file: columns.file)
        var index = 0
        return SpreadsheetReader(columns: columns, path: directory + "/" + columns.file).read(reader: &reader) {
            element, rows, reader in
            reader.spreadsheet?.append(rows: rows)
            body(index, element, 0, &reader)
            index += 1
        }
    }

    /// How each spreadsheet in the folder is written (`goods.csv: UTF-8 with BOM, semicolon-separated`), for the build
    /// to state.
    public func spreadsheetFormats() -> [String] {
        Self.spreadsheetFiles.compactMap { file in
            let path = directory + "/" + file
            guard FileManager.default.fileExists(atPath: path), let format = CSVReader.format(ofFileAt: path) else {
                return nil
            }
            return "\(file): \(format)"
        }
    }
}
