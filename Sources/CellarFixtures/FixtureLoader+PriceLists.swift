import CellarModel
import Foundation

/// The markets' price lists: the files store.json's markets name in `prices`, a spreadsheet
/// (`.csv`, read as goods.csv is) or a JSON array of the same rows, each a goods item's or a
/// variant's price in the market (see ``PriceList``).
extension FixtureLoader {
    /// What price lists are checked against: the goods (`nil` when goods.json could not be
    /// read whole, without a problem; then only each row's own values are checked) and their ids.
    struct PriceListReferences {
        var goods: [GoodsItem]?
        var goodsIDs: IDRegistry?
    }

    /// The keys of a price list's row, in the order the messages list them.
    private static let priceListKeys = ["goods", "variant", "price", "marketPrice"]

    /// The price list files `store`'s markets name, each once, in the markets' order.
    static func priceListFiles(of store: Store) -> [String] {
        var files: [String] = []
        for market in store.markets {
            if case .listed(let list) = market.pricing, !files.contains(list.file) { files.append(list.file) }
        }
        return files
    }

    /// `store` with each market's price list read from its file (a file two markets name is
    /// read once), noting every problem: of each row (its place, a goods id or variant that is
    /// not there, a row pricing what another row prices), and each goods item or variant no
    /// row prices.
    func readPriceLists(
        of store: Store, references: PriceListReferences, images: ImageChecker, errors: inout [FixtureError],
        warnings: inout [FixtureWarning]
    ) -> Store {
        var read: [String: PriceList] = [:]
        var store = store
        for index in store.markets.indices {
            guard case .listed(let list) = store.markets[index].pricing else { continue }
            if read[list.file] == nil {
                read[list.file] = readPriceList(
                    list.file, namedAt: ".markets[\(index)].prices", references: references,
                    sold: references.goods.map { Self.goods($0, soldByMarketsPricedBy: list.file, in: store) },
                    images: images, errors: &errors, warnings: &warnings)
            }
            store.markets[index].pricing = .listed(read[list.file] ?? list)
        }
        return store
    }

    /// The goods among `goods` that a market whose price list is `file` sells, in their order.
    private static func goods(_ goods: [GoodsItem], soldByMarketsPricedBy file: String, in store: Store)
        -> [GoodsItem]
    {
        var sold = Set<Int>()
        for market in store.markets {
            guard case .listed(let list) = market.pricing, list.file == file else { continue }
            guard let selection = market.sells else { return goods }
            sold.formUnion(selection.soldIndices(of: goods))
        }
        return sold.sorted().map { goods[$0] }
    }

    /// The price list in `file`, which store.json names at `place`, which must price each of
    /// the goods in `sold` (`nil`: unchecked).
    private func readPriceList(
        _ file: String, namedAt place: String, references: PriceListReferences, sold: [GoodsItem]?,
        images: ImageChecker, errors: inout [FixtureError], warnings: inout [FixtureWarning]
    ) -> PriceList {
        if let problem = problemFinding(file) {
            errors.append(
                FixtureError(file: file, problem: problem.problem + " (store.json's \(place) names it)"))
            return PriceList(file: file)
        }
        var reader = FieldReader(file: file, images: images)
        var decoder = PriceListDecoder(goods: references.goods, goodsIDs: references.goodsIDs)
        let isRead =
            file.lowercased().hasSuffix(".csv")
            ? readRows(of: .priceList(file: file), reader: &reader) { decoder.decode($1, at: $0, reader: &$3) }
            : readJSONArray(of: "price list rows", reader: &reader) { decoder.decode($1, at: $0, reader: &$3) }
        if isRead, let sold { decoder.checkEveryItem(of: sold, isPricedFor: &reader) }
        errors += reader.errors
        warnings += reader.warnings
        return PriceList(file: file, prices: decoder.prices)
    }

    /// Reads a price list's rows one at a time, each checked against the goods.
    private struct PriceListDecoder {
        /// The goods by id, when they are checked against.
        let goodsByID: [String: GoodsItem]?
        let goodsIDs: IDRegistry?
        private(set) var prices: [PriceList.Item: ListedPrice] = [:]
        /// Where each goods item or variant was first priced, so that a second row is refused.
        private var firstPlaces: [PriceList.Item: String] = [:]

