import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

/// The report's photos to improve: photos without alt text, fewer than three, photos too small
/// for Google Shopping (by the photo ladder's size of each local photo), and their readiness rows.
@Suite("Catalogue report: photos to improve")
struct PhotoReportTests {
    /// A local photo published at its upright size `width` × `height`.
    private static func published(_ name: String, width: Int, height: Int) -> PublishedImage {
        let rendition = PublishedImage.Rendition(
            mediaType: "image/jpeg", width: width, height: height, path: SitePath("media/images/\(name)-\(width).jpg"))
        return PublishedImage(width: width, height: height, modern: [], fallback: [rendition], share: rendition)
    }

    private static func report(_ goods: [GoodsItem], locale: String = "en", sizes: [String: (Int, Int)] = [:]) throws
        -> CatalogueReportViewModel
    {
        let images = Dictionary(
            uniqueKeysWithValues: sizes.map { path, size in
                (path, published(path, width: size.0, height: size.1))
            })
        let site = SiteViewModel(
            catalogue: TestData.catalogue(store: TestData.store(locale: locale), goods: goods),
            strings: .theme(locale), assets: AssetNames(images: images))
        return try #require(site.viewModel(for: .catalogueReport).report)
    }

    /// A goods item whose gallery is `photos`, each `(source, alt)`; the first is its `image`.
    private static func goods(_ id: String, _ photos: [(String, String?)], variants: [Variant] = []) -> GoodsItem {
        var goods =
            variants.isEmpty
            ? TestData.goods(id, thumb: nil)
            : GoodsItem(
                id: id, title: "Title \(id)", category: "wine", options: ["Size"], variants: variants,
                description: "Good stuff.")
        goods.image = photos.first?.0
        goods.images = photos.map { GoodsImage(source: $0.0, alt: $0.1) }
        return goods
    }

    private static func variant(_ id: String, image: String? = nil, _ photos: [(String, String?)] = []) -> Variant {
        var variant = Variant(id: id, values: [id], price: Money(cents: 500), stock: 5, image: image)
        variant.images = photos.map { GoodsImage(source: $0.0, alt: $0.1) }
        return variant
    }

    private static func problems(_ report: CatalogueReportViewModel) -> [String] {
        report.photosToImprove.map { "\($0.goodsID): \($0.problem)" }
    }

    @Test func photosWithoutAltTextAreCountedOverTheGalleryAndTheVariantsOnceEachBySource() throws {
        let report = try Self.report([
            Self.goods(
                "g", [("images/front.jpg", "The front"), ("images/back.jpg", nil), ("images/side.jpg", "A side")],
                variants: [
                    // Its own image and a photo of the goods item's, listed again without alt text.
                    Self.variant("red", image: "images/red.jpg", [("images/back.jpg", nil)]),
                    // The other variant's photo again, and one of its own with alt text.
                    Self.variant("blue", [("images/red.jpg", nil), ("images/blue.jpg", "Blue")]),
                ]),
            Self.goods("described", [("images/a.jpg", "A"), ("images/b.jpg", "B"), ("images/c.jpg", "C")]),
        ])
        #expect(Self.problems(report) == ["g: 2 photos without alt text"], "back.jpg and red.jpg, once each")
        #expect(report.hasPhotosToImprove)
        #expect(report.photosToImprove.first?.url == "../goods/g/")
        #expect(report.photosToImprove.first?.goodsTitle == "Title g")
    }

    @Test func theMainImageWithoutAltTextIsAPhotoWithoutAltText() throws {
        var goods = Self.goods("g", [("images/a.jpg", "A"), ("images/b.jpg", "B"), ("images/c.jpg", "C")])
        goods.image = "images/main.jpg"
        #expect(Self.problems(try Self.report([goods])) == ["g: 1 photo without alt text"])
    }

