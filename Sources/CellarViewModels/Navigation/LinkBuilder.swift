import CellarModel
import Foundation

/// Makes the links of one page: relative to the page, so the site works at a domain's root
/// and under a sub-path alike, or from the base URL's path for pages served at any URL (404).
public struct LinkBuilder: Sendable, Equatable {
    /// What a site-root path is prefixed with: `""`, `"../../"` or `"/shop/"`.
    let rootPrefix: String
    let assets: AssetNames

    /// Links relative to a page at `path`.
    public init(relativeTo path: SitePath, assets: AssetNames) {
        rootPrefix = String(repeating: "../", count: path.depth)
        self.assets = assets
    }

    /// Links from the site root's absolute path, e.g. `/shop/`.
    public init(rootPath: String, assets: AssetNames) {
        rootPrefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        self.assets = assets
    }

    /// The URL of a place in the site, percent-encoded (a slug in Chinese); an asset's is that
    /// of its content-hashed name.
    public func url(to path: SitePath) -> String {
        let url = rootPrefix + Self.percentEncoded(assets.resolve(path).value)
        return url.isEmpty ? "./" : url
    }

    /// The URL of an image named in the fixtures, for a thumbnail: a photo's narrowest
    /// rendition in the format every browser shows; `nil` for none or an unsafe one
    /// (`javascript:` and other schemes that are not http(s)).
    public func imageURL(_ image: String?) -> String? {
        url(of: image) { $0.fallback[0] }
    }

    /// The URL of an image named in the fixtures, to see it large: a photo's share rendition
    /// (about 1200 px wide).
    public func largeImageURL(_ image: String?) -> String? {
        url(of: image) { $0.share }
    }

    /// How a local photo is published; `nil` for a remote image, an SVG or none.
    func publishedImage(_ image: String) -> PublishedImage? {
        guard case .local(let path) = ImageReference(image) else { return nil }
        return assets.image(atFixturePath: path)
    }

    /// The size of a local SVG file, when it gives itself one.
    func svgSize(_ image: String) -> ImageSize? {
        guard case .local(let path) = ImageReference(image) else { return nil }
        return assets.svgSize(atFixturePath: path)
    }

    /// The URL of a photo's rendition, percent-encoded as the fixtures' paths are.
    func url(to rendition: PublishedImage.Rendition) -> String {
        rootPrefix + Self.percentEncoded(rendition.path.value)
    }

    private func url(of image: String?, rendition: (PublishedImage) -> PublishedImage.Rendition) -> String? {
        guard let image, !image.isEmpty else { return nil }
        switch ImageReference(image) {
        case .local(let path):
            if let published = assets.image(atFixturePath: path) { return url(to: rendition(published)) }
            return rootPrefix + "media/" + Self.percentEncoded(path)
        case .remote(let url):
            return URLSafety.isSafeRemote(url) ? url : nil
        }
    }

    /// An outside link as it may appear in an `href` (``URLSafety/safeLink(_:)``); `nil` for
    /// an unsafe one.
    public func externalURL(_ url: String) -> String? {
        URLSafety.safeLink(url)
    }

    /// `path` with every byte but ASCII letters, digits and `-._~/` percent-encoded as UTF-8.
    static func percentEncoded(_ path: String) -> String {
        guard !path.utf8.allSatisfy(isKeptInPaths) else { return path }
        let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
        var encoded = ""
        encoded.unicodeScalars.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isKeptInPaths(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                encoded.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return encoded
    }

    private static func isKeptInPaths(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }
}
