/// What a file of a built site is, by its path: the one rule for how long browsers and CDNs
/// may keep it (`cellar deploy`'s `Cache-Control`, the `_headers` file's) and in which order a
/// deploy uploads it (what is named before what names it).
public enum SiteFileKind: Int, Sendable, Comparable, CaseIterable {
    /// A file whose name holds its content's hash (`assets/style.3f2a9c81.css`,
    /// `media/images/goods/red-640.44ee533f5f.webp`, `data/search/terms-0.19c4f59f.json`):
    /// changed contents get a new name, so it may be cached for a year.
    case contentHashed
    /// Any other file but pages and indexes: data manifests, feeds, reports' tables, photos
    /// published under their own names (SVG).
    case other
    /// An HTML page.
    case page
    /// What names pages: `sitemap.xml`, `sitemaps/N.xml`, `robots.txt`.
    case index

    /// The folders at the site's root under which files may be content-hashed.
    static let contentHashedFolders: Set<String> = ["assets", "media", "data"]

    /// The kind of the file at `path`, relative to the site's root (`assets/style.3f2a9c81.css`).
    public init(path: String) {
        // Found among the bytes, not the characters: a build's site has thousands of files.
        let slash = UInt8(ascii: "/")
        let folder = path[..<(path.utf8.firstIndex(of: slash) ?? path.endIndex)]
        let name = path[(path.utf8.lastIndex(of: slash).map(path.utf8.index(after:)) ?? path.startIndex)...]
        if Self.contentHashedRoot(of: path) != nil, Self.namesContentHash(name) {
            self = .contentHashed
        } else if path.hasSuffix(".html") {
            self = .page
        } else if path == "sitemap.xml" || path == "robots.txt" || (folder == "sitemaps" && path.hasSuffix(".xml")) {
            self = .index
        } else {
            self = .other
        }
    }

    /// The `Cache-Control` value: a year and `immutable` for content-hashed files; every
    /// other file may be kept but is checked with the server before each use, so a deploy is
    /// seen at once.
    public var cacheControl: String {
        switch self {
        case .contentHashed: "public, max-age=31536000, immutable"
        case .other, .page, .index: "public, max-age=0, must-revalidate"
        }
    }

    public static func < (lhs: SiteFileKind, rhs: SiteFileKind) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The folder under which `path` may be content-hashed: one of ``contentHashedFolders``
    /// at the root (`data`), or a market's folder's `data` (`en/data`: each market has its own
    /// data files); `nil` for a path under neither.
    static func contentHashedRoot(of path: String) -> Substring? {
        let slash = UInt8(ascii: "/")
        guard let first = path.utf8.firstIndex(of: slash) else { return nil }
        if contentHashedFolders.contains(String(path[..<first])) { return path[..<first] }
        let rest = path.utf8[path.utf8.index(after: first)...]
        guard rest.starts(with: "data/".utf8) else { return nil }
        return path[..<path.utf8.index(first, offsetBy: 5)]
    }

    /// Whether the part of `name` before its extension ends in `.` and 8 to 16 lowercase hex
    /// digits, as the build names content-hashed files.
    private static func namesContentHash(_ name: Substring) -> Bool {
        let bytes = name.utf8
        let dot = UInt8(ascii: ".")
        guard let last = bytes.lastIndex(of: dot), let before = bytes[..<last].lastIndex(of: dot) else { return false }
        let hash = bytes[bytes.index(after: before)..<last]
        return (8...16).contains(hash.count)
            && hash.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }
}
