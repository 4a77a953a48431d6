/// A page that Cellar 0.1 placed elsewhere: it gave every id or brand name that was not a
/// tidy slug a hashed one (`Red Wine` → `red-wine--<hash>`, `白酒` → `id--<hash>`), which
/// readable slugs (``Slug``) replaced. The old place gets a page that sends its visitors on
/// (``MovedPageViewModel``) and a line in `_redirects` (``RedirectsFileViewModel``), so links
/// and search results made before keep working.
struct PageMove: Sendable, Equatable {
    /// Where Cellar 0.1 put the page.
    let from: SitePath
    /// Where it is now.
    let to: SitePath
    /// Whether further pages follow it below its folder (a category's or brand's pages 2, 3 …),
    /// which `_redirects` sends on with a wildcard.
    let hasPagesBelow: Bool

    /// The move of the page at `folder` + a slug from an id's Cellar 0.1 slug to `slug`; `nil`
    /// when the two are the same, as they are for a tidy id.
    init?(folder: String, id: String, slug: String, hasPagesBelow: Bool) {
        let previous = Self.previousSlug(of: id)
        guard previous != slug else { return nil }
        from = SitePath("\(folder)/\(previous)/")
        to = SitePath("\(folder)/\(slug)/")
        self.hasPagesBelow = hasPagesBelow
    }

    /// The slug Cellar 0.1 gave an id: the id itself when tidy (and not a name Windows
    /// reserves), else its first 40 ASCII letters and digits, lowercased and joined by
    /// hyphens (`id` for none), `--` and the id's hash. (0.1 salted a second hash only when two
    /// ids' hashes collided, which no shop has seen.)
    static func previousSlug(of id: String) -> String {
        if Slug.isTidy(id), !Slug.needsHash(id) { return id }
        var readable = ""
        var pendingHyphen = false
        for scalar in id.unicodeScalars {
            guard readable.count < 40 else { break }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !readable.isEmpty { readable.append("-") }
                readable.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return (readable.isEmpty ? "id" : readable) + "--" + Slug.hash(id)
    }
}

/// Every page move of a build: the routes' (categories, goods, docs), then the brands'. Made once
/// a build for the moved pages and `_redirects`, which both list them.
struct PageMoves: Sendable {
    let all: [PageMove]

    /// The moves change with the ids (which every page's links follow) and the brands' names.
    static func areAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.brandList
    }
}

extension SiteContext {
    var pageMoves: PageMoves {
        madeOnce { PageMoves(all: routes.moves + brandIndex.moves) }
    }
}
