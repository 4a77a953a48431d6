@testable import CellarFixtures
import Testing
@testable import CellarModel

/// A market's `sells`: the goods it sells, when not every goods item, checked against the
/// fixtures; a price list then prices only those.
@Suite("Reading which goods a market sells")
struct MarketGoodsSelectionTests {
    private typealias Lists = PriceListValidationTests

    /// The US market, priced by a list, selling what `sells` (a JSON object) names.
    private func folder(sells: String, prices: String = Lists.csv) -> FixtureFolder {
        FixtureFolder([
            "store.json": Lists.storeJSON(market: #", "sells": "# + sells), "goods.json": Lists.goods,
            "prices/us.csv": prices,
        ])
    }

    @Test func readsTheCategoriesGoodsAndExceptions() throws {
        let catalogue = try folder(sells: #"{"categories": ["wine"], "goods": ["g-2"], "except": ["cx"]}"#).load()
        let selection = GoodsSelection(categories: ["wine"], goods: ["g-2"], except: ["cx"])
        #expect(catalogue.store.markets[1].sells == selection)
        #expect(catalogue.store.markets[0].sells == nil)
        #expect(selection.soldIndices(of: catalogue.goods) == [0, 2])
        #expect(GoodsSelection(except: ["g-1"]).soldIndices(of: catalogue.goods) == [1, 2], "all but the exception")
        #expect(GoodsSelection(categories: ["beer"]).soldIndices(of: catalogue.goods) == [2])
    }

    @Test func aPriceListPricesOnlyTheGoodsItsMarketSells() throws {
        let beerOnly = "goods,variant,price,marketPrice\ng-2,,1.99,\n"
        let catalogue = try folder(sells: #"{"categories": ["beer"]}"#, prices: beerOnly).load()
        #expect(catalogue.store.markets[1].sells == GoodsSelection(categories: ["beer"]))
        #expect(
            folder(sells: #"{"except": ["g-1"]}"#, prices: beerOnly).errors().map(\.description) == [
                #"prices/us.csv: has no row for variant "750" of goods item "cx": the market sells it, "#
                    + "so it needs its price",
                #"prices/us.csv: has no row for variant "1500" of goods item "cx": the market sells it, "#
                    + "so it needs its price",
            ])
    }

    @Test func reportsEveryProblemAtOnce() {
        let store = #"""
            {"name": "Cellar", "currency": "CNY", "locale": "zh-CN", "markets": [
             {"id": "cn", "sells": {"goods": ["g-1"]}},
             {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14,
              "sells": {"categories": ["wien"], "goods": ["g-9"], "except": ["g-1", ""], "only": true}},
             {"id": "jp", "locale": "ja", "currency": "JPY", "path": "/jp/", "rate": 21, "sells": {}},
             {"id": "de", "locale": "de", "currency": "EUR", "path": "/de/", "rate": 0.12, "sells": ["g-1"]},
             {"id": "fr", "locale": "fr", "currency": "EUR", "path": "/fr/", "rate": 0.12,
              "sells": {"goods": ["g-1"], "except": ["g-1"]}}]}
            """#
        #expect(
            FixtureFolder(["store.json": store]).errors().map(\.description) == [
                "store.json.markets[0].sells: must be left out: the default market sells every goods item",
                "store.json.markets[1].sells.only: is not a key `sells` has (its keys are categories, goods, except)",
                "store.json.markets[1].sells.except[1]: must not be empty",
                #"store.json.markets[1].sells.categories[0]: category "wien" does not exist in categories.json; "#
                    + #"did you mean "wine"?"#,
                #"store.json.markets[1].sells.goods[0]: goods "g-9" does not exist in goods.json"#,
                """
                store.json.markets[2].sells: names no `categories`, `goods` or `except`: leave it out for a market \
                selling every goods item
                """,
                "store.json.markets[3].sells: must be an object, found an array",
                "store.json.markets[4].sells: leaves the market no goods item to sell (goods.json has none it names)",
            ])
    }
}
