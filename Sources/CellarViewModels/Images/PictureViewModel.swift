import CellarProperties

/// An image as a page shows it: `<picture>` with a `<source>` per modern format and an
/// `<img>` with the fallback's `srcset`, its size (so the page keeps its place before the
/// image arrives) and how urgently the browser should fetch it. The theme gives `sizes`,
/// since it knows each slot's width.
public struct PictureViewModel: Sendable, Equatable, PropertyListing {
    /// A `<source>`: one format at every width.
    public struct Source: Sendable, Equatable, PropertyListing {
        public let mediaType: String
        public let srcset: String
    }

    /// How the browser should fetch an image.
    public enum Priority: Sendable, Equatable {
        /// The page's main image (the goods photo, the first banner): fetched first.
        case main
        /// In view when the page opens, but not its main image: fetched as the browser sees fit.
        case eager
        /// Below the fold or out of view: fetched when it comes near and decoded off the main thread.
        case deferred
    }

    /// Empty for an SVG or a remote image, which are shown as they are.
    public let sources: [Source]
    public let src: String
    /// The fallback format at every width; `nil` for an SVG or a remote image.
    public let srcset: String?
    /// The upright image's size, or an SVG file's own; `nil` when the build does not know it (a
    /// remote image, an SVG that leaves its size to where it is shown).
    public let width: Int?
    public let height: Int?
    public let alt: String
    /// `loading="lazy" decoding="async"`.
    public let isDeferred: Bool
    /// `fetchpriority="high"`.
    public let isMain: Bool

    /// The largest fallback rendition the `<img src>` names for browsers without `srcset`.
    static let srcWidth = 640

    /// The picture of the card the script clones: an `<img>` alone, whose `src` it sets.
    static let scriptTemplate = PictureViewModel(
        sources: [], src: "", srcset: nil, width: nil, height: nil, alt: "", isDeferred: true, isMain: false
    )

    private init(
        sources: [Source], src: String, srcset: String?, width: Int?, height: Int?, alt: String, isDeferred: Bool,
        isMain: Bool
    ) {
        self.sources = sources
        self.src = src
        self.srcset = srcset
        self.width = width
        self.height = height
        self.alt = alt
        self.isDeferred = isDeferred
        self.isMain = isMain
    }

    /// - Returns: `nil` for no image or an unsafe one.
    init?(image: String?, alt: String, priority: Priority, links: LinkBuilder) {
        guard let image, let url = links.imageURL(image) else { return nil }
        self.alt = alt
        isDeferred = priority == .deferred
        isMain = priority == .main
        guard let published = links.publishedImage(image) else {
            let size = links.svgSize(image)
            sources = []
            src = url
            srcset = nil
            width = size?.width
            height = size?.height
            return
        }
        let srcset = { (renditions: [PublishedImage.Rendition]) in
            renditions.map { "\(links.url(to: $0)) \($0.width)w" }.joined(separator: ", ")
        }
        sources =
            published.modern.isEmpty
            ? [] : [Source(mediaType: published.modern[0].mediaType, srcset: srcset(published.modern))]
        let shown = published.fallback.last { $0.width <= Self.srcWidth } ?? published.fallback[0]
        src = links.url(to: shown)
        self.srcset = srcset(published.fallback)
        width = published.width
        height = published.height
    }
}
