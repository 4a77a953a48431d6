import CellarCSV
import CellarModel
import Foundation

/// Reads a fixtures folder (see `FIXTURES.md`), checks every rule, and builds a ``Catalogue``.
///
/// `store.json`, `categories.json` and `goods.json` are required; `comments.json`,
/// `docs/*.md`, `translations/` and the markets' price lists (the files store.json names) are
/// optional. Every problem in every file is reported in one run; a file that cannot be parsed
/// is still reported while the others are checked (references into it are then not checked).
public struct FixtureLoader: Sendable {
    /// The fixtures folder.
    public let directory: String

    /// With ``BuildMode/serve``, a load keeps `goods.json`'s and `comments.json`'s bytes and each
    /// element's place, so that the next ``load(reusing:)`` after an edit parses only the elements
    /// whose bytes changed. It costs about the files' size in memory again.
    public var mode: BuildMode

    public init(directory: String, mode: BuildMode = .once) {
        self.directory = directory
        self.mode = mode
    }

    /// Reads and checks the fixtures.
    ///
    /// - Returns: The catalogue, when there is no problem.
    /// - Throws: Every problem found, in file order (store and its price lists, categories, goods, comments, docs,
    ///   translations).
    public func load() throws(FixtureErrors) -> Catalogue {
        try load(reusing: nil).catalogue
    }

    /// Reads and checks the fixtures, keeping from `previous` every file whose stamp did not
    /// change and whose references still resolve: a file is read again when it changed, or
    /// when the ids it refers to (categories, goods) are no longer the same. Edited comments
    /// re-read `comments.json` alone. When an image the kept files name is gone, everything
    /// is read again, so the problem is reported where it is. Edited goods items re-read
    /// `goods.json` element by element when the goods list stays the same. The translations are
    /// read again, all of them, when a file under `translations/` changed or what they refer to
    /// (the store's markets, the categories, the goods' ids, the docs) was read again.
    ///
    /// - Throws: Every problem found, in file order (store and its price lists, categories, goods, comments, docs,
    ///   translations).
    public func load(reusing previous: LoadedFixtures?) throws(FixtureErrors) -> LoadedFixtures {
        var load = Load(loader: self, previous: previous)
        let categories = load.categories()
        let (goods, commentsRead) = load.goods(categories: categories)
        let comments = load.comments(goods: goods, read: commentsRead)
        let store = load.store(goods: goods, categories: categories)
        let docs = load.docs()
        let translations = load.translations(store: store, goods: goods, categories: categories, docs: docs)
        return try load.finish(
            store: store, categories: categories, goods: goods, comments: comments, docs: docs,
            translations: translations)
    }

    /// One load: its readers, what it keeps of the previous load and why, file by file in the
    /// order the files refer to one another (categories, goods and comments, store, docs,
    /// translations).
    private struct Load {
        let loader: FixtureLoader
        /// Each fixture file's stamp, the price lists' noted once store.json names them.
        var stamps: [String: FileStamp]
        let images: ImageChecker
        /// The previous load, unless an image its files name is gone (then everything is read
        /// again, so the problem is reported where it is).
        let previous: LoadedFixtures?
        var storeReader: FieldReader
        var categoriesReader: FieldReader
        var goodsReader: FieldReader
        var commentsReader: FieldReader
        var docErrors: [FixtureError] = []
        var docWarnings: [FixtureWarning] = []
        var translationErrors: [FixtureError] = []
        var translationWarnings: [FixtureWarning] = []
        var priceListErrors: [FixtureError] = []
        var priceListWarnings: [FixtureWarning] = []
        /// What the loader noted, by file, for the files kept.
        var warnings: [String: [FixtureWarning]] = [:]
        /// The files kept from `previous` as they were.
        var keptFiles: Set<String> = []
        /// `goods.json` as read, for the next load, when the loader remembers it.
        var goodsFile: GoodsFile?
        /// Whether the goods' ids are `previous`'s registry itself (`goods.json` kept, or
        /// updated element by element: the same ids in the same places), so they are the
        /// same without comparing them.
        var keptGoodsIDs = false

        typealias GoodsRead = (ids: IDRegistry, list: [GoodsItem])
        typealias CategoriesRead = (ids: IDRegistry, list: [Category])

