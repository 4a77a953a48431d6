import CellarTestSupport
import Foundation
import Testing

@testable import CellarPlurals

/// The plural rules against Unicode CLDR's own file, `CLDR/plurals.json` (its licence beside it):
/// the generated table holds its rules, and every sample number CLDR gives for a category falls
/// in that category.
struct PluralRulesTests {
    private static let cldr: [String: [String: String]] = {
        let data = FileManager.default.contents(
            atPath: Repository.root + "/Tests/CellarPluralsTests/CLDR/plurals.json")!
        let supplemental =
            (try! JSONSerialization.jsonObject(with: data) as! [String: Any])["supplemental"] as! [String: Any]
        return supplemental["plurals-type-cardinal"] as! [String: [String: String]]
    }()

    @Test func theTableHoldsEveryCLDRRule() {
        #expect(Set(PluralRules.cldrConditions.keys) == Set(Self.cldr.keys))
        for (locale, rules) in Self.cldr {
            let expected = PluralCategory.allCases.dropLast().compactMap { category in
                rules["pluralRule-count-\(category.rawValue)"].map {
                    "\(category.rawValue): " + $0.split(separator: "@")[0].trimmingCharacters(in: .whitespaces)
                }
            }
            let table = PluralRules.cldrConditions[locale, default: []].map { "\($0.0.rawValue): \($0.1)" }
            #expect(table == expected, "\(locale)")
        }
    }

    @Test func everyCLDRSampleFallsInItsCategory() {
        var checked = 0
        for (locale, rules) in Self.cldr {
            let plurals = PluralRules(locale: locale)
            #expect(plurals.locale == locale)
            for (key, rule) in rules {
                let category = PluralCategory(rawValue: String(key.dropFirst("pluralRule-count-".count)))!
                for sample in Self.samples(of: rule) {
                    #expect(plurals.category(ofNumber: sample) == category, "\(locale) \(sample)")
                    checked += 1
                }
            }
        }
        #expect(checked > 12_000)
    }

    @Test func countsInTheThemesLanguages() {
        let english = PluralRules(locale: "en")
        #expect([0, 1, 2, 21].map(english.category(of:)) == [.other, .one, .other, .other])
        #expect(english.categories == [.one, .other])
        let russian = PluralRules(locale: "ru")
        #expect(
            [1, 2, 5, 11, 21, 22, 111].map(russian.category(of:)) == [.one, .few, .many, .many, .one, .few, .many])
        #expect(PluralRules(locale: "zh-CN").categories == [.other])
        #expect(PluralRules(locale: "en").category(of: .min) == .other)
    }

    @Test func aTagFindsItsLanguagesRules() {
        #expect(PluralRules(locale: "zh-CN").locale == "zh")
        #expect(PluralRules(locale: "en-US").locale == "en")
        #expect(PluralRules(locale: "EN-us").locale == "en")
        #expect(PluralRules(locale: "zh-Hans-CN").locale == "zh")
        #expect(PluralRules(locale: "pt-pt").locale == "pt-PT")
        #expect(PluralRules(locale: "pt-BR").locale == "pt")
        #expect(PluralRules(locale: "pt_PT").locale == "pt-PT")
        #expect(PluralRules(locale: "tlh").locale == "und")
        #expect(PluralRules(locale: "tlh").categories == [.other])
    }

    @Test func numbersThatAreNotCLDRSamplesAreRefused() {
        let english = PluralRules(locale: "en")
        for text in ["", "1.", ".5", "1c", "-1", "1e3", "1.2.3", "x"] {
            #expect(english.category(ofNumber: text) == nil, "\(text)")
        }
        #expect(english.category(ofNumber: "1.0") == .other)
        #expect(english.category(ofNumber: "1") == .one)
    }

    /// The numbers of a rule's `@integer` and `@decimal` lists: `2~16` is each number from 2 to
    /// 16, `0.0~1.5` each from 0.0 to 1.5 in steps of 0.1; `…` ends a list.
    private static func samples(of rule: String) -> [String] {
        rule.split(separator: "@").dropFirst().flatMap { list -> [String] in
            list.split(separator: " ", maxSplits: 1).last!.split(separator: ",").flatMap { item -> [String] in
                let item = item.trimmingCharacters(in: .whitespaces)
                guard item != "…", !item.isEmpty else { return [] }
                let bounds = item.split(separator: "~").map(String.init)
                guard bounds.count == 2 else { return [item] }
                let places = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
                let scale = Int(pow(10, Double(places)))
                let low = Int(bounds[0].replacingOccurrences(of: ".", with: ""))!
                let high = Int(bounds[1].replacingOccurrences(of: ".", with: ""))!
                return (low...high).map { scaled in
                    guard places > 0 else { return String(scaled) }
                    let fraction = String(scaled % scale)
                    return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
                }
            }
        }
    }
}
