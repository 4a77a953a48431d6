import Foundation

/// A built site of one market or more checked whole, from its files alone: the language
/// alternates of its pages and its sitemap (Google's rules), and the prices each market's
/// goods pages, structured data and product feeds give (Merchant Center's rule that a feed's
/// price is the landing page's). scripts/tools/check_markets.py states the same rules, and
/// is their independent test.
///
/// The base URL (which may have a path, `https://example.com/shop/`) is the canonical URL of
/// the site's home page (`index.html`), else what `robots.txt` names as the sitemap's folder.
/// The markets are the home page's alternates and each folder with a home page and a
/// `feeds/google.xml`; each page belongs to the market whose folder holds it.
public struct SiteCheck {
    /// The site's folder, as given.
    let folder: String
    /// The URL the site is served at, normal, ending in `/`.
    let base: String
    /// The site's pages by file, relative to the folder.
    let pages: [String: SitePage]
    /// The files of ``pages`` in the order they were found (each folder's files, sorted, then
    /// its folders').
    let pageFiles: [String]
    /// Each market's folder (`""` for the root, `en/`), sorted.
    private(set) var markets: [String]
    /// Each hreflang in lower case → as the pages first write it, for the messages.
    let spellings: [String: String]
    /// What the checks found so far.
    var faults: Set<SiteFault> = []

    /// Checks the built site in `folder`; throws ``SiteCheckError`` when it is no built site.
    public static func check(site folder: String) throws(SiteCheckError) -> SiteCheckReport {
        var check = try SiteCheck(folder: folder)
        check.run()
        return SiteCheckReport(faults: check.faults, pageCount: check.pages.count, marketCount: check.markets.count)
    }