        init(loader: FixtureLoader, previous: LoadedFixtures?) {
            self.loader = loader
            stamps = loader.fileStamps()
            let images = ImageChecker(directory: loader.directory)
            self.images = images
            self.previous = previous.flatMap { previous in
                previous.catalogue.localImagePaths.allSatisfy { images.problem(withLocalPath: $0) == nil }
                    ? previous : nil
            }
            storeReader = FieldReader(file: "store.json", images: images)
            categoriesReader = FieldReader(file: "categories.json", images: images)
            goodsReader = FieldReader(file: "goods.json", images: images)
            commentsReader = FieldReader(file: "comments.json", images: images)
        }

        /// The previous load, when `file` has not changed since it.
        func kept(_ file: String) -> LoadedFixtures? {
            let sheet = SpreadsheetColumns.forJSONFile(file)?.file ?? file
            return previous.flatMap { $0.stamps[file] == stamps[file] && $0.stamps[sheet] == stamps[sheet] ? $0 : nil }
        }

        /// Keeps `file` as the previous load had it, with its warnings.
        mutating func keep(_ file: String, of kept: LoadedFixtures) {
            keptFiles.insert(file)
            warnings[file] = kept.warnings[file]
        }

        /// `categories.json`: kept when unchanged.
        mutating func categories() -> CategoriesRead? {
            if let kept = kept("categories.json") {
                keep("categories.json", of: kept)
                return (kept.categoryIDs, kept.catalogue.categories)
            }
            var decoder = Category.FixtureDecoder()
            return loader.readJSONArray(of: "categories", reader: &categoriesReader) {
                decoder.decode($1, at: $0, reader: &$3)
            } ? (decoder.ids, decoder.categories) : nil
        }

        /// `goods.json`: kept when unchanged and the categories' ids are the same; updated
        /// element by element when only some elements changed, the same goods items in the
        /// same places; else read whole. A first read parses `comments.json` at the same
        /// time, whose references to goods are checked once both are read; those comments
        /// come back too.
        mutating func goods(categories: CategoriesRead?) -> (GoodsRead?, CommentsRead?) {
            if let kept = kept("goods.json"), let categories, kept.categoryIDs.hasSameIDs(as: categories.ids) {
                keep("goods.json", of: kept)
                goodsFile = kept.goodsFile
                keptGoodsIDs = true
                return ((kept.goodsIDs, kept.catalogue.goods), nil)
            }
            if let previous, let categories, previous.categoryIDs.hasSameIDs(as: categories.ids),
                let file = previous.goodsFile,
                previous.warnings["goods.json", default: []].isEmpty, loader.spreadsheet(for: "goods.json") == nil,
                let mapped = MappedFile(path: loader.path("goods.json")),
                let updated = withExtendedLifetime(
                    mapped, { file.updated(to: mapped.bytes, categoryIDs: categories.ids, images: images) })
            {
                warnings["goods.json"] = []
                goodsFile = updated
                keptGoodsIDs = true
                return ((previous.goodsIDs, updated.elements), nil)
            }
            guard previous == nil else {
                let read = loader.readGoods(
                    categoryIDs: categories?.ids, reader: goodsReader, stamp: stamps["goods.json"])
                goodsReader = read.reader
                goodsFile = read.file
                return (read.goods, nil)
            }
            let stamp = stamps["comments.json"]
            let (goodsRead, beside) = Simultaneously.run(
                { [loader, goodsReader, categories, stamps] in
                    loader.readGoods(categoryIDs: categories?.ids, reader: goodsReader, stamp: stamps["goods.json"])
                },
                { [loader, commentsReader] in loader.readComments(goodsIDs: nil, reader: commentsReader, stamp: stamp) }
            )
            goodsReader = goodsRead.reader
            goodsFile = goodsRead.file
            // Read again against the goods ids when one does not resolve, so each problem is noted in its place.
            if let goods = goodsRead.goods, !beside.referencedGoods.allSatisfy(goods.ids.contains) {
                return (goods, loader.readComments(goodsIDs: goods.ids, reader: commentsReader, stamp: stamp))
            }
            return (goodsRead.goods, beside)
        }

