import CellarModel
import Foundation

/// Makes the links of one page: relative to the page, so the site works at a domain's root
/// and under a sub-path alike, or from the base URL's path for pages served at any URL (404).
public struct LinkBuilder: Sendable, Equatable {
    /// What a site-root path is prefixed with: `""`, `"../../"` or `"/shop/"`.
    let rootPrefix: String
    /// What a path every market shares (an asset, a photo) is prefixed with: ``rootPrefix``
    /// out of the market's folder (``AssetNames/marketFolder``) to the site's root.
    let sharedPrefix: String
    let assets: AssetNames

    /// Links relative to a page at `path`, a place in its market.
    public init(relativeTo path: SitePath, assets: AssetNames) {
        rootPrefix = String(repeating: "../", count: path.depth)
        sharedPrefix = rootPrefix + String(repeating: "../", count: SitePath(assets.marketFolder).depth)
        self.assets = assets
    }

    /// Links from the market root's absolute path, e.g. `/shop/` or `/shop/en/`.
    public init(rootPath: String, assets: AssetNames) {
        rootPrefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        sharedPrefix =
            rootPrefix.hasSuffix("/" + assets.marketFolder)
            ? String(rootPrefix.dropLast(assets.marketFolder.utf8.count)) : rootPrefix
        self.assets = assets
    }

    /// The URL of a place in the market, percent-encoded (a slug in Chinese); an asset's is
    /// that of its content-hashed name, at the site's root.
    public func url(to path: SitePath) -> String {
        let prefix = assets.isAsset(path) ? sharedPrefix : rootPrefix
        let url = prefix + Self.percentEncoded(assets.resolve(path).value)
        return url.isEmpty ? "./" : url
    }

    /// The URL of `path`, a place in the market whose folder is `folder`, from this market's
    /// page: another market's version of the page (the market picker's links).
    func url(to path: SitePath, inMarketFolder folder: String) -> String {
        let url = sharedPrefix + Self.percentEncoded(folder + path.value)
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
        sharedPrefix + Self.percentEncoded(rendition.path.value)
    }

    private func url(of image: String?, rendition: (PublishedImage) -> PublishedImage.Rendition) -> String? {
        guard let image, !image.isEmpty else { return nil }
        switch ImageReference(image) {
        case .local(let path):
            if let published = assets.image(atFixturePath: path) { return url(to: rendition(published)) }
            return sharedPrefix + "media/" + Self.percentEncoded(path)
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
