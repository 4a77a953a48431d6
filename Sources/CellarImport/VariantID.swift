import CellarCSV

/// Variant ids for imported variants: from the SKU, else from the option values, unique in the goods item.
enum VariantID {
    /// The longest variant id the fixtures accept.
    static let maximumLength = 64

    static func make(sku: String?, values: [String], index: Int, taken: inout Set<String>) -> String {
        let base = [sku, values.joined(separator: " ")].lazy.compactMap { $0 }.map(Slug.make)
            .first { !$0.isEmpty && $0.utf8.count <= maximumLength - 4 && $0.unicodeScalars.allSatisfy(\.isASCII) }
        return Slug.unique(base ?? "v\(index + 1)", in: &taken)
    }
}

/// The SKUs met so far in one import: each may be used once in the catalogue.
struct SKURegistry {
    private var firstRows: [String: Int]

    /// A registry with room for `capacity` SKUs.
    init(capacity: Int) {
        firstRows = Dictionary(minimumCapacity: capacity)
    }

    /// `sku` when it is new; `nil` when empty, or after a warning when an earlier row has it.
    mutating func register(_ sku: String, row: CSVRow, column: ExportColumn, cells: inout ExportCells) -> String? {
        guard !sku.isEmpty else { return nil }
        if let first = firstRows[sku] {
            cells.warn(
                row, column,
                "SKU \"\(sku)\" is already used on row \(first); left out here (SKUs are unique in a catalogue)")
            return nil
        }
        firstRows[sku] = row.number
        return sku
    }
}
