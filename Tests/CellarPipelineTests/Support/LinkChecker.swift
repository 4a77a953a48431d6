import CellarTestSupport
import Foundation

/// Finds the internal links (`href`, `src`) of a built site that lead to no file in it.
enum LinkChecker {
    /// Broken links as "page → link".
    static func brokenLinks(in site: String) -> [String] {
        var broken: [String] = []
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        // The 404 pages (one in each market's folder) link from the base path, absolutely.
        for (page, contents) in Repository.files(in: site)
        where page.hasSuffix(".html") && !page.hasSuffix("404.html") {
            let html = String(decoding: contents, as: UTF8.self)
            let folder = (page as NSString).deletingLastPathComponent
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                let link = String(html[Range(match.range(at: 1), in: html)!]).replacingOccurrences(
                    of: "&amp;", with: "&")
                guard let target = internalTarget(of: link, from: folder) else { continue }
                if !FileManager.default.fileExists(atPath: site + "/" + target) {
                    broken.append("\(page) → \(link)")
                }
            }
        }
        return broken.sorted()
    }

    /// The file a relative link leads to, relative to the site; `nil` for outside links and anchors.
    private static func internalTarget(of link: String, from folder: String) -> String? {
        if link.isEmpty || link.hasPrefix("#") || link.contains("://") || link.hasPrefix("mailto:") { return nil }
        var path = link
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        path = path.removingPercentEncoding ?? path
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch part {
            case "..": if parts.popLast() == nil { return "../escapes-the-site" }
            case ".", "": continue
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasSuffix("/") || path.isEmpty ? (joined.isEmpty ? "index.html" : joined + "/index.html") : joined
    }
}
