/// The `_headers` file Netlify and Cloudflare Pages read
/// (https://docs.netlify.com/manage/routing/headers/,
/// https://developers.cloudflare.com/pages/configuration/headers/): the security headers on
/// every path, and a year's `Cache-Control` on each folder that holds only content-hashed
/// files (``SiteFileKind``), the same rule `cellar deploy` sets per object. Both hosts join the
/// values of a header that two matching rules set, so no path gets `Cache-Control` twice:
/// every other file keeps the hosts' default, which revalidates as ``SiteFileKind/other`` and
/// ``SiteFileKind/page`` say.
public struct HeadersFile: Sendable {
    /// The file's name, at the site's root.
    public static let path = "_headers"
    /// Cloudflare Pages reads at most 100 rules.
    static let ruleLimit = 100

    public let policy: ContentSecurityPolicy
    /// The folders, relative to the site, whose files are all content-hashed, outermost only.
    public let immutableFolders: [String]
    /// Where the site is served: `/`, `/shop/`.
    public let rootPath: String
    /// The folders, relative to the site, whose files search engines must not index (the
    /// published catalogue report's, Markdown and CSV included): `X-Robots-Tag: noindex`.
    public let unindexedFolders: [String]

    /// - Parameters:
    ///   - files: every file of the site, relative to its root.
    ///   - unindexedFolders: the folders whose files get `X-Robots-Tag: noindex`.
    public init(
        files: some Sequence<String>, rootPath: String, policy: ContentSecurityPolicy, unindexedFolders: [String] = []
    ) {
        var hashedOnly: [String: Bool] = [:]
        for file in files {
            // Only those root folders hold content-hashed files, and a file's folders are all
            // in its root folder: the files of the others (the pages) decide nothing here.
            // Found among the bytes, not the characters: a build names a page for each goods item.
            guard let root = SiteFileKind.contentHashedRoot(of: file) else { continue }
            let isHashed = SiteFileKind(path: file) == .contentHashed
            var folder = file
            // Up to that folder, not past it: a market's folder holds its pages too.
            while folder.utf8.count > root.utf8.count, let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = String(folder[..<slash])
                hashedOnly[folder] = (hashedOnly[folder] ?? true) && isHashed
            }
        }
        let folders = hashedOnly.filter { entry in
            guard entry.value else { return false }
            // Outermost: its parent folder (if any) holds other files too.
            guard let slash = entry.key.lastIndex(of: "/"), let parent = hashedOnly[String(entry.key[..<slash])] else {
                return true
            }
            return !parent
        }.keys.sorted()
        immutableFolders = Array(folders.prefix(Self.ruleLimit - 1 - unindexedFolders.count))
        self.unindexedFolders = unindexedFolders
        self.rootPath = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        self.policy = policy
    }

    public var text: String {
        var lines = [
            "# Made by Cellar for Netlify and Cloudflare Pages. Content-hashed files are cached for a year;",
            "# every other file revalidates (the hosts' default).",
            "\(rootPath)*",
            "  Content-Security-Policy: \(policy.value)",
            "  X-Content-Type-Options: nosniff",
            "  Referrer-Policy: strict-origin-when-cross-origin",
            "  X-Frame-Options: DENY",
        ]
        for folder in immutableFolders {
            lines += ["\(rootPath)\(folder)/*", "  Cache-Control: \(SiteFileKind.contentHashed.cacheControl)"]
        }
        for folder in unindexedFolders {
            lines += ["\(rootPath)\(folder)/*", "  X-Robots-Tag: noindex"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