    @Test func fewerThanThreePhotosCountsTheGalleryOnceAndTheVariantsOwn() throws {
        let report = try Self.report([
            Self.goods("two", [("images/a.jpg", "A"), ("images/b.jpg", "B")]),
            Self.goods("one", [("images/a.jpg", "A")]),
            Self.goods("none", []),
            Self.goods(
                "with-variants", [("images/a.jpg", "A")],
                variants: [
                    Self.variant("x", [("images/a.jpg", "A"), ("images/x.jpg", "X")]),
                    Self.variant("y", [("images/y.jpg", "Y")]),
                ]),
            Self.goods(
                "shared", [("images/a.jpg", "A"), ("images/b.jpg", "B")],
                variants: [Self.variant("x", [("images/b.jpg", "B")]), Self.variant("y", [("images/a.jpg", "A")])]),
        ])
        #expect(CatalogueReportViewModel.minimumPhotos == 3)
        #expect(
            Self.problems(report) == [
                "two: 2 photos, fewer than 3", "one: 1 photo, fewer than 3", "none: 0 photos, fewer than 3",
                "shared: 2 photos, fewer than 3",
            ])
    }

    @Test func photosUnderGooglesSizesAreNamedByTheLaddersSize() throws {
        let photos = ["tiny", "low", "square", "narrow", "large", "remote"].map {
            ($0 == "remote" ? "https://cdn.example/remote.jpg" : "images/\($0).jpg", String?.some($0))
        }
        let report = try Self.report(
            [Self.goods("g", photos), Self.goods("big", [("images/large.jpg", "L"), ("images/wide.jpg", "W")])],
            sizes: [
                "images/tiny.jpg": (99, 400), "images/low.jpg": (2000, 40), "images/square.jpg": (100, 100),
                "images/narrow.jpg": (249, 1000), "images/large.jpg": (250, 250), "images/wide.jpg": (4000, 3000),
            ])
        #expect(
            Self.problems(report) == [
                "g: 2 photos under 100×100 px, too small for Google Shopping; 2 photos under 250×250 px, too small if "
                    + "Google files the goods as apparel",
                "big: 2 photos, fewer than 3",
            ])
    }

    @Test func remotePhotosAreNotJudgedForSize() throws {
        let remote = ["a", "b", "c"].map { ("https://cdn.example/\($0).jpg", String?.some($0)) }
        let report = try Self.report([Self.goods("g", remote)], sizes: ["https://cdn.example/a.jpg": (10, 10)])
        #expect(report.photosToImprove.isEmpty)
        #expect(!report.hasPhotosToImprove)
    }

    @Test func aVariantsPhotoIsJudgedForSize() throws {
        let report = try Self.report(
            [
                Self.goods(
                    "g", [("images/a.jpg", "A"), ("images/b.jpg", "B"), ("images/c.jpg", "C")],
                    variants: [Self.variant("v", image: "images/v.jpg")])
            ],
            sizes: ["images/v.jpg": (80, 80)])
        #expect(
            Self.problems(report) == [
                "g: 1 photo without alt text; 1 photo under 100×100 px, too small for Google Shopping"
            ])
    }

    @Test func readinessCountsTheGoodsAndTheTableListsThem() throws {
        let report = try Self.report(
            [
                Self.goods("few", [("images/a.jpg", nil)]),
                Self.goods("small", [("images/a.jpg", "A"), ("images/b.jpg", "B"), ("images/tiny.jpg", "T")]),
                Self.goods("fine", [("images/a.jpg", "A"), ("images/b.jpg", "B"), ("images/c.jpg", "C")]),
            ],
            sizes: ["images/tiny.jpg": (50, 50)])
        #expect(
            report.readiness.map { "\($0.label): \($0.count)" }.suffix(3) == [
                "Photos without alt text: 1", "Fewer than 3 photos: 1", "Photos under 100×100 px: 1",
            ])
        #expect(report.tables[.photosToImprove]?.header == ["id", "title", "problems"])
        #expect(
            report.tables[.photosToImprove]?.rows.map(\.cells) == [
                ["few", "Title few", "1 photo without alt text; 1 photo, fewer than 3"],
                ["small", "Title small", "1 photo under 100×100 px, too small for Google Shopping"],
            ])
        #expect(
            report.tables[.feedReadiness]?.rows.map(\.cells).suffix(3) == [
                ["Photos without alt text", "1"], ["Fewer than 3 photos", "1"], ["Photos under 100×100 px", "1"],
            ])
    }

    @Test func theProblemsAndRowsAreInChinese() throws {
        let report = try Self.report(
            [
                Self.goods("g", [("images/tiny.jpg", nil), ("images/mid.jpg", nil)])
            ], locale: "zh-CN", sizes: ["images/tiny.jpg": (50, 50), "images/mid.jpg": (200, 200)])
        #expect(
            Self.problems(report) == [
                "g: 2 张图片无替代文字; 2 张图片，少于 3 张; 1 张图片小于 100×100 像素，对 Google 购物而言太小; "
                    + "1 张图片小于 250×250 像素，若 Google 将商品归为服饰则太小"
            ])
        #expect(
            report.readiness.map { "\($0.label): \($0.count)" }.suffix(3) == [
                "无替代文字的图片: 1", "图片少于 3 张: 1", "小于 100×100 像素的图片: 1",
            ])
    }
}
