import CellarModel
import Foundation

/// Where the site is published, for what must name it absolutely (canonical links, the
/// sitemap, Open Graph): the base URL's scheme, host and path, `https://host/shop/`.
public struct SiteAddress: Sendable, Equatable {
    /// The site root's absolute URL; always ends in `/`.
    public let root: String
    /// The absolute URL of the site's root, where the files every market shares are (the
    /// assets, the photos): ``root`` out of the market's folder, or the store's when the
    /// market has a domain of its own.
    public let sharedRoot: String
    /// The photos' published names, for their share renditions' URLs.
    let assets: AssetNames

    /// `nil` when the base URL is not an absolute http(s) URL with a host (`/`, `/shop/`).
    /// - Parameter sharedRoot: the site root's absolute URL, for a market on a domain of its
    ///   own; `nil` to take it from `baseURL` and the market's folder (``AssetNames/marketFolder``).
    public init?(baseURL: String, assets: AssetNames = AssetNames(), sharedRoot: String? = nil) {
        guard let separator = baseURL.range(of: "://") else { return nil }
        let scheme = baseURL[..<separator.lowerBound].lowercased()
        let host = baseURL[separator.upperBound...].prefix { !"/?#".contains($0) }
        guard scheme == "https" || scheme == "http", !host.isEmpty else { return nil }
        let root = scheme + "://" + host + SiteContext.path(of: baseURL)
        self.root = root
        let folder = assets.marketFolder
        self.sharedRoot =
            sharedRoot ?? (root.hasSuffix("/" + folder) ? String(root.dropLast(folder.utf8.count)) : root)
        self.assets = assets
    }

    /// The absolute URL of a place in the market; an asset's at the site's root.
    public func url(to path: SitePath) -> String {
        (assets.isAsset(path) ? sharedRoot : root) + LinkBuilder.percentEncoded(path.value)
    }

    /// The absolute URL of an image named in the fixtures: a local photo's share rendition
    /// (a JPEG about 1200 px wide, as Open Graph and Google ask for), another local file in
    /// the site's `media/`, a remote http(s) one as it is; `nil` for none or one without an
    /// absolute form.
    public func imageURL(_ image: String?) -> String? {
        guard let image, !image.isEmpty else { return nil }
        switch ImageReference(image) {
        case .local(let path):
            if let published = assets.image(atFixturePath: path) {
                return sharedRoot + LinkBuilder.percentEncoded(published.share.path.value)
            }
            return sharedRoot + "media/" + LinkBuilder.percentEncoded(path)
        case .remote(let url):
            let lowered = url.lowercased()
            return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? url : nil
        }
    }
}