        /// Whether `goods` has the same ids as `previous` (which every file kept is).
        func hasPreviousGoodsIDs(_ goods: GoodsRead) -> Bool {
            keptGoodsIDs || previous?.goodsIDs.hasSameIDs(as: goods.ids) == true
        }

        /// The comments, as read beside the goods, kept when `comments.json` is unchanged and the
        /// goods' ids are the same, updated element by element when only some elements changed,
        /// or read whole.
        mutating func comments(goods: GoodsRead?, read: CommentsRead?) -> CommentsLoad {
            if let read {
                commentsReader = read.reader
                return CommentsLoad(comments: read.comments, file: read.file)
            }
            if let kept = kept("comments.json"), let goods, hasPreviousGoodsIDs(goods) {
                warnings["comments.json"] = kept.warnings["comments.json"]
                return CommentsLoad(comments: kept.catalogue.comments, file: kept.commentsFile, change: ([], []))
            }
            if let previous, let goods, hasPreviousGoodsIDs(goods), let file = previous.commentsFile,
                previous.warnings["comments.json", default: []].isEmpty,
                loader.spreadsheet(for: "comments.json") == nil,
                let mapped = MappedFile(path: loader.path("comments.json")),
                let update = withExtendedLifetime(
                    mapped, { file.updated(to: mapped.bytes, goodsIDs: goods.ids, images: images) })
            {
                warnings["comments.json"] = []
                return CommentsLoad(
                    comments: update.file.elements, file: update.file, change: (update.removed[...], update.added))
            }
            let read = loader.readComments(goodsIDs: goods?.ids, reader: commentsReader, stamp: stamps["comments.json"])
            commentsReader = read.reader
            // Rewritten throughout (other spacing, say): compared with the last load's, value by value.
            if let previous, let goods, hasPreviousGoodsIDs(goods), let comments = read.comments,
                previous.warnings["comments.json", default: []].isEmpty, read.reader.errors.isEmpty,
                read.reader.warnings.isEmpty
            {
                return CommentsLoad(
                    comments: comments, file: read.file,
                    change: Self.change(from: previous.catalogue.comments, to: comments))
            }
            return CommentsLoad(comments: read.comments, file: read.file)
        }

