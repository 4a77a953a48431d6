import CellarCSV
import CellarModel
import Foundation

/// A column of an export, its name looked up once in the header: `index` is `nil` when the
/// header lacks it (every cell of it then reads as empty).
struct ExportColumn {
    let name: String
    let index: Int?
}

/// Reads the cells of one export, by columns looked up once (``column(_:)``), noting what it
/// changes or leaves out.
struct ExportCells {
    private let header: [String]
    /// The platform, whose export must have its ``ProductExport/requiredColumns``.
    private let export: ProductExport
    private var columns: [String: Int] = [:]
    var warnings: [ImportWarning] = []
    /// The descriptions converting (``convertDescription(_:_:)``), and the index of each row's among them by row
    /// number.
    private var converted: ChunkedValues<String, (markdown: String, removed: [String])>?
    private var converting: [Int: (column: Int, index: Int)] = [:]
    /// The descriptions asked for (``description(of:)``), in order.
    private var descriptionsAsked: [PendingDescription] = []

    /// The cells of `export`'s file whose first row is `header`, which must name every
    /// required column: when it does, descriptions start converting on another thread, in
    /// the order they are given (``convertDescription(_:_:)``), each as soon as its rows are read.
    init(header: [String], export: ProductExport) {
        self.header = header
        self.export = export
        for (index, name) in header.enumerated() where columns[name] == nil {
            columns[name] = index
        }
        guard export.requiredColumns.allSatisfy({ columns[$0] != nil }) else { return }
        let converted = ChunkedValues<String, (markdown: String, removed: [String])>(chunkSize: 1024) {
            HTMLToMarkdown.markdown(from: $0)
        }
        converted.workAhead()
        self.converted = converted
    }

    /// Throws naming every required column the header lacks, or the platform whose export
    /// the header is; else every row is read, and every description handed to the conversion.
    func allRowsRead() throws(ImportError) {
        let missing = export.requiredColumns.filter { columns[$0] == nil }
        guard missing.isEmpty else {
            if let other = ProductExport.allCases.first(where: {
                $0 != export && $0.requiredColumns.allSatisfy { columns[$0] != nil }
            }) {
                throw ImportError(
                    """
                    this looks like a \(other.platform) export, not a \(export.platform) one: use `cellar import \
                    \(other.rawValue)`
                    """
                )
            }
            let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            throw ImportError(
                """
                the header row has no column \(names): is this a \(export.platform) product export? (row 1 names \
                \(header.prefix(6).joined(separator: ", "))…)
                """
            )
        }
        converted?.endInputs()
    }

    /// The column named `name` (its first, when the header repeats it).
    func column(_ name: String) -> ExportColumn {
        ExportColumn(name: name, index: columns[name])
    }

    /// The cell, spaces around it trimmed; `""` when the column or cell is missing.
    func text(_ row: CSVRow, _ column: ExportColumn) -> String {
        row[column.index].trimming(.whitespacesAndNewlines)
    }

    /// The pictures, each once (by source, the first kept), at most ``GoodsImage/maximumCount``:
    /// the rest left out with a warning at the row and column.
    mutating func photos(_ photos: [GoodsImage], _ row: CSVRow, _ column: ExportColumn) -> [GoodsImage] {
        var seen: Set<String> = []
        let distinct = photos.filter { seen.insert($0.source).inserted }
        guard distinct.count > GoodsImage.maximumCount else { return distinct }
        warn(
            row, column,
            """
            \(distinct.count) pictures, and a goods item or variant has at most \(GoodsImage.maximumCount): the first \
            \(GoodsImage.maximumCount) imported
            """
        )
        return Array(distinct.prefix(GoodsImage.maximumCount))
    }

    mutating func warn(_ row: CSVRow, _ column: ExportColumn?, _ problem: String) {
        warnings.append(ImportWarning(row: row.number, column: column?.name, problem: problem))
    }

    /// A price as a JSON number literal; `nil` when empty, or after a warning when it is none.
    /// A decimal comma (`12,50`) is read as a decimal point, with a warning.
    mutating func price(_ row: CSVRow, _ column: ExportColumn) -> String? {
        let cell = text(row, column)
        guard !cell.isEmpty else { return nil }
        if let literal = Self.decimalLiteral(cell) { return literal }
        if let literal = Self.decimalLiteral(cell.replacingOccurrences(of: ",", with: ".")),
            cell.filter({ $0 == "," }).count == 1,
            let comma = cell.firstIndex(of: ","), (1...2).contains(cell.distance(from: comma, to: cell.endIndex) - 1)
        {
            warn(row, column, "\"\(cell)\" has a decimal comma; read as \(literal)")
            return literal
        }
        warn(row, column, "\"\(cell)\" is not a price (a number ≥ 0 such as 12.50)")
        return nil
    }

