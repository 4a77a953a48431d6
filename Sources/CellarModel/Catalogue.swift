/// The validated fixtures, indexed for the lookups every page needs.
///
/// A catalogue is made from fixtures whose references resolve (``FixtureLoader`` checks that);
/// lookups of ids that are not there return `nil` or an empty list.
public struct Catalogue: Sendable {
    public let store: Store
    /// In display order.
    public let categories: [Category]
    /// In file order.
    public let goods: [Goods]
    /// Sorted by name.
    public let docs: [DocPage]
    /// Every local image path the fixtures name, in their JSON files and their Markdown texts
    /// (descriptions, docs pages), sorted, each once.
    public let localImagePaths: [String]
    /// How many comments there are in all.
    public let commentCount: Int
    /// What does not stop a build but a shop owner should hear about, in file order: what the
    /// loader noted (control characters removed, unsafe URLs) and each goods item's
    /// ``Goods/contentWarnings``.
    public let warnings: [FixtureWarning]

    private let goodsIndexByID: [String: Int]
    private let categoryIndexByID: [String: Int]
    private let goodsIndicesByCategory: [String: [Int]]
    /// Every comment, grouped by goods item in `goods` order, each group newest first, then by
    /// id: a reload that keeps them makes its catalogue from these.
    let comments: [Comment]
    /// Aligned with `goods`: where each item's comments are in `comments`.
    private let commentRanges: [Range<Int>]

    /// - Parameter warnings: what the loader noted while reading the fixtures.
    public init(
        store: Store, categories: [Category], goods: [Goods], comments: consuming [Comment], docs: [DocPage],
        warnings: [FixtureWarning] = []
    ) {
        self.store = store
        self.categories = categories
        self.goods = goods
        self.docs = docs.sorted { $0.name < $1.name }
        commentCount = comments.count

        var goodsIndexByID: [String: Int] = [:]
        goodsIndexByID.reserveCapacity(goods.count)
        var goodsIndicesByCategory: [String: [Int]] = [:]
        for (index, item) in goods.enumerated() {
            goodsIndexByID[item.id] = index
            goodsIndicesByCategory[item.category, default: []].append(index)
        }
        self.goodsIndexByID = goodsIndexByID
        self.goodsIndicesByCategory = goodsIndicesByCategory
        categoryIndexByID = Dictionary(categories.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        // One array put in order in place, not an array per goods item: millions of comments
        // are held once. Grouped by goods with a counting sort on goods indices, looked up once
        // per comment (sorting by id strings hashed them on every comparison).
        var comments = comments
        let goodsIndices = comments.map { goodsIndexByID[$0.goods] }
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

        var paths = Set<String>()
        func note(_ image: String?) {
            if let image, case .local(let path) = ImageReference(image) { paths.insert(path) }
        }
        store.banners.forEach { note($0.image) }
        for item in goods {
            note(item.thumb)
            note(item.image)
        }
        for comment in comments {
            note(comment.avatar)
            comment.pictures.forEach { note($0.thumb); note($0.full) }
        }
        for markdown in categories.compactMap(\.description) + goods.compactMap(\.description) + docs.map(\.markdown) {
            MarkdownImage.localPaths(in: markdown).forEach { paths.insert($0) }
        }
        localImagePaths = paths.sorted()
        self.warnings = Self.ordered(warnings + goods.enumerated().flatMap { index, item in
            item.contentWarnings.map {
                FixtureWarning(file: "goods.json", place: "[\(index)]", problem: $0, goodsID: item.id)
            }
        })
    }

    /// Warnings by file (store, categories, goods, comments, docs) and, within a JSON file
    /// of a list, by element; in the order noted otherwise.
    private static func ordered(_ warnings: [FixtureWarning]) -> [FixtureWarning] {
        let files = ["store.json", "categories.json", "goods.json", "comments.json"]
        func key(_ warning: FixtureWarning) -> (Int, Int) {
            let element = warning.place.hasPrefix("[") ? Int(warning.place.dropFirst().prefix { $0 != "]" }) : nil
            return (files.firstIndex(of: warning.file) ?? files.count, element ?? 0)
        }
        return warnings.enumerated()
            .sorted { key($0.element) != key($1.element) ? key($0.element) < key($1.element) : $0.offset < $1.offset }
            .map(\.element)
    }

    public func goods(withID id: String) -> Goods? {
        goodsIndexByID[id].map { goods[$0] }
    }

    public func category(withID id: String) -> Category? {
        categoryIndexByID[id].map { categories[$0] }
    }

    /// The goods of a category, in file order.
    public func goods(inCategory id: String) -> [Goods] {
        (goodsIndicesByCategory[id] ?? []).map { goods[$0] }
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
