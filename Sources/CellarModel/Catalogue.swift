/// The validated fixtures, indexed for the lookups every page needs.
///
/// A catalogue is made from fixtures whose references resolve (``FixtureLoader`` checks that);
/// lookups of ids that are not there return `nil` or an empty list.
public struct Catalogue: Sendable {
    public let store: Store
    /// In display order.
    public let categories: [Category]
    /// In file order.
    public let goods: [GoodsItem]
    /// The goods items as the fixtures have them, aligned with `goods`: the same items, except
    /// in a market's catalogue (``inMarket(_:)``), whose `goods` show its prices and texts. What
    /// must not change from market to market is read from these: the brands' places (their
    /// slugs), the options' meaning in product data, the names comments give variants by.
    public let fixtureGoods: [GoodsItem]
    /// Sorted by name.
    public let docs: [DocPage]
    /// The fixtures' texts in other languages, one for each locale translated to.
    public let translations: [Translation]
    /// Every local image path the fixtures name, in their JSON files and their Markdown texts
    /// (descriptions, docs pages, and those of the translations), sorted, each once.
    public let localImagePaths: [String]
    /// How many comments there are in all.
    public let commentCount: Int
    /// What does not stop a build but a shop owner should hear about, in file order: what the
    /// loader noted (control characters removed, unsafe URLs) and each goods item's
    /// ``GoodsItem/contentWarnings``.
    public let warnings: [FixtureWarning]

    private let goodsIndexByID: [String: Int]
    private let categoryIndexByID: [String: Int]
    private let goodsIndicesByCategory: [String: [Int]]
    /// Where each variant SKU is: its goods item's index and the variant's index in it.
    private let variantPlaceBySKU: [String: (goods: Int, variant: Int)]
    /// Every comment, grouped by goods item in `goods` order, each group newest first, then by
    /// id: a reload that keeps them makes its catalogue from these. A market's catalogue of the
    /// goods it sells holds every goods item's, found through its own ranges.
    package let comments: [Comment]
    /// Aligned with `goods`: where each item's comments are in `comments`.
    private let commentRanges: [Range<Int>]
    /// The revision (``Revisions``) of the goods list as a list (its ids, in order) and of
    /// everything but the goods and comments: the same in a catalogue made from this one by
    /// ``replacingGoods(with:warnings:goodsSpreadsheet:)`` or ``replacingComments(_:with:)``.
    private let listRevision: Int
    /// Aligned with `goods`: the revision of each item's own fields, the same in a catalogue
    /// made from this one when the item was not changed.
    private let goodsRevisions: [Int]
    /// Aligned with `goods`: the revision of each item's comments, the same in a catalogue
    /// made from this one by ``replacingComments(_:with:)`` when they were not touched.
    private let commentRevisions: [Int]
    /// Aligned with `goods`: each item's ``GoodsItem/contentWarnings``, kept for the items a
    /// catalogue made from this one by ``replacingGoods(with:warnings:goodsSpreadsheet:)`` did not change.
    private let contentWarnings: [[GoodsItem.ContentWarning]]
    /// In a catalogue of the goods a market sells (``inMarket(_:)``), the indices of its goods
    /// in the fixtures' goods list; `nil` in one of every goods item.
    private let soldIndices: [Int]?

    /// - Parameter warnings: what the loader noted while reading the fixtures.
    public init(
        store: Store, categories: [Category], goods: [GoodsItem], comments: consuming [Comment], docs: [DocPage],
        translations: [Translation] = [], warnings: [FixtureWarning] = []
    ) {
        self.init(
            store: store, categories: categories, goods: goods, comments: comments, docs: docs,
            translations: translations, warnings: warnings, goodsSpreadsheet: nil)
    }

