import Crypto
import Foundation

/// The `Content-Security-Policy` a Cellar site is served with: scripts, styles, fonts and
/// data from the site itself only (the storefront script is ES modules from `assets/`), the
/// theme's inline scripts allowed by their SHA-256 hash, images from the site or any https
/// host (goods may show remote photos), no plugins, no framing, forms sent to the site only;
/// plus the sources the shop's checkout provider needs.
public struct ContentSecurityPolicy: Sendable, Equatable {
    /// `'sha256-…'` sources, one per inline script.
    public let inlineScriptHashes: [String]
    /// Sources beyond the site's own, by directive (`connect-src`, `frame-src` …): what the
    /// checkout provider needs.
    public let extraSources: [String: [String]]

    /// The policy for a theme whose templates are `templates` (texts): each inline script
    /// among them is allowed by its hash; `extraSources` adds sources by directive.
    public init(templates: some Sequence<String>, extraSources: [String: [String]] = [:]) {
        inlineScriptHashes = Set(templates.flatMap(Self.inlineScripts(in:))).sorted().map {
            "'sha256-\(Data(SHA256.hash(data: Data($0.utf8))).base64EncodedString())'"
        }
        self.extraSources = extraSources
    }

    public var value: String {
        let directives: [(name: String, sources: [String])] = [
            ("default-src", ["'self'"]),
            ("script-src", ["'self'"] + inlineScriptHashes),
            ("style-src", ["'self'"]),
            ("img-src", ["'self'", "https:", "data:"]),
            ("font-src", ["'self'"]),
            ("connect-src", ["'self'"]),
            ("frame-src", []),
            ("object-src", ["'none'"]),
            ("base-uri", ["'self'"]),
            ("form-action", ["'self'"]),
            ("frame-ancestors", ["'none'"]),
        ]
        return directives.compactMap { name, sources in
            let all = sources + (extraSources[name] ?? []).filter { !sources.contains($0) }
            // An empty directive is left out: frame-src without a provider's frames falls back to default-src.
            return all.isEmpty ? nil : ([name] + all).joined(separator: " ")
        }.joined(separator: "; ")
    }

    /// The text of each `<script>` without `src` whose type runs as JavaScript (no type,
    /// `module`, `text/javascript`); JSON-LD and other data blocks are not scripts to a browser.
    static func inlineScripts(in template: String) -> [String] {
        var scripts: [String] = []
        var rest = template[...]
        while let open = rest.range(of: "<script") {
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">"),
                let close = rest[tagEnd...].range(of: "</script>")
            else { break }
            let attributes = rest[open.upperBound..<tagEnd].lowercased()
            let type =
                attributes.range(of: "type=").map {
                    attributes[$0.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
                } ?? ""
            let runs = type.isEmpty || type.hasPrefix("module") || type.hasPrefix("text/javascript")
            if runs && !attributes.contains("src=") {
                scripts.append(String(rest[rest.index(after: tagEnd)..<close.lowerBound]))
            }
            rest = rest[close.upperBound...]
        }
        return scripts
    }
}
