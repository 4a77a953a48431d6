import CellarCSV
import CellarModel
import Foundation

/// The translations as one spreadsheet, to hand to a translator (`cellar translations export`
/// and `import`): a row per text (``TranslationKey``), a column per locale the store's markets
/// speak, the default market's first with the fixtures' texts. The docs pages, Markdown files,
/// are not in it: they are translated as files (`translations/<locale>/docs/`).
public enum TranslationSheet {
    /// The sheet's locales: the default market's, then each other language the markets speak,
    /// in the markets' order.
    public static func locales(of store: Store) -> [String] {
        store.markets.map(\.locale).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The sheet of `catalogue`'s translations as a CSV file (``CSVWriter``): the header
    /// `key,<default locale>,<other locale>…`, then a row per text, the default column the
    /// fixtures' text and each other the translation's, empty where it gives none.
    ///
    /// - Throws: When the store has no market in another language than the default one's.
    public static func csv(of catalogue: Catalogue) throws(FixtureErrors) -> (bytes: [UInt8], rowCount: Int) {
        let locales = try sheetLocales(of: catalogue.store)
        let translations = locales.dropFirst().map { locale in
            catalogue.translations.first { $0.locale == locale } ?? Translation(locale: locale)
        }
        var writer = CSVWriter()
        writer.append(row: ["key"] + locales)
        let keys = TranslationKey.keys(of: catalogue, translations: translations)
        for key in keys {
            writer.append(
                row: [key.text, key.fixtureText(in: catalogue) ?? ""] + translations.map { key.text(in: $0) ?? "" })
        }
        return (writer.bytes, keys.count)
    }

    /// A translation file an import writes.
    public struct File: Sendable, Equatable {
        /// Its name in the fixtures folder, `translations/en.json` (spelled as the file there is).
        public let name: String
        public let bytes: [UInt8]
        /// How many texts it gives.
        public let textCount: Int
    }

    /// What an import of a sheet makes: the files to write and what it warns of.
    public struct Import: Sendable {
        /// One for each column of a locale other than the default market's (but none for a
        /// column of empty cells whose locale has no file yet).
        public let files: [File]
        /// Each a line: `translations.csv, row 12, column en: goods/g-1/title: …`.
        public let warnings: [String]
    }

    /// Reads the sheet at `path` (named `name` in problems) as the translations of the
    /// fixtures in `directory`, which loaded as `catalogue`: a `translations/<locale>.json` for
    /// each column of a locale other than the default market's, from its cells (an empty cell,
    /// or one of only spaces, is a text not translated; line breaks read as `\n`; the `'` the
    /// export puts before a text a spreadsheet would take for a formula, taken off), checked as
    /// the loader checks a translation, each problem at its row and column. The default
    /// market's column is not read but compared: a cell that is not the fixtures' text is
    /// warned of. A file keeps the `$schema` the one it replaces has.
    ///
    /// - Throws: Every problem: the file not a CSV table; a header without `key` first, with a
    ///   column that names no locale a market speaks, or one locale twice; a row with more
    ///   cells than the header, without a key, with a key that is no text's or that an earlier
    ///   row has; a key naming an id or name the fixtures do not have; a text the loader would refuse.
    public static func read(csvAt path: String, named name: String, fixtures directory: String, catalogue: Catalogue)
        throws(FixtureErrors) -> Import
    {
        let table: CSVTable
        do {
            table = try CSVReader.read(contentsOf: path)
        } catch {
            throw FixtureErrors([
                FixtureError(file: name, place: error.row.map { "row \($0)" } ?? "", problem: error.problem)
            ])
        }
        let locales = try sheetLocales(of: catalogue.store)
        var errors: [FixtureError] = []
        func report(_ row: Int, _ column: String?, _ problem: String) {
            errors.append(
                FixtureError(
                    file: name, place: "row \(row)" + (column.map { ", column \($0)" } ?? ""), problem: problem))
        }
        let columns = readHeader(table.header, locales: locales, report: report)
        var rows: [(key: TranslationKey, row: CSVRow)] = []
        var firstRows: [TranslationKey: Int] = [:]
        for row in table.rows {
            guard row.fields.count <= table.header.count else {
                report(
                    row.number, nil,
                    "has \(row.fields.count) cells, but the header names \(table.header.count) columns")
                continue
            }
            let text = row[0]
            guard !text.isEmpty else {
                if row.fields.dropFirst().contains(where: { !$0.isEmpty }) { report(row.number, "key", "is empty") }
                continue
            }
            guard let key = TranslationKey(text) else {
                report(
                    row.number, "key",
                    "\(text.jsonStringLiteral) is not the key of a text to translate (keys are "
                        + TranslationKey.shapes.joined(separator: ", ") + ")")
                continue
            }
            if let first = firstRows[key] {
                report(row.number, "key", "\(text.jsonStringLiteral) is the key of row \(first) too")
                continue
            }
            firstRows[key] = row.number
            rows.append((key, row))
        }
        guard errors.isEmpty, let columns else { throw FixtureErrors(errors) }
        let targets = targets(of: catalogue)
        let images = ImageChecker(directory: directory)
        // The keys, each given a text of its own that the loader takes, read as a translation
        // is: what they name that the fixtures lack is said as the loader says it.
        let named = decode(
            document(rows.map { ($0.key, "row \($0.row.number)") }), locale: locales[1], targets: targets,
            images: images)
        errors += placed(named.errors, in: rows, column: nil, file: name)
        guard errors.isEmpty else { throw FixtureErrors(errors) }
        var files: [File] = []
        var warnings: [String] = []
        for (index, locale) in columns {
            let cells = rows.map { ($0.key, cellText($0.row[index])) }
            if locale == locales[0] {
                for ((key, cell), (_, row)) in zip(cells, rows) where cell != (key.fixtureText(in: catalogue) ?? "") {
                    warnings.append(
                        "\(name), row \(row.number), column \(locale): \(key.text): is not the fixtures' text, which "
                            + "an import leaves as it is (the default market's texts are the fixtures' own): edit them "
                            + "there")
                }
                continue
            }
            let given = cells.filter { !$0.1.allSatisfy(\.isWhitespace) }
            let existing = existingFile(of: locale, in: directory)
            guard !given.isEmpty || existing != nil else { continue }
            let file = existing?.name ?? "translations/\(locale).json"
            let read = decode(
                document(given, schema: existing.flatMap(\.schema)), locale: locale, targets: targets, images: images,
                file: file)
            errors += placed(read.errors, in: rows, column: locale, file: name)
            warnings += read.warnings.map { warning in
                let place = self.place(of: warning.place, in: rows)
                return "\(name), \(place.map { "row \($0.row.number), " } ?? "")column \(locale): "
                    + (place.map { $0.key.text + ": " } ?? warning.place + ": ") + warning.kind.description
            }
            var bytes: [UInt8] = []
            read.json.write(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            files.append(File(name: file, bytes: bytes, textCount: given.count))
        }
        guard errors.isEmpty else { throw FixtureErrors(errors) }
        return Import(files: files, warnings: warnings)
    }

    /// Writes `files` into the fixtures folder `directory`, each beside its place first, then
    /// all renamed into place: a failure before the renames leaves every translation as it was.
    public static func write(_ files: [File], into directory: String) throws {
        let folder = (directory as NSString).appendingPathComponent("translations")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [(temporary: String, path: String)] = []
        do {
            for file in files {
                let path = (directory as NSString).appendingPathComponent(file.name)
                let temporary = (folder as NSString).appendingPathComponent(
                    ".\((file.name as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial"
                )
                try Data(file.bytes).write(to: URL(fileURLWithPath: temporary))
                written.append((temporary, path))
            }
        } catch {
            for file in written { try? FileManager.default.removeItem(atPath: file.temporary) }
            throw error
        }
        for file in written where rename(file.temporary, file.path) != 0 {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
    }

    // MARK: Reading

    /// The sheet's locales, when the store has a market in another language than the default one's.
    private static func sheetLocales(of store: Store) throws(FixtureErrors) -> [String] {
        let locales = locales(of: store)
        guard locales.count > 1 else {
            throw FixtureErrors([
                FixtureError(
                    file: "store.json", place: store.markets.isEmpty ? "" : ".markets",
                    problem: "has no market in another language than "
                        + "\(locales.first ?? store.locale): there is nothing to translate to")
            ])
        }
        return locales
    }

    /// Each column's index and locale, as the markets spell it; `nil` after reporting a header
    /// that is wrong.
    private static func readHeader(
        _ header: [String], locales: [String], report: (Int, String?, String) -> Void
    ) -> [(index: Int, locale: String)]? {
        guard header.first?.lowercased() == "key" else {
            report(
                1, nil,
                "the first column must be key (then a column for each locale), found "
                    + (header.first.map(\.jsonStringLiteral) ?? "nothing"))
            return nil
        }
        var columns: [(index: Int, locale: String)] = []
        var isRight = true
        for (index, name) in header.enumerated().dropFirst() {
            guard let locale = locales.first(where: { $0.lowercased() == name.lowercased() }) else {
                isRight = false
                report(
                    1, name.isEmpty ? "\(index + 1)" : name,
                    (name.isEmpty
                        ? "names no locale"
                        : Store.isLanguageTag(name)
                            ? "no market speaks \(name)" : "is not a language tag like \"en\" or \"zh-CN\"")
                        + " (the markets speak \(locales.joined(separator: ", ")))")
                continue
            }
            if columns.contains(where: { $0.locale == locale }) {
                isRight = false
                report(1, name, "is the column of \(locale) a second time")
                continue
            }
            columns.append((index, locale))
        }
        return isRight ? columns : nil
    }

    /// A cell's text, its line breaks `\n` and the export's guard against formulas taken off.
    private static func cellText(_ cell: String) -> String {
        let text = cell.contains("\r") ? cell.replacing("\r\n", with: "\n").replacing("\r", with: "\n") : cell
        return CSVWriter.formulaGuardRemoved(from: text)
    }

    /// What the loader checks a translation against, from the catalogue it loaded.
    private static func targets(of catalogue: Catalogue) -> Translation.FixtureTargets {
        var goodsIDs = IDRegistry()
        for item in catalogue.goods { _ = goodsIDs.register(item.id, at: "") }
        var categoryIDs = IDRegistry()
        for category in catalogue.categories { _ = categoryIDs.register(category.id, at: "") }
        return Translation.FixtureTargets(
            goodsIDs: goodsIDs, goods: catalogue.goods, categoryIDs: categoryIDs, banners: catalogue.store.banners)
    }

    /// The translation file of `locale` in the fixtures folder, spelled as it is there, and its `$schema`.
    private static func existingFile(of locale: String, in directory: String) -> (name: String, schema: String?)? {
        let folder = (directory as NSString).appendingPathComponent("translations")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard let entry = entries.sorted().first(where: { $0.lowercased() == locale.lowercased() + ".json" }) else {
            return nil
        }
        let name = "translations/" + entry
        let bytes = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(name))
        guard let bytes, case .object(let object)? = try? JSONValue.parse(Array(bytes), file: name),
            case .string(let schema)? = object["$schema"]
        else { return (name, nil) }
        return (name, schema)
    }

    /// The translation document giving each of `texts` at its key's place, in their order.
    private static func document(_ texts: [(TranslationKey, String)], schema: String? = nil) -> JSONValue {
        let root = Node()
        if let schema { root.child("$schema").text = schema }
        for (key, text) in texts {
            key.path.reduce(root) { node, part in node.child(part.name) }.text = text
        }
        return root.json
    }

    /// `json` read as the loader reads a translation file.
    private static func decode(
        _ json: JSONValue, locale: String, targets: Translation.FixtureTargets, images: ImageChecker,
        file: String = "translations/sheet.json"
    ) -> (json: JSONValue, errors: [FixtureError], warnings: [FixtureWarning]) {
        var reader = FieldReader(file: file, images: images)
        _ = Translation.decodeFixture(json, locale: locale, targets: targets, reader: &reader)
        return (json, reader.errors, reader.warnings)
    }

    /// The row of the text at `place` of a translation file, or of the first text below it.
    private static func place(of place: String, in rows: [(key: TranslationKey, row: CSVRow)])
        -> (key: TranslationKey, row: CSVRow)?
    {
        rows.first { $0.key.place == place }
            ?? rows.first {
                let rowPlace = $0.key.place
                return rowPlace.hasPrefix(place)
                    && (rowPlace.dropFirst(place.count).first == "[" || rowPlace.dropFirst(place.count).first == ".")
            }
    }

    /// The loader's problems with a translation, each at the row (and column) of its text,
    /// a problem said once for a row.
    private static func placed(
        _ problems: [FixtureError], in rows: [(key: TranslationKey, row: CSVRow)], column: String?, file: String
    ) -> [FixtureError] {
        var errors: [FixtureError] = []
        for problem in problems {
            let error: FixtureError
            if let found = place(of: problem.place, in: rows) {
                error = FixtureError(
                    file: file, place: "row \(found.row.number)" + (column.map { ", column \($0)" } ?? ""),
                    problem: found.key.text + ": " + problem.problem)
            } else {
                error = FixtureError(
                    file: file, place: column.map { "column \($0)" } ?? "",
                    problem: problem.place + ": " + problem.problem)
            }
            if !errors.contains(error) { errors.append(error) }
        }
        return errors
    }

    /// A member of a document being made: its text, or its members in the order first named.
    private final class Node {
        var text: String?
        private var names: [String] = []
        private var children: [String: Node] = [:]

        func child(_ name: String) -> Node {
            if let child = children[name] { return child }
            let child = Node()
            names.append(name)
            children[name] = child
            return child
        }

        var json: JSONValue {
            if let text { return .string(text) }
            return .object(JSONObject(members: names.map { JSONObject.Member(key: $0, value: children[$0]!.json) }))
        }
    }
}
