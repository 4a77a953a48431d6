import CellarViewModels
import CellarViews
import Foundation

extension ThemeTemplates {
    /// The templates of a theme folder (its `.mustache` files and those in `partials/`),
    /// each shown by its path in the folder.
    init(directory: String) throws(ThemeError) {
        var sources: [Source] = []
        for folder in ["", "partials/"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder)) ?? []
            for name in names where name.hasSuffix(".mustache") {
                guard let text = try? String(contentsOfFile: directory + "/" + folder + name, encoding: .utf8) else {
                    throw ThemeError(file: folder + name, line: nil, problem: "cannot be read")
                }
                sources.append(Source(path: folder + name, shownAs: folder + name, text: text))
            }
        }
        try self.init(sources: sources, stringTables: .folder(directory))
    }
}

extension StringTableFiles {
    /// The string tables of a theme folder, one layer each, shown by their paths in the folder.
    static func folder(_ directory: String) -> StringTableFiles {
        var files = StringTableFiles()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory + "/strings")) ?? [] {
            let path = "strings/" + name
            if isTable(path), let contents = FileManager.default.contents(atPath: directory + "/" + path) {
                files.add(Layer(contents: contents, shownAs: path), at: path)
            }
        }
        return files
    }
}

extension ThemeStrings {
    /// The words for `locale` from the tables of a theme folder.
    static func load(locale: String, themeDirectory directory: String) throws(ThemeError) -> (
        strings: InterfaceStrings, warnings: [ThemeWarning]
    ) {
        try load(locale: locale, from: .folder(directory))
    }
}