        init(goods: [GoodsItem]?, goodsIDs: IDRegistry?) {
            self.goodsIDs = goodsIDs
            goodsByID = goods.map { Dictionary($0.lazy.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        }

        mutating func decode(_ element: JSONValue, at index: Int, reader: inout FieldReader) {
            let base = "[\(index)]"
            guard let object = reader.object(element, at: base) else { return }
            let errorCount = reader.errors.count
            let warningCount = reader.warnings.count
            reader.checkKeys(of: object, at: base, allowed: FixtureLoader.priceListKeys, of: "a price list's row")
            let id = reader.requiredString("goods", in: object, at: base)
            let variant = reader.optionalString("variant", in: object, at: base, nonEmpty: true)
            let price = reader.requiredMoney("price", in: object, at: base, aboveZero: true)
            let marketPrice = reader.optionalMoney("marketPrice", in: object, at: base)
            // goods.json's rule: a market price below the price is a warning; one equal to it is not shown.
            if let price, let marketPrice, marketPrice < price {
                reader.warn(base + ".marketPrice", .marketPriceBelowPrice(marketPrice: marketPrice, price: price))
            }
            guard let id else { return }
            reader.nameGoods(id, at: base, inErrorsSince: errorCount)
            reader.nameVariant(variant, ofGoods: id, inProblemsSinceErrors: errorCount, warnings: warningCount)
            // A variant given but not read (not a string, empty) is not taken for none.
            guard variant != nil || FieldReader.value("variant", in: object) == nil,
                isKnown(id, variant: variant, at: base, reader: &reader)
            else { return }
            let item = PriceList.Item(goodsID: id, variantID: variant)
            if let first = firstPlaces[item] {
                reader.report(base, "prices \(Self.subject(item)) again (first at \(first)): give it one row")
                return
            }
            firstPlaces[item] = base
            if let price { prices[item] = ListedPrice(price: price, marketPrice: marketPrice) }
        }

        /// Whether goods item `id` is there and `variant` is one of its variants (or `nil`, for
        /// a goods item without variants); after noting why not. Unchecked without the goods.
        private func isKnown(_ id: String, variant: String?, at base: String, reader: inout FieldReader) -> Bool {
            guard let goodsByID else { return true }
            guard let item = goodsByID[id] else {
                reader.checkReference(id, at: base + ".goods", in: goodsIDs, noun: "goods", file: "goods.json")
                return false
            }
            let variantIDs = item.variants.map(\.id)
            switch (variant, variantIDs.isEmpty) {
            case (nil, true):
                return true
            case (let variant?, true):
                reader.report(
                    base + ".variant",
                    """
                    names variant \"\(variant)\", but goods item \"\(id)\" has no variants: leave it empty to price \
                    the goods item
                    """)
            case (nil, false):
                reader.report(
                    base + ".variant",
                    """
                    is required: goods item \"\(id)\" is sold in variants (\(variantIDs.joined(separator: ", "))), \
                    each priced on a row of its own
                    """)
            case (let variant?, false):
                guard !variantIDs.contains(variant) else { return true }
                reader.report(
                    base + ".variant",
                    """
                    variant \"\(variant)\" does not exist in goods item \"\(id)\" (its variants are \
                    \(variantIDs.joined(separator: ", ")))
                    """)
            }
            return false
        }

        /// Notes each goods item of `sold` without variants and each variant no row priced, in
        /// goods.json's order: the market sells every one, so each needs its price.
        func checkEveryItem(of sold: [GoodsItem], isPricedFor reader: inout FieldReader) {
            for item in sold {
                let items =
                    item.variants.isEmpty
                    ? [PriceList.Item(goodsID: item.id)]
                    : item.variants.map { PriceList.Item(goodsID: item.id, variantID: $0.id) }
                for missing in items where firstPlaces[missing] == nil {
                    reader.report(
                        "", "has no row for \(Self.subject(missing)): the market sells it, so it needs its price")
                }
            }
        }

        /// `goods item "g-1"`, `variant "750" of goods item "cx"`.
        private static func subject(_ item: PriceList.Item) -> String {
            let goods = "goods item \"\(item.goodsID)\""
            return item.variantID.map { "variant \"\($0)\" of " + goods } ?? goods
        }
    }
}