    /// - Parameters:
    ///   - warnings: what the loader noted while reading the fixtures.
    ///   - goodsSpreadsheet: the rows the goods came from, when they were read from `goods.csv`.
    package init(
        store: Store, categories: [Category], goods: [GoodsItem], comments: consuming [Comment], docs: [DocPage],
        translations: [Translation] = [], warnings: [FixtureWarning] = [], goodsSpreadsheet: SpreadsheetPlaces?
    ) {
        self.store = store
        self.translations = translations
        self.categories = categories
        self.goods = goods
        fixtureGoods = goods
        self.docs = docs.sorted { $0.name < $1.name }
        commentCount = comments.count

        let index = GoodsIndex(goods)
        let goodsIndexByID = index.byID
        self.goodsIndexByID = goodsIndexByID
        variantPlaceBySKU = index.variantPlaceBySKU
        goodsIndicesByCategory = index.byCategory
        categoryIndexByID = Dictionary(
            categories.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        // One array put in order in place, not an array per goods item: millions of comments
        // are held once. Grouped by goods with a counting sort on goods indices, looked up once
        // per comment (sorting by id strings hashed them on every comparison).
        var comments = comments
        let goodsIndices = comments.map { goodsIndexByID[$0.goodsID] }
        var commentRanges = [Range<Int>](repeating: 0..<0, count: goods.count)
        var rangeStart = 0
        var counts = [Int](repeating: 0, count: goods.count)
        for case let index? in goodsIndices { counts[index] += 1 }
        for (index, count) in counts.enumerated() {
            commentRanges[index] = rangeStart..<rangeStart + count
            rangeStart += count
        }
        let keptCount = rangeStart
        var order = [Int](repeating: 0, count: comments.count)
        var nextSlot = commentRanges.map(\.lowerBound)
        var droppedSlot = keptCount
        for (position, index) in goodsIndices.enumerated() {
            if let index {
                order[nextSlot[index]] = position
                nextSlot[index] += 1
            } else {
                order[droppedSlot] = position
                droppedSlot += 1
            }
        }
        for range in commentRanges where range.count > 1 {
            order[range].sort { Self.newestFirst(comments[$0], comments[$1]) }
        }
        comments.permute(to: order)
        comments.removeLast(comments.count - keptCount)
        self.comments = comments
        self.commentRanges = commentRanges

        listRevision = Revisions.take(1).lowerBound
        goodsRevisions = Array(Revisions.take(goods.count))
        commentRevisions = Array(Revisions.take(goods.count))
        localImagePaths = Self.localImagePaths(
            store: store, categories: categories, goods: goods, comments: comments, docs: docs,
            translations: translations)
        contentWarnings = goods.map(\.contentWarnings)
        soldIndices = nil
        self.warnings = Self.warnings(
            warnings, goods: goods, contentWarnings: contentWarnings, goodsSpreadsheet: goodsSpreadsheet)
    }

    /// The lookups by id, category and SKU of a goods list.
    private struct GoodsIndex {
        var byID: [String: Int] = [:]
        var byCategory: [String: [Int]] = [:]
        var variantPlaceBySKU: [String: (goods: Int, variant: Int)] = [:]

        init(_ goods: [GoodsItem]) {
            byID.reserveCapacity(goods.count)
            for (index, item) in goods.enumerated() {
                byID[item.id] = index
                byCategory[item.category, default: []].append(index)
                for (variantIndex, variant) in item.variants.enumerated() {
                    if let sku = variant.sku { variantPlaceBySKU[sku] = (index, variantIndex) }
                }
            }
        }
    }

    /// The loader's warnings with each goods item's content warnings (aligned with `goods`), in file order.
    package static func warnings(
        _ loaderWarnings: [FixtureWarning], goods: [GoodsItem], contentWarnings: [[GoodsItem.ContentWarning]],
        goodsSpreadsheet: SpreadsheetPlaces?
    ) -> [FixtureWarning] {
        ordered(
            loaderWarnings
                + contentWarnings.indices.flatMap { index in
                    contentWarnings[index].map {
                        let place = "[\(index)]" + ($0.field.map { "." + $0 } ?? "")
                        return FixtureWarning(
                            file: goodsSpreadsheet?.file ?? "goods.json",
                            place: goodsSpreadsheet?.place(of: place) ?? place,
                            kind: $0.kind, goodsID: goods[index].id, variantID: $0.variantID)
                    }
                })
    }

    /// The catalogue with its goods replaced by `items`, the same ids in the same order
    /// (``FixtureLoader`` checks), compared value by value: the items that differ get fresh
    /// revisions, the others keep theirs, and the comments are kept as they are grouped.
    /// - Parameters:
    ///   - warnings: what the loader noted while reading the fixtures, as for
    ///     ``init(store:categories:goods:comments:docs:warnings:)``.
    ///   - goodsSpreadsheet: the rows the goods came from, when they were read from `goods.csv`.
    package func replacingGoods(
        with items: [GoodsItem], warnings: [FixtureWarning], goodsSpreadsheet: SpreadsheetPlaces?
    ) -> Catalogue {
        precondition(items.count == goods.count, "the same goods ids in the same order")
        let changed = items.indices.filter { items[$0] != goods[$0] }
        var goodsRevisions = goodsRevisions
        for (index, revision) in zip(changed, Revisions.take(changed.count)) { goodsRevisions[index] = revision }
        // The image paths change only when the items changed name different ones.
        let localImagePaths =
            Self.goodsImagePaths(changed.map { goods[$0] }) == Self.goodsImagePaths(changed.map { items[$0] })
            ? localImagePaths
            : Self.localImagePaths(
                store: store, categories: categories, goods: items, comments: comments, docs: docs,
                translations: translations)
        // The index by id holds for the same ids in the same order; by category and by SKU, while
        // no changed item names another category or other SKUs.
        let keepsIndex = changed.allSatisfy {
            goods[$0].category == items[$0].category && goods[$0].variants.map(\.sku) == items[$0].variants.map(\.sku)
        }
        var contentWarnings = contentWarnings
        for index in changed { contentWarnings[index] = items[index].contentWarnings }
        return Catalogue(
            replacingGoodsOf: self, with: items, keepingIndex: keepsIndex, revisions: goodsRevisions,
            localImagePaths: localImagePaths,
            contentWarnings: contentWarnings,
            warnings: Self.warnings(
                warnings, goods: items, contentWarnings: contentWarnings, goodsSpreadsheet: goodsSpreadsheet))
    }

    private init(
        replacingGoodsOf base: Catalogue, with goods: [GoodsItem], keepingIndex keepsIndex: Bool, revisions: [Int],
        localImagePaths: [String],
        contentWarnings: [[GoodsItem.ContentWarning]], warnings: [FixtureWarning]
    ) {
        store = base.store
        categories = base.categories
        self.goods = goods
        fixtureGoods = goods
        docs = base.docs
        translations = base.translations
        self.contentWarnings = contentWarnings
        self.warnings = warnings
        soldIndices = base.soldIndices
        if keepsIndex {
            goodsIndexByID = base.goodsIndexByID
            goodsIndicesByCategory = base.goodsIndicesByCategory
            variantPlaceBySKU = base.variantPlaceBySKU
        } else {
            let index = GoodsIndex(goods)
            goodsIndexByID = index.byID
            goodsIndicesByCategory = index.byCategory
            variantPlaceBySKU = index.variantPlaceBySKU
        }
        categoryIndexByID = base.categoryIndexByID
        listRevision = base.listRevision
        goodsRevisions = revisions
        commentCount = base.commentCount
        comments = base.comments
        commentRanges = base.commentRanges
        commentRevisions = base.commentRevisions
        self.localImagePaths = localImagePaths
    }

    /// A catalogue of `base`'s goods, comments and indices with texts and prices of its own
    /// (a market's, ``inMarket(_:)``): the same goods ids, categories and SKUs in the same
    /// places, so `base`'s indices and revisions hold for it.
    init(sameGoodsListAs base: Catalogue, store: Store, categories: [Category], goods: [GoodsItem], docs: [DocPage]) {
        self.store = store
        self.categories = categories
        self.goods = goods
        fixtureGoods = base.fixtureGoods
        self.docs = docs.sorted { $0.name < $1.name }
        translations = base.translations
        contentWarnings = base.contentWarnings
        warnings = base.warnings
        soldIndices = base.soldIndices
        goodsIndexByID = base.goodsIndexByID
        categoryIndexByID = base.categoryIndexByID
        goodsIndicesByCategory = base.goodsIndicesByCategory
        variantPlaceBySKU = base.variantPlaceBySKU
        listRevision = base.listRevision
        goodsRevisions = base.goodsRevisions
        commentCount = base.commentCount
        comments = base.comments
        commentRanges = base.commentRanges
        commentRevisions = base.commentRevisions
        localImagePaths = base.localImagePaths
    }

    /// A catalogue of the goods of `base` at `sold` (indices into its goods list, in order),
    /// with texts and prices of its own (a market's that sells only these, ``inMarket(_:)``) and
    /// the categories they are in: indexed anew, with `base`'s revisions and comments of these
    /// goods, so that ``goodsChanges(since:)`` compares it with another made alike.
    init(
        selling sold: [Int], of base: Catalogue, store: Store, categories: [Category], goods: [GoodsItem],
        docs: [DocPage]
    ) {
        precondition(base.soldIndices == nil, "a market's goods are chosen from every goods item")
        self.store = store
        self.categories = categories
        self.goods = goods
        fixtureGoods = sold.map { base.fixtureGoods[$0] }
        self.docs = docs.sorted { $0.name < $1.name }
        translations = base.translations
        contentWarnings = sold.map { base.contentWarnings[$0] }
        warnings = base.warnings
        soldIndices = sold
        let index = GoodsIndex(goods)
        goodsIndexByID = index.byID
        goodsIndicesByCategory = index.byCategory
        variantPlaceBySKU = index.variantPlaceBySKU
        categoryIndexByID = Dictionary(
            categories.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        listRevision = base.listRevision
        goodsRevisions = sold.map { base.goodsRevisions[$0] }
        comments = base.comments
        commentRanges = sold.map { base.commentRanges[$0] }
        commentCount = commentRanges.reduce(0) { $0 + $1.count }
        commentRevisions = sold.map { base.commentRevisions[$0] }
        localImagePaths = base.localImagePaths
    }

    /// The catalogue with the comments `removed` (each known by its id) taken out and `added`
    /// put in, everything else kept: only the comments of the goods items these are on are
    /// grouped again, with fresh revisions; the others keep theirs. `added` must refer to goods
    /// this catalogue has, keep the ids unique and bring no warning (``FixtureLoader`` checks).
    package func replacingComments(_ removed: some Collection<Comment>, with added: [Comment]) -> Catalogue {
        guard !removed.isEmpty || !added.isEmpty else { return self }
        let removedIDs = Set(removed.lazy.map(\.id))
        var addedByGoods: [Int: [Comment]] = [:]
        for comment in added {
            guard let index = goodsIndexByID[comment.goodsID] else {
                preconditionFailure("comment \(comment.id) on goods \(comment.goodsID), which is not there")
            }
            addedByGoods[index, default: []].append(comment)
        }
        var groups: [Int: [Comment]] = [:]
        for index in Set(removed.lazy.compactMap { goodsIndexByID[$0.goodsID] }).union(addedByGoods.keys) {
            var group =
                comments[commentRanges[index]].filter { !removedIDs.contains($0.id) } + (addedByGoods[index] ?? [])
            group.sort(by: Self.newestFirst)
            groups[index] = group
        }
        var comments: [Comment] = []
        comments.reserveCapacity(self.comments.count - removed.count + added.count)
        var commentRanges: [Range<Int>] = []
        commentRanges.reserveCapacity(goods.count)
        var commentRevisions = commentRevisions
        var fresh = Revisions.take(groups.count).makeIterator()
        // The untouched items' comments are copied a run at a time, each range shifted by what
        // the groups before it grew or shrank.
        var copiedUpTo = 0
        var shift = 0
        for (index, old) in self.commentRanges.enumerated() {
            guard let group = groups[index], let revision = fresh.next() else {
                commentRanges.append(old.lowerBound + shift..<old.upperBound + shift)
                continue
            }
            comments += self.comments[copiedUpTo..<old.lowerBound]
            comments += group
            commentRanges.append(comments.count - group.count..<comments.count)
            commentRevisions[index] = revision
            shift += group.count - old.count
            copiedUpTo = old.upperBound
        }
        comments += self.comments[copiedUpTo...]
        // The image paths change only when the comments taken out and put in name different ones.
        let localImagePaths =
            Self.commentImagePaths(removed).sorted() == Self.commentImagePaths(added).sorted()
            ? localImagePaths
            : Self.localImagePaths(
                store: store, categories: categories, goods: goods, comments: comments, docs: docs,
                translations: translations)
        return Catalogue(
            replacingCommentsOf: self, with: comments, ranges: commentRanges, revisions: commentRevisions,
            localImagePaths: localImagePaths
        )
    }

    private init(
        replacingCommentsOf base: Catalogue, with comments: [Comment], ranges: [Range<Int>], revisions: [Int],
        localImagePaths: [String]
    ) {
        store = base.store
        categories = base.categories
        goods = base.goods
        fixtureGoods = base.fixtureGoods
        docs = base.docs
        translations = base.translations
        contentWarnings = base.contentWarnings
        warnings = base.warnings
        soldIndices = base.soldIndices
        goodsIndexByID = base.goodsIndexByID
        categoryIndexByID = base.categoryIndexByID
        goodsIndicesByCategory = base.goodsIndicesByCategory
        variantPlaceBySKU = base.variantPlaceBySKU
        listRevision = base.listRevision
        goodsRevisions = base.goodsRevisions
        commentCount = base.commentCount + comments.count - base.comments.count
        self.comments = comments
        commentRanges = ranges
        commentRevisions = revisions
        self.localImagePaths = localImagePaths
    }

    /// What differs between two catalogues with the same goods list, one made from the other
    /// by replacing goods items or comments (``FixtureLoader/load(reusing:)``): the indices
    /// of the goods items, in order, that were replaced or whose comments were touched.
    public struct GoodsChanges: Sendable, Equatable {
        /// The items whose own fields may differ.
        public let items: [Int]
        /// The items whose comments may differ.
        public let comments: [Int]

        public init(items: [Int], comments: [Int]) {
            self.items = items
            self.comments = comments
        }

        /// Every item that may differ, in its fields or its comments, in order.
        public var touched: [Int] { Array(Set(items).union(comments)).sorted() }
    }

    /// When one of this catalogue and `other` was made from the other by replacing goods
    /// items or comments, so that they have the same goods list, store, categories and docs:
    /// the goods items that may differ. `nil` when they may differ in anything else.
    public func goodsChanges(since other: Catalogue) -> GoodsChanges? {
        guard listRevision == other.listRevision, soldIndices == other.soldIndices else { return nil }
        return GoodsChanges(
            items: goodsRevisions.indices.filter { goodsRevisions[$0] != other.goodsRevisions[$0] },
            comments: commentRevisions.indices.filter { commentRevisions[$0] != other.commentRevisions[$0] })
    }

    /// Every local image path the fixtures name, sorted, each once.
    private static func localImagePaths(
        store: Store, categories: [Category], goods: [GoodsItem], comments: [Comment], docs: [DocPage],
        translations: [Translation]
    ) -> [String] {
        var paths = Set(commentImagePaths(comments))
        func note(_ image: String?) {
            if let image, case .local(let path) = ImageReference(image) { paths.insert(path) }
        }
        store.banners.forEach { note($0.image) }
        paths.formUnion(goodsImagePaths(goods))
        for markdown in categories.compactMap(\.description) + docs.map(\.markdown) {
            MarkdownImage.localPaths(in: markdown).forEach { paths.insert($0) }
        }
        // A market's pages show its translation's texts, with their own pictures.
        for translation in translations {
            let texts =
                translation.categories.values.compactMap(\.description)
                + translation.goods.values.compactMap(\.description) + translation.docs.values.map(\.markdown)
            for markdown in texts { MarkdownImage.localPaths(in: markdown).forEach { paths.insert($0) } }
        }
        return paths.sorted()
    }

    /// The local image paths goods items name (pictures, variants' pictures, images in their
    /// descriptions), once for each time named.
    private static func goodsImagePaths(_ goods: some Sequence<GoodsItem>) -> [String] {
        var paths: [String] = []
        func note(_ image: String?) {
            if let image, case .local(let path) = ImageReference(image) { paths.append(path) }
        }
        for item in goods {
            note(item.thumb)
            note(item.image)
            item.images.forEach { note($0.source) }
            for variant in item.variants {
                note(variant.thumb)
                note(variant.image)
                variant.images.forEach { note($0.source) }
            }
            if let description = item.description { paths += MarkdownImage.localPaths(in: description) }
        }
        return paths
    }

    /// The local image paths comments name (avatars, pictures), once for each time named.
    private static func commentImagePaths(_ comments: some Sequence<Comment>) -> [String] {
        var paths: [String] = []
        func note(_ image: String?) {
            if let image, case .local(let path) = ImageReference(image) { paths.append(path) }
        }
        for comment in comments {
            note(comment.avatar)
            comment.pictures.forEach {
                note($0.thumb); note($0.full)
            }
        }
        return paths
    }

    /// Warnings by file (store, categories, goods, comments, docs) and, within a JSON file
    /// of a list, by element; in the order noted otherwise.
    private static func ordered(_ warnings: [FixtureWarning]) -> [FixtureWarning] {
        let files = [
            "store.json", "categories.json", "categories.csv", "goods.json", "goods.csv", "comments.json",
            "comments.csv",
        ]
        func key(_ warning: FixtureWarning) -> (Int, Int) {
            let element =
                warning.place.hasPrefix("[")
                ? Int(warning.place.dropFirst().prefix { $0 != "]" })
                : warning.place.hasPrefix("row ") ? Int(warning.place.dropFirst(4).prefix { $0 != "," }) : nil
            return (files.firstIndex(of: warning.file) ?? files.count, element ?? 0)
        }
        // Each key made once, not at each comparison.
        return warnings.indices.map { (key: key(warnings[$0]), offset: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.offset < $1.offset }
            .map { warnings[$0.offset] }
    }

    /// The goods item with this id as the fixtures have it (``fixtureGoods``), or `nil`.
    public func fixtureGoods(withID id: String) -> GoodsItem? {
        goodsIndexByID[id].map { fixtureGoods[$0] }
    }

    public func goods(withID id: String) -> GoodsItem? {
        goodsIndexByID[id].map { goods[$0] }
    }

    /// The goods item and its variant with this SKU, or `nil`.
    public func variant(withSKU sku: String) -> (goods: GoodsItem, variant: Variant)? {
        variantPlaceBySKU[sku].map { (goods[$0.goods], goods[$0.goods].variants[$0.variant]) }
    }

    public func category(withID id: String) -> Category? {
        categoryIndexByID[id].map { categories[$0] }
    }

    /// The goods of a category, in file order.
    public func goods(inCategory id: String) -> [GoodsItem] {
        goodsIndices(inCategory: id).map { goods[$0] }
    }

    /// The index in `goods` of the goods item with `id`.
    public func goodsIndex(withID id: String) -> Int? {
        goodsIndexByID[id]
    }

    /// The indices in `goods` of a category's goods, in file order.
    public func goodsIndices(inCategory id: String) -> [Int] {
        goodsIndicesByCategory[id] ?? []
    }

    /// How many goods a category has, counted without copying them.
    public func goodsCount(inCategory id: String) -> Int {
        goodsIndicesByCategory[id]?.count ?? 0
    }

    /// The comments on a goods item, newest first (undated last), then by id.
    public func comments(onGoods id: String) -> ArraySlice<Comment> {
        goodsIndexByID[id].map { comments[commentRanges[$0]] } ?? []
    }

    private static func newestFirst(_ lhs: Comment, _ rhs: Comment) -> Bool {
        switch (lhs.createdAt, rhs.createdAt) {
        case let (left?, right?) where left != right: return left > right
        case (.some, nil): return true
        case (nil, .some): return false
        default: return lhs.id < rhs.id
        }
    }
}