        /// The comments `before` lost and gained to become `after`, compared value by value,
        /// each known by its id (unique in each).
        static func change(from before: [Comment], to after: [Comment]) -> (
            removed: ArraySlice<Comment>, added: [Comment]
        ) {
            var unmatched = Dictionary(before.lazy.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var removed: [Comment] = []
            var added: [Comment] = []
            for comment in after {
                switch unmatched.removeValue(forKey: comment.id) {
                case comment?: continue
                case let previous?: removed.append(previous)
                case nil: break
                }
                added.append(comment)
            }
            return (removed[...] + unmatched.values, added)
        }

        /// `store.json` with its markets' price lists: kept when neither changed and the goods'
        /// and categories' ids are the same; the price lists read again, against the goods, when
        /// `goods.json` was not kept as it was (its items may have other variants), and
        /// `store.json` then counted as kept only when they come out the same.
        mutating func store(goods: GoodsRead?, categories: CategoriesRead?) -> Store? {
            if let kept = kept("store.json"), let goods, let categories,
                hasPreviousGoodsIDs(goods), kept.categoryIDs.hasSameIDs(as: categories.ids),
                case let store = kept.catalogue.store, case let files = FixtureLoader.priceListFiles(of: store),
                files.allSatisfy({ kept.stamps[$0] == FileStamp(path: loader.path($0)) })
            {
                keep("store.json", of: kept)
                noteStamps(of: files)
                if keptFiles.contains("goods.json") {
                    priceListWarnings = kept.warnings["prices"] ?? []
                    return store
                }
                checkEveryMarketSellsGoods(of: store, goods: goods)
                let checked = priceLists(of: store, goods: goods)
                if checked != store { keptFiles.remove("store.json") }
                return checked
            }
            let store = loader.readJSON(reader: &storeReader).flatMap {
                Store.decodeFixture($0, goodsIDs: goods?.ids, categoryIDs: categories?.ids, reader: &storeReader)
            }
            return store.map {
                noteStamps(of: FixtureLoader.priceListFiles(of: $0))
                checkEveryMarketSellsGoods(of: $0, goods: goods)
                return priceLists(of: $0, goods: goods)
            }
        }

        /// Notes each market whose `sells` leaves it no goods item, when goods.json was read
        /// without a problem and `sells` names no id that is not there.
        private mutating func checkEveryMarketSellsGoods(of store: Store, goods: GoodsRead?) {
            guard let goods, goodsReader.errors.isEmpty else { return }
            for (index, market) in store.markets.enumerated() {
                let place = ".markets[\(index)].sells"
                guard let selection = market.sells, selection.soldIndices(of: goods.list).isEmpty,
                    !storeReader.errors.contains(where: { $0.place.hasPrefix(place) })
                else { continue }
                storeReader.report(place, "leaves the market no goods item to sell (goods.json has none it names)")
            }
        }

        /// Notes the stamps of `files`, for the next load to compare.
        private mutating func noteStamps(of files: [String]) {
            for file in files { stamps[file] = FileStamp(path: loader.path(file)) }
        }

        /// `store` with its markets' price lists read, checked against the goods when goods.json
        /// was read without a problem (else a goods item or variant it failed to read would be
        /// named as missing).
        private mutating func priceLists(of store: Store, goods: GoodsRead?) -> Store {
            let references =
                if let goods, goodsReader.errors.isEmpty {
                    PriceListReferences(goods: goods.list, goodsIDs: goods.ids)
                } else { PriceListReferences() }
            return loader.readPriceLists(
                of: store, references: references, images: images, errors: &priceListErrors,
                warnings: &priceListWarnings)
        }

        /// The docs: kept when no file in `docs/` changed.
        mutating func docs() -> [DocPage] {
            if let previous,
                stamps.filter({ FixtureLoader.isDoc($0.key) })
                    == previous.stamps.filter({ FixtureLoader.isDoc($0.key) })
            {
                keptFiles.insert("docs")
                docWarnings = previous.warnings["docs"] ?? []
                return previous.catalogue.docs
            }
            return loader.loadDocs(in: "docs", images: images, errors: &docErrors, warnings: &docWarnings)
        }

        /// The translations: kept when no file under `translations/` changed and the files they
        /// refer to (store, categories, docs) were kept, with the goods' ids the same and the
        /// goods items' brands, specifications, options, values and variants they translate too.
        mutating func translations(store: Store?, goods: GoodsRead?, categories: CategoriesRead?, docs: [DocPage])
            -> [Translation]
        {
            if let previous, let goods, hasPreviousGoodsIDs(goods),
                keptFiles.isSuperset(of: ["store.json", "categories.json", "docs"]),
                keptFiles.contains("goods.json")
                    || Translation.sameTargets(in: previous.catalogue.goods, as: goods.list),
                stamps.filter({ FixtureLoader.isTranslation($0.key) })
                    == previous.stamps.filter({ FixtureLoader.isTranslation($0.key) })
            {
                keptFiles.insert("translations")
                translationWarnings = previous.warnings["translations"] ?? []
                return previous.catalogue.translations
            }
            let references = TranslationReferences(
                markets: store?.markets, banners: store?.banners, goodsIDs: goods?.ids, goods: goods?.list,
                categoryIDs: categories?.ids, docNames: docErrors.isEmpty ? docs.map(\.name) : nil)
            return loader.loadTranslations(
                references, images: images, errors: &translationErrors, warnings: &translationWarnings)
        }

        /// The catalogue, or every problem found, in file order (store and price lists, categories,
        /// goods, comments, docs, translations). When nothing changed but goods items' values (the same
        /// ids in the same order) and comments, the previous catalogue with those replaced.
        mutating func finish(
            store: Store?, categories: CategoriesRead?, goods: GoodsRead?, comments: CommentsLoad, docs: [DocPage],
            translations: [Translation]
        ) throws(FixtureErrors) -> LoadedFixtures {
            let conversionErrors =
                if storeReader.errors.isEmpty, let store, let goods {
                    Market.conversionProblems(store: store, goods: goods.list)
                } else { [FixtureError]() }
            var errors =
                storeReader.errors + conversionErrors + priceListErrors + categoriesReader.errors + goodsReader.errors
                + commentsReader.errors + docErrors + translationErrors
            // The checkout's terms checkbox links to this page: it must be one the site has.
            if let terms = store?.termsPage, docErrors.isEmpty, !docs.contains(where: { $0.name == terms }) {
                let names = docs.map(\.name)
                errors.append(
                    FixtureError(
                        file: "store.json", place: ".termsPage",
                        problem: "names docs/\(terms).md, which is not there: "
                            + (names.isEmpty
                                ? "the fixtures have no docs folder"
                                : "the docs pages are " + names.joined(separator: ", "))
                            + "; the checkout's terms checkbox would link to nothing"))
            }
            guard errors.isEmpty, let store, let categories, let goods, let commentList = comments.comments else {
                throw FixtureErrors(errors)
            }
            for reader in [storeReader, categoriesReader, goodsReader, commentsReader]
            where warnings[reader.file] == nil {
                warnings[reader.file] = reader.warnings
            }
            warnings["docs"] = docWarnings
            warnings["translations"] = translationWarnings
            warnings["prices"] = priceListWarnings
            // Made anew each time from both files: cheap, and no file's own warnings.
            warnings["checkout"] = store.checkout.warnings(goods: goods.list)
            // Made anew each time from the texts there are, as the goods' descriptions may come and go.
            warnings["untranslated"] = Translation.untranslatedWarnings(
                store: store, categories: categories.list, goods: goods.list, docs: docs, translations: translations,
                files: stamps.keys)
            let loaderWarnings = [
                "store.json", "prices", "categories.json", "goods.json", "comments.json", "docs", "translations",
                "checkout", "untranslated",
            ].flatMap { warnings[$0] ?? [] }
            let catalogue: Catalogue
            if let previous, let change = comments.change,
                keptFiles.isSuperset(of: ["store.json", "categories.json", "docs", "translations"]),
                keptGoodsIDs || previous.catalogue.goods.lazy.map(\.id).elementsEqual(goods.list.lazy.map(\.id))
            {
                // Nothing changed but goods items' values (their warnings made again) and comments
                // (changed only without warnings before or after): the rest is kept as it was.
                let goodsKept =
                    keptFiles.contains("goods.json")
                    ? previous.catalogue
                    : previous.catalogue.replacingGoods(
                        with: goods.list, warnings: loaderWarnings, goodsSpreadsheet: goodsReader.spreadsheet)
                catalogue = goodsKept.replacingComments(change.removed, with: change.added)
            } else {
                catalogue = Catalogue(
                    store: store, categories: categories.list, goods: goods.list, comments: commentList, docs: docs,
                    translations: translations, warnings: loaderWarnings, goodsSpreadsheet: goodsReader.spreadsheet)
            }
            return LoadedFixtures(
                catalogue: catalogue, stamps: stamps, warnings: warnings, categoryIDs: categories.ids,
                goodsIDs: goods.ids,
                goodsFile: goodsFile, commentsFile: comments.file)
        }
    }

