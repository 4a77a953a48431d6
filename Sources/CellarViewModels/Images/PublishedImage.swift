/// A photo named in the fixtures as the build published it (the pipeline makes it; plain
/// values, nothing of the image library): its upright size and each rendition's place in
/// the site.
public struct PublishedImage: Sendable, Hashable {
    /// One encoded file of the photo.
    public struct Rendition: Sendable, Hashable {
        /// `image/webp`, `image/jpeg`, `image/png`.
        public let mediaType: String
        public let width: Int
        public let height: Int
        public let path: SitePath

        public init(mediaType: String, width: Int, height: Int, path: SitePath) {
            self.mediaType = mediaType
            self.width = width
            self.height = height
            self.path = path
        }
    }

    /// The upright photo's size.
    public let width: Int
    public let height: Int
    /// Each width in the modern format (for `<source>`), narrowest first.
    public let modern: [Rendition]
    /// Each width in the format every browser shows (JPEG, or PNG with transparency), narrowest first.
    public let fallback: [Rendition]
    /// The file Open Graph, structured data and the feeds name (about 1200 px wide).
    public let share: Rendition

    public init(width: Int, height: Int, modern: [Rendition], fallback: [Rendition], share: Rendition) {
        self.width = width
        self.height = height
        self.modern = modern
        self.fallback = fallback
        self.share = share
    }
}