    /// A count of units; negative counts (overselling) become 0 with a warning.
    mutating func stock(_ row: CSVRow, _ column: ExportColumn) -> Int? {
        let cell = text(row, column)
        guard !cell.isEmpty else { return nil }
        guard let value = Double(cell), value.rounded() == value, abs(value) < 1e12 else {
            warn(row, column, "\"\(cell)\" is not a whole number of units; left out")
            return nil
        }
        if value < 0 {
            warn(row, column, "\(cell) units (sold beyond stock) written as 0")
            return 0
        }
        return Int(value)
    }

    /// A barcode that is a GTIN; anything else is left out with a warning.
    mutating func gtin(_ row: CSVRow, _ column: ExportColumn) -> String? {
        var cell = text(row, column)
        if cell.hasPrefix("'") { cell.removeFirst() }
        guard !cell.isEmpty else { return nil }
        guard let problem = GTIN.problem(with: cell) else { return cell }
        let hint =
            cell.uppercased().contains("E+")
            ? """
             (a spreadsheet turned the number into scientific notation and lost its digits: format the column as \
            text)
            """
            : ""
        warn(row, column, "barcode left out: it \(problem)\(hint)")
        return nil
    }

    /// A comma-separated list (tags), trimmed, without empty entries or repeats.
    func list(_ row: CSVRow, _ column: ExportColumn) -> [String] {
        var seen: Set<String> = []
        return text(row, column).split(separator: ",").map { $0.trimming(.whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Hands the description `row` (a row just read) holds in `column` to the conversion, if
    /// started, and empties the cell: the HTML is let go once converted, not kept with the rows
    /// (a 100,000-row export's descriptions are 190 MB). ``description(of:)`` will be asked for it.
    mutating func convertDescription(_ row: inout CSVRow, _ column: ExportColumn) {
        guard let converted, let index = column.index else { return }
        // Trimmed once: a description is the longest cell of its row.
        let html = text(row, column)
        guard !html.isEmpty else { return }
        converting[row.number] = (index, converted.append(html))
        row.fields[index] = ""
    }

    /// Has the conversion start no more descriptions, and waits for the thread working ahead to end.
    func stopConverting() {
        converted?.stopWorkingAhead()
    }

    /// The HTML description `row` held, given to ``convertDescription(_:_:)``, as it is
    /// converting; `nil` when its cell was empty. What the conversion removes as unsafe is warned
    /// about here, among the warnings, when the import is finished (``PendingImport/finishedSummary()``).
    mutating func description(of row: CSVRow) -> PendingDescription? {
        guard let ahead = converting[row.number] else { return nil }
        let description = PendingDescription(
            index: ahead.index, row: row.number, column: header[ahead.column], warningPosition: warnings.count)
        descriptionsAsked.append(description)
        return description
    }

    /// The import read: `shop`, its goods' descriptions (by goods item) still converting, and
    /// `summary`, its warnings but the descriptions' (ordered by row when `warningsByRow`).
    func pending(
        _ shop: ImportedShop, descriptions: [PendingDescription?], summary: ImportSummary, warningsByRow: Bool
    ) -> PendingImport {
        var summary = summary
        summary.warnings = warnings
        return PendingImport(
            shop: shop, summary: summary, goodsDescriptions: descriptions, descriptionsAsked: descriptionsAsked,
            converted: converted,
            warningsByRow: warningsByRow)
    }

    /// A JSON number literal for a plain decimal (`12`, `12.5`, `.5`), or `nil`.
    static func decimalLiteral(_ text: String) -> String? {
        // Read by its bytes: a character that is an ASCII digit is one byte, and any other byte is in no such
        // character.
        let bytes = text.utf8.dropFirst(text.utf8.first == UInt8(ascii: "+") ? 1 : 0)
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = bytes[..<(point ?? bytes.endIndex)]
        let fraction = point.map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
        func isDigits(_ part: Substring.UTF8View.SubSequence) -> Bool {
            part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard isDigits(whole), isDigits(fraction), !whole.isEmpty || !fraction.isEmpty else { return nil }
        let significant = whole.drop { $0 == UInt8(ascii: "0") }
        return (significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self))
            + (fraction.isEmpty ? "" : "." + String(decoding: fraction, as: UTF8.self))
    }
}

/// Ids made from names and SKUs.
enum Slug {
    /// Lowercase ASCII letters and digits, each run of anything else one hyphen (`Clothing > Tshirts`
    /// → `clothing-tshirts`); the text itself when it has no ASCII letter or digit (`白酒`).
    static func make(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? text.trimming(.whitespaces) : slug
    }

    /// `base`, or `base-2`, `base-3` … when taken.
    static func unique(_ base: String, in taken: inout Set<String>) -> String {
        var candidate = base
        var number = 2
        while !taken.insert(candidate).inserted {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }
}
