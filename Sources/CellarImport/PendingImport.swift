/// An export read but for its goods' descriptions, which other threads are converting from
/// HTML meanwhile: the import writes each goods item as its description comes in
/// (``description(ofGoodsAt:)``), and ``finishedShop()`` and ``finishedSummary()`` put them all in.
public struct PendingImport: Sendable {
    /// The catalogue read, its goods without their descriptions.
    public let shop: ImportedShop
    /// The summary but for the descriptions' warnings.
    let summary: ImportSummary
    /// Each goods item's description, by the goods item's index.
    let goodsDescriptions: [PendingDescription?]
    /// Every description the import asked for, in order: its warning goes among the others by
    /// its ``PendingDescription/warningPosition``, whether its goods item was kept or not.
    let descriptionsAsked: [PendingDescription]
    let converted: ChunkedValues<String, (markdown: String, removed: [String])>?
    /// Whether the summary lists its warnings by row (else in the order they were noted).
    let warningsByRow: Bool

    /// The Markdown description of `shop.goods[index]`, once converted (by this thread when
    /// no other has started it); `nil` when it has none.
    public func description(ofGoodsAt index: Int) -> String? {
        guard let description = goodsDescriptions[index], let converted else { return nil }
        let markdown = converted[description.index].markdown
        return markdown.isEmpty ? nil : markdown
    }

    /// The catalogue with its descriptions: once every description is converted.
    public func finishedShop() -> ImportedShop {
        var shop = shop
        for index in shop.goods.indices {
            shop.goods[index].description = description(ofGoodsAt: index)
        }
        return shop
    }

    /// The summary with the descriptions' warnings, each at its place: once every description is converted.
    public func finishedSummary() -> ImportSummary {
        var summary = summary
        var warnings: [ImportWarning] = []
        var next = 0
        for description in descriptionsAsked {
            guard let removed = converted?[description.index].removed, !removed.isEmpty else { continue }
            warnings += summary.warnings[next..<description.warningPosition]
            next = description.warningPosition
            warnings.append(
                ImportWarning(
                    row: description.row, column: description.column,
                    problem: "removed from the description: \(removed.joined(separator: ", ")) (the text stays)"))
        }
        warnings += summary.warnings[next...]
        summary.warnings = warningsByRow ? warnings.sorted { $0.row < $1.row } : warnings
        return summary
    }

    /// Has the thread converting ahead start no more descriptions, and waits for it to end.
    func stopConverting() {
        converted?.stopWorkingAhead()
    }
}

/// A description an import asked for (``ExportCells/description(of:)``).
struct PendingDescription: Sendable {
    /// Its index among the descriptions converting.
    let index: Int
    /// Its row and column in the export.
    let row: Int
    let column: String
    /// How many warnings were noted before it was asked for.
    let warningPosition: Int
}