    /// The comments a load has: `nil` when `comments.json` could not be read; the file kept for
    /// the next load; and, when only the elements that changed were read (or none), the
    /// comments they removed and added.
    private struct CommentsLoad {
        var comments: [Comment]?
        var file: CommentsFile?
        var change: (removed: ArraySlice<Comment>, added: [Comment])?
    }

    /// Reads `goods.json`, checking its references against `categoryIDs` (unless `nil`); when
    /// the loader remembers elements, keeps the file as read.
    private func readGoods(categoryIDs: IDRegistry?, reader: FieldReader, stamp: FileStamp?) -> GoodsFileRead {
        var reader = reader
        var decoder = GoodsItem.FixtureDecoder(categoryIDs: categoryIDs)
        var ends: [Int] = []
        let keepsElements = mode.keepsForNextBuild && spreadsheet(for: "goods.json") == nil
        let read = readJSONArray(of: "goods", reader: &reader) {
            decoder.decode($1, at: $0, reader: &$3)
            if keepsElements { ends.append($2) }
        }
        let file =
            read && keepsElements
            ? GoodsFile(path: path("goods.json"), stamp: stamp, ends: ends, elements: decoder.goods) : nil
        return GoodsFileRead(goods: read ? (decoder.ids, decoder.goods) : nil, file: file, reader: reader)
    }

