/// How photos are encoded: the width ladder, the formats and the quality. Part of every
/// cache key, so changing any of it encodes again.
public struct ImageSettings: Sendable, Hashable {
    /// The widths each photo is encoded at, narrowest first; a photo narrower than the widest
    /// gets the widths below its own and its own width.
    public var widths: [Int]
    /// The width of the JPEG that Open Graph and structured data name (or the photo's own
    /// width when narrower).
    public var shareWidth: Int
    /// The format every width is encoded in first, for browsers that take it.
    public var modernFormat: ImageFormat
    /// WebP and JPEG quality, 1 to 100.
    public var quality: Int
    /// The most pixels a photo's header may declare: a larger one is refused before any pixel
    /// is decoded (a decompression bomb: a 30,000 × 30,000 PNG is a few kilobytes).
    public var pixelLimit: Int

    /// The settings the built-in theme's slots are made for: 320 to 1920 px, WebP and a JPEG
    /// (PNG when the photo has transparency) at quality 80, at most 100 megapixels.
    public init(
        widths: [Int] = [320, 640, 960, 1280, 1920], shareWidth: Int = 1200, modernFormat: ImageFormat = .webp,
        quality: Int = 80, pixelLimit: Int = 100_000_000
    ) {
        self.widths = widths.sorted()
        self.shareWidth = shareWidth
        self.modernFormat = modernFormat
        self.quality = quality
        self.pixelLimit = pixelLimit
    }

    /// The widths a photo `width` pixels wide is encoded at.
    public func ladder(forWidth width: Int) -> [Int] {
        let below = widths.filter { $0 < width }
        return widths.contains(where: { $0 >= width }) ? below + [width] : below
    }

    /// What the cache key holds besides the photo's bytes: every setting that changes the
    /// encoded files, and the encoder's version.
    var cacheIdentity: String {
        "cellar-images-2 widths=\(widths) share=\(shareWidth) modern=\(modernFormat.rawValue) q=\(quality)"
    }
}
