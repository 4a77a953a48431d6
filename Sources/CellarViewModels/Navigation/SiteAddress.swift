import CellarModel
import Foundation

/// Where the site is published, for what must name it absolutely (canonical links, the
/// sitemap, Open Graph): the base URL's scheme, host and path, `https://host/shop/`.
public struct SiteAddress: Sendable, Equatable {
    /// The site root's absolute URL; always ends in `/`.
    public let root: String
    /// The photos' published names, for their share renditions' URLs.
    let assets: AssetNames

    /// `nil` when the base URL is not an absolute http(s) URL with a host (`/`, `/shop/`).
    public init?(baseURL: String, assets: AssetNames = AssetNames()) {
        guard let separator = baseURL.range(of: "://") else { return nil }
        let scheme = baseURL[..<separator.lowerBound].lowercased()
        let host = baseURL[separator.upperBound...].prefix { !"/?#".contains($0) }
        guard scheme == "https" || scheme == "http", !host.isEmpty else { return nil }
        root = scheme + "://" + host + SiteContext.path(of: baseURL)
        self.assets = assets
    }

    /// The absolute URL of a place in the site.
    public func url(to path: SitePath) -> String {
        root + LinkBuilder.percentEncoded(path.value)
    }

    /// The absolute URL of an image named in the fixtures: a local photo's share rendition
    /// (a JPEG about 1200 px wide, as Open Graph and Google ask for), another local file in
    /// the site's `media/`, a remote http(s) one as it is; `nil` for none or one without an
    /// absolute form.
    public func imageURL(_ image: String?) -> String? {
        guard let image, !image.isEmpty else { return nil }
        switch ImageReference(image) {
        case .local(let path):
            if let published = assets.image(atFixturePath: path) { return url(to: published.share.path) }
            return root + "media/" + LinkBuilder.percentEncoded(path)
        case .remote(let url):
            let lowered = url.lowercased()
            return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? url : nil
        }
    }
}
