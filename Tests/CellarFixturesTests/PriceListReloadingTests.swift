@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// `cellar serve`'s rebuilds: a market's price list read again when it changed, checked again
/// when the goods did; kept otherwise.
@Suite("Reloading the markets' price lists")
struct PriceListReloadingTests {
    private func folder() -> FixtureFolder {
        FixtureFolder([
            "store.json": PriceListValidationTests.storeJSON(), "goods.json": PriceListValidationTests.goods,
            "prices/us.csv": PriceListValidationTests.csv,
        ])
    }

    private func load(_ folder: FixtureFolder, after previous: LoadedFixtures?) throws(FixtureErrors) -> LoadedFixtures
    {
        try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: previous)
    }

    @Test func anEditedListIsReadAgainAndTheCatalogueMadeAnew() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        folder.write(
            "prices/us.csv", PriceListValidationTests.csv.replacingOccurrences(of: "g-2,,1.99,", with: "g-2,,2.49,"))
        let second = try load(folder, after: first)
        #expect(second.catalogue.store == (try folder.load()).store)
        let shown = second.catalogue.inMarket(second.catalogue.store.markets[1])
        #expect(shown.goods[2].price == Money(cents: 249))
        #expect(second.catalogue.goodsChanges(since: first.catalogue) == nil, "what every page shows may differ")
    }

    @Test func anUnchangedListIsKeptThroughAGoodsEditAndTheGoodsAloneReplaced() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        folder.write(
            "goods.json",
            PriceListValidationTests.goods.replacingOccurrences(of: #""title": "Lager""#, with: #""title": "Pils""#))
        let second = try load(folder, after: first)
        #expect(second.catalogue.store == first.catalogue.store)
        #expect(
            second.catalogue.goodsChanges(since: first.catalogue) == Catalogue.GoodsChanges(items: [2], comments: []))
        let third = try load(folder, after: second)
        #expect(
            third.catalogue.goodsChanges(since: second.catalogue) == Catalogue.GoodsChanges(items: [], comments: []))
    }

    @Test func aGoodsEditTheListNoLongerFitsIsReported() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        // A third variant, the same goods ids: the list is checked again, and lacks it.
        folder.write(
            "goods.json",
            PriceListValidationTests.goods.replacingOccurrences(
                of: #"{"id": "1500", "values": {"Size": "1.5 L"}, "price": 210}"#,
                with: #"{"id": "1500", "values": {"Size": "1.5 L"}, "price": 210}, "#
                    + #"{"id": "3000", "values": {"Size": "3 L"}, "price": 500}"#))
        do {
            _ = try load(folder, after: first)
            Issue.record("the list lacks variant 3000")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"prices/us.csv: has no row for variant "3000" of goods item "cx": the market sells it, so it "#
                        + "needs its price"
                ])
        }
    }

    @Test func aListRemovedIsReported() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        try FileManager.default.removeItem(atPath: folder.path + "/prices/us.csv")
        #expect(throws: FixtureErrors.self) { try load(folder, after: first) }
    }
}