    /// What reading `goods.json` gave: its goods and their ids (`nil` when it could not be
    /// read), the file kept for the next load, and the reader with its problems.
    private struct GoodsFileRead: Sendable {
        let goods: (ids: IDRegistry, list: [GoodsItem])?
        let file: GoodsFile?
        let reader: FieldReader
    }

    /// Reads `comments.json` (a missing file holds none), checking its references against
    /// `goodsIDs` unless `nil`; the goods ids it names are in `referencedGoods` either way.
    private func readComments(goodsIDs: IDRegistry?, reader: FieldReader, stamp: FileStamp?) -> CommentsRead {
        var reader = reader
        var decoder = Comment.FixtureDecoder(goodsIDs: goodsIDs)
        var ends: [Int] = []
        let keepsElements = mode.keepsForNextBuild && spreadsheet(for: "comments.json") == nil
        let read =
            !(fileExists("comments.json") || spreadsheet(for: "comments.json") != nil)
            || readJSONArray(of: "comments", reader: &reader) {
                decoder.decode($1, at: $0, reader: &$3)
                if keepsElements { ends.append($2) }
            }
        let comments = read ? decoder.takeComments() : nil
        let file =
            keepsElements
            ? comments.flatMap {
                CommentsFile(path: path("comments.json"), stamp: stamp, ends: ends, elements: $0)
            } : nil
        return CommentsRead(comments: comments, file: file, reader: reader, referencedGoods: decoder.referencedGoods)
    }

    /// What reading `comments.json` gave: its comments (`nil` when it could not be read), the
    /// file kept for the next load, the reader with its problems, and the goods ids it names.
    private struct CommentsRead: Sendable {
        let comments: [Comment]?
        let file: CommentsFile?
        let reader: FieldReader
        let referencedGoods: Set<String>
    }

    /// The stamp of every fixture file there is: the JSON files, the `docs` folder and its
    /// entries, the `translations` folder and its entries (``translationFiles()``).
    private func fileStamps() -> [String: FileStamp] {
        var files = ["store.json", "categories.json", "goods.json", "comments.json", "docs"] + Self.spreadsheetFiles
        files += entries(of: "docs").map { "docs/" + $0 }
        files += translationFiles()
        var stamps: [String: FileStamp] = [:]
        for file in files {
            stamps[file] = FileStamp(path: path(file))
        }
        return stamps
    }

    private static func isDoc(_ file: String) -> Bool {
        file == "docs" || file.hasPrefix("docs/")
    }

    // MARK: Files

    func path(_ file: String) -> String {
        directory + "/" + file
    }

