import CellarPlurals
import CellarViewModels
import Foundation

/// A problem in a theme that does not stop the build, such as a string a locale's table lacks.
public struct ThemeWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file's path relative to the templates folder (`strings/zh-CN.json`).
    public var file: String
    public var problem: String

    public var description: String { "\(file): \(problem)" }
}

/// A theme's string table files, each in layers: for a path (`strings/en.json`), the built-in
/// theme's file first, then an override folder's. A table is its layers merged key by key, a
/// later layer's text winning, so an override folder's `strings/en.json` holding one key
/// changes that string and takes every other from the built-in table.
public struct StringTableFiles: Sendable {
    /// One layer of a table: the file's bytes and the name it is shown by in problems.
    public struct Layer: Sendable {
        public var contents: Data
        public var shownAs: String

        public init(contents: Data, shownAs: String) {
            self.contents = contents
            self.shownAs = shownAs
        }
    }

    var layers: [String: [Layer]] = [:]

    public init() {}

    /// Whether the file at `path` in a theme is a string table (`strings/zh-CN.json`).
    public static func isTable(_ path: String) -> Bool {
        path.hasPrefix(ThemeStrings.folder + "/") && path.hasSuffix(".json")
            && !path.dropFirst(ThemeStrings.folder.count + 1).contains("/")
    }

    /// The locales there is a table for, sorted (`strings/zh-CN.json` → `zh-CN`).
    public var locales: [String] {
        layers.keys.map { String($0.dropFirst(ThemeStrings.folder.count + 1).dropLast(".json".count)) }.sorted()
    }

    /// Puts `layer` over the layers of the table at `path` added so far.
    public mutating func add(_ layer: Layer, at path: String) {
        layers[path, default: []].append(layer)
    }
}

/// The theme's words: one table per locale, `strings/<locale>.json`, a JSON object of text by
/// key. Adding a locale is adding its file. `en` is the reference: it must have every key the
/// view models use, and a key another locale's table lacks takes the English text, with a
/// warning. A theme copy overrides a string by giving it in its own table: the keys it leaves
/// out come from the built-in table (``StringTableFiles``).
public enum ThemeStrings {
    static let folder = "strings"
    static let reference = "en"

    /// The words for `locale` and what its table lacks.
    public static func load(locale: String, from files: StringTableFiles) throws(ThemeError) -> (
        strings: InterfaceStrings, warnings: [ThemeWarning]
    ) {
        let english = try table(reference, in: files)
        let referenceFile = file(of: reference)
        let missing = InterfaceStrings.Key.allCases.map(\.rawValue).filter { english[$0] == nil }
        guard missing.isEmpty else {
            throw ThemeError(
                file: referenceFile, line: nil,
                problem: "lacks \(missing.map { "“\($0)”" }.joined(separator: ", ")), which the pages need")
        }
        guard locale != reference else {
            return (InterfaceStrings(language: locale, table: english), pluralProblems(in: english, locale: locale))
        }
        let own = try Self.table(locale, in: files)
        var table = own
        var warnings: [ThemeWarning] = []
        for key in english.keys.sorted() where table[key] == nil {
            warnings.append(
                ThemeWarning(file: file(of: locale), problem: "has no “\(key)”; the \(referenceFile) text is used"))
            table[key] = english[key]
        }
        // Templates can name only the reference table's keys (``keys(in:)``).
        for key in table.keys.sorted() where english[key] == nil {
            warnings.append(
                ThemeWarning(
                    file: file(of: locale),
                    problem: "has “\(key)”, which \(referenceFile) lacks; templates cannot use it"))
            table[key] = nil
        }
        warnings += pluralProblems(in: own.filter { english[$0.key] != nil }, locale: locale)
        return (InterfaceStrings(language: locale, table: table), warnings)
    }

    /// The plural texts of a table that do not fit its language's CLDR categories, or a key no
    /// count chooses the text of.
    private static func pluralProblems(in table: [String: StringTableText], locale: String) -> [ThemeWarning] {
        let rules = PluralRules(locale: locale)
        let categories = rules.categories.map(\.rawValue)
        var warnings: [ThemeWarning] = []
        for (key, text) in table.sorted(by: { $0.key < $1.key }) {
            guard case .plural(let forms) = text else { continue }
            let problem = { (problem: String) in
                warnings.append(ThemeWarning(file: file(of: locale), problem: "“\(key)” \(problem)"))
            }
            guard InterfaceStrings.countedKeys.contains(key) else {
                problem("has plural forms, but no count chooses its text; its “other” form is shown")
                continue
            }
            let given = Set(forms.keys.map(\.rawValue))
            let unknown = given.subtracting(categories).sorted()
            let missing = categories.filter { !given.contains($0) }
            let named = "\(rules.locale) has \(categories.joined(separator: ", ")) (Unicode CLDR)"
            if !missing.isEmpty {
                problem("lacks the \(missing.joined(separator: ", ")) form: \(named); “other” is shown in its place")
            }
            if !unknown.isEmpty {
                problem("has the \(unknown.joined(separator: ", ")) form, which no count takes in \(locale): \(named)")
            }
        }
        return warnings
    }

    /// The keys templates may name in `strings`: `language`, then the reference table's keys,
    /// sorted — the positions ``InterfaceStrings`` from ``load(locale:from:)`` reads them by.
    static func keys(in files: StringTableFiles) throws(ThemeError) -> [String] {
        ["language"] + (try table(reference, in: files)).keys.sorted()
    }

    static func file(of locale: String) -> String {
        "\(folder)/\(locale).json"
    }

    /// The table of `locale`: its layers merged key by key, a later layer's text winning.
    private static func table(_ locale: String, in files: StringTableFiles) throws(ThemeError) -> [String:
        StringTableText]
    {
        let file = file(of: locale)
        guard let layers = files.layers[file], !layers.isEmpty else {
            throw ThemeError(
                file: file, line: nil, problem: "is missing: the locale “\(locale)” needs its string table")
        }
        var table: [String: StringTableText] = [:]
        for layer in layers {
            table.merge(try entries(of: layer), uniquingKeysWith: { _, over in over })
        }
        return table
    }

    private static func entries(of layer: StringTableFiles.Layer) throws(ThemeError) -> [String: StringTableText] {
        let file = layer.shownAs
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: layer.contents)
        } catch {
            throw ThemeError(file: file, line: nil, problem: "is not JSON: \(error.localizedDescription)")
        }
        guard let object = parsed as? [String: Any] else {
            throw ThemeError(file: file, line: nil, problem: "must be a JSON object of text by key")
        }
        var table: [String: StringTableText] = [:]
        for (key, value) in object {
            guard key != "language" else {
                throw ThemeError(
                    file: file, line: nil, problem: "“language” is the locale's own tag, not a string to set")
            }
            guard let text = StringTableText(jsonValue: value) else {
                throw ThemeError(
                    file: file, line: nil,
                    problem: "“\(key)” must be text, or an object of plural forms by Unicode CLDR category "
                        + "(zero, one, two, few, many, other) holding at least “other”")
            }
            table[key] = text
        }
        return table
    }
}
