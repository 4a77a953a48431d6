import CellarViewModels
import Foundation

/// A problem in a theme that does not stop the build, such as a string a locale's table lacks.
public struct ThemeWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file's path relative to the templates folder (`strings/zh-CN.json`).
    public var file: String
    public var problem: String

    public var description: String { "\(file): \(problem)" }
}

/// The theme's words: one table per locale, `strings/<locale>.json`, a JSON object of text by
/// key. Adding a locale is adding its file. `en` is the reference: it must have every key the
/// view models use, and a key another locale's table lacks takes the English text, with a
/// warning. A theme copy overrides a string by editing it in its table.
public enum ThemeStrings {
    static let folder = "strings"
    static let reference = "en"

    /// The words for `locale` and what its table lacks.
    public static func load(locale: String, themeDirectory directory: String) throws(ThemeError) -> (strings: InterfaceStrings, warnings: [ThemeWarning]) {
        let english = try table(reference, in: directory)
        let referenceFile = file(of: reference)
        let missing = InterfaceStrings.Key.allCases.map(\.rawValue).filter { english[$0] == nil }
        guard missing.isEmpty else {
            throw ThemeError(file: referenceFile, line: nil, problem: "lacks \(missing.map { "“\($0)”" }.joined(separator: ", ")), which the pages need")
        }
        guard locale != reference else { return (InterfaceStrings(language: locale, table: english), []) }
        var table = try Self.table(locale, in: directory)
        var warnings: [ThemeWarning] = []
        for key in english.keys.sorted() where table[key] == nil {
            warnings.append(ThemeWarning(file: file(of: locale), problem: "has no “\(key)”; the \(referenceFile) text is used"))
            table[key] = english[key]
        }
        // Templates can name only the reference table's keys (``keys(themeDirectory:)``).
        for key in table.keys.sorted() where english[key] == nil {
            warnings.append(ThemeWarning(file: file(of: locale), problem: "has “\(key)”, which \(referenceFile) lacks; templates cannot use it"))
            table[key] = nil
        }
        return (InterfaceStrings(language: locale, table: table), warnings)
    }

    /// The keys templates may name in `strings`: `language`, then the reference table's keys,
    /// sorted — the positions ``InterfaceStrings`` from ``load(locale:themeDirectory:)`` reads them by.
    static func keys(themeDirectory directory: String) throws(ThemeError) -> [String] {
        ["language"] + (try table(reference, in: directory)).keys.sorted()
    }

    static func file(of locale: String) -> String {
        "\(folder)/\(locale).json"
    }

    private static func table(_ locale: String, in directory: String) throws(ThemeError) -> [String: String] {
        let file = file(of: locale)
        let path = (directory as NSString).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ThemeError(file: file, line: nil, problem: "is missing: the locale “\(locale)” needs its string table")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ThemeError(file: file, line: nil, problem: "is not JSON: \(error.localizedDescription)")
        }
        guard let object = parsed as? [String: Any] else {
            throw ThemeError(file: file, line: nil, problem: "must be a JSON object of text by key")
        }
        var table: [String: String] = [:]
        for (key, value) in object {
            guard key != "language" else {
                throw ThemeError(file: file, line: nil, problem: "“language” is the locale's own tag, not a string to set")
            }
            guard let text = value as? String else {
                throw ThemeError(file: file, line: nil, problem: "“\(key)” must be text")
            }
            table[key] = text
        }
        return table
    }
}
