/// A spreadsheet program's own file (a zip archive), which a CSV reader may be given in place of
/// the CSV it saves: told apart by the zip signature (`PK\u{3}\u{4}`) and the names of the
/// parts near the archive's start.
enum SpreadsheetWorkbook {
    case excel
    case openDocument
    case numbers
    case otherZip

    /// The workbook the bytes start, or `nil` for any other file.
    init?(signatureOf bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) else { return nil }
        // Every zip entry's local header names it in plain bytes; the first few kilobytes hold
        // the parts that tell the formats apart.
        let head = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        if head.contains("application/vnd.oasis.opendocument.spreadsheet") {
            self = .openDocument
        } else if head.contains("[Content_Types].xml") || head.contains("xl/") {
            self = .excel
        } else if head.contains("Index/") || head.contains(".iwa") {
            self = .numbers
        } else {
            self = .otherZip
        }
    }

    /// `an Excel workbook (.xlsx)`.
    var name: String {
        switch self {
        case .excel: "an Excel workbook (.xlsx)"
        case .openDocument: "an OpenDocument spreadsheet (.ods)"
        case .numbers: "a Numbers spreadsheet (.numbers)"
        case .otherZip: "a zip archive"
        }
    }

    /// What to do instead: save it as CSV, or unzip it.
    var advice: String {
        switch self {
        case .excel: "save it as “CSV UTF-8” in Excel (File → Save As)"
        case .openDocument: "save it as CSV in LibreOffice Calc (File → Save As, Text CSV, UTF-8)"
        case .numbers: "export it as CSV from Numbers (File → Export To → CSV, Unicode UTF-8)"
        case .otherZip: "unzip it and give the CSV file inside"
        }
    }
}
