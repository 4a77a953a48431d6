import CellarTestSupport
import CellarModel
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
        let folder = try Repository.templatesCopy(["strings/eo.json": #"{"soldOut": "Elĉerpita", "soldCountPattern": "{n} venditaj", "cart": "Ĉaro"}"#])
        let (strings, warnings) = try ThemeStrings.load(locale: "eo", themeDirectory: folder)
        #expect(strings.language == "eo")
        #expect(strings[.soldOut] == "Elĉerpita")
        #expect(strings.soldCount(3) == "3 venditaj")
        #expect(strings[.brand] == "Brand")
        #expect(warnings.contains(ThemeWarning(file: "strings/eo.json", problem: "has no “brand”; the strings/en.json text is used")))
        #expect(!warnings.contains { $0.problem.contains("“soldOut”") })
        let english = Repository.stringTable("en")
        #expect(warnings.count == english.count - 3)
    }

    @Test func aMadeUpLocaleAndTheThemesOwnKeyRenderThroughTheCheckedTemplates() throws {
        var english = Repository.stringTable("en")
        english["closingWords"] = "Thank you"
        let table = String(decoding: try JSONSerialization.data(withJSONObject: english), as: UTF8.self)
        let notFound = try String(contentsOfFile: Repository.templates + "/not-found.mustache", encoding: .utf8)
            .replacingOccurrences(of: "{{/main}}", with: "<p class=\"closing\">{{strings.closingWords}} · {{strings.soldOut}} · {{strings.language}}</p>{{/main}}")
        let folder = try Repository.templatesCopy([
            "strings/en.json": table,
            "strings/eo.json": #"{"soldOut": "Elĉerpita", "closingWords": "Dankon", "notInEnglish": "x"}"#,
            "not-found.mustache": notFound,
        ])
        let (strings, warnings) = try ThemeStrings.load(locale: "eo", themeDirectory: folder)
        #expect(warnings.contains(ThemeWarning(file: "strings/eo.json", problem: "has “notInEnglish”, which strings/en.json lacks; templates cannot use it")))
        let catalogue = Catalogue(store: Store(name: "S", baseURL: "/", currency: "EUR", locale: "eo"), categories: [], goods: [], comments: [], docs: [])
        let page = try Theme(directory: folder).render(SiteViewModel(catalogue: catalogue, strings: strings).viewModel(for: .notFound)).string
        #expect(page.contains("<p class=\"closing\">Dankon · Elĉerpita · eo</p>"))
        #expect(page.contains("<html lang=\"eo\">"))
    }

    @Test func aThemeCopyOverridesAStringByEditingItsTable() throws {
        var table = Repository.stringTable("en")
        table["addToCart"] = "Buy"
        let json = String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self)
        let (strings, warnings) = try ThemeStrings.load(locale: "en", themeDirectory: try Repository.templatesCopy(["strings/en.json": json]))
        #expect(strings.text(forKey: "addToCart") == "Buy")
        #expect(strings[.soldOut] == "Sold out")
        #expect(warnings.isEmpty)
    }

    @Test func aLocaleWithoutATableStopsTheBuildNamingTheFile() throws {
        #expect(throws: ThemeError(file: "strings/fr.json", line: nil, problem: "is missing: the locale “fr” needs its string table")) {
            try ThemeStrings.load(locale: "fr", themeDirectory: Repository.templates)
        }
    }

    @Test func theEnglishTableMustHaveEveryKeyThePagesNeed() throws {
        var table = Repository.stringTable("en")
        table["soldOut"] = nil
        let json = String(decoding: try JSONSerialization.data(withJSONObject: table), as: UTF8.self)
        #expect(throws: ThemeError(file: "strings/en.json", line: nil, problem: "lacks “soldOut”, which the pages need")) {
            try ThemeStrings.load(locale: "en", themeDirectory: try Repository.templatesCopy(["strings/en.json": json]))
        }
    }

    @Test func aTableOfAnythingButTextIsAnError() throws {
        #expect(throws: ThemeError(file: "strings/zh-CN.json", line: nil, problem: "“cart” must be text")) {
            try ThemeStrings.load(locale: "zh-CN", themeDirectory: try Repository.templatesCopy(["strings/zh-CN.json": #"{"cart": 3}"#]))
        }
        #expect(throws: ThemeError(file: "strings/zh-CN.json", line: nil, problem: "must be a JSON object of text by key")) {
            try ThemeStrings.load(locale: "zh-CN", themeDirectory: try Repository.templatesCopy(["strings/zh-CN.json": "[]"]))
        }
    }
}
