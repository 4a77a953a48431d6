import Foundation

/// The sitemap's rules: the sitemaps robots.txt names (else `sitemap.xml`; each a sitemap or
/// an index of its parts) list pages of the site by their canonical URL, each with the
/// alternates its head lists.
extension SiteCheck {
    private static let sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
    private static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"

    /// The sitemaps robots.txt names (that are the site's files), else `sitemap.xml`.
    private mutating func sitemaps() -> [String] {
        var named: [String] = []
        for sitemap in Self.sitemapLines(Self.text(folder + "/robots.txt")) {
            if let file = file(of: sitemap), isSiteFile(file) {
                named.append(file)
            } else {
                fault(.hreflang, "robots.txt", "names sitemap \(sitemap), which is no file of the site")
            }
        }
        return named.isEmpty ? ["sitemap.xml"] : named
    }

    /// Checks each sitemap, and each part of a sitemap index.
    mutating func checkSitemap() {
        var parts: [(file: String, root: XMLFile.Element)] = []
        // The parsed files, kept while their elements are read.
        var documents: [XMLFile] = []
        for sitemap in sitemaps() {
            guard isSiteFile(sitemap) else {
                if pages.values.contains(where: { !$0.alternates.isEmpty }) {
                    fault(.hreflang, sitemap, "missing, though the pages have language alternates")
                }
                continue
            }
            guard let document = parse(sitemap), let root = document.root else { continue }
            documents.append(document)
            guard root.isNamed("sitemapindex", in: Self.sitemapNamespace) else {
                parts.append((sitemap, root))
                continue
            }
            for loc in root.elements(named: "loc", in: Self.sitemapNamespace) {
                let url = loc.text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let part = file(of: url), isSiteFile(part) else {
                    fault(.hreflang, sitemap, "lists sitemap \(url), which is no file of the site")
                    continue
                }
                guard let document = parse(part), let root = document.root else { continue }
                documents.append(document)
                parts.append((part, root))
            }
        }
        for (file, part) in parts {
            for entry in part.elements(named: "url", in: Self.sitemapNamespace) {
                checkSitemapEntry(entry, in: file)
            }
        }
    }

    /// The sitemap file `file` parsed; `nil`, with the fault, when it does not parse.
    private mutating func parse(_ file: String) -> XMLFile? {
        do {
            return try XMLFile(contentsOf: folder + "/" + file)
        } catch {
            fault(.hreflang, file, "does not parse: \(error)")
            return nil
        }
    }

    /// Checks one `<url>` of the sitemap `file` against its page.
    private mutating func checkSitemapEntry(_ entry: XMLFile.Element, in file: String) {
        let loc = entry.childText("loc", in: Self.sitemapNamespace) ?? ""
        var listed: Set<AlternateEntry> = []
        for link in entry.elements(named: "link", in: Self.xhtmlNamespace) where link.attribute("rel") == "alternate" {
            guard let hreflang = link.attribute("hreflang") else { continue }
            let href = link.attribute("href") ?? ""
            if !SiteURL.isAbsolute(href) {
                fault(.hreflang, file, "\(loc): alternate href \(pythonRepr(href)) is not absolute")
            }
            listed.insert(AlternateEntry(hreflang: hreflang.lowercased(), url: SiteURL.normal(href)))
        }
        guard let page = page(self.file(of: loc)) else {
            fault(.hreflang, file, "lists \(loc), which is no page of the site")
            return
        }
        if let canonical = page.canonical, canonical != SiteURL.normal(loc) {
            fault(.hreflang, file, "lists \(loc), whose page names \(canonical) as canonical")
        }
        let head = page.alternateSet
        if listed != head {
            fault(
                .hreflang, file,
                """
                \(loc): alternates differ from \(page.file)'s head: only in the sitemap \
                \(describe(listed.subtracting(head))); only in the page \(describe(head.subtracting(listed)))
                """)
        }
    }
}
