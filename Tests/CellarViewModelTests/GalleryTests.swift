import CellarTestSupport
import CellarModel
@testable import CellarViewModels
import Testing

/// A goods item's photos on its page (slides, thumbnails, a variant's first), in its structured
/// data and Open Graph, and in both product feeds.
struct GalleryTests {
    private static func photo(_ name: String, alt: String? = nil) -> GoodsImage {
        GoodsImage(source: "https://img.example/\(name).jpg", alt: alt)
    }

    /// "w": a wine with three photos, its magnum with two of its own (one of them the wine's);
    /// "p": a goods item with one picture.
    static let site: SiteViewModel = {
        var wine = GoodsItem(
            id: "w", title: "Château X", category: "wine", options: ["Size"],
            variants: [
                Variant(id: "750", values: ["750 ml"], price: Money(cents: 9_800), stock: 5),
                Variant(id: "1500", values: ["1.5 L"], price: Money(cents: 21_000), stock: 2),
            ],
            image: photo("front").source, description: "Good.")
        wine.images = [photo("front", alt: "The bottle"), photo("label", alt: "The label"), photo("back")]
        wine.variants[0].image = wine.image
        wine.variants[1].images = [photo("magnum", alt: "The magnum"), photo("label", alt: "The label")]
        wine.variants[1].image = photo("magnum").source
        let plain = TestData.goods("p", thumb: nil, image: photo("plain").source)
        return SiteViewModel(
            catalogue: TestData.catalogue(
                store: TestData.store(baseURL: "https://shop.example/"), goods: [wine, plain]))
    }()

    private func page(_ index: Int) throws -> GoodsPageViewModel {
        try #require(Self.site.viewModel(for: .goods(index: index)).goods)
    }

    @Test func thePageShowsEveryPhotoWithItsAltTextTheFirstAsTheMainImage() throws {
        let gallery = try #require(try page(0).gallery)
        #expect(
            gallery.photos.map(\.picture.src) == [
                "https://img.example/front.jpg", "https://img.example/label.jpg", "https://img.example/back.jpg",
                "https://img.example/magnum.jpg",
            ])
        #expect(gallery.photos.map(\.picture.alt) == ["The bottle", "The label", "Château X", "The magnum"])
        #expect(gallery.photos.map(\.picture.isMain) == [true, false, false, false])
        #expect(gallery.photos.map(\.picture.isDeferred) == [false, true, true, true])
        #expect(gallery.photos.map(\.isHidden) == [false, false, false, true], "the magnum's own waits for the magnum")
        #expect(gallery.photos.map(\.slideID) == ["photo-0", "photo-1", "photo-2", "photo-3"])
        #expect(gallery.photos[1].thumbLabel == "Show photo: The label")
        #expect(gallery.photos[0].largeURL == "https://img.example/front.jpg")
        #expect(gallery.hasThumbs && gallery.ownPhotoNumbers == "0 1 2")
    }

    @Test func eachVariantNamesItsOwnPhotosForTheScript() throws {
        let variants = try #require(try page(0).variants)
        #expect(variants.rows.map(\.photoNumbers) == ["", "3 1"], "the magnum's own, then the wine's label it shares")
    }

    @Test func aSinglePhotoHasNoThumbnails() throws {
        let gallery = try #require(try page(1).gallery)
        #expect(gallery.photos.count == 1 && !gallery.hasThumbs)
    }

    @Test func structuredDataAndOpenGraphNameEveryPhoto() throws {
        let page = try page(0)
        let photos = ["front", "label", "back"].map { "https://img.example/\($0).jpg" }
        #expect(page.productData.imageURLs == photos)
        #expect(page.metaTags.filter { $0.key == "og:image" }.map(\.content) == photos)
        #expect(page.productData.variants.map(\.imageURL) == [photos[0], "https://img.example/magnum.jpg"])
        #expect(try self.page(1).productData.imageURLs == ["https://img.example/plain.jpg"])
    }

    @Test func theFeedsListTheOtherPhotosAVariantsOwnFirst() throws {
        let google = try #require(Self.site.viewModel(for: .googleFeed).googleFeed)
        #expect(
            google.items.map(\.additionalImageLinks) == [
                ["https://img.example/label.jpg", "https://img.example/back.jpg"],
                ["https://img.example/label.jpg", "https://img.example/front.jpg", "https://img.example/back.jpg"],
                [],
            ])
        let meta = try #require(Self.site.viewModel(for: .metaFeed).metaFeed)
        #expect(meta.rows.map(\.additionalImageLink)[1] == google.items[1].additionalImageLinks.joined(separator: ","))
    }

    @Test func googleTakesTenAdditionalImagesAndMetaTwenty() throws {
        var item = TestData.goods("many", thumb: nil, image: Self.photo("0").source)
        item.images = (0..<GoodsImage.maximumCount).map { Self.photo(String($0)) }
        let site = SiteViewModel(
            catalogue: TestData.catalogue(store: TestData.store(baseURL: "https://shop.example/"), goods: [item]))
        #expect(try #require(site.viewModel(for: .googleFeed).googleFeed).items[0].additionalImageLinks.count == 10)
        let meta = try #require(site.viewModel(for: .metaFeed).metaFeed)
        #expect(meta.rows[0].additionalImageLink.split(separator: ",").count == 19, "all but the main photo")
    }
}
