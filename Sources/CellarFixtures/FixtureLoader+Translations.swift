import CellarModel
import Foundation

/// `translations/`: the fixtures' texts in the markets' other languages, a
/// `translations/<locale>.json` (see ``Translation/decodeFixture(_:locale:targets:reader:)``)
/// and a `translations/<locale>/docs/` of Markdown pages for each.
extension FixtureLoader {
    /// What translations are checked against, each `nil` when its file could not be read
    /// (then it is not checked): the store's markets and banners, the goods (their ids, brands,
    /// specifications, options, values and variants), the categories' ids, the docs pages' names.
    struct TranslationReferences {
        var markets: [Market]?
        var banners: [Banner]?
        var goodsIDs: IDRegistry?
        var goods: [GoodsItem]?
        var categoryIDs: IDRegistry?
        var docNames: [String]?
    }

    /// Whether `file` is `translations` or below it, as the stamps name files.
    static func isTranslation(_ file: String) -> Bool {
        file == "translations" || file.hasPrefix("translations/")
    }

    /// The files of `translations/` a change to any of which reads the translations again: the
    /// folder, its entries, each locale folder's entries and what its `docs/` holds.
    func translationFiles() -> [String] {
        var files = ["translations"]
        for entry in entries(of: "translations") {
            let file = "translations/" + entry
            files.append(file)
            for inner in entries(of: file) {
                files.append(file + "/" + inner)
                if inner == "docs" { files += entries(of: file + "/docs").map { file + "/docs/" + $0 } }
            }
        }
        return files
    }

    /// Every translation in `translations/`, one for each locale, sorted by locale: each
    /// `<locale>.json` and `<locale>/docs/*.md`, the locale one a market speaks (spelled as it
    /// spells it); the default market's only in a store of two markets or more, where it words
    /// the default market's pages over the fixtures' texts. Files whose names end otherwise are
    /// not read.
    func loadTranslations(
        _ references: TranslationReferences, images: ImageChecker, errors: inout [FixtureError],
        warnings: inout [FixtureWarning]
    ) -> [Translation] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path("translations"), isDirectory: &isDirectory) else {
            return []
        }
        guard isDirectory.boolValue else {
            errors.append(
                FixtureError(
                    file: "translations", problem: "must be a folder of <locale>.json files and <locale>/docs/ folders"
                ))
            return []
        }
        var translations: [String: Translation] = [:]
        // The file first read for each locale and kind, so a second (`EN.json` beside `en.json`) is refused.
        var firstFiles: [String: String] = [:]
        var isEmpty = true
        lazy var targets = Translation.FixtureTargets(
            goodsIDs: references.goodsIDs, goods: references.goods, categoryIDs: references.categoryIDs,
            banners: references.banners)
        for entry in entries(of: "translations").sorted() where !entry.hasPrefix(".") {
            let file = "translations/" + entry
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: path(file), isDirectory: &isFolder)
            guard isFolder.boolValue || entry.hasSuffix(".json") else { continue }
            let name = isFolder.boolValue ? entry : String(entry.dropLast(".json".count))
            isEmpty = false
            guard let locale = checkedLocale(name, of: file, markets: references.markets, errors: &errors) else {
                continue
            }
            let kind = (isFolder.boolValue ? "folder " : "file ") + locale.lowercased()
            if let first = firstFiles[kind] {
                errors.append(FixtureError(file: file, problem: "translates to \(locale), as \(first) does"))
                continue
            }
            firstFiles[kind] = file
            var translation = translations[locale] ?? Translation(locale: locale)
            if isFolder.boolValue {
                translation.docs = translatedDocs(
                    in: file, references: references, images: images, errors: &errors, warnings: &warnings)
            } else {
                var reader = FieldReader(file: file, images: images)
                let (parsed, parseErrors) = parseJSON(
                    file, eachElement: nil, emptyValue: "a translation of nothing is {}")
                errors += parseErrors
                if case let value?? = parsed {
                    let read = Translation.decodeFixture(value, locale: locale, targets: targets, reader: &reader)
                    translation.tagline = read.tagline
                    translation.bannerTitles = read.bannerTitles
                    translation.brands = read.brands
                    translation.categories = read.categories
                    translation.goods = read.goods
                }
                errors += reader.errors
                warnings += reader.warnings
            }
            translations[locale] = translation
        }
        if isEmpty, let markets = references.markets, markets.count < 2 {
            errors.append(
                FixtureError(file: "translations", problem: "is there, but no market speaks a language to translate to")
            )
        }
        return translations.values.sorted { $0.locale < $1.locale }
    }

    /// The locale a translation named `name` is for, as the market speaking it spells it; `nil`
    /// after noting why there is none: not a language tag, no market speaking it, or the
    /// language of the store's only market, whose texts are the fixtures' own. Unchecked
    /// without markets to check.
    private func checkedLocale(_ name: String, of file: String, markets: [Market]?, errors: inout [FixtureError])
        -> String?
    {
        guard Store.isLanguageTag(name) else {
            errors.append(
                FixtureError(
                    file: file,
                    problem: """
                        is not named by a language tag like \"en\" or \"zh-CN\" (translations/<locale>.json, \
                        translations/<locale>/docs/)
                        """))
            return nil
        }
        guard let markets else { return name }
        let spoken = markets.first { $0.locale.lowercased() == name.lowercased() }
        let problem: String
        if let defaultMarket = markets.first {
            if spoken?.locale == defaultMarket.locale && markets.count < 2 {
                problem = """
                    is in \(defaultMarket.locale), the language of the store's only market, whose texts are the \
                    fixtures' own: edit those
                    """
            } else if let spoken {
                return spoken.locale
            } else {
                let others = markets.map(\.locale).reduce(into: [String]()) {
                    if $1 != defaultMarket.locale && !$0.contains($1) { $0.append($1) }
                }
                problem =
                    "no market speaks \(name)"
                    + (others.isEmpty
                        ? ": every market speaks \(defaultMarket.locale), the fixtures' own language"
                        : " (the markets' other languages are \(others.joined(separator: ", ")))")
            }
        } else {
            problem = "no market speaks \(name): store.json has no markets"
        }
        errors.append(FixtureError(file: file, problem: problem))
        return nil
    }

    /// The docs pages of the locale folder `folder` by name, each a page of `docs/`; anything
    /// else in the folder is noted.
    private func translatedDocs(
        in folder: String, references: TranslationReferences, images: ImageChecker, errors: inout [FixtureError],
        warnings: inout [FixtureWarning]
    ) -> [String: DocPage] {
        var pages: [String: DocPage] = [:]
        for entry in entries(of: folder).sorted() where !entry.hasPrefix(".") {
            guard entry == "docs" else {
                errors.append(
                    FixtureError(
                        file: folder + "/" + entry,
                        problem: "is not a part of a translation: \(folder)/ holds a docs folder only"))
                continue
            }
            for page in loadDocs(in: folder + "/docs", images: images, errors: &errors, warnings: &warnings) {
                if let names = references.docNames, !names.contains(page.name) {
                    errors.append(
                        FixtureError(
                            file: "\(folder)/docs/\(page.name).md",
                            problem: "translates docs/\(page.name).md, which is not there: "
                                + (names.isEmpty
                                    ? "the fixtures have no docs pages"
                                    : "the docs pages are " + names.joined(separator: ", "))))
                }
                pages[page.name] = page
            }
        }
        return pages
    }
}
