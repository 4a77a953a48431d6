import CellarTestSupport
import CellarModel
import CellarPlurals
import CellarViewModels
@testable import CellarViews
import Foundation
import Testing

@Suite("A theme's string tables")
struct ThemeStringsTests {
    @Test func englishAndChineseComeFromTheirTablesWithoutWarnings() throws {
        let english = try ThemeStrings.load(locale: "en", themeDirectory: Repository.templates)
        let chinese = try ThemeStrings.load(locale: "zh-CN", themeDirectory: Repository.templates)
        #expect(english.warnings.isEmpty && chinese.warnings.isEmpty)
        #expect(english.strings[.soldOut] == "Sold out")
        #expect(chinese.strings[.soldOut] == "已售罄")
        #expect(chinese.strings.language == "zh-CN")
        #expect(chinese.strings.soldCount(1_234) == "已售 1,234")
    }

    @Test func aThirdLocaleIsAFileAndItsMissingKeysFallBackToEnglishWithAWarning() throws {
        let folder = try Repository.templatesCopy([
            "strings/eo.json": #"{"soldOut": "Elĉerpita", "soldCountPattern": "{n} venditaj", "cart": "Ĉaro"}"#
        ])
        let (strings, warnings) = try ThemeStrings.load(locale: "eo", themeDirectory: folder)
        #expect(strings.language == "eo")
        #expect(strings[.soldOut] == "Elĉerpita")
        #expect(strings.soldCount(3) == "3 venditaj")
        #expect(strings[.brand] == "Brand")
        #expect(
            warnings.contains(
                ThemeWarning(file: "strings/eo.json", problem: "has no “brand”; the strings/en.json text is used")))
        #expect(!warnings.contains { $0.problem.contains("“soldOut”") })
        let english = Repository.stringTable("en")
        #expect(warnings.count == english.count - 3)
    }

    @Test func aMadeUpLocaleAndTheThemesOwnKeyRenderThroughTheCheckedTemplates() throws {
        var english = Repository.stringTableJSON("en")
        english["closingWords"] = "Thank you"
        let table = String(decoding: try JSONSerialization.data(withJSONObject: english), as: UTF8.self)
        let notFound = try String(contentsOfFile: Repository.templates + "/not-found.mustache", encoding: .utf8)
            .replacingOccurrences(
                of: "{{/main}}",
                with:
                    """
                    <p class=\"closing\">{{strings.closingWords}} · {{strings.soldOut}} · \
                    {{strings.language}}</p>{{/main}}
                    """
            )
        let folder = try Repository.templatesCopy([
            "strings/en.json": table,
            "strings/eo.json": #"{"soldOut": "Elĉerpita", "closingWords": "Dankon", "notInEnglish": "x"}"#,
            "not-found.mustache": notFound,
        ])
        let (strings, warnings) = try ThemeStrings.load(locale: "eo", themeDirectory: folder)
        #expect(
            warnings.contains(
                ThemeWarning(
                    file: "strings/eo.json",
                    problem: "has “notInEnglish”, which strings/en.json lacks; templates cannot use it")))
        let catalogue = Catalogue(
            store: Store(name: "S", baseURL: "/", currency: "EUR", locale: "eo"), categories: [], goods: [],
            comments: [], docs: [])
        let page = try ThemeTemplates(directory: folder).render(
            SiteViewModel(catalogue: catalogue, strings: strings).viewModel(for: .notFound)
        ).string
        #expect(page.contains("<p class=\"closing\">Dankon · Elĉerpita · eo</p>"))
        #expect(page.contains("<html lang=\"eo\">"))
    }

    @Test func aThemeCopyOverridesAStringByEditingItsTable() throws {
        var table = Repository.stringTableJSON("en")
        table["addToCart"] = "Buy"
        let json = String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self)
        let (strings, warnings) = try ThemeStrings.load(
            locale: "en", themeDirectory: try Repository.templatesCopy(["strings/en.json": json]))
        #expect(strings.text(forKey: "addToCart") == "Buy")
        #expect(strings[.soldOut] == "Sold out")
        #expect(warnings.isEmpty)
    }

    @Test func aLocaleWithoutATableStopsTheBuildNamingTheFile() throws {
        #expect(
            throws: ThemeError(
                file: "strings/fr.json", line: nil, problem: "is missing: the locale “fr” needs its string table")
        ) {
            try ThemeStrings.load(locale: "fr", themeDirectory: Repository.templates)
        }
    }

    @Test func theEnglishTableMustHaveEveryKeyThePagesNeed() throws {
        var table = Repository.stringTableJSON("en")
        table["soldOut"] = nil
        let json = String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self)
        #expect(
            throws: ThemeError(file: "strings/en.json", line: nil, problem: "lacks “soldOut”, which the pages need")
        ) {
            try ThemeStrings.load(locale: "en", themeDirectory: try Repository.templatesCopy(["strings/en.json": json]))
        }
    }

    @Test func aTableOfAnythingButTextIsAnError() throws {
        let mustBeText =
            """
            must be text, or an object of plural forms by Unicode CLDR category (zero, one, two, few, many, other) \
            holding at least “other”
            """
        for table in [
            #"{"cart": 3}"#, #"{"cart": {"one": "x"}}"#, #"{"cart": {"single": "x", "other": "y"}}"#,
            #"{"cart": {"other": 2}}"#,
        ] {
            #expect(throws: ThemeError(file: "strings/zh-CN.json", line: nil, problem: "“cart” \(mustBeText)")) {
                try ThemeStrings.load(
                    locale: "zh-CN", themeDirectory: try Repository.templatesCopy(["strings/zh-CN.json": table]))
            }
        }
        #expect(
            throws: ThemeError(file: "strings/zh-CN.json", line: nil, problem: "must be a JSON object of text by key")
        ) {
            try ThemeStrings.load(
                locale: "zh-CN", themeDirectory: try Repository.templatesCopy(["strings/zh-CN.json": "[]"]))
        }
    }

    @Test func aLocalesPluralFormsAreChosenByItsCLDRRulesAndCheckedAgainstThem() throws {
        let russian = #"""
            {"reviewCountPattern": {"one": "{n} отзыв", "few": "{n} отзыва", "other": "{n} отзыва"},
             "commentCountPattern": {"one": "{n} комментарий", "two": "x", "few": "{n} комментария", "many": "{n} \#
            комментариев", "other": "{n} комментария"},
             "soldOut": {"one": "x", "other": "Распродано"}}
            """#
        let (strings, warnings) = try ThemeStrings.load(
            locale: "ru", themeDirectory: try Repository.templatesCopy(["strings/ru.json": russian]))
        #expect(
            [1, 3, 5, 21, 1_022].map(strings.commentCount) == [
                "1 комментарий", "3 комментария", "5 комментариев", "21 комментарий", "1,022 комментария",
            ])
        #expect(strings.reviewCount(5) == "5 отзыва")
        #expect(strings[.soldOut] == "Распродано")
        let plural = warnings.map(\.problem).filter { $0.contains("form") }
        #expect(
            plural == [
                """
                “commentCountPattern” has the two form, which no count takes in ru: ru has one, few, many, other \
                (Unicode CLDR)
                """,
                """
                “reviewCountPattern” lacks the many form: ru has one, few, many, other (Unicode CLDR); “other” is \
                shown in its place
                """,
                "“soldOut” has plural forms, but no count chooses its text; its “other” form is shown",
            ])
    }

    @Test func aPluralTextShowsInTemplatesAsItsFormsForTheScript() throws {
        let english = try ThemeStrings.load(locale: "en", themeDirectory: Repository.templates).strings
        #expect(
            english.text(forKey: "cartCountPattern")
                == #"{"one":"{n} item in the cart","other":"{n} items in the cart"}"#)
        let chinese = try ThemeStrings.load(locale: "zh-CN", themeDirectory: Repository.templates).strings
        #expect(chinese.text(forKey: "cartCountPattern") == "购物车中有 {n} 件商品")
    }

    /// A count shown in English must have a form for each of English's categories in the
    /// reference table: "1 item" written as one text fails here.
    @Test func everyCountedTextOfTheReferenceTableHasEnglishsForms() throws {
        let english = Repository.stringTable("en")
        let categories = PluralRules(locale: "en").categories
        for key in InterfaceStrings.countedKeys.sorted() {
            guard case .plural(let forms) = english[key] else {
                Issue.record("strings/en.json: “\(key)” takes a count but is one text for every count")
                continue
            }
            #expect(Set(forms.keys) == Set(categories), "\(key)")
        }
        let patternsWithCounts = english.filter { key, text in
            text.form(for: .other).contains("{n}") && key.hasSuffix("Pattern")
        }.keys
        let uncounted = Set(patternsWithCounts).subtracting(InterfaceStrings.countedKeys)
        #expect(
            uncounted == [
                "feedProblemLongGroupIDPattern", "feedProblemLongIDPattern", "ratedPattern", "reportLowStockPattern",
                "reportStockSummaryPattern",
            ],
            "a pattern whose {n} is a count belongs among InterfaceStrings.countedKeys")
    }
}
