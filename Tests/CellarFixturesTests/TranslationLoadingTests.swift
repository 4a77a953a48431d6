@testable import CellarFixtures
import Testing
@testable import CellarModel

/// `translations/<locale>.json` and `translations/<locale>/docs/*.md`: the fixtures' texts in
/// the markets' other languages.
struct TranslationLoadingTests {
    private static let store = #"""
        {"name": "酒窖", "tagline": "我们品尝过的酒", "currency": "CNY", "locale": "zh-CN",
         "markets": [{"id": "cn"},
                     {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14},
                     {"id": "uk", "locale": "en", "currency": "GBP", "path": "/uk/", "rate": 0.11},
                     {"id": "jp", "locale": "ja", "currency": "JPY", "path": "/jp/", "rate": 21, "rounding": "10"}]}
        """#
    private static let categories = #"""
        [{"id": "wine", "name": "葡萄酒", "description": "红酒和白酒"}, {"id": "beer", "name": "啤酒"}]
        """#
    private static let goods = #"""
        [{"id": "g-1", "title": "雷司令", "category": "wine", "price": 71.4, "description": "白葡萄酒"},
         {"id": "g-2", "title": "拉格", "category": "beer", "price": 12, "description": "  "},
         {"id": "g-3", "title": "波特", "category": "beer", "price": 15}]
        """#
    private static let english = #"""
        {"$schema": "../schemas/translation.schema.json",
         "store": {"tagline": "Wine we have tasted"},
         "categories": {"wine": {"name": "Wine", "description": "Reds and whites"}, "beer": {"name": "Beer"}},
         "goods": {"g-1": {"title": "Riesling", "description": "A white."}, "g-2": {"title": "Lager"},
                   "g-3": {"title": "Porter"}}}
        """#

    private func folder(_ files: [String: String?] = [:]) -> FixtureFolder {
        let folder = FixtureFolder(
            [
                "store.json": Self.store, "categories.json": Self.categories, "goods.json": Self.goods,
                "docs/about.md": "# 关于", "docs/delivery.md": "# 配送",
            ].merging(files) { $1 })
        return folder
    }

    private func untranslated(_ catalogue: Catalogue) -> [String] {
        catalogue.warnings.filter { if case .untranslated = $0.kind { true } else { false } }.map(\.description)
    }

    @Test func readsEachLocalesFileAndPages() throws {
        let folder = folder([
            "translations/en.json": Self.english,
            "translations/en/docs/about.md": "\u{FEFF}# About us\nWe sell wine.",
            "translations/en/docs/delivery.md": "Delivery in three days",
            "translations/ja/docs/about.md": "# 私たちについて",
            "translations/README.txt": "not read",
        ])
        let catalogue = try folder.load()
        #expect(
            catalogue.translations == [
                Translation(
                    locale: "en", tagline: "Wine we have tasted",
                    categories: [
                        "wine": .init(name: "Wine", description: "Reds and whites"), "beer": .init(name: "Beer"),
                    ],
                    goods: [
                        "g-1": .init(title: "Riesling", description: "A white."), "g-2": .init(title: "Lager"),
                        "g-3": .init(title: "Porter"),
                    ],
                    docs: [
                        "about": DocPage(name: "about", title: "About us", markdown: "# About us\nWe sell wine."),
                        "delivery": DocPage(name: "delivery", title: "delivery", markdown: "Delivery in three days"),
                    ]),
                Translation(
                    locale: "ja", docs: ["about": DocPage(name: "about", title: "私たちについて", markdown: "# 私たちについて")]),
            ])
        #expect(untranslated(catalogue).map { $0.prefix(while: { $0 != ":" }) } == ["translations/ja.json"])
        let english = catalogue.inMarket(catalogue.store.markets[2])
        #expect(english.goods.map(\.title) == ["Riesling", "Lager", "Porter"])
        #expect(english.docs.map(\.title) == ["About us", "delivery"])
    }

    @Test func theDefaultMarketsTranslationWordsItsPagesOverTheFixtures() throws {
        let catalogue = try folder([
            "translations/zh-CN.json": #"{"goods": {"g-1": {"description": "干型白葡萄酒"}}}"#
        ]).load()
        let chinese = catalogue.inMarket(catalogue.store.markets[0])
        #expect(chinese.goods.map(\.description) == ["干型白葡萄酒", "  ", nil])
        #expect(chinese.goods.map(\.title) == ["雷司令", "拉格", "波特"])
        #expect(
            untranslated(catalogue).allSatisfy { !$0.hasPrefix("translations/zh-CN.json") },
            "the fixtures' texts are the default market's: none is missing")
        let oneMarket = #"{"name": "酒窖", "currency": "CNY", "locale": "zh-CN", "markets": [{"id": "cn"}]}"#
        #expect(
            folder(["store.json": oneMarket, "translations/zh-CN.json": "{}"]).errors().map(\.description) == [
                "translations/zh-CN.json: is in zh-CN, the language of the store's only market, whose texts are "
                    + "the fixtures' own: edit those"
            ])
    }

    @Test func aFileNamedInAnotherCaseIsTheMarketsLocale() throws {
        let catalogue = try folder(["translations/EN.json": Self.english]).load()
        #expect(catalogue.translations.map(\.locale) == ["en"])
        #expect(catalogue.inMarket(catalogue.store.markets[1]).store.tagline == "Wine we have tasted")
        #expect(untranslated(catalogue).first?.hasPrefix("translations/EN.json: ") == true)
    }

    @Test func countsWhatEachLanguageLeavesUntranslated() throws {
        let catalogue = try folder([
            "translations/en.json":
                #"{"goods": {"g-1": {"title": "Riesling"}}, "categories": {"beer": {"name": "Beer"}}}"#,
            "translations/en/docs/about.md": "# About us",
        ]).load()
        // en: g-1's description, g-2's and g-3's titles (g-2's blank description is none), wine's name and
        // description, docs page delivery, the tagline. ja: all 10.
        #expect(
            untranslated(catalogue) == [
                #"translations/en.json: 7 texts not translated to en, shown in the default language: goods "g-1" "#
                    + #"description, goods "g-2" title, goods "g-3" title and 4 more"#,
                #"translations/ja.json: 10 texts not translated to ja, shown in the default language: goods "g-1" "#
                    + #"title, goods "g-1" description, goods "g-2" title and 7 more"#,
            ])
        let warning = catalogue.warnings.first { $0.file == "translations/en.json" }
        #expect(
            warning?.kind
                == .untranslated(
                    locale: "en", count: 7,
                    examples: [#"goods "g-1" description"#, #"goods "g-2" title"#, #"goods "g-3" title"#]))
    }

    @Test func namesEveryKindOfTextLeftOut() throws {
        let catalogue = try folder([
            "goods.json": #"[{"id": "g-1", "title": "雷司令", "category": "wine", "price": 71.4}]"#,
            "translations/en.json": #"{"goods": {"g-1": {"title": "Riesling"}}}"#,
            "translations/ja.json": #"""
            {"store": {"tagline": "私たちが味わったワイン"}, "goods": {"g-1": {"title": "リースリング"}},
             "categories": {"wine": {"name": "ワイン", "description": "赤と白"}, "beer": {"name": "ビール"}}}
            """#,
        ]).load()
        let english = catalogue.warnings.first { $0.file == "translations/en.json" }
        #expect(
            english?.kind
                == .untranslated(
                    locale: "en", count: 6,
                    examples: [#"category "wine" name"#, #"category "wine" description"#, #"category "beer" name"#]))
        #expect(
            untranslated(catalogue).last == #"translations/ja.json: 2 texts not translated to ja, shown in the "#
                + #"default language: docs page "about", docs page "delivery""#)
        let taglineOnly = try folder([
            "goods.json": "[]", "categories.json": "[]", "docs/about.md": nil, "docs/delivery.md": nil,
            "translations/ja.json": #"{"store": {"tagline": "私たちが味わったワイン"}}"#,
        ]).load()
        #expect(
            untranslated(taglineOnly) == [
                "translations/en.json: 1 text not translated to en, shown in the default language: the tagline"
            ])
    }

    @Test func aFullTranslationIsNotWarnedOf() throws {
        let folder = folder([
            "store.json": #"""
            {"name": "酒窖", "tagline": "我们品尝过的酒", "currency": "CNY", "locale": "zh-CN",
             "markets": [{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14}]}
            """#,
            "translations/en.json": Self.english, "translations/en/docs/about.md": "# About",
            "translations/en/docs/delivery.md": "# Delivery",
        ])
        #expect(untranslated(try folder.load()) == [])
    }

    @Test func checksTheTextsAsTheFixturesOwn() throws {
        let long = String(repeating: "x", count: 151)
        let catalogue = try folder([
            "translations/en.json": #"{"goods": {"g-1": {"title": "\#(long)", "description": "A\u0007 white"}}}"#
        ]).load()
        #expect(catalogue.translations[0].goods["g-1"]?.description == "A white")
        #expect(
            catalogue.warnings.filter { $0.file == "translations/en.json" && $0.place != "" }.map(\.description) == [
                #"translations/en.json.goods["g-1"].title: is 151 characters long; Google Shopping shows 150, and the "#
                    + #"product feeds cut it there (goods item "g-1")"#,
                #"translations/en.json.goods["g-1"].description: control character removed (U+0007)"#,
            ])
        #expect(catalogue.warnings.first { $0.place.hasSuffix(".title") }?.goodsID == "g-1")
    }

    @Test func reportsEveryProblemAtOnce() {
        let long = String(repeating: "x", count: 1001)
        let folder = folder([
            "translations/en.json": #"""
            {"store": {"tagline": "", "name": "Cellar"},
             "categories": {"wines": {"name": "Wine"}, "beer": {"name": 5, "title": "Beer"}},
             "goods": {"g-1": {"title": "\#(long)"}, "g-9": {"title": "Gone"}, "g-2": "Lager",
                       "g-3": {"description": "![Porter](images/porter.jpg)"}, "g-3": {"title": "Porter"}},
             "labels": {}}
            """#,
            "translations/ja.json": "{\"goods\": {,}}",
            "translations/fr.json": "{}",
            "translations/english.json": "{}",
            "translations/en/docs/faq.md": "# FAQ",
            "translations/en/pages/about.md": "# About",
            "translations/de/docs/about.md": "# Über uns",
        ])
        let tag =
            #"is not named by a language tag like "en" or "zh-CN" (translations/<locale>.json, "#
            + "translations/<locale>/docs/)"
        #expect(
            folder.errors().map(\.description) == [
                "translations/de: no market speaks de (the markets' other languages are en, ja)",
                "translations/en/docs/faq.md: translates docs/faq.md, which is not there: the docs pages are about, "
                    + "delivery",
                "translations/en/pages: is not a part of a translation: translations/en/ holds a docs folder only",
                "translations/en.json.labels: is not a key a translation has (its keys are store, banners, brands, "
                    + "categories, goods)",
                "translations/en.json.store.name: is not a key the store's translation has (its keys are tagline)",
                "translations/en.json.store.tagline: must not be empty",
                #"translations/en.json.categories["wines"]: category "wines" does not exist in categories.json; "#
                    + #"did you mean "wine"?"#,
                #"translations/en.json.categories["beer"].title: is not a key a category's translation has (its "#
                    + "keys are name, description)",
                #"translations/en.json.categories["beer"].name: must be a string, found 5"#,
                #"translations/en.json.goods["g-1"].title: is longer than 1000 characters (1001 bytes); titles are "#
                    + "at most 1000",
                #"translations/en.json.goods["g-9"]: goods "g-9" does not exist in goods.json"#,
                #"translations/en.json.goods["g-2"]: must be an object, found "Lager""#,
                #"translations/en.json.goods["g-3"].description: image file "images/porter.jpg" does not exist in "#
                    + "the fixtures folder",
                #"translations/en.json.goods["g-3"]: translates goods "g-3" a second time"#,
                "translations/english.json: " + tag,
                "translations/fr.json: no market speaks fr (the markets' other languages are en, ja)",
                "translations/ja.json:1:12: invalid JSON: expected a string key or '}'",
            ])
    }

    @Test func aLocaleHasOneFileAndOneFolder() {
        let folder = folder(["translations/EN.json": "{}", "translations/en.json": "{}"])
        #expect(
            folder.errors().map(\.description) == [
                "translations/en.json: translates to en, as translations/EN.json does"
            ])
    }

    @Test func translationsNeedMarketsToSpeakThem() {
        let store = #"{"name": "酒窖", "currency": "CNY", "locale": "zh-CN"}"#
        #expect(
            folder(["store.json": store, "translations/en.json": "{}"]).errors().map(\.description) == [
                "translations/en.json: no market speaks en: store.json has no markets"
            ])
        let empty = folder(["store.json": store])
        empty.makeDirectory("translations")
        #expect(
            empty.errors().map(\.description) == [
                "translations: is there, but no market speaks a language to translate to"
            ])
        let oneLanguage = folder([
            "store.json": #"{"name": "酒窖", "currency": "CNY", "locale": "zh-CN", "markets": [{"id": "cn"}]}"#
        ])
        oneLanguage.makeDirectory("translations")
        #expect(oneLanguage.errors().count == 1, "a list of one market is the store alone")
        let twoLanguages = folder()
        twoLanguages.makeDirectory("translations")
        #expect(twoLanguages.errors() == [], "nothing translated yet: warned of, not refused")
        let oneMarket = #"{"name": "酒窖", "currency": "CNY", "locale": "zh-CN", "markets": [{"id": "cn"}]}"#
        #expect(
            folder(["store.json": oneMarket, "translations/en/docs/about.md": "# About"]).errors().map(\.description)
                == ["translations/en: no market speaks en: every market speaks zh-CN, the fixtures' own language"])
        #expect(
            folder(["translations": "a file"]).errors().map(\.description) == [
                "translations: must be a folder of <locale>.json files and <locale>/docs/ folders"
            ])
    }

    @Test func aTranslationIsAnObject() {
        #expect(
            folder(["translations/en.json": "[]"]).errors().map(\.description) == [
                "translations/en.json: expected an object of store, banners, brands, categories and goods, found an "
                    + "array"
            ])
        #expect(
            folder(["translations/en.json": ""]).errors().map(\.description) == [
                "translations/en.json: file is empty (a translation of nothing is {})"
            ])
    }
}