    /// Reads the site's pages and finds its base URL and markets.
    init(folder: String) throws(SiteCheckError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noFolder(folder)
        }
        self.folder = folder
        let homeFile = folder + "/index.html"
        guard Self.isFile(homeFile) else { throw .noHomePage(folder) }
        base = try Self.base(home: Self.text(homeFile), robots: Self.text(folder + "/robots.txt"), folder: folder)
        do {
            pageFiles = try Self.htmlFiles(in: folder, under: "")
        } catch {
            throw .unreadable(folder, error.localizedDescription)
        }
        var pages: [String: SitePage] = [:]
        var spellings: [String: String] = [:]
        for file in pageFiles {
            let page = SitePage(file: file, text: Self.text(folder + "/" + file) ?? "", base: base)
            pages[file] = page
            for alternate in page.alternates where spellings[alternate.hreflang.lowercased()] == nil {
                spellings[alternate.hreflang.lowercased()] = alternate.hreflang
            }
        }
        self.pages = pages
        self.spellings = spellings
        // The markets are found by the pages' URLs, which need the rest of the site read.
        markets = []
        markets = findMarkets()
    }

    /// The base URL: the home page's absolute canonical URL, else the folder of the sitemap
    /// robots.txt names.
    private static func base(home: String?, robots: String?, folder: String) throws(SiteCheckError) -> String {
        for link in HTMLDocument(home ?? "")?.root?.descendants(named: "link") ?? [] {
            let rels = (link.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
            if rels.contains("canonical"), let href = link.attribute("href"), SiteURL.isAbsolute(href) {
                return SiteURL.normal(href)
            }
        }
        for sitemap in sitemapLines(robots) where SiteURL.isAbsolute(sitemap) {
            return SiteURL.normal(String(sitemap[...(sitemap.lastIndex(of: "/") ?? sitemap.startIndex)]))
        }
        throw .noBaseURL(folder)
    }

    /// The values of robots.txt's `Sitemap:` lines.
    static func sitemapLines(_ robots: String?) -> [String] {
        (robots ?? "").split(whereSeparator: \.isNewline).compactMap { line in
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == "sitemap"
            else { return nil }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Each market's folder: those of the home page's alternates, the root, and each folder
    /// with a home page and a product feed.
    private func findMarkets() -> [String] {
        var markets: Set<String> = [""]
        for alternate in pages["index.html"]?.alternates ?? [] where alternate.hreflang.lowercased() != "x-default" {
            guard let file = file(of: alternate.url) else { continue }
            markets.insert(file.lastIndex(of: "/").map { String(file[...$0]) } ?? "")
        }
        for file in pageFiles where file == "index.html" || file.hasSuffix("/index.html") {
            let market = String(file.dropLast("index.html".count))
            if Self.isFile(folder + "/" + market + "feeds/google.xml") { markets.insert(market) }
        }
        return markets.sorted()
    }

    /// Runs every check.
    mutating func run() {
        var clusters = AlternateClusters()
        for file in pageFiles where !(pages[file]?.alternates.isEmpty ?? true) {
            checkAlternates(of: pages[file]!, into: &clusters)
        }
        checkClusters(clusters)
        checkSitemap()
        for file in pageFiles {
            for error in pages[file]?.jsonLDErrors ?? [] {
                fault(.price, file, "JSON-LD does not parse: \(error)")
            }
        }
        for market in markets {
            checkPrices(of: market)
        }
    }

    mutating func fault(_ kind: SiteFault.Kind, _ file: String, _ problem: String) {
        faults.insert(SiteFault(kind, file: file, problem: problem))
    }

    // MARK: Where things are

    /// The site's file (relative to its folder) that serves `url`, or `nil` when the URL is
    /// not the site's; the file may not exist.
    func file(of url: String) -> String? {
        guard SiteURL.isAbsolute(url) else { return nil }
        let url = SiteURL(SiteURL.normal(url))
        let base = SiteURL(base)
        guard url.scheme == base.scheme, url.authority == base.authority, url.path.hasPrefix(base.path) else {
            return nil
        }
        var rest = SiteURL.percentDecoded(url.path.dropFirst(base.path.count))
        if rest.isEmpty || rest.hasSuffix("/") { rest += "index.html" }
        rest = Self.normalPath(rest)
        if rest.hasPrefix("../") || rest == ".." || rest.hasPrefix("/") { return nil }
        if !Self.isFile(folder + "/" + rest), Self.isFile(folder + "/" + rest + "/index.html") {
            rest += "/index.html"
        }
        return rest
    }

    /// The page at `file`, if the site has one.
    func page(_ file: String?) -> SitePage? {
        file.flatMap { pages[$0] }
    }

    /// The market (its folder) of the file `file`: the longest market folder holding it.
    func market(of file: String) -> String {
        markets.filter { file.hasPrefix($0) }.max { $0.count < $1.count } ?? ""
    }

    /// Whether `file` (a path relative to the site) is a file of the site.
    func isSiteFile(_ file: String) -> Bool {
        Self.isFile(folder + "/" + file)
    }

    /// The text of the file at `path`, as UTF-8 (a byte that is not UTF-8 read as U+FFFD);
    /// `nil` when there is no such file.
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// A relative path without `.` segments, empty ones, or `..` ones that can go back
    /// (`a/../b` is `b`); `..` at its start stays.
    private static func normalPath(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/") where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else {
                segments.append(segment)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + segments.joined(separator: "/")
    }

    /// The HTML files below `folder`'s subfolder `under` (which is empty or ends in `/`),
    /// relative to `folder`: the subfolder's own, sorted, then its folders' in turn.
    private static func htmlFiles(in folder: String, under: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/" + under)
        var files: [String] = []
        var folders: [String] = []
        for name in names.sorted() {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + under + name, isDirectory: &isFolder) else {
                continue
            }
            if isFolder.boolValue {
                folders.append(under + name + "/")
            } else if name.hasSuffix(".html") {
                files.append(under + name)
            }
        }
        return try files + folders.flatMap { try htmlFiles(in: folder, under: $0) }
    }
}
