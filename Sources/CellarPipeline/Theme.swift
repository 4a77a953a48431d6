import CellarBuiltIns
import CellarFixtures
import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// The theme a build renders with, read once: the built-in theme, with each file that the
/// override folder (`--templates`) holds at the same path in place of the built-in one, as a
/// Hugo project's layouts override its theme. A folder holding only `goods.mustache` changes
/// the goods page and nothing else; it may also add partials its templates use, and assets.
/// String tables are overridden string by string: a folder's `strings/en.json` holding one key
/// changes that string (see ``StringTableFiles``); a table for a new locale adds that locale.
struct Theme: Sendable {
    /// The templates and partials, parsed and checked against the faces.
    let templates: ThemeTemplates
    /// Sorted by path; script modules import each other by their published names.
    let assets: [HashedAsset]
    /// The interface strings for the store's locale.
    let strings: InterfaceStrings
    /// The interface strings for each other market's locale, by the market's locale.
    let marketStrings: [String: InterfaceStrings]
    /// A warning for each file of the override folder that is not used: a template no page
    /// renders or goes through, which mostly means a misspelt name (`goods.mustach`), or a
    /// file that is neither a template, a string table nor an asset; and for what the
    /// locale's string table lacks.
    let warnings: [String]
    /// What it was loaded from: a theme loaded from the same is the same theme.
    let origin: Origin

    /// What a theme is loaded from besides the built-in theme: the locale, and the override
    /// folder's files as they look from outside (``FileStamp``), taken before they are read.
    struct Origin: Equatable {
        let locale: String
        /// The locales of the markets after the default one.
        let marketLocales: [String]
        let folder: String?
        let stamps: [String: FileStamp]

        /// The origin as it is now; its files are only looked at, not read.
        init(overrides folder: String?, locale: String, marketLocales: [String] = []) {
            self.locale = locale
            self.marketLocales = marketLocales
            self.folder = folder
            var stamps: [String: FileStamp] = [:]
            if let folder {
                for relative in Theme.files(under: folder) {
                    stamps[relative] = FileStamp(path: (folder as NSString).appendingPathComponent(relative))
                }
            }
            self.stamps = stamps
        }
    }

    /// The built-in theme with the files of `origin`'s folder over it (the built-in theme
    /// alone without one), with the strings for its locale.
    init(_ origin: Origin) throws(BuildError.Reason) {
        let folder = origin.folder
        let locale = origin.locale
        self.origin = origin
        var files = Dictionary(
            uniqueKeysWithValues: BuiltInTheme.files.map { ($0.key, (contents: $0.value, shownAs: $0.key)) })
        var stringTables = StringTableFiles()
        for (path, contents) in BuiltInTheme.files where StringTableFiles.isTable(path) {
            stringTables.add(.init(contents: contents, shownAs: path), at: path)
        }
        var added: [String] = []
        if let folder {
            for (path, contents) in try Self.contents(under: folder) {
                let shownAs = (folder as NSString).appendingPathComponent(path)
                if StringTableFiles.isTable(path) {
                    stringTables.add(.init(contents: contents, shownAs: shownAs), at: path)
                }
                if files[path] == nil { added.append(path) }
                files[path] = (contents, shownAs)
            }
        }
        var sources: [ThemeTemplates.Source] = []
        for (path, file) in files where ThemeTemplates.templateName(ofPath: path) != nil {
            guard let text = String(data: file.contents, encoding: .utf8) else {
                throw .theme(ThemeError(file: file.shownAs, line: nil, problem: "cannot be read as UTF-8 text"))
            }
            sources.append(ThemeTemplates.Source(path: path, shownAs: file.shownAs, text: text))
        }
        let marketLocales = Array(Set(origin.marketLocales).subtracting([locale])).sorted()
        var tables: [String: String] = [:]
        var unknown: [FixtureError] = []
        for (index, wanted) in ([locale] + marketLocales).enumerated() {
            if let table = LocaleMatch.table(for: wanted, among: stringTables.locales) {
                tables[wanted] = table
            } else {
                unknown.append(
                    Self.noStrings(
                        for: wanted, among: stringTables.locales,
                        place: index == 0 ? ".locale" : ".markets (locale \(wanted.jsonStringLiteral))"))
            }
        }
        guard unknown.isEmpty, let table = tables[locale] else { throw .fixtures(FixtureErrors(unknown)) }
        let templates: ThemeTemplates
        var stringWarnings: [ThemeWarning]
        var marketStrings: [String: InterfaceStrings] = [:]
        do {
            templates = try ThemeTemplates(sources: sources, stringTables: stringTables)
            (strings, stringWarnings) = try ThemeStrings.load(locale: table, from: stringTables)
            for wanted in marketLocales {
                let (loaded, warnings) = try ThemeStrings.load(locale: tables[wanted]!, from: stringTables)
                marketStrings[wanted] = loaded
                stringWarnings += warnings.filter { !stringWarnings.contains($0) }
            }
        } catch {
            throw .theme(error)
        }
        self.marketStrings = marketStrings
        self.templates = templates
        do {
            assets = try ScriptModuleLinking.hashedAssets(files.filter { $0.key.hasPrefix(Self.assetsFolder) })
        } catch {
            throw .theme(error)
        }
        let unused = added.sorted().filter {
            !$0.hasPrefix(Self.assetsFolder) && !StringTableFiles.isTable($0) && !templates.uses(templateAt: $0)
        }
        warnings =
            unused.map { path in
                """
                \(files[path]!.shownAs): matches no file of the built-in theme (see `cellar theme copy`) and nothing \
                uses it; it is ignored
                """
            } + stringWarnings.map(\.description)
    }

