import CellarModel

/// Where every page of the site lives: one slug per category, goods item and docs page,
/// each unique.
public struct Routes: Sendable {
    private let categorySlugs: [String: String]
    private let goodsSlugs: [String: String]
    private let docSlugs: [String: String]

    public init(catalogue: Catalogue) {
        categorySlugs = Self.uniqueSlugs(for: catalogue.categories.map(\.id))
        goodsSlugs = Self.uniqueSlugs(for: catalogue.goods.map(\.id))
        docSlugs = Self.uniqueSlugs(for: catalogue.docs.map(\.name))
    }

    public func category(_ id: String, page: Int = 1) -> SitePath {
        Self.paged("category/\(categorySlugs[id] ?? Slug.make(from: id))/", page: page)
    }

    /// The kind of a category's data for its filters (``DataShardSet``): `category-<slug>`.
    public func categoryFilters(_ id: String) -> String {
        "category-\(categorySlugs[id] ?? Slug.make(from: id))"
    }

    public func goods(_ id: String) -> SitePath {
        SitePath("goods/\(goodsSlugs[id] ?? Slug.make(from: id))/")
    }

    /// Page `page` (from 2) of a comment tab of a goods item: the "all" tab's at
    /// `comments/page/<page>/`, the others' at `comments/<tab>/page/<page>/`. (A tab's first
    /// page is its panel on the goods page.)
    public func comments(_ goodsID: String, tab: CommentTab, page: Int) -> SitePath {
        let folder = tab == .all ? "" : "\(tab.rawValue)/"
        return Self.paged(goods(goodsID).value + "comments/" + folder, page: page)
    }

    public func doc(_ name: String) -> SitePath {
        SitePath("docs/\(docSlugs[name] ?? Slug.make(from: name))/")
    }

    /// Page `page` of what lives in `folder`: the folder itself for the first page.
    static func paged(_ folder: String, page: Int) -> SitePath {
        SitePath(page <= 1 ? folder : "\(folder)page/\(page)/")
    }

    /// A slug for each id, unique among them.
    static func uniqueSlugs(for ids: [String]) -> [String: String] {
        var slugs: [String: String] = [:]
        var taken = Set<String>()
        for id in ids where slugs[id] == nil {
            var slug = Slug.make(from: id)
            var salt = 0
            while taken.contains(slug) {
                salt += 1
                slug = Slug.hashed(id, salt: salt)
            }
            taken.insert(slug)
            slugs[id] = slug
        }
        return slugs
    }
}

extension Routes {
    /// Kept while the ids of the categories, goods and docs are the same, as they are after a
    /// goods edit (``ContextReuse``).
    static func isKept(after reuse: ContextReuse) -> Bool { true }
}
