/// A spreadsheet read from a CSV file: its header, its rows and how it was written.
public struct CSVTable: Sendable, Equatable {
    /// The column names of the first row, with spaces around each trimmed.
    public var header: [String]
    /// Every row after the header, blank lines left out.
    public var rows: [CSVRow]
    /// The field separator found in the header.
    public var delimiter: CSVDelimiter
    /// The text encoding the bytes were read in.
    public var encoding: CSVEncoding

    public init(header: [String], rows: [CSVRow], delimiter: CSVDelimiter, encoding: CSVEncoding) {
        self.header = header
        self.rows = rows
        self.delimiter = delimiter
        self.encoding = encoding
    }

    /// The index of the column named `name` (its first, when named twice), or `nil`.
    public func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }
}

/// One row of a ``CSVTable``.
public struct CSVRow: Sendable, Equatable {
    /// The row's number as a spreadsheet program shows it: the header is row 1, and a quoted
    /// field with line breaks does not add rows.
    public var number: Int
    public var fields: [String]

    public init(number: Int, fields: [String]) {
        self.number = number
        self.fields = fields
    }

    /// The field in column `index`, `""` when the row is shorter.
    public subscript(index: Int?) -> String {
        guard let index, index < fields.count else { return "" }
        return fields[index]
    }
}

/// The character between fields: a comma, or the semicolon spreadsheet programs write where
/// the comma is the decimal separator.
public enum CSVDelimiter: UInt8, Sendable, Equatable, CustomStringConvertible {
    case comma = 0x2C
    case semicolon = 0x3B

    public var description: String {
        switch self {
        case .comma: return "comma-separated"
        case .semicolon: return "semicolon-separated"
        }
    }
}

/// The text encoding of a CSV file.
public enum CSVEncoding: Sendable, Equatable, CustomStringConvertible {
    case utf8
    /// UTF-8 starting with the byte order mark spreadsheet programs write ("CSV UTF-8").
    case utf8WithBOM
    /// UTF-16 with a byte order mark ("Unicode text").
    case utf16

    public var description: String {
        switch self {
        case .utf8: return "UTF-8"
        case .utf8WithBOM: return "UTF-8 with BOM"
        case .utf16: return "UTF-16"
        }
    }
}

/// How a CSV file is written: its encoding and separator (`UTF-8 with BOM, semicolon-separated`).
public struct CSVFormat: Sendable, Equatable, CustomStringConvertible {
    public var encoding: CSVEncoding
    public var delimiter: CSVDelimiter

    public init(encoding: CSVEncoding, delimiter: CSVDelimiter) {
        self.encoding = encoding
        self.delimiter = delimiter
    }

    public var description: String { "\(encoding), \(delimiter)" }
}

extension CSVTable {
    public var format: CSVFormat { CSVFormat(encoding: encoding, delimiter: delimiter) }
}
