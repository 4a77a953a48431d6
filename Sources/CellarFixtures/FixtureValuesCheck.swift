import CellarModel
import Foundation

/// Checks a catalogue's categories and goods given as the values `categories.json` and
/// `goods.json` hold, one element at a time, by the decoders ``FixtureLoader`` reads those
/// files with, and the folder's `store.json` against them: for a writer of fixtures
/// (`cellar import`) to check what it writes without parsing it again. Comments and docs are
/// not read.
public struct FixtureValuesCheck: Sendable {
    /// The fixtures folder: its `store.json`, and the images the values name.
    public let directory: String
    private let images: ImageChecker
    private var categoriesReader: FieldReader
    private var goodsReader: FieldReader
    private var categories = Category.FixtureDecoder()
    private var goods: GoodsItem.FixtureDecoder?
    private var goodsIndex = 0
    /// How many goods items and variants are to come, when the writer said.
    private var expectedGoods = (items: 0, variants: 0)

    public init(directory: String) {
        self.directory = directory
        images = ImageChecker(directory: directory)
        categoriesReader = FieldReader(file: "categories.json", images: images)
        goodsReader = FieldReader(file: "goods.json", images: images)
    }

    /// Checks the next element of `categories.json`; every category comes before the goods.
    public mutating func checkCategory(_ value: JSONValue, at index: Int) {
        categories.decode(value, at: index, reader: &categoriesReader)
    }

    /// Makes room for `goodsCount` goods items with `variantCount` variants in all, so that
    /// checking them never grows the tables of their ids and SKUs (at 100,000 goods, growing
    /// would hash every id again some 17 times).
    public mutating func reserveCapacity(goods goodsCount: Int, variants variantCount: Int) {
        expectedGoods = (goodsCount, variantCount)
    }

    /// Checks the next element of `goods.json`, its category against those checked before.
    public mutating func checkGoodsItem(_ value: JSONValue) {
        if goods == nil {
            goods = GoodsItem.FixtureDecoder(categoryIDs: categories.ids, keepingContentWarnings: true)
            goods!.reserveCapacity(goods: expectedGoods.items, variants: expectedGoods.variants)
        }
        goods!.decode(value, at: goodsIndex, reader: &goodsReader)
        goodsIndex += 1
    }

    /// The catalogue of the folder's `store.json` with the categories and goods checked,
    /// and the warnings a load of the same files notes.
    ///
    /// - Throws: Every problem found, in file order (store, categories, goods).
    public func catalogue() throws(FixtureErrors) -> Catalogue {
        let (store, goods, warnings) = try checked()
        return Catalogue(
            store: store, categories: categories.categories, goods: goods, comments: [], docs: [], warnings: warnings)
    }

    /// How many goods items ``catalogue()`` holds and its warnings, found without the lookups
    /// a catalogue is made with: for a writer that reports only those.
    ///
    /// - Throws: What ``catalogue()`` throws.
    public func goodsCountAndWarnings() throws(FixtureErrors) -> (goodsCount: Int, warnings: [FixtureWarning]) {
        let (_, goods, warnings) = try checked()
        let contentWarnings = self.goods?.contentWarnings ?? []
        return (
            goods.count,
            Catalogue.warnings(warnings, goods: goods, contentWarnings: contentWarnings, goodsSpreadsheet: nil)
        )
    }

    /// The store, the goods and the loader's warnings, or every problem found.
    private func checked() throws(FixtureErrors) -> (store: Store, goods: [GoodsItem], warnings: [FixtureWarning]) {
        let goods = self.goods ?? GoodsItem.FixtureDecoder(categoryIDs: categories.ids)
        var storeReader = FieldReader(file: "store.json", images: images)
        let store = readStore(goodsIDs: goods.ids, reader: &storeReader)
        let errors = storeReader.errors + categoriesReader.errors + goodsReader.errors
        guard errors.isEmpty, let store else { throw FixtureErrors(errors) }
        let warnings =
            storeReader.warnings + categoriesReader.warnings + goodsReader.warnings
            + store.checkout.warnings(goods: goods.goods)
        return (store, goods.goods, warnings)
    }

    private func readStore(goodsIDs: IDRegistry, reader: inout FieldReader) -> Store? {
        guard let data = FileManager.default.contents(atPath: directory + "/store.json") else {
            reader.report("", "file is missing")
            return nil
        }
        do throws(JSONSyntaxError) {
            let value = try JSONParser.parse(Array(data))
            return Store.decodeFixture(value, goodsIDs: goodsIDs, categoryIDs: categories.ids, reader: &reader)
        } catch {
            reader.report("\(error.line):\(error.column)", "invalid JSON: \(error.message)")
            return nil
        }
    }
}
