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
    /// Every local image path the fixtures name, sorted, each once.
    public let localImagePaths: [String]
    /// How many comments there are in all.
    public let commentCount: Int

    private let goodsIndexByID: [String: Int]
    private let categoryIndexByID: [String: Int]
    private let goodsIndicesByCategory: [String: [Int]]
    /// Aligned with `goods`; each list newest first, then by id.
    private let commentsByGoodsIndex: [[Comment]]

    public init(store: Store, categories: [Category], goods: [Goods], comments: [Comment], docs: [DocPage]) {
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

        var commentsByGoodsIndex = [[Comment]](repeating: [], count: goods.count)
        for comment in comments {
            if let index = goodsIndexByID[comment.goods] {
                commentsByGoodsIndex[index].append(comment)
            }
        }
        for index in commentsByGoodsIndex.indices where commentsByGoodsIndex[index].count > 1 {
            commentsByGoodsIndex[index].sort(by: Self.newestFirst)
        }
        self.commentsByGoodsIndex = commentsByGoodsIndex

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
        localImagePaths = paths.sorted()
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
    public func comments(onGoods id: String) -> [Comment] {
        goodsIndexByID[id].map { commentsByGoodsIndex[$0] } ?? []
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
