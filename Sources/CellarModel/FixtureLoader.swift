import Foundation

/// Reads a fixtures folder (see `FIXTURES.md`), checks every rule, and builds a ``Catalogue``.
///
/// `store.json`, `categories.json` and `goods.json` are required; `comments.json` and
/// `docs/*.md` are optional. Every problem in every file is reported in one run; a file that
/// cannot be parsed is still reported while the others are checked (references into it are
/// then not checked).
public struct FixtureLoader: Sendable {
    /// The fixtures folder.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Reads and checks the fixtures.
    ///
    /// - Returns: The catalogue, when there is no problem.
    /// - Throws: Every problem found, in file order (store, categories, goods, comments, docs).
    public func load() throws(FixtureErrors) -> Catalogue {
        let images = ImageChecker(directory: directory)
        var storeReader = FieldReader(file: "store.json", images: images)
        var categoriesReader = FieldReader(file: "categories.json", images: images)
        var goodsReader = FieldReader(file: "goods.json", images: images)
        var commentsReader = FieldReader(file: "comments.json", images: images)

        let storeJSON = readJSON(required: true, reader: &storeReader)
        let categories = readJSON(required: true, reader: &categoriesReader).flatMap {
            Category.decodeFixtures($0, reader: &categoriesReader)
        }
        let goods = readJSON(required: true, reader: &goodsReader).flatMap {
            Goods.decodeFixtures($0, categoryIDs: categories?.ids, reader: &goodsReader)
        }
        let comments: [Comment]?
        if fileExists("comments.json") {
            comments = readJSON(required: false, reader: &commentsReader).flatMap {
                Comment.decodeFixtures($0, goodsIDs: goods?.ids, reader: &commentsReader)
            }
        } else {
            comments = []
        }
        let store = storeJSON.flatMap {
            Store.decodeFixture($0, goodsIDs: goods?.ids, categoryIDs: categories?.ids, reader: &storeReader)
        }
        var docErrors: [FixtureError] = []
        let docs = loadDocs(errors: &docErrors)

        let errors = storeReader.errors + categoriesReader.errors + goodsReader.errors + commentsReader.errors + docErrors
        guard errors.isEmpty, let store, let categories, let goods, let comments else {
            throw FixtureErrors(errors)
        }
        return Catalogue(
            store: store, categories: categories.categories, goods: goods.goods, comments: comments, docs: docs)
    }

    // MARK: Files

    private func path(_ file: String) -> String {
        directory + "/" + file
    }

    private func fileExists(_ file: String) -> Bool {
        FileManager.default.fileExists(atPath: path(file))
    }

    /// The bytes of a file, or `nil` after noting why there are none.
    private func readData(_ file: String, errors: inout [FixtureError]) -> Data? {
        let fullPath = path(file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fullPath, isDirectory: &isDirectory) else {
            errors.append(FixtureError(file: file, problem: "file is missing"))
            return nil
        }
        guard !isDirectory.boolValue,
              let data = try? Data(contentsOf: URL(fileURLWithPath: fullPath), options: .mappedIfSafe)
        else {
            errors.append(FixtureError(file: file, problem: "file cannot be read"))
            return nil
        }
        return data
    }

    /// Reads and parses a JSON file, or returns `nil` after noting why it could not be.
    /// A missing file is a problem only when `required`.
    private func readJSON(required: Bool, reader: inout FieldReader) -> JSONValue? {
        var errors: [FixtureError] = []
        let data = readData(reader.file, errors: &errors)
        defer { errors.forEach { reader.report($0.place, $0.problem) } }
        guard let data else { return nil }
        let result = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Self.isBlank(bytes) ? nil : JSONParser.parse(bytes)
        }
        switch result {
        case nil:
            errors.append(FixtureError(file: reader.file, problem: "file is empty (an empty list is [])"))
            return nil
        case .failure(let error):
            errors.append(
                FixtureError(file: reader.file, place: "\(error.line):\(error.column)", problem: "invalid JSON: \(error.message)"))
            return nil
        case .success(let value):
            return value
        }
    }

    /// Whether the bytes are nothing but a byte order mark and JSON whitespace.
    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes[start...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    // MARK: Docs

    /// Every `docs/*.md` page, sorted by name.
    private func loadDocs(errors: inout [FixtureError]) -> [DocPage] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path("docs"), isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            errors.append(FixtureError(file: "docs", problem: "must be a folder of .md files"))
            return []
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path("docs")) else {
            errors.append(FixtureError(file: "docs", problem: "folder cannot be read"))
            return []
        }
        var pages: [DocPage] = []
        for entry in entries.sorted() where entry.hasSuffix(".md") && !entry.hasPrefix(".") {
            let file = "docs/" + entry
            var isEntryDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(file), isDirectory: &isEntryDirectory),
                  !isEntryDirectory.boolValue,
                  let data = readData(file, errors: &errors)
            else { continue }
            let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
            guard let markdown = String(validating: bytes, as: UTF8.self) else {
                errors.append(FixtureError(file: file, problem: "is not valid UTF-8 text"))
                continue
            }
            let name = String(entry.dropLast(3))
            pages.append(DocPage(name: name, title: DocPage.title(ofMarkdown: markdown) ?? name, markdown: markdown))
        }
        return pages
    }
}
