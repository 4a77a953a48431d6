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
        let table: CSVTable
        do {
            table = try CSVReader.read(contentsOf: path)
        } catch {
            throw ImportError("\(path): \(error)")
        }
        do {
            switch self {
            case .shopify: return try ShopifyImport(untrackedStock: untrackedStock).read(table)
            case .woocommerce: return try WooCommerceImport(untrackedStock: untrackedStock).read(table)
            }
        } catch {
            throw ImportError("\(path): \(error)")
        }
    }
}
