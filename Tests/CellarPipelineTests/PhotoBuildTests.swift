import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// Builds of a tiny shop whose goods show local photos (an EXIF-rotated JPEG, a panorama, a
/// PNG with alpha), each with its own image cache.
@Suite("Photos in a build")
struct PhotoBuildTests {
    static let goods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3, "image": \#
        "photos/rotated.jpg"},
         {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 2, "image": \#
        "photos/panorama.jpg", "thumb": "photos/alpha.png"}]
        """#

    private func shop() throws -> (TinyShop, BuildOptions) {
        let shop = TinyShop(goods: Self.goods)
        for name in ["rotated.jpg", "panorama.jpg", "alpha.png"] {
            try FileManager.default.createDirectory(atPath: shop.path + "/photos", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Repository.testPhotos + "/" + name, toPath: shop.path + "/photos/" + name)
        }
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site",
            cacheDirectory: Repository.scratchFolder("cache")
        )
        return (shop, options)
    }

    /// Every `srcset` candidate (`url 320w`) in the site's HTML pages, with the page it is on.
    private func candidates(in site: String) -> [(page: String, url: String, width: Int)] {
        Repository.files(in: site).filter { $0.key.hasSuffix(".html") }.flatMap { page, data in
            let html = String(decoding: data, as: UTF8.self)
            return html.matches(of: /srcset="([^"]*)"/).flatMap { match in
                match.1.split(separator: ",").map { candidate in
                    let parts = candidate.split(separator: " ")
                    return (page, String(parts[0]), Int(parts[1].dropLast())!)
                }
            }
        }
    }

    /// Every `srcset` candidate of the site is a file in it whose pixel width is the candidate's `w`.
    private func expectEveryCandidateExists(in site: String) {
        for (page, url, width) in candidates(in: site) {
            let file = URL(fileURLWithPath: site + "/" + page).deletingLastPathComponent().appendingPathComponent(url)
                .standardizedFileURL.path
            let data = FileManager.default.contents(atPath: file)
            #expect(data != nil, "\(page) names \(url), which is not in the site")
            #expect(data.flatMap(EncodedImageSize.init)?.width == width, "\(url) on \(page)")
        }
    }

    @Test func everySrcsetCandidateExistsAtTheWidthItsDescriptorSays() async throws {
        let (_, options) = try shop()
        _ = try await SiteBuilder(options: options).build()
        expectEveryCandidateExists(in: options.output)
        let candidates = candidates(in: options.output)
        #expect(candidates.count > 20)
        #expect(Set(candidates.map(\.width)).isSuperset(of: [24, 40, 320, 640, 960, 1280, 1920]))
    }

    @Test func imagesHaveTheUprightPhotosSize() async throws {
        let (_, options) = try shop()
        _ = try await SiteBuilder(options: options).build()
        let page = try Repository.text(options.output + "/goods/g-1/index.html")
        let image = try #require(page.firstMatch(of: /<img class="product__image"[^>]*>/)?.0)
        #expect(image.contains(#"width="24" height="48""#), "stored 48 × 24 with EXIF orientation 6: \(image)")
        #expect(image.contains(#"fetchpriority="high""#))
        #expect(!image.contains("loading="))
        let panorama = try Repository.text(options.output + "/goods/g-2/index.html")
        #expect(panorama.contains(#"width="16000" height="40""#))
        let category = try Repository.text(options.output + "/category/wine/index.html")
        let card = try #require(
            category.firstMatch(of: /<img class="card__image" src="[^"]+"[^>]*>/)?.0,
            "the first card with a picture (the script's card template has none)")
        #expect(card.contains(#"width="24" height="48""#) && card.contains(#"loading="lazy" decoding="async""#))
    }

    @Test func aWarmCacheEncodesNothingEvenIntoANewFolder() async throws {
        let (_, options) = try shop()
        let cold = try await SiteBuilder(options: options).build()
        #expect(cold.imagesEncoded > 10)
        #expect(try await SiteBuilder(options: options).build().imagesEncoded == 0)
        var elsewhere = options
        elsewhere.output = Repository.scratchFolder("new") + "/site"
        #expect(try await SiteBuilder(options: elsewhere).build().imagesEncoded == 0)
        let media = { (site: String) in Repository.files(in: site + "/media") }
        #expect(media(elsewhere.output) == media(options.output))
        #expect(media(options.output).count == cold.imagesEncoded)
    }

    /// As `cellar serve` rebuilds: a changed photo is the only one encoded, and its page names its new files.
    @Test func aRebuildEncodesOnlyTheChangedPhoto() async throws {
        let (shop, options) = try shop()
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        try FileManager.default.removeItem(atPath: shop.path + "/photos/alpha.png")
        try FileManager.default.copyItem(
            atPath: Repository.testPhotos + "/tiny.png", toPath: shop.path + "/photos/alpha.png")
        let second = try await builder.build(after: first.record)
        #expect(second.summary.imagesEncoded == 2, "the 1 × 1 photo as WebP and JPEG")
        expectEveryCandidateExists(in: options.output)
        #expect(candidates(in: options.output).contains { $0.width == 1 }, "the pages name the new photo's files")
    }

    /// A shop whose docs page and goods description show local photos, an SVG and a remote image in Markdown.
    private func markdownShop() throws -> (TinyShop, BuildOptions) {
        let (shop, options) = try shop()
        shop.write(
            "goods.json",
            #"""
            [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3,
              "description": "Grown on slate.\n\n![The slate slope](photos/panorama.jpg)\n\n| Year | Label |\n| -- | \#
            -- |\n| 2021 | ![Label 2021](photos/alpha.png) |"},
             {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 2}]
            """#)
        shop.write(
            "drawings/map.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="300" viewBox="0 0 60 40"></svg>"#)
        shop.write(
            "docs/about.md",
            """
            # About us

            ![Our cellar, *upright*](photos/rotated.jpg "The cellar")

            ![Map](drawings/map.svg) ![Elsewhere](https://img.example.com/far.jpg)
            """)
        return (shop, options)
    }

    @Test func imagesInMarkdownArePicturesOfTheSameLadder() async throws {
        let (_, options) = try markdownShop()
        _ = try await SiteBuilder(options: options).build()
        expectEveryCandidateExists(in: options.output)
        let about = try Repository.text(options.output + "/docs/about/index.html")
        // Extended syntax (a multi-line literal): its spaces are escaped, its line breaks no part of it.
        let photo = try #require(
            about.firstMatch(
                of:
                    #/
                    <picture><source\ type="image\/webp"\ srcset="[^"]+"\ sizes="[^"]+">
                    <img\ class="prose__image"[^>]*alt="Our\ cellar,\ upright"[^>]*><\/picture>
                    /#
            )?.0)
        #expect(
            photo.contains(#"width="24" height="48" loading="lazy" decoding="async""#),
            "the upright size, below the fold: \(photo)")
        #expect(candidates(in: options.output).contains { $0.page == "docs/about/index.html" && $0.width == 24 })
        let map = try #require(
            about.firstMatch(of: /<img class="prose__image" src="..\/..\/media\/drawings\/map.svg"[^>]*>/)?.0)
        #expect(
            map.contains(#"alt="Map" width="300" height="200""#),
            "the SVG's own width, its height from the viewBox: \(map)")
        #expect(
            about.contains(
                #"<img class="prose__image" src="https://img.example.com/far.jpg" alt="Elsewhere" loading="lazy""#))
        #expect(!about.contains("photos/rotated.jpg"), "the camera file is not named")
        let goods = try Repository.text(options.output + "/goods/g-1/index.html")
        #expect(
            goods.contains(
                /<p><picture><source[^>]*><img class="prose__image"[^>]*alt="The slate slope" width="16000" height="40"/
            ))
        #expect(
            goods.contains(
                /<td><picture><source[^>]*><img class="prose__image"[^>]*alt="Label 2021" width="40" height="30"/),
            "a picture in a table cell")
    }

    @Test func aBadImageInMarkdownStopsTheBuildNamingItsPlaceAndLeavesTheOldSite() async throws {
        let (shop, options) = try markdownShop()
        _ = try await SiteBuilder(options: options).build()
        let before = Repository.files(in: options.output)
        try FileManager.default.removeItem(atPath: shop.path + "/photos/panorama.jpg")
        try FileManager.default.copyItem(
            atPath: Repository.testPhotos + "/truncated.jpg", toPath: shop.path + "/photos/panorama.jpg")
        let corrupt = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(corrupt?.step == .processImages)
        #expect(
            corrupt?.problems.first?.hasPrefix(
                "goods.json[0] (id \"g-1\").description: photos/panorama.jpg: cannot decode the image") == true,
            "\(corrupt?.problems ?? [])")
        #expect(Repository.files(in: options.output) == before)
        try FileManager.default.removeItem(atPath: shop.path + "/photos/rotated.jpg")
        let missing = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(
            missing?.problems.contains(
                #"docs/about.md: image file "photos/rotated.jpg" does not exist in the fixtures folder"#) == true,
            "\(missing?.problems ?? [])")
        #expect(Repository.files(in: options.output) == before)
    }

    @Test(arguments: [
        ("truncated.jpg", "goods.json[0] (id \"g-1\").image: photos/rotated.jpg: cannot decode the image"),
        ("text.png", "goods.json[0] (id \"g-1\").image: photos/rotated.jpg: not an image libvips can read"),
        (
            "bomb.png",
            """
            goods.json[0] (id \"g-1\").image: photos/rotated.jpg: 30000 × 30000 pixels is more than the limit of \
            100,000,000 pixels
            """
        ),
    ])
    func aBadPhotoStopsTheBuildNamingItsPlaceAndLeavesTheOldSite(bad: String, problem: String) async throws {
        let (shop, options) = try shop()
        _ = try await SiteBuilder(options: options).build()
        let before = Repository.files(in: options.output)
        try FileManager.default.removeItem(atPath: shop.path + "/photos/rotated.jpg")
        try FileManager.default.copyItem(
            atPath: Repository.testPhotos + "/" + bad, toPath: shop.path + "/photos/rotated.jpg")
        let error = await #expect(throws: BuildError.self) { try await SiteBuilder(options: options).build() }
        #expect(error?.step == .processImages)
        #expect(error?.problems.count == 1)
        #expect(error?.problems.first?.hasPrefix(problem) == true, "\(error?.problems ?? [])")
        #expect(Repository.files(in: options.output) == before)
    }
}
