import CellarModel

/// Where every page of the site lives: one slug per category, goods item and docs page,
/// each unique.
public struct Routes: Sendable {
    private let categorySlugs: [String: String]
    private let goodsSlugs: [String: String]
    private let docSlugs: [String: String]
    /// The categories', goods items' and docs pages' places that Cellar 0.1 gave them, where
    /// those differ from today's.
    let moves: [PageMove]

    public init(catalogue: Catalogue) {
        categorySlugs = Self.uniqueSlugs(for: catalogue.categories.map(\.id))
        goodsSlugs = Self.uniqueSlugs(for: catalogue.goods.map(\.id))
        docSlugs = Self.uniqueSlugs(for: catalogue.docs.map(\.name))
        moves =
            Self.moves(in: "category", of: catalogue.categories.map(\.id), to: categorySlugs, hasPagesBelow: true)
            + Self.moves(in: "goods", of: catalogue.goods.map(\.id), to: goodsSlugs, hasPagesBelow: false)
            + Self.moves(in: "docs", of: catalogue.docs.map(\.name), to: docSlugs, hasPagesBelow: false)
    }

    /// The moves of the pages in `folder` of `ids` from their Cellar 0.1 slugs to `slugs`.
    static func moves(in folder: String, of ids: [String], to slugs: [String: String], hasPagesBelow: Bool)
        -> [PageMove]
    {
        ids.compactMap { PageMove(folder: folder, id: $0, slug: slugs[$0]!, hasPagesBelow: hasPagesBelow) }
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

    /// A slug for each id, unique among them: its readable slug (``Slug/make(from:)``) where no
    /// other id shares it, else the hashed one. An id that is its own slug keeps it whatever
    /// else shares it, so a new id never moves a tidy one.
    static func uniqueSlugs(for ids: [String]) -> [String: String] {
        var readable: [String: String] = Dictionary(minimumCapacity: ids.count)
        var sharing: [String: Int] = Dictionary(minimumCapacity: ids.count)
        for id in ids where readable[id] == nil {
            let slug = Slug.make(from: id)
            readable[id] = slug
            sharing[slug, default: 0] += 1
        }
        var slugs: [String: String] = Dictionary(minimumCapacity: readable.count)
        var taken = Set<String>(minimumCapacity: readable.count)
        var hashedIDs: [String] = []
        for id in ids where slugs[id] == nil {
            let slug = readable[id]!
            if !Slug.needsHash(slug) && (slug == id || sharing[slug] == 1) {
                slugs[id] = slug
                taken.insert(slug)
            } else {
                slugs[id] = ""
                hashedIDs.append(id)
            }
        }
        for id in hashedIDs {
            var salt = 0
            var slug = Slug.hashed(id, salt: salt)
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