    /// The names in the folder `file`; none when it is no folder.
    func entries(of file: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path(file))) ?? []
    }

    private func fileExists(_ file: String) -> Bool {
        FileManager.default.fileExists(atPath: path(file))
    }

    /// Why `file` cannot be read as a file (missing, or a folder); `nil` when it is there.
    func problemFinding(_ file: String) -> FixtureError? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path(file), isDirectory: &isDirectory) else {
            return FixtureError(file: file, problem: "file is missing")
        }
        return isDirectory.boolValue ? Self.unreadable(file) : nil
    }

    private static func unreadable(_ file: String) -> FixtureError {
        FixtureError(file: file, problem: "file cannot be read")
    }

    /// The bytes of a file, or `nil` after noting why there are none.
    private func readData(_ file: String, errors: inout [FixtureError]) -> Data? {
        if let problem = problemFinding(file) {
            errors.append(problem)
            return nil
        }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path(file)), options: .mappedIfSafe) else {
            errors.append(Self.unreadable(file))
            return nil
        }
        return data
    }

    /// Reads and parses a JSON file, or returns `nil` after noting why it could not be.
    private func readJSON(reader: inout FieldReader) -> JSONValue? {
        let (parsed, errors) = parseJSON(reader.file, eachElement: nil)
        errors.forEach { reader.report($0.place, $0.problem) }
        return parsed ?? nil
    }

    /// Reads a JSON file that holds an array of `noun`, handing each element, its index and the
    /// offset where it ends to `body` as soon as it is parsed, so the file never becomes one
    /// tree in memory.
    ///
    /// - Returns: Whether the file was an array and parsed; `false` after noting why not.
    func readJSONArray(
        of noun: String, reader: inout FieldReader, _ body: (Int, JSONValue, Int, inout FieldReader) -> Void
    ) -> Bool {
        if let columns = spreadsheet(for: reader.file) { return readSpreadsheet(columns, reader: &reader, body) }
        let file = reader.file
        var index = 0
        func handOver(_ element: JSONValue, endingAt end: Int) {
            body(index, element, end, &reader)
            index += 1
        }
        let (parsed, errors) = withoutActuallyEscaping(handOver) { parseJSON(file, eachElement: $0) }
        errors.forEach { reader.report($0.place, $0.problem) }
        switch parsed {
        case nil:
            return false
        case .some(nil):
            return true
        case .some(let value?):
            _ = reader.topLevelArray(value, of: noun)
            return false
        }
    }

    /// Parses a JSON file, handing a top-level array's elements to `eachElement` when given.
    ///
    /// - Parameter emptyValue: what the message for an empty file says an empty value is written.
    /// - Returns: The top-level value (`.some(nil)` after an array handed out element by
    ///   element), or `nil` with the problems that kept the file from being parsed.
    func parseJSON(
        _ file: String, eachElement: ((JSONValue, Int) -> Void)?, emptyValue: String = "an empty list is []"
    ) -> (value: JSONValue??, errors: [FixtureError]) {
        if let problem = problemFinding(file) { return (nil, [problem]) }
        guard let mapped = MappedFile(path: path(file)) else { return (nil, [Self.unreadable(file)]) }
        guard !Self.isBlank(mapped.bytes) else {
            return (nil, [FixtureError(file: file, problem: "file is empty (\(emptyValue))")])
        }
        let result = JSONParser.parse(
            mapped.bytes,
            eachElement: eachElement.map { body in
                { element, end in
                    body(element, end)
                    mapped.release(upTo: end)
                }
            })
        switch result {
        case .failure(let error):
            return (
                nil,
                [
                    FixtureError(
                        file: file, place: "\(error.line):\(error.column)", problem: "invalid JSON: \(error.message)")
                ]
            )
        case .success(let value):
            return (value, [])
        }
    }

    /// Whether the bytes are nothing but a byte order mark and JSON whitespace.
    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes[start...].allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    }

    // MARK: Docs

    /// Every `*.md` page of `folder` (`docs`, or a translation's `translations/en/docs`),
    /// sorted by name, without control characters (with a warning); each local image a page
    /// shows is checked as the JSON files' images are.
    func loadDocs(
        in folder: String, images: ImageChecker, errors: inout [FixtureError], warnings: inout [FixtureWarning]
    ) -> [DocPage] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path(folder), isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            errors.append(FixtureError(file: folder, problem: "must be a folder of .md files"))
            return []
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path(folder)) else {
            errors.append(FixtureError(file: folder, problem: "folder cannot be read"))
            return []
        }
        var pages: [DocPage] = []
        for entry in entries.sorted() where entry.hasSuffix(".md") && !entry.hasPrefix(".") {
            let file = folder + "/" + entry
            var isEntryDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(file), isDirectory: &isEntryDirectory),
                !isEntryDirectory.boolValue,
                let data = readData(file, errors: &errors)
            else { continue }
            let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
            guard var markdown = String(validating: bytes, as: UTF8.self) else {
                errors.append(FixtureError(file: file, problem: "is not valid UTF-8 text"))
                continue
            }
            if let cleaned = ControlCharacters.removed(from: markdown) {
                let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
                let first =
                    lines.firstIndex { ControlCharacters.removed(from: String($0)) != nil }.map { String($0 + 1) } ?? ""
                warnings.append(
                    FixtureWarning(file: file, place: first, kind: .controlCharactersRemoved(cleaned.removed)))
                markdown = cleaned.text
            }
            for path in MarkdownImage.localPaths(in: markdown) {
                if let problem = images.problem(withLocalPath: path) {
                    errors.append(FixtureError(file: file, problem: problem))
                }
            }
            let name = String(entry.dropLast(3))
            pages.append(DocPage(name: name, title: DocPage.title(ofMarkdown: markdown) ?? name, markdown: markdown))
        }
        return pages
    }
}
