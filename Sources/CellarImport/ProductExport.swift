import CellarCSV

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

    private var readerType: any ExportReader.Type {
        switch self {
        case .shopify: ShopifyImport.self
        case .woocommerce: WooCommerceImport.self
        }
    }

    /// Reads the export at `path`; goods and variants whose stock the file does not count get `untrackedStock`.
    public func read(contentsOf path: String, untrackedStock: Int) throws(ImportError) -> (shop: ImportedShop, summary: ImportSummary) {
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
        do {
            try CSVReader.read(contentsOf: path, header: { header, format in
                table = CSVTable(header: header, rows: [], delimiter: format.delimiter, encoding: format.encoding)
                reader = readerType.init(header: header, untrackedStock: untrackedStock)
                return true
            }, row: { row in
                var row = row
                reader?.rowRead(&row)
                table?.rows.append(row)
            })
        } catch {
            reader?.stopConverting()
            throw ImportError("\(path): \(error)")
        }
        let pending: PendingImport
        do {
            pending = try reader!.read(table!)
            // The rows are let go here, while the descriptions convert, not when the import ends.
            table = nil
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
