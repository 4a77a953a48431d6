import CellarImages
import CellarTestSupport
import Foundation
import Testing

/// Tiny photos through the real libvips, each into a fresh cache.
@Suite("Photos")
struct ImageCacheTests {
    private func photo(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Repository.testPhotos + "/" + name))
    }

    private func freshCache(_ settings: ImageSettings = ImageSettings()) -> ImageCache {
        ImageCache(directory: Repository.scratchFolder("image-cache"), settings: settings)
    }

    /// What each rendition's file declares, read from its bytes.
    private func sizes(of ladder: ImageLadder, in cache: ImageCache) throws -> [EncodedImageSize?] {
        try ladder.files.map { EncodedImageSize(try Data(contentsOf: URL(fileURLWithPath: cache.path(of: $0)))) }
    }

    @Test func anEXIFRotatedPhotoComesOutPortrait() throws {
        let cache = freshCache()
        let ladder = try cache.ladder(of: try photo("rotated.jpg")).ladder
        #expect(ladder.width == 24 && ladder.height == 48, "stored 48 × 24 with orientation 6 shows 24 × 48")
        #expect(try sizes(of: ladder, in: cache).allSatisfy { $0 == EncodedImageSize(width: 24, height: 48) })
    }

    @Test func aPNGWithTransparencyKeepsIt() throws {
        let cache = freshCache()
        let ladder = try cache.ladder(of: try photo("alpha.png")).ladder
        #expect(ladder.hasAlpha)
        #expect(ladder.fallbackFormat == .png)
        let fallback = try #require(ladder.renditions.first { $0.format == .png })
        #expect(EncodedImageSize.pngHasAlpha(try Data(contentsOf: URL(fileURLWithPath: cache.path(of: fallback)))))
        #expect(ladder.renditions.map(\.format) == [.webp, .png])
    }

    @Test func everyRenditionIsAsWideAsItSays() throws {
        let cache = freshCache(ImageSettings(widths: [8, 16, 32], shareWidth: 20))
        let ladder = try cache.ladder(of: try photo("alpha.png")).ladder
        #expect(ladder.renditions.map(\.width) == [8, 16, 32, 8, 16, 32])
        #expect(ladder.share.width == 20 && ladder.share.format == .png)
        let declared = ladder.files.map { EncodedImageSize(width: $0.width, height: $0.height) }
        #expect(try sizes(of: ladder, in: cache) == declared)
        #expect(
            declared.allSatisfy { abs(Double($0.height) / Double($0.width) - 30.0 / 40) < 0.07 },
            "keeps the aspect ratio")
    }

    @Test func theLadderIsNeverWiderThanThePhoto() {
        let settings = ImageSettings()
        #expect(settings.ladder(forWidth: 4000) == [320, 640, 960, 1280, 1920])
        #expect(settings.ladder(forWidth: 1920) == [320, 640, 960, 1280, 1920])
        #expect(settings.ladder(forWidth: 1000) == [320, 640, 960, 1000])
        #expect(settings.ladder(forWidth: 1) == [1])
    }

    @Test func aOneByOneImageAndAPanoramaWork() throws {
        let cache = freshCache()
        let tiny = try cache.ladder(of: try photo("tiny.png")).ladder
        #expect(tiny.width == 1 && tiny.height == 1)
        #expect(try sizes(of: tiny, in: cache).allSatisfy { $0 == EncodedImageSize(width: 1, height: 1) })
        let panorama = try cache.ladder(of: try photo("panorama.jpg")).ladder
        #expect(panorama.width == 16000 && panorama.height == 40)
        #expect(panorama.renditions.map(\.width) == [320, 640, 960, 1280, 1920, 320, 640, 960, 1280, 1920])
        #expect(try sizes(of: panorama, in: cache).map { $0?.width } == panorama.files.map(\.width))
    }

    @Test func aCachedPhotoIsNotEncodedAgain() throws {
        let cache = freshCache()
        let first = try cache.ladder(of: try photo("rotated.jpg"))
        #expect(first.encodedFiles == first.ladder.files.count && first.encodedFiles > 0)
        let again = try ImageCache(directory: cache.directory).ladder(of: try photo("rotated.jpg"))
        #expect(again.encodedFiles == 0)
        #expect(again.ladder == first.ladder)
        let otherSettings = try ImageCache(directory: cache.directory, settings: ImageSettings(quality: 60)).ladder(
            of: try photo("rotated.jpg"))
        #expect(otherSettings.encodedFiles > 0, "the settings are part of the key")
    }

    @Test func aMissingCachedFileIsEncodedAgain() throws {
        let cache = freshCache()
        let first = try cache.ladder(of: try photo("tiny.png")).ladder
        try FileManager.default.removeItem(atPath: cache.path(of: first.renditions[0]))
        #expect(try cache.ladder(of: try photo("tiny.png")).encodedFiles > 0)
        #expect(FileManager.default.fileExists(atPath: cache.path(of: first.renditions[0])))
    }

    @Test(arguments: [
        ("truncated.jpg", "cannot decode the image"),
        ("text.png", "not an image libvips can read"),
        ("drawing.jpg", "unsupported image format (Svg)"),
        ("bomb.png", "30000 × 30000 pixels is more than the limit of 100,000,000 pixels"),
    ])
    func aBadFileIsAClearProblem(file: String, problem: String) throws {
        let cache = freshCache()
        #expect {
            try cache.ladder(of: try photo(file))
        } throws: { error in
            (error as? ImageProblem)?.description.contains(problem) == true
        }
        #expect(FileManager.default.fileExists(atPath: cache.directory), "the cache folder is there to look in")
        #expect(Repository.files(in: cache.directory).isEmpty, "nothing is cached for a bad file")
        // The same look sees what a good photo leaves, so the one above can fail.
        _ = try cache.ladder(of: try photo("tiny.png"))
        #expect(Repository.files(in: cache.directory).keys.contains { $0.hasPrefix("images/files/") })
    }
}
