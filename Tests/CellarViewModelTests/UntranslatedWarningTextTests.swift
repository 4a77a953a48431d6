import CellarModel
import CellarTestSupport
@testable import CellarViewModels
import Testing

/// The warning of texts a market's language has no translation of, in the report's languages.
struct UntranslatedWarningTextTests {
    private let warning = FixtureWarning.Kind.untranslated(
        locale: "en", count: 12, examples: [#"goods "g-1" title"#, #"goods "g-1" description"#, #"goods "g-2" title"#])

    @Test func readsInEnglishAndChinese() {
        #expect(
            warning.text(in: InterfaceStrings.theme("en"))
                == #"12 texts not translated to en, shown in the default language: goods "g-1" title, "#
                + #"goods "g-1" description, goods "g-2" title, …"#)
        #expect(
            warning.text(in: InterfaceStrings.theme("zh-CN"))
                == #"12 处文本没有译成 en，以默认语言显示：goods "g-1" title, goods "g-1" description, goods "g-2" title, …"#)
    }

    @Test func countsOneTextAsOne() {
        let one = FixtureWarning.Kind.untranslated(locale: "ja", count: 1, examples: ["the tagline"])
        #expect(
            one.text(in: InterfaceStrings.theme("en"))
                == "1 text not translated to ja, shown in the default language: the tagline")
        #expect(one.description == "1 text not translated to ja, shown in the default language: the tagline")
        #expect(warning.description.hasSuffix(#"goods "g-2" title and 9 more"#))
    }
}
