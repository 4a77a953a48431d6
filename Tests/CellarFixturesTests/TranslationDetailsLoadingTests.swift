@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// The translations of what goods items are sold by: their specifications, option names and
/// values, variants' specifications, their brands; and of the banners' titles.
struct TranslationDetailsLoadingTests {
    private static let store = #"""
        {"name": "Cellar", "currency": "CNY", "locale": "zh-CN",
         "markets": [{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14}],
         "banners": [{"id": "b1", "image": "https://img.example.com/b1.jpg", "title": "秋季品鉴",
                      "link": {"goods": "cx"}},
                     {"id": "b2", "image": "https://img.example.com/b2.jpg", "title": "",
                      "link": {"category": "wine"}}]}
        """#
    private static let goods = #"""
        [{"id": "cx", "title": "X 酒庄", "category": "wine", "brand": "X 酒庄", "manufacturer": "X 酒业",
          "origin": "法国 · 波尔多", "scent": "赤霞珠", "specification": "750ml*1/瓶",
          "options": ["容量", "年份"],
          "variants": [
            {"id": "750-18", "values": {"容量": "750 毫升", "年份": "2018"}, "price": 98},
            {"id": "1500-18", "values": {"容量": "1.5 升", "年份": "2018"}, "price": 210,
             "specification": "1500ml*1/瓶"},
            {"id": "750-19", "values": {"容量": "750 毫升", "年份": "2019"}, "price": 99}]},
         {"id": "g-2", "title": "拉格", "category": "beer", "price": 12, "brand": "青岛"}]
        """#
    private static let english = #"""
        {"store": {"tagline": "Wine"},
         "banners": {"b1": {"title": "Autumn tasting"}},
         "brands": {"X 酒庄": "Château X", "青岛": "Tsingtao"},
         "categories": {"wine": {"name": "Wine"}, "beer": {"name": "Beer"}},
         "goods": {
           "cx": {"title": "Château X",
                  "specs": {"manufacturer": "X Wines", "origin": "France · Bordeaux", "scent": "Cabernet Sauvignon",
                            "specification": "750ml*1/bottle"},
                  "options": {"容量": "Size", "年份": "Vintage"},
                  "values": {"容量": {"750 毫升": "750 ml", "1.5 升": "1.5 L"}},
                  "variants": {"1500-18": {"specification": "1500ml*1/bottle"}}},
           "g-2": {"title": "Lager"}}}
        """#

    private func folder(_ files: [String: String?] = [:]) -> FixtureFolder {
        FixtureFolder(
            ["store.json": Self.store, "goods.json": Self.goods, "translations/en.json": Self.english].merging(files) {
                $1
            })
    }

    private func untranslated(_ catalogue: Catalogue) -> [FixtureWarning.Kind] {
        catalogue.warnings.map(\.kind).filter { if case .untranslated = $0 { true } else { false } }
    }

    @Test func readsTheSpecificationsOptionsValuesVariantsBrandsAndBanners() throws {
        let catalogue = try folder().load()
        let english = try #require(catalogue.translations.first)
        #expect(english.bannerTitles == ["b1": "Autumn tasting"])
        #expect(english.brands == ["X 酒庄": "Château X", "青岛": "Tsingtao"])
        #expect(
            english.goods["cx"]
                == Translation.GoodsText(
                    title: "Château X",
                    specs: [
                        .manufacturer: "X Wines", .origin: "France · Bordeaux", .scent: "Cabernet Sauvignon",
                        .specification: "750ml*1/bottle",
                    ],
                    options: ["容量": "Size", "年份": "Vintage"],
                    values: ["容量": ["750 毫升": "750 ml", "1.5 升": "1.5 L"]],
                    variantSpecifications: ["1500-18": "1500ml*1/bottle"]))
        #expect(english.goods["g-2"] == Translation.GoodsText(title: "Lager"))
    }

    @Test func theMarketShowsThemAndKeepsTheIds() throws {
        let catalogue = try folder().load()
        let market = catalogue.inMarket(catalogue.store.markets[1])
        let item = try #require(market.goods(withID: "cx"))
        #expect(item.brand == "Château X")
        #expect(
            [item.manufacturer, item.origin, item.scent, item.specification] == [
                "X Wines", "France · Bordeaux", "Cabernet Sauvignon", "750ml*1/bottle",
            ])
        #expect(item.options == ["Size", "Vintage"])
        #expect(item.variants.map(\.values) == [["750 ml", "2018"], ["1.5 L", "2018"], ["750 ml", "2019"]])
        #expect(item.variants.map(\.id) == ["750-18", "1500-18", "750-19"])
        #expect(
            item.variants.map(\.specification) == ["750ml*1/bottle", "1500ml*1/bottle", "750ml*1/bottle"],
            "a variant with the item's specification shows the item's translation")
        #expect(market.goods(withID: "g-2")?.brand == "Tsingtao")
        #expect(market.store.banners.map(\.title) == ["Autumn tasting", ""])
        #expect(market.fixtureGoods.map(\.brand) == ["X 酒庄", "青岛"], "the fixtures' goods, as they are")
        #expect(market.fixtureGoods(withID: "cx")?.options == ["容量", "年份"])
        let chinese = catalogue.inMarket(catalogue.store.markets[0])
        #expect(chinese.goods(withID: "cx")?.options == ["容量", "年份"])
        #expect(chinese.store.banners.map(\.title) == ["秋季品鉴", ""])
    }

    @Test func countsEachKindOfDetailLeftUntranslated() throws {
        let catalogue = try folder([
            "translations/en.json": #"""
            {"store": {"tagline": "Wine"}, "categories": {"wine": {"name": "Wine"}, "beer": {"name": "Beer"}},
             "goods": {"cx": {"title": "Château X"}, "g-2": {"title": "Lager"}}}
            """#
        ]).load()
        // cx: 4 specifications, 2 options, 4 values (750 毫升, 1.5 升, 2018, 2019), 1500-18's own
        // specification; 2 brands; b1's title (b2 has none).
        let warning = catalogue.warnings.first { $0.file == "translations/en.json" }
        #expect(
            warning?.kind
                == .untranslated(
                    locale: "en", count: 14,
                    examples: [#"goods "cx" manufacturer"#, #"goods "cx" origin"#, #"goods "cx" scent"#]))
        let full = try folder([
            "translations/en.json": Self.english.replacingOccurrences(
                of: #""1.5 L"}}"#, with: #""1.5 L"}, "年份": {"2018": "2018", "2019": "2019"}}"#)
        ]).load()
        #expect(untranslated(full) == [])
        let names = try folder([
            "translations/en.json": #"{"goods": {"cx": {"specs": {"origin": "France"}}}}"#
        ]).load().warnings.first { $0.file == "translations/en.json" }?.description
        #expect(
            names?.hasSuffix(#"goods "cx" title, goods "cx" manufacturer, goods "cx" scent and 14 more"#) == true)
        let lastKinds = try folder(["translations/en.json": "{}"]).load()
        guard
            case .untranslated(_, let count, _)? = lastKinds.warnings.first(where: {
                $0.file == "translations/en.json"
            })?.kind
        else {
            Issue.record("no untranslated warning")
            return
        }
        // cx: title, 4 specifications, 2 options, 4 values, 1 variant; g-2's title; 2 categories, 2 brands, b1's
        // title (the store has no tagline).
        #expect(count == 18)
    }

    @Test func namesTheDetailsLeftOutInTheirOrder() throws {
        let catalogue = try folder([
            "translations/en.json": #"""
            {"store": {"tagline": "Wine"}, "categories": {"wine": {"name": "Wine"}, "beer": {"name": "Beer"}},
             "goods": {"cx": {"title": "Château X", "specs": {"manufacturer": "X Wines", "origin": "France",
                                                              "scent": "Cabernet", "specification": "750ml"},
                              "options": {"容量": "Size", "年份": "Vintage"},
                              "values": {"容量": {"750 毫升": "750 ml", "1.5 升": "1.5 L"}}},
                       "g-2": {"title": "Lager"}}}
            """#
        ]).load()
        let warning = catalogue.warnings.first { $0.file == "translations/en.json" }
        #expect(
            warning?.kind
                == .untranslated(
                    locale: "en", count: 6,
                    examples: [
                        #"goods "cx" option "年份" value "2018""#, #"goods "cx" option "年份" value "2019""#,
                        #"goods "cx" variant "1500-18" specification"#,
                    ]))
        #expect(
            warning?.description.hasSuffix(
                #"goods "cx" variant "1500-18" specification and 3 more"#) == true,
            "then brand \"X 酒庄\", brand \"青岛\", banner \"b1\" title")
    }

    @Test func reportsEveryUnknownNameAtItsPlace() {
        let errors = folder([
            "translations/en.json": #"""
            {"banners": {"b9": {"title": "Gone"}, "b1": {"title": "", "alt": "A"}},
             "brands": {"X 酒状": "Château X", "青岛": 5},
             "goods": {
               "cx": {"specs": {"colour": "Red", "origin": "France"}, "options": {"容量": "Size", "颜色": "Colour"},
                      "values": {"年份": {"2017": "2017"}, "尺寸": {"大": "Big"}, "容量": "750 ml"},
                      "variants": {"375-18": {"specification": "375ml"}, "750-18": {"sku": "X"}}},
               "g-2": {"specs": {"origin": "China"}, "options": {"Size": "Size"},
                       "variants": {"can": {"specification": "330ml"}}}}}
            """#
        ]).errors().map(\.description)
        #expect(
            errors == [
                #"translations/en.json.banners["b9"]: banner "b9" does not exist in store.json"#,
                #"translations/en.json.banners["b1"].alt: is not a key a banner's translation has (its keys are "#
                    + "title)",
                #"translations/en.json.banners["b1"].title: must not be empty"#,
                #"translations/en.json.brands["X 酒状"]: brand "X 酒状" does not exist in goods.json; did you mean "#
                    + #""X 酒庄"?"#,
                #"translations/en.json.brands["青岛"]: must be a string, found 5"#,
                #"translations/en.json.goods["cx"].specs.colour: is not a specification a goods item has (they "#
                    + "are manufacturer, origin, scent, specification)",
                #"translations/en.json.goods["cx"].options["颜色"]: goods "cx" has no option "颜色" (its options "#
                    + "are 容量, 年份)",
                #"translations/en.json.goods["cx"].values["年份"]["2017"]: option "年份" of goods "cx" has no "#
                    + #"value "2017" (its values are 2018, 2019)"#,
                #"translations/en.json.goods["cx"].values["尺寸"]: goods "cx" has no option "尺寸" (its options "#
                    + "are 容量, 年份)",
                #"translations/en.json.goods["cx"].values["容量"]: must be an object, found "750 ml""#,
                #"translations/en.json.goods["cx"].variants["375-18"]: goods "cx" has no variant "375-18" (its "#
                    + "variants are 750-18, 1500-18, 750-19)",
                #"translations/en.json.goods["cx"].variants["750-18"].sku: is not a key a variant's translation "#
                    + "has (its keys are specification)",
                #"translations/en.json.goods["g-2"].specs.origin: translates the origin, which goods "g-2" has "#
                    + "none of in goods.json",
                #"translations/en.json.goods["g-2"].options["Size"]: goods "g-2" has no option "Size" (it has no "#
                    + "variants)",
                #"translations/en.json.goods["g-2"].variants["can"]: goods "g-2" has no variant "can" (it has no "#
                    + "variants)",
            ])
    }

    @Test func twoValuesOrOptionsShownAlikeAreRefused() {
        let errors = folder([
            "translations/en.json": #"""
            {"goods": {"cx": {"options": {"容量": "Year", "年份": "year"},
                              "values": {"容量": {"750 毫升": "Bottle", "1.5 升": "Bottle"},
                                         "年份": {"2019": "2018"}}}}}
            """#
        ]).errors().map(\.description)
        #expect(
            errors == [
                #"translations/en.json.goods["cx"].options["年份"]: is shown as "year", as "容量" is: the options "#
                    + #"of goods "cx" must stay distinct, so its variants can be told apart"#,
                #"translations/en.json.goods["cx"].values["容量"]["1.5 升"]: is shown as "Bottle", as "750 毫升" "#
                    + #"is: the values of option "容量" of goods "cx" must stay distinct, so its variants can be "#
                    + "told apart",
                #"translations/en.json.goods["cx"].values["年份"]["2019"]: is shown as "2018", as "2018" is: the "#
                    + #"values of option "年份" of goods "cx" must stay distinct, so its variants can be told apart"#,
            ])
    }

    @Test func optionNamesAndValuesAreCheckedAsTheFixturesOwn() throws {
        let errors = folder([
            "translations/en.json": #"""
            {"goods": {"cx": {"options": {"容量": "<b>Size</b>"}, "values": {"容量": {"750 毫升": "  "}}}}}
            """#
        ]).errors().map(\.description)
        #expect(
            errors == [
                #"translations/en.json.goods["cx"].options["容量"]: must be plain text, found markup "<b>""#,
                #"translations/en.json.goods["cx"].values["容量"]["750 毫升"]: must not be only spaces"#,
            ])
        let catalogue = try folder([
            "translations/en.json": #"""
            {"brands": {" 青岛": " Tsingtao"}, "goods": {"cx": {"values": {"容量": {"750 毫升": "750 ml "}},
                                               "specs": {"origin": "France\u0007"}}}}
            """#
        ]).load()
        #expect(catalogue.translations[0].brands == ["青岛": "Tsingtao"])
        #expect(catalogue.translations[0].goods["cx"]?.values == ["容量": ["750 毫升": "750 ml"]])
        #expect(catalogue.translations[0].goods["cx"]?.specs == [.origin: "France"])
        #expect(
            catalogue.warnings.filter { $0.file == "translations/en.json" && $0.place != "" }.map(\.description) == [
                #"translations/en.json.brands[" 青岛"]: " Tsingtao" is read as "Tsingtao" (spaces around it "#
                    + "dropped, Unicode normalised), so shoppers filter it with the other goods of that value",
                #"translations/en.json.goods["cx"].specs.origin: control character removed (U+0007)"#,
                #"translations/en.json.goods["cx"].values["容量"]["750 毫升"]: "750 ml " is read as "750 ml" "#
                    + "(spaces around it dropped, Unicode normalised), so shoppers filter it with the other goods "
                    + "of that value",
            ])
    }
}
