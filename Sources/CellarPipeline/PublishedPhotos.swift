import CellarImages
import CellarModel
import CellarViewModels
import Foundation

/// The fixtures' local images as the site publishes them: each raster photo (anything but
/// SVG) as its ladder of renditions through ``ImageCache``, encoded only when the cache does
/// not hold it; SVG files as they are, with the size each gives itself.
struct PublishedPhotos: Sendable {
    /// Each photo's renditions, by its path in the fixtures folder, for the view models.
    let images: [String: PublishedImage]
    /// The size of each SVG file that gives itself one, by its path in the fixtures folder.
    let svgSizes: [String: ImageSize]
    /// Every file to publish: its path in the site, and where its bytes are.
    let files: [(sitePath: String, source: String)]
    /// How many files were encoded (the rest came from the cache).
    let encodedFiles: Int

    /// Processes every local image `catalogue` names, at most `jobs` photos at once (each
    /// holds its source bytes and its decoded image, at most the ladder's widest width, in
    /// memory while it is encoded).
    /// - Throws: every photo that cannot be published, naming where the fixtures name it.
    static func process(_ catalogue: Catalogue, fixtures: String, cache: ImageCache, jobs: Int) async throws(BuildError
        .Reason) -> PublishedPhotos
    {
        let photos = catalogue.localImagePaths.filter { !isSVG($0) }
        var isFolder: ObjCBool = false
        if !photos.isEmpty, FileManager.default.fileExists(atPath: cache.directory, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            throw .files("\(cache.directory) is a file, not a folder for the photo cache; name one with --cache-dir")
        }
        let drawings = catalogue.localImagePaths.filter(isSVG)
        var files = drawings.map { ("media/" + $0, fixtures + "/" + $0) }
        let svgSizes = Dictionary(
            uniqueKeysWithValues: drawings.compactMap { path in
                size(ofSVGAt: fixtures + "/" + path).map { (path, $0) }
            })
        var images: [String: PublishedImage] = [:]
        var encodedFiles = 0
        var problems: [String] = []
        await withTaskGroup(of: (String, Result<(ImageLadder, Int), ImageProblem>?).self) { group in
            var pending = photos.makeIterator()
            func addNext() {
                guard let path = pending.next() else { return }
                group.addTask {
                    guard let source = FileManager.default.contents(atPath: fixtures + "/" + path) else {
                        return (path, nil)
                    }
                    return (path, Result { () throws(ImageProblem) in try cache.ladder(of: source) })
                }
            }
            for _ in 0..<jobs { addNext() }
            for await (path, result) in group {
                addNext()
                switch result {
                case nil:
                    problems.append("\(place(of: path, in: catalogue)): \(path): cannot read the file")
                case .success(let (ladder, encoded))?:
                    encodedFiles += encoded
                    let published = publishedImage(ladder, at: path)
                    images[path] = published
                    for rendition in ladder.files {
                        files.append((sitePath(of: rendition, at: path), cache.path(of: rendition)))
                    }
                case .failure(let problem)?:
                    problems.append("\(place(of: path, in: catalogue)): \(path): \(problem)")
                }
            }
        }
        guard problems.isEmpty else { throw .images(problems.sorted()) }
        return PublishedPhotos(
            images: images, svgSizes: svgSizes, files: files.sorted { $0.0 < $1.0 }, encodedFiles: encodedFiles)
    }

    /// The size an SVG file gives itself; `nil` for none or SVGZ. (A file that cannot be read
    /// stops the build when it is published.)
    private static func size(ofSVGAt path: String) -> ImageSize? {
        guard let data = FileManager.default.contents(atPath: path), let size = SVGSize(svg: data) else { return nil }
        return ImageSize(width: size.width, height: size.height)
    }

    /// SVG files are published as they are (no network, no rasterising).
    private static func isSVG(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".svg") || lowered.hasSuffix(".svgz")
    }

    private static func publishedImage(_ ladder: ImageLadder, at path: String) -> PublishedImage {
        let rendition = { (rendition: ImageLadder.Rendition) in
            PublishedImage.Rendition(
                mediaType: rendition.format.mediaType, width: rendition.width, height: rendition.height,
                path: SitePath(sitePath(of: rendition, at: path))
            )
        }
        let fallback = ladder.fallbackFormat
        return PublishedImage(
            width: ladder.width, height: ladder.height,
            modern: ladder.renditions.filter { $0.format != fallback }.map(rendition),
            fallback: ladder.renditions.filter { $0.format == fallback }.map(rendition),
            share: rendition(ladder.share)
        )
    }

    /// `images/goods/wine.jpg` at 640 px as WebP → `media/images/goods/wine-640.3f2a9c81d0.webp`:
    /// named by its bytes' hash, so hosts can cache it forever.
    private static func sitePath(of rendition: ImageLadder.Rendition, at path: String) -> String {
        let stem = (path as NSString).deletingPathExtension
        return "media/\(stem)-\(rendition.width).\(rendition.contentHash.prefix(10)).\(rendition.format.fileExtension)"
    }

    /// Where the fixtures first name a local image, for its problem: `goods.json[3] (id "house-red").image`.
    private static func place(of path: String, in catalogue: Catalogue) -> String {
        let names = { (image: String?) in image.map { ImageReference($0) == .local(path: path) } ?? false }
        if let index = catalogue.store.banners.firstIndex(where: { names($0.image) }) {
            return "store.json.banners[\(index)].image"
        }
        for (index, item) in catalogue.goods.enumerated() {
            let base = "goods.json[\(index)] (id \(item.id.jsonStringLiteral))"
            if names(item.thumb) { return base + ".thumb" }
            if names(item.image) { return base + ".image" }
            if item.images.contains(where: { names($0.source) }) { return base + ".images" }
            if let variant = item.variants.first(where: { $0.images.contains { names($0.source) } }) {
                return base + ", variant \(variant.id.jsonStringLiteral)"
            }
        }
        let shows = { (markdown: String?) in markdown.map { MarkdownImage.localPaths(in: $0).contains(path) } ?? false }
        for (index, item) in catalogue.goods.enumerated() where shows(item.description) {
            return "goods.json[\(index)] (id \(item.id.jsonStringLiteral)).description"
        }
        for item in catalogue.goods {
            for comment in catalogue.comments(onGoods: item.id)
            where names(comment.avatar) || comment.pictures.contains(where: { names($0.thumb) || names($0.full) }) {
                return "comments.json (comment \(comment.id))"
            }
        }
        for (index, category) in catalogue.categories.enumerated() where shows(category.description) {
            return "categories.json[\(index)].description"
        }
        if let doc = catalogue.docs.first(where: { shows($0.markdown) }) { return "docs/\(doc.name).md" }
        return "the fixtures"
    }
}
