@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// A market's price list: the file store.json's market names in `prices`, a row for each goods
/// item or variant it sells.
@Suite("Reading the markets' price lists")
struct PriceListValidationTests {
    static func storeJSON(prices: String = "prices/us.csv", market extra: String = "", store more: String = "")
        -> String
    {
        #"{"name": "Cellar", "currency": "CNY", "locale": "zh-CN""# + more
            + #", "markets": [{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "#
            + #""prices": ""# + prices + #"""# + extra + "}]}"
    }

    /// A goods item without variants, one in two variants, and another without.
    static let goods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "marketPrice": 99},
         {"id": "cx", "title": "Château X", "category": "wine", "options": ["Size"], "variants": [
           {"id": "750", "values": {"Size": "750 ml"}, "price": 98, "marketPrice": 120},
           {"id": "1500", "values": {"Size": "1.5 L"}, "price": 210}]},
         {"id": "g-2", "title": "Lager", "category": "beer", "price": 12}]
        """#

    static let csv = """
        goods,variant,price,marketPrice
        g-1,,9.99,13.99
        cx,750,14.99,
        cx,1500,29.5,
        g-2,,1.99,
        """

    static let json = #"""
        [{"goods": "g-1", "price": 9.99, "marketPrice": 13.99},
         {"goods": "cx", "variant": "750", "price": 14.99},
         {"goods": "cx", "variant": "1500", "price": 29.5, "marketPrice": null},
         {"goods": "g-2", "price": 1.99}]
        """#

    static let listed = PriceList(
        file: "prices/us.csv",
        prices: [
            .init(goodsID: "g-1"): ListedPrice(price: Money(cents: 999), marketPrice: Money(cents: 1399)),
            .init(goodsID: "cx", variantID: "750"): ListedPrice(price: Money(cents: 1499)),
            .init(goodsID: "cx", variantID: "1500"): ListedPrice(price: Money(cents: 2950)),
            .init(goodsID: "g-2"): ListedPrice(price: Money(cents: 199)),
        ])

    private func folder(_ files: [String: String?]) -> FixtureFolder {
        FixtureFolder(["store.json": Self.storeJSON(), "goods.json": Self.goods].merging(files) { $1 })
    }

    private func problems(_ files: [String: String?]) -> [String] {
        folder(files).errors().map(\.description)
    }

    @Test func readsASpreadsheetList() throws {
        let catalogue = try folder(["prices/us.csv": Self.csv]).load()
        #expect(catalogue.store.markets[1].pricing == .listed(Self.listed))
    }

    @Test func readsAJSONListOfTheSameRows() throws {
        let catalogue = try folder([
            "store.json": Self.storeJSON(prices: "prices/us.json"), "prices/us.json": Self.json,
        ]).load()
        var listed = Self.listed
        listed.file = "prices/us.json"
        #expect(catalogue.store.markets[1].pricing == .listed(listed))
    }

    @Test func readsASemicolonSeparatedListWithDecimalCommas() throws {
        let sheet =
            "\u{FEFF}goods;variant;price;marketPrice\ng-1;;9,99;13,99\ncx;750;14,99;\ncx;1500;29,5;\ng-2;;1,99;\n"
        let catalogue = try folder(["prices/us.csv": sheet]).load()
        #expect(catalogue.store.markets[1].pricing == .listed(Self.listed))
    }

    @Test func theMarketShowsTheListedPricesForGoodsWithAndWithoutVariants() throws {
        let catalogue = try folder(["prices/us.csv": Self.csv]).load()
        let shown = catalogue.inMarket(catalogue.store.markets[1])
        #expect(shown.goods[0].price == Money(cents: 999) && shown.goods[0].marketPrice == Money(cents: 1399))
        #expect(shown.goods[1].variants.map(\.price.cents) == [1499, 2950])
        #expect(shown.goods[1].variants.map(\.marketPrice) == [nil, nil], "the list's, not goods.json's")
        #expect(shown.goods[1].price == Money(cents: 1499), "the lowest variant's listed price")
        #expect(shown.goods[2].price == Money(cents: 199) && shown.goods[2].marketPrice == nil)
        #expect(shown.store.currency == "USD")
    }

    /// One spreadsheet with a fault on most rows: every problem, each at its row, with the others.
    @Test func reportsEveryProblemOfASpreadsheetAtItsRowAtOnce() {
        let sheet = """
            goods,variant,price,marketPrice,note
            g-1,,9.99,13.99,
            cxx,,5,,a typo
            cx,3000,40,,
            g-1,x,9.99,,
            cx,,14.99,,
            cx,750,0,,
            cx,750,abc,,
            g-1,,10.99,,
            g-2,,-1,,
            g-2,,2,N/A,
            """
        #expect(
            problems(["prices/us.csv": sheet]) == [
                #"prices/us.csv, row 3, column goods: goods "cxx" does not exist in goods.json; did you mean "cx"?"#,
                #"prices/us.csv, row 4, column variant: variant "3000" does not exist in goods item "cx" "#
                    + "(its variants are 750, 1500)",
                #"prices/us.csv, row 5, column variant: names variant "x", but goods item "g-1" has no variants: "#
                    + "leave it empty to price the goods item",
                #"prices/us.csv, row 6, column variant: is required: goods item "cx" is sold in variants "#
                    + "(750, 1500), each priced on a row of its own",
                #"prices/us.csv, row 7, column price: must be a number above 0, found 0 (goods item "cx", "#
                    + #"variant "750")"#,
                #"prices/us.csv, row 8, column price: must be a number above 0, found "abc" (goods item "cx", "#
                    + #"variant "750")"#,
                #"prices/us.csv, row 8: prices variant "750" of goods item "cx" again (first at row 7): "#
                    + "give it one row",
                #"prices/us.csv, row 9: prices goods item "g-1" again (first at row 2): give it one row"#,
                #"prices/us.csv, row 10, column price: must be a number above 0, found -1 (goods item "g-2")"#,
                #"prices/us.csv, row 11, column marketPrice: must be a number ≥ 0, found "N/A" (goods item "g-2")"#,
                #"prices/us.csv, row 11: prices goods item "g-2" again (first at row 10): give it one row"#,
                #"prices/us.csv: has no row for variant "1500" of goods item "cx": the market sells it, so it "#
                    + "needs its price",
            ])
        #expect(
            problems(["prices/us.csv": sheet, "categories.json": #"[{"id": "wine", "name": "Wine"}]"#]) == [
                #"prices/us.csv, row 7, column price: must be a number above 0, found 0 (goods item "cx", "#
                    + #"variant "750")"#,
                #"prices/us.csv, row 8, column price: must be a number above 0, found "abc" (goods item "cx", "#
                    + #"variant "750")"#,
                #"prices/us.csv, row 8: prices variant "750" of goods item "cx" again (first at row 7): "#
                    + "give it one row",
                #"prices/us.csv, row 9: prices goods item "g-1" again (first at row 2): give it one row"#,
                #"prices/us.csv, row 10, column price: must be a number above 0, found -1 (goods item "g-2")"#,
                #"prices/us.csv, row 11, column marketPrice: must be a number ≥ 0, found "N/A" (goods item "g-2")"#,
                #"prices/us.csv, row 11: prices goods item "g-2" again (first at row 10): give it one row"#,
                #"goods.json[2] (id "g-2").category: category "beer" does not exist in categories.json"#,
            ],
            "goods.json read with a problem: the list's own values are checked, not what it prices")
        let warnings = (try? folder(["prices/us.csv": Self.csv + "\n"]).load())?.warnings ?? []
        #expect(warnings.allSatisfy { $0.file != "prices/us.csv" }, "a list without faults warns of nothing")
    }

    @Test func reportsEveryProblemOfAJSONListAtItsPlace() {
        let list = #"""
            [{"goods": "g-1", "price": 9.99, "currency": "USD"},
             {"goods": "cx", "variant": "750", "price": "14.99"},
             {"goods": "cx", "variant": "", "price": 29.5},
             {"goods": "g-2"},
             {"price": 3},
             "g-2",
             {"goods": "g-1", "price": 0.001}]
            """#
        #expect(
            problems(["store.json": Self.storeJSON(prices: "prices/us.json"), "prices/us.json": list]) == [
                #"prices/us.json[0] (id "g-1").currency: is not a key a price list's row has (its keys are goods, "#
                    + "variant, price, marketPrice)",
                #"prices/us.json[1] (id "cx").price: must be a number above 0, found "14.99" (variant "750")"#,
                #"prices/us.json[2] (id "cx").variant: must not be empty"#,
                #"prices/us.json[3] (id "g-2").price: is required"#,
                "prices/us.json[4].goods: is required",
                #"prices/us.json[5]: must be an object, found "g-2""#,
                #"prices/us.json[6] (id "g-1").price: must be a number above 0, found 0.001"#,
                #"prices/us.json[6]: prices goods item "g-1" again (first at [0]): give it one row"#,
                #"prices/us.json: has no row for variant "1500" of goods item "cx": the market sells it, so it "#
                    + "needs its price",
            ])
    }

    /// goods.json's rule: a market price below the price is a warning, one equal to it is not shown.
    @Test func aMarketPriceBelowThePriceIsAWarningAsInGoodsJSON() throws {
        let sheet = Self.csv.replacingOccurrences(of: "cx,750,14.99,", with: "cx,750,14.99,12").replacingOccurrences(
            of: "g-2,,1.99,", with: "g-2,,1.99,1.99")
        let catalogue = try folder(["prices/us.csv": sheet]).load()
        let warnings = catalogue.warnings.filter { $0.file == "prices/us.csv" }
        #expect(
            warnings.map(\.description) == [
                #"prices/us.csv, row 3, column marketPrice: market price 12.00 is below the price 14.99 "#
                    + #"(goods item "cx", variant "750")"#
            ])
        #expect(warnings.first?.goodsID == "cx" && warnings.first?.variantID == "750")
        let shown = catalogue.inMarket(catalogue.store.markets[1])
        #expect(shown.goods[2].marketPrice == Money(cents: 199), "kept, for the views to leave out as goods.json's")
    }

    @Test func aListThatIsNotThereOrNoListIsNamedWithTheMarketThatNamesIt() {
        #expect(
            problems([:]) == ["prices/us.csv: file is missing (store.json's .markets[1].prices names it)"])
        #expect(
            problems(["prices/us.csv": "price,marketPrice\n1,2\n"]) == [
                #"prices/us.csv, row 1: has no column "goods", which is required"#
            ])
        #expect(
            problems(["store.json": Self.storeJSON(prices: "prices/us.json"), "prices/us.json": #"{"g-1": 1}"#]) == [
                "prices/us.json: expected an array of price list rows, found an object"
            ])
        #expect(
            problems(["store.json": Self.storeJSON(prices: "prices/us.json"), "prices/us.json": "[{]"]).count == 1)
    }

    @Test func twoMarketsMayShareOneListReadOnce() throws {
        let store = Self.storeJSON(
            market: #"}, {"id": "sg", "locale": "en-SG", "currency": "USD", "path": "/sg/", "prices": "prices/us.csv""#)
        let catalogue = try folder(["store.json": store, "prices/us.csv": Self.csv]).load()
        #expect(catalogue.store.markets.map(\.pricing) == [.storePrices, .listed(Self.listed), .listed(Self.listed)])
        #expect(
            problems(["store.json": store, "prices/us.csv": Self.csv + "\ncxx,,1,\n"]) == [
                #"prices/us.csv, row 6, column goods: goods "cxx" does not exist in goods.json; did you mean "cx"?"#
            ],
            "its problems once")
    }

    /// What store.json's market may say of its price list.
    @Test func reportsEveryProblemWithAMarketsPricesInStoreJSON() {
        let store = #"""
            {"name": "Cellar", "currency": "CNY", "shipping": [{"country": "CN", "price": 10}], "markets": [
             {"id": "cn", "prices": "prices/cn.csv"},
             {"id": "us", "locale": "en", "currency": "USD", "path": "/us/", "rate": 0.14, "prices": "prices/us.csv"},
             {"id": "uk", "locale": "en-GB", "currency": "GBP", "path": "/uk/", "prices": "prices/uk.xlsx"},
             {"id": "eu", "locale": "fr", "currency": "EUR", "path": "/eu/", "prices": "../prices/eu.csv"},
             {"id": "de", "locale": "de", "currency": "EUR", "path": "/de/", "prices": "goods.csv"},
             {"id": "at", "locale": "de-AT", "currency": "EUR", "path": "/at/", "prices": 12},
             {"id": "jp", "locale": "ja", "currency": "JPY", "path": "/jp/"},
             {"id": "au", "locale": "en-AU", "currency": "AUD", "path": "/au/", "prices": "prices/au.csv"},
             {"id": "nz", "locale": "en-NZ", "currency": "NZD", "path": "/nz/", "prices": "prices/nz.csv",
              "shipping": [{"country": "NZ", "price": 15}]},
             {"id": "tw", "locale": "zh-TW", "currency": "CNY", "path": "/tw/", "prices": "prices/tw.csv",
              "rounding": "0.99"}]}
            """#
        let sheet = "goods,price\ng-1,10\ng-2,2\n"
        #expect(
            problems([
                "store.json": store, "goods.json": FixtureFolder.goods, "prices/au.csv": sheet,
                "prices/nz.csv": sheet, "prices/tw.csv": sheet,
            ]) == [
                "store.json.markets[0].prices: must be left out: the default market sells at goods.json's prices, "
                    + "in the store's currency",
                "store.json.markets[1].prices: is set beside a rate: a market's prices are goods.json's converted by "
                    + "its rate, or its price list's, not both",
                "store.json.markets[2].prices: must be the path of a price list inside the fixtures folder, a .csv or "
                    + #".json file like "prices/us.csv"; found "prices/uk.xlsx""#,
                "store.json.markets[3].prices: must be the path of a price list inside the fixtures folder, a .csv or "
                    + #".json file like "prices/us.csv"; found "../prices/eu.csv""#,
                "store.json.markets[4].prices: names goods.csv, which the fixtures read as itself: a price list has "
                    + #"a file of its own, like "prices/us.csv""#,
                "store.json.markets[5].prices: must be a string, found 12",
                "store.json.markets[6]: needs a rate or a price list: its currency JPY is not the store's CNY",
                "store.json.markets[7].shipping: is required: the market's prices are its price list's, in AUD, and "
                    + "the store's delivery rates, in CNY, have no rate to convert them by",
                "store.json.markets[9].rounding: is set without a rate: it rounds the prices a rate converts",
            ])
    }

    @Test func aListedMarketInTheStoresCurrencyKeepsTheStoresDeliveryRates() throws {
        let store = #"""
            {"name": "Cellar", "currency": "CNY", "shipping": [{"country": "CN", "price": 10, "freeFrom": 99}],
             "markets": [{"id": "cn"}, {"id": "vip", "locale": "en", "currency": "CNY", "path": "/vip/",
              "prices": "prices/vip.json"}]}
            """#
        let catalogue = try folder([
            "store.json": store, "goods.json": FixtureFolder.goods,
            "prices/vip.json": #"[{"goods": "g-1", "price": 60}, {"goods": "g-2", "price": 10}]"#,
        ]).load()
        let shown = catalogue.inMarket(catalogue.store.markets[1])
        #expect(shown.store.shipping == catalogue.store.shipping)
        #expect(shown.goods.map(\.price.cents) == [6000, 1000])
    }

    @Test func aListedMarketCannotSellThroughStripePaymentLinks() {
        #expect(
            problems([
                "store.json": Self.storeJSON(store: #", "checkout": {"provider": "stripe"}"#),
                "prices/us.csv": Self.csv,
            ]) == [
                "store.json.markets[1].prices: cannot list prices of its own with the stripe checkout: its Payment "
                    + "Links sell at goods.json's prices, in the store's currency CNY"
            ])
    }
}
