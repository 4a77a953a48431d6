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
        let table: CSVTable
        do {
            table = try CSVReader.read(contentsOf: path)
        } catch {
            throw ImportError("\(path): \(error)")
        }
        let pending: PendingImport
        do {
            switch self {
            case .shopify: pending = try ShopifyImport(untrackedStock: untrackedStock).read(table)
            case .woocommerce: pending = try WooCommerceImport(untrackedStock: untrackedStock).read(table)
            }
        } catch {
            throw ImportError("\(path): \(error)")
        }
        defer { pending.stopConverting() }
        let used = try use(pending)
        return (pending.finishedSummary(), used)
    }
}
