/// A photo as the build publishes it: upright, in sRGB, without metadata, at each width of
/// the ladder in a modern format and a fallback one.
public struct ImageLadder: Sendable, Hashable {
    /// One encoded file.
    public struct Rendition: Sendable, Hashable {
        public let format: ImageFormat
        public let width: Int
        public let height: Int
        /// The SHA-256 of its bytes, 64 hex digits.
        public let contentHash: String
    }

    /// The upright photo's size before resizing.
    public let width: Int
    public let height: Int
    /// Whether the photo has transparency (its fallback is PNG, not JPEG).
    public let hasAlpha: Bool
    /// Every width in the modern format, then every width in the fallback format, narrowest first.
    public let renditions: [Rendition]
    /// The JPEG (PNG with transparency) that Open Graph and structured data name: one of
    /// `renditions` or its own file.
    public let share: Rendition

    /// The fallback format: PNG with transparency, else JPEG.
    public var fallbackFormat: ImageFormat { hasAlpha ? .png : .jpeg }

    /// Every encoded file: the renditions and, when it is not one of them, the share image.
    public var files: [Rendition] {
        renditions.contains(share) ? renditions : renditions + [share]
    }
}
