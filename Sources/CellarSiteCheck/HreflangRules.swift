import Foundation

/// What the pages' alternates tell of one another, gathered page by page and checked once
/// all are read.
struct AlternateClusters {
    /// Each (page, hreflang in lower case) some pages list the page under → that hreflang as
    /// first written, and the pages listing it so.
    var listedLanguages: [PageLanguage: (hreflang: String, listers: Set<String>)] = [:]
    /// The pairs of pages of which one does not list the other back.
    var unreturned: Set<Set<String>> = []
    /// The pairs of pages listing each other with sets of alternates that differ.
    var differing: Set<[String]> = []

    struct PageLanguage: Hashable, Comparable {
        let file: String
        let hreflang: String

        static func < (left: PageLanguage, right: PageLanguage) -> Bool {
            (left.file, left.hreflang) < (right.file, right.hreflang)
        }
    }
}

/// Google's rules for a page's language alternates
/// (https://developers.google.com/search/docs/specialty/international/localized-versions):
/// every href absolute; every hreflang a BCP 47 language[-script][-region] or `x-default`; no
/// hreflang twice; the page itself among them; an `x-default`; every alternate a canonical page
/// of the site listing the same set back, whose `<html lang>` is the hreflang it is listed under.
extension SiteCheck {
    /// Whether `hreflang` is `x-default` or a BCP 47 language[-script][-region].
    static func isValidHreflang(_ hreflang: String) -> Bool {
        hreflang.wholeMatch(of: /x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|[0-9]{3}))?/.ignoresCase()) != nil
    }

    /// Checks one page's alternates on their own, and notes what they say of the other pages.
    mutating func checkAlternates(of page: SitePage, into clusters: inout AlternateClusters) {
        let file = page.file
        var seen: [String: String] = [:]
        for alternate in page.alternates {
            let hreflang = alternate.hreflang
            if !SiteURL.isAbsolute(alternate.href) {
                fault(
                    .hreflang, file,
                    "alternate href \(pythonRepr(alternate.href)) (hreflang \(hreflang)) is not absolute")
            }
            if !Self.isValidHreflang(hreflang) {
                fault(
                    .hreflang, file,
                    "hreflang \(pythonRepr(hreflang)) is not a BCP 47 language[-script][-region] or x-default")
            }
            if let first = seen[hreflang.lowercased()] {
                fault(.hreflang, file, "hreflang \(hreflang) is listed twice (\(first) and \(alternate.url))")
            } else {
                seen[hreflang.lowercased()] = alternate.url
            }
        }
        let own = page.alternateSet
        if page.canonical == nil {
            fault(.hreflang, file, "has alternates but no canonical link")
        }
        if !own.contains(where: { $0.url == page.selfURL }) {
            fault(.hreflang, file, "does not list itself (\(page.selfURL)) among its alternates")
        }
        if seen["x-default"] == nil {
            fault(.hreflang, file, "has no x-default alternate")
        }
        let ownEntries = own.filter { $0.url == page.selfURL }
        // The other pages it lists, in order, with the hreflangs it lists each under.
        var targets: [(page: SitePage, hreflangs: [String])] = []
        for alternate in page.alternates {
            let targetFile = self.file(of: alternate.url)
            guard let target = self.page(targetFile) else {
                let expected = targetFile.map { " (expected \($0))" } ?? ""
                fault(
                    .hreflang, file,
                    "alternate \(alternate.url) (hreflang \(alternate.hreflang)) is no page of the site\(expected)")
                continue
            }
            let hreflang = alternate.hreflang
            if Self.isValidHreflang(hreflang), hreflang.lowercased() != "x-default" {
                let key = AlternateClusters.PageLanguage(file: target.file, hreflang: hreflang.lowercased())
                clusters.listedLanguages[key, default: (hreflang, [])].listers.insert(file)
            }
            if target.file == page.file { continue }
            if let canonical = target.canonical, canonical != alternate.url {
                fault(
                    .hreflang, file,
                    """
                    alternate \(alternate.url) (hreflang \(hreflang)) is not canonical: \(target.file) names \
                    \(canonical)
                    """
                )
            }
            if let index = targets.firstIndex(where: { $0.page.file == target.file }) {
                targets[index].hreflangs.append(hreflang)
            } else {
                targets.append((target, [hreflang]))
            }
        }
        for (target, hreflangs) in targets {
            let theirs = target.alternateSet
            let missing = ownEntries.subtracting(theirs)
            if !missing.isEmpty {
                fault(
                    .hreflang, target.file,
                    """
                    does not link back to \(file), which lists it under hreflang \
                    \(hreflangs.joined(separator: " and ")) \
                    (missing return link \(describe(missing)))
                    """)
                clusters.unreturned.insert([file, target.file])
            } else if theirs != own {
                clusters.differing.insert([file, target.file].sorted())
            }
        }
    }

    /// What the pages' alternates gave once all were read: each page whose language is not
    /// the hreflang others list it under, each pair of pages listing each other with sets of
    /// alternates that differ otherwise than by a missing return link.
    mutating func checkClusters(_ clusters: AlternateClusters) {
        for (key, listed) in clusters.listedLanguages.sorted(by: { $0.key < $1.key }) {
            let language = pages[key.file]?.language
            if (language ?? "").lowercased() != listed.hreflang.lowercased() {
                let listers = listed.listers.sorted().joined(separator: ", ")
                fault(
                    .hreflang, key.file,
                    """
                    <html lang=\(language.map(pythonRepr) ?? "None")> but hreflang \(listed.hreflang) in \
                    \(listers) names it
                    """)
            }
        }
        for pair in clusters.differing.sorted(by: { $0.lexicographicallyPrecedes($1) })
        where !clusters.unreturned.contains(Set(pair)) {
            let (first, second) = (pair[0], pair[1])
            guard let own = pages[first]?.alternateSet, let theirs = pages[second]?.alternateSet else { continue }
            fault(
                .hreflang, first,
                """
                alternates differ from those of \(second): only here \(describe(own.subtracting(theirs))); \
                only there \(describe(theirs.subtracting(own)))
                """)
        }
    }

    /// Alternates as the messages show them, sorted: `zh-CN https://…/, en https://…/en/`.
    func describe(_ entries: Set<AlternateEntry>) -> String {
        let text = entries.sorted().map { "\(spellings[$0.hreflang] ?? $0.hreflang) \($0.url)" }
        return text.isEmpty ? "nothing" : text.joined(separator: ", ")
    }
}

/// `text` quoted as Python writes a string's repr (`'english'`), as the messages quote what
/// a page wrote.
func pythonRepr(_ text: String) -> String {
    let quote = text.contains("'") && !text.contains("\"") ? "\"" : "'"
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: quote, with: "\\" + quote)
    return quote + escaped + quote
}
