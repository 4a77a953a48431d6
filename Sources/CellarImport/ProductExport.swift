import CellarCSV
import CellarPlurals

/// A platform's product export file, read into a catalogue.
public enum ProductExport: String, Sendable, CaseIterable {
    case shopify
    case woocommerce

    /// The platform's name as its owners write it.
    public var platform: String {
        switch self {
        case .shopify: return "Shopify"
        case .woocommerce: return "WooCommerce"
        }
    }

    /// The columns the platform's export has that the import cannot do without.
    var requiredColumns: [String] {
        switch self {
        case .shopify: ["Handle", "Title", "Variant Price"]
        case .woocommerce: ["Type", "Name", "Regular price"]
        }
    }

    private var readerType: any ExportReader.Type {
        switch self {
        case .shopify: ShopifyImport.self
        case .woocommerce: WooCommerceImport.self
        }
    }

    /// Reads the export at `path`; goods and variants whose stock the file does not count get `untrackedStock`.
    public func read(contentsOf path: String, untrackedStock: Int) throws(ImportError) -> (
        shop: ImportedShop, summary: ImportSummary
    ) {
        let read = try read(contentsOf: path, untrackedStock: untrackedStock) { pending throws(ImportError) in pending }
        return (read.used.finishedShop(), read.summary)
    }

    /// Reads the export at `path` and hands it to `use` (to write it) while its descriptions
    /// are still converting on another thread; returns the summary, with what `use` returned,
    /// when `use` is done and every description converted.
    public func read<Used>(
        contentsOf path: String, untrackedStock: Int, whileConverting use: (PendingImport) throws(ImportError) -> Used
    ) throws(ImportError) -> (summary: ImportSummary, used: Used) {
        // The rows' descriptions start converting as the rows are read.
        var table: CSVTable?
        var reader: (any ExportReader)?
        var ragged: CSVProblem?
        do {
            try CSVReader.read(
                contentsOf: path,
                header: { header, format in
                    table = CSVTable(header: header, rows: [], delimiter: format.delimiter, encoding: format.encoding)
                    reader = readerType.init(header: header, untrackedStock: untrackedStock)
                    return true
                },
                row: { row in
                    guard ragged == nil else { return }
                    if let problem = Self.cellCountProblem(of: row, columns: table?.header.count ?? 0) {
                        ragged = problem
                        return
                    }
                    var row = row
                    reader?.rowRead(&row)
                    table?.rows.append(row)
                })
            if let ragged { throw ragged }
        } catch {
            reader?.stopConverting()
            throw ImportError("\(path): \(error)")
        }
        let pending: PendingImport
        do {
            pending = try reader!.read(table!)
            // The rows are let go here, while the descriptions convert, not when the import ends.
            table = nil
            if pending.shop.goods.isEmpty { throw Self.nothingToImport(pending.summary) }
        } catch {
            reader?.stopConverting()
            throw ImportError("\(path): \(error)")
        }
        defer { pending.stopConverting() }
        let used = try use(pending)
        return (pending.finishedSummary(), used)
    }
}

/// A platform's reader of its export: made from the header row, given each row as the file is
/// read (to start converting its description), then the whole table.
extension ProductExport {
    /// A row whose cells do not line up with the header's columns: more cells (unless the extra
    /// ones are empty, as spreadsheets pad rows) or fewer, as goods.csv's rule is.
    static func cellCountProblem(of row: CSVRow, columns: Int) -> CSVProblem? {
        guard row.fields.count != columns, !(row.fields.count > columns && row.fields[columns...].allSatisfy(\.isEmpty))
        else { return nil }
        return CSVProblem(
            row: row.number,
            problem:
                """
                has \(row.fields.count) cells where the header has \(columns) (a separator or line break outside \
                quotes?)
                """
        )
    }

    /// Why an export that was read holds no goods to import.
    static func nothingToImport(_ summary: ImportSummary) -> ImportError {
        if summary.rowCount == 0 {
            return ImportError("nothing to import: the file has a header row and no rows after it")
        }
        guard !summary.skipped.isEmpty else {
            return ImportError("nothing to import: no row of the \(summary.rowCount) holds a product")
        }
        let reasons = summary.skippedByReason.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
        let every = EnglishCount.form(
            summary.skipped.count, "its 1 product is", "all \(summary.skipped.count) products are")
        return ImportError(
            """
            nothing to import: \(every) skipped (\(reasons)): the import takes only the products the platform shows \
            shoppers, with a price
            """
        )
    }
}

protocol ExportReader {
    init(header: [String], untrackedStock: Int)
    /// Starts converting the row's description, which leaves its cell: see ``ExportCells/convertDescription(_:_:)``.
    mutating func rowRead(_ row: inout CSVRow)
    /// The catalogue the table holds, its descriptions still converting.
    func read(_ table: CSVTable) throws(ImportError) -> PendingImport
    /// The cells read, whose descriptions convert as the rows come.
    var cells: ExportCells { get }
}

extension ExportReader {
    /// Stops converting the rows' descriptions, for a file that cannot be read to its end.
    func stopConverting() {
        cells.stopConverting()
    }
}
