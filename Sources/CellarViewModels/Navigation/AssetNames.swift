/// The names the theme's assets and the fixtures' photos are published under: each file of
/// `assets/` gets its content's hash in its name (`assets/style.css` →
/// `assets/style.3f2a9c81.css`), so hosts can cache it forever and a changed file gets a new
/// URL; each photo is published as its renditions, named likewise. ``LinkBuilder`` applies it
/// to every `assets/…` path and every image it links to, so each one's links follow without
/// naming it here.
public struct AssetNames: Sendable, Equatable {
    private let published: [SitePath: SitePath]
    /// By the photo's path in the fixtures folder.
    private let images: [String: PublishedImage]
    /// By the SVG file's path in the fixtures folder, for those whose size is known.
    private let svgSizes: [String: ImageSize]
    /// The folder of the market whose pages link with these names (`en/`; `""` at the root):
    /// the assets and photos are the site's, at its root, shared by every market.
    public let marketFolder: String

    /// - Parameters:
    ///   - published: each asset's published path, by its path in the theme.
    ///   - images: each photo's renditions, by its path in the fixtures folder.
    ///   - svgSizes: the size of each SVG file that gives itself one, by its path in the fixtures folder.
    public init(
        _ published: [SitePath: SitePath] = [:], images: [String: PublishedImage] = [:],
        svgSizes: [String: ImageSize] = [:], marketFolder: String = ""
    ) {
        self.published = published
        self.images = images
        self.svgSizes = svgSizes
        self.marketFolder = marketFolder
    }

    /// These names with `images` as the photos' and `svgSizes` as the SVG files' sizes.
    public func publishing(_ images: [String: PublishedImage], svgSizes: [String: ImageSize]) -> AssetNames {
        AssetNames(published, images: images, svgSizes: svgSizes, marketFolder: marketFolder)
    }

    /// These names as the pages of the market in `folder` link with them.
    func inMarketFolder(_ folder: String) -> AssetNames {
        AssetNames(published, images: images, svgSizes: svgSizes, marketFolder: folder)
    }

    /// Whether `path` is one of the theme's assets, which every market shares.
    func isAsset(_ path: SitePath) -> Bool {
        published[path] != nil || path.value.hasPrefix("assets/")
    }

    /// How the photo at `path` in the fixtures folder is published; `nil` for a file the build
    /// copies as it is (an SVG).
    public func image(atFixturePath path: String) -> PublishedImage? {
        images[path]
    }

    /// The size of the SVG file at `path` in the fixtures folder; `nil` when it gives none.
    public func svgSize(atFixturePath path: String) -> ImageSize? {
        svgSizes[path]
    }

    /// Where an asset is published; any other path as it is.
    public func resolve(_ path: SitePath) -> SitePath {
        published[path] ?? path
    }
}
