@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// `cellar serve`'s rebuilds: the translations read again when a file of theirs changed, or
/// what they refer to; kept otherwise.
@Suite("Reloading the translations")
struct TranslationReloadingTests {
    private static let store = #"""
        {"name": "Cellar", "currency": "CNY", "locale": "zh-CN",
         "markets": [{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14}]}
        """#

    private func folder() -> FixtureFolder {
        FixtureFolder([
            "store.json": Self.store,
            "translations/en.json": #"{"goods": {"g-1": {"title": "Riesling"}, "g-2": {"title": "Lager"}}}"#,
        ])
    }

    private func load(_ folder: FixtureFolder, after previous: LoadedFixtures?) throws(FixtureErrors) -> LoadedFixtures
    {
        try FixtureLoader(directory: folder.path, mode: .serve).load(reusing: previous)
    }

    private func untranslated(_ loaded: LoadedFixtures) -> [FixtureWarning.Kind] {
        loaded.catalogue.warnings.map(\.kind).filter { if case .untranslated = $0 { true } else { false } }
    }

    @Test func anEditedTranslationIsReadAgain() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        folder.write("translations/en.json", #"{"goods": {"g-1": {"title": "Dry Riesling"}}}"#)
        let second = try load(folder, after: first)
        #expect(second.catalogue.translations == (try folder.load()).translations)
        #expect(second.catalogue.translations[0].goods["g-1"]?.title == "Dry Riesling")
        #expect(
            untranslated(second) == [
                .untranslated(
                    locale: "en", count: 3,
                    examples: [
                        #"goods "g-2" title"#, #"category "wine" name"#, #"category "beer" name"#,
                    ])
            ])
    }

    @Test func anUnchangedTranslationIsKeptWithItsWarnings() throws {
        let folder = folder()
        folder.write("translations/en.json", #"{"goods": {"g-1": {"title": "Ries\u0007ling"}}}"#)
        let first = try load(folder, after: nil)
        let second = try load(folder, after: first)
        #expect(second.catalogue.translations == first.catalogue.translations)
        #expect(second.catalogue.warnings == first.catalogue.warnings)
        #expect(second.warnings["translations"]?.count == 1, "the control character's warning, kept")
    }

    @Test func theTranslationsAreKeptWhenTheCatalogueIsMadeAgainForAnotherFile() throws {
        let folder = folder()
        // A comment with a warning: its edit reads comments.json whole and makes the catalogue anew.
        folder.write("comments.json", #"[{"id": "c1", "goods": "g-1", "star": 4, "content": "Fine\u0007"}]"#)
        let first = try load(folder, after: nil)
        folder.write("comments.json", #"[{"id": "c1", "goods": "g-1", "star": 4, "content": "Finer\u0007"}]"#)
        let second = try load(folder, after: first)
        #expect(second.catalogue.comments(onGoods: "g-1").map(\.content) == ["Finer"])
        #expect(
            second.catalogue.translations.withUnsafeBufferPointer { $0.baseAddress }
                == first.catalogue.translations.withUnsafeBufferPointer { $0.baseAddress },
            "translations/ is not read again")
    }

    @Test func aTranslatedPageAddedEditedAndRemovedIsSeen() throws {
        let folder = folder()
        folder.write("docs/about.md", "# 关于")
        let first = try load(folder, after: nil)
        folder.write("translations/en/docs/about.md", "# About")
        let added = try load(folder, after: first)
        #expect(added.catalogue.translations[0].docs["about"]?.title == "About")
        folder.write("translations/en/docs/about.md", "# About us")
        let edited = try load(folder, after: added)
        #expect(edited.catalogue.translations[0].docs["about"]?.title == "About us")
        try FileManager.default.removeItem(atPath: folder.path + "/translations/en/docs/about.md")
        #expect(try load(folder, after: edited).catalogue.translations[0].docs.isEmpty)
    }

    @Test func aGoodsEditCountsTheTextsToTranslateAgain() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        #expect(
            untranslated(first) == [
                .untranslated(
                    locale: "en", count: 2,
                    examples: [
                        #"category "wine" name"#, #"category "beer" name"#,
                    ])
            ])
        folder.write(
            "goods.json",
            #"""
            [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "description": "Dry."},
             {"id": "g-2", "title": "Lager", "category": "beer", "price": 12}]
            """#)
        let second = try load(folder, after: first)
        #expect(
            untranslated(second) == [
                .untranslated(
                    locale: "en", count: 3,
                    examples: [
                        #"goods "g-1" description"#, #"category "wine" name"#, #"category "beer" name"#,
                    ])
            ])
        #expect(second.catalogue.translations == first.catalogue.translations)
    }

    @Test func aGoodsItemRemovedChecksTheTranslationsAgain() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        folder.write("goods.json", #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4}]"#)
        #expect(throws: FixtureErrors.self) { try load(folder, after: first) }
        do {
            _ = try load(folder, after: first)
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"translations/en.json.goods["g-2"]: goods "g-2" does not exist in goods.json"#
                ])
        }
    }

    @Test func aMarketRemovedChecksTheTranslationsAgain() throws {
        let folder = folder()
        let first = try load(folder, after: nil)
        folder.write("store.json", #"{"name": "Cellar", "currency": "CNY", "locale": "zh-CN"}"#)
        do {
            _ = try load(folder, after: first)
            Issue.record("a translation no market speaks loaded")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "translations/en.json: no market speaks en: store.json has no markets"
                ])
        }
    }

    @Test func aGoodsEditToWhatIsTranslatedChecksTheTranslationsAgain() throws {
        let goods = #"""
            [{"id": "g-1", "title": "Riesling", "category": "wine", "brand": "Dr. Loosen", "options": ["Size"],
              "variants": [{"id": "b", "values": {"Size": "750 ml"}, "price": 71.4}]},
             {"id": "g-2", "title": "Lager", "category": "beer", "price": 12}]
            """#
        let folder = FixtureFolder([
            "store.json": Self.store, "goods.json": goods,
            "translations/en.json": #"""
            {"brands": {"Dr. Loosen": "Loosen"}, "goods": {"g-1": {"values": {"Size": {"750 ml": "75 cl"}}}}}
            """#,
        ])
        let first = try load(folder, after: nil)
        folder.write("goods.json", goods.replacingOccurrences(of: "71.4", with: "61.4"))
        let priced = try load(folder, after: first)
        #expect(
            priced.catalogue.translations.withUnsafeBufferPointer { $0.baseAddress }
                == first.catalogue.translations.withUnsafeBufferPointer { $0.baseAddress },
            "a price is not translated: translations/ is not read again")
        folder.write("goods.json", goods.replacingOccurrences(of: #""750 ml""#, with: #""75 cl""#))
        do {
            _ = try load(folder, after: priced)
            Issue.record("a translation of a value goods.json no longer has loaded")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    #"translations/en.json.goods["g-1"].values["Size"]["750 ml"]: option "Size" of goods "g-1" "#
                        + #"has no value "750 ml" (its values are 75 cl)"#
                ])
        }
        folder.write("goods.json", goods.replacingOccurrences(of: "Dr. Loosen", with: "Loosen"))
        #expect(throws: FixtureErrors.self, "the brand is gone") { try load(folder, after: priced) }
    }
}