    /// Every asset's published, content-hashed name, which the pages link to.
    var assetNames: AssetNames {
        AssetNames(Dictionary(uniqueKeysWithValues: assets.map { (SitePath($0.path), SitePath($0.publishedPath)) }))
    }

    private static let assetsFolder = "assets/"

    /// The problem of a store whose locale has no string table among `locales`, nor one it
    /// falls back to (``LocaleMatch``).
    static func noStrings(for locale: String, among locales: [String], place: String = ".locale") -> FixtureError {
        let known = locales.map { "“\($0)”" }.joined(separator: ", ")
        return FixtureError(
            file: "store.json", place: place,
            problem:
                """
                the theme has no strings for “\(locale)” nor a language it falls back to; it has \(known) (a templates \
                folder adds a locale with its strings/\(locale).json)
                """
        )
    }

    /// The locales the theme has strings for, by the names of its string tables: the built-in
    /// theme's and the templates folder's (`strings/fr.json` → `fr`), none of them read.
    static func locales(overrides folder: String?) -> [String] {
        let paths =
            BuiltInTheme.files.keys.filter(StringTableFiles.isTable)
            + (folder.map(files(under:)) ?? []).filter(StringTableFiles.isTable)
        return Set(paths.map { String($0.dropFirst("strings/".count).dropLast(".json".count)) }).sorted()
    }

    /// The contents of every file below `folder` but hidden ones, by its path relative to it.
    private static func contents(under folder: String) throws(BuildError.Reason) -> [String: Data] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw .theme(ThemeError(file: folder, line: nil, problem: "templates folder does not exist"))
        }
        guard isDirectory.boolValue else {
            throw .theme(ThemeError(file: folder, line: nil, problem: "is a file, not a templates folder"))
        }
        var contents: [String: Data] = [:]
        for relative in files(under: folder) {
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: path) else { throw .files("cannot read \(path)") }
            contents[relative] = data
        }
        return contents
    }

    /// Every file below `folder` but hidden ones (editors' swap files), relative to it.
    private static func files(under folder: String) -> [String] {
        var files: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let isFolder = enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                if isFolder { enumerator.skipDescendants() }
                continue
            }
            if !isFolder { files.append(relative) }
        }
        return files
    }
}
