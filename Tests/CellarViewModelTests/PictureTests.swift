import CellarTestSupport
import CellarModel
@testable import CellarViewModels
import Testing

/// Pages show published photos as `<picture>` values: every rendition in `srcset`, the
/// upright size, and how urgently to fetch each.
struct PictureTests {
    /// `images/wine.jpg` published at 320 and 640 px (a portrait photo, 1000 × 1500 upright).
    static let wine: PublishedImage = {
        let rendition = { (type: String, width: Int, name: String) in
            PublishedImage.Rendition(
                mediaType: "image/" + type, width: width, height: width * 3 / 2, path: SitePath("media/images/" + name))
        }
        return PublishedImage(
            width: 1000, height: 1500,
            modern: [rendition("webp", 320, "wine-320.a.webp"), rendition("webp", 640, "wine-640.b.webp")],
            fallback: [rendition("jpeg", 320, "wine-320.c.jpg"), rendition("jpeg", 640, "wine-640.d.jpg")],
            share: rendition("jpeg", 1000, "wine-1000.e.jpg")
        )
    }()

    private static let site = SiteViewModel(
        catalogue: TestData.catalogue(
            store: TestData.store(
                baseURL: "https://shop.example/",
                banners: [
                    Banner(id: "a", image: "images/wine.jpg", title: "A", link: .goods(id: "g")),
                    Banner(id: "b", image: "images/wine.jpg", title: "B", link: .goods(id: "g")),
                ]),
            goods: [TestData.goods("g", thumb: "images/wine.jpg", image: "images/wine.jpg")],
            comments: [
                Comment(
                    id: "c", goodsID: "g", star: 5, pictures: [.init(thumb: "images/wine.jpg", full: "images/wine.jpg")]
                )
            ]
        ),
        strings: TestData.english, assets: AssetNames(images: ["images/wine.jpg": wine])
    )

    @Test func theGoodsPhotoIsThePagesMainImage() throws {
        let page = try #require(Self.site.viewModel(for: .goods(index: 0)).goods)
        let image = try #require(page.gallery?.photos.first?.picture)
        #expect(
            image.sources == [
                .init(
                    mediaType: "image/webp",
                    srcset: "../../media/images/wine-320.a.webp 320w, ../../media/images/wine-640.b.webp 640w")
            ])
        #expect(image.srcset == "../../media/images/wine-320.c.jpg 320w, ../../media/images/wine-640.d.jpg 640w")
        #expect(image.src == "../../media/images/wine-640.d.jpg")
        #expect(image.width == 1000 && image.height == 1500, "the upright photo's size")
        #expect(image.alt == "Title g")
        #expect(image.isMain && !image.isDeferred)
    }

    @Test func cardsAndCommentPicturesAreDeferred() throws {
        let category = try #require(Self.site.viewModel(for: .category(index: 0, page: 1)).category)
        let thumb = try #require(category.goods.first?.thumb)
        #expect(thumb.isDeferred && !thumb.isMain)
        #expect(
            category.goods.first?.thumbURL == "../../media/images/wine-320.c.jpg",
            "the script's cards take the smallest file")
        let page = try #require(Self.site.viewModel(for: .goods(index: 0)).goods)
        let picture = try #require(page.tabPanels.first?.comments.first?.pictures.first)
        #expect(picture.thumb.isDeferred)
        #expect(picture.fullURL == "../../media/images/wine-1000.e.jpg", "the full picture links to the large file")
    }

    @Test func onlyTheFirstBannerIsMain() throws {
        let home = try #require(Self.site.viewModel(for: .home).home)
        #expect(home.banners.map { $0.image?.isMain } == [true, false])
        #expect(home.banners.map { $0.image?.isDeferred } == [false, true])
    }

    @Test func openGraphAndStructuredDataNameTheShareImage() throws {
        let page = try #require(Self.site.viewModel(for: .goods(index: 0)).goods)
        #expect(
            page.metaTags.contains {
                $0.key == "og:image" && $0.content == "https://shop.example/media/images/wine-1000.e.jpg"
            })
        #expect(page.productData.imageURL == "https://shop.example/media/images/wine-1000.e.jpg")
    }

    @Test func anSVGOrARemoteImageIsShownAsItIs() throws {
        let links = LinkBuilder(relativeTo: .home, assets: AssetNames())
        let svg = try #require(PictureViewModel(image: "images/a.svg", alt: "", priority: .deferred, links: links))
        #expect(svg.src == "media/images/a.svg" && svg.sources.isEmpty && svg.srcset == nil && svg.width == nil)
        let remote = try #require(
            PictureViewModel(image: "https://cdn.example/a.jpg", alt: "", priority: .main, links: links))
        #expect(remote.src == "https://cdn.example/a.jpg" && remote.sources.isEmpty)
        #expect(PictureViewModel(image: "javascript:alert(1)", alt: "", priority: .main, links: links) == nil)
    }

    /// A docs page and a goods description showing a published photo, an SVG that gives its
    /// size, a remote image and an unsafe one; a comment whose author has an SVG avatar.
    private static let markdownSite = SiteViewModel(
        catalogue: TestData.catalogue(
            goods: [
                TestData.goods(
                    "g", thumb: "images/wine.jpg",
                    description: "![Cellar *door*](images/wine.jpg) ![x](javascript:alert(1))")
            ],
            comments: [Comment(id: "c", goodsID: "g", avatar: "images/ann.svg", star: 5)],
            docs: [
                DocPage(
                    name: "about", title: "About",
                    markdown:
                        "![Map](images/map.svg) ![Far](https://cdn.example/far.jpg) ![Cellar door](images/wine.jpg)")
            ]
        ),
        strings: TestData.english,
        assets: AssetNames(
            images: ["images/wine.jpg": wine],
            svgSizes: [
                "images/map.svg": ImageSize(width: 300, height: 200),
                "images/ann.svg": ImageSize(width: 96, height: 96),
            ])
    )

    @Test func imagesInMarkdownAreDeferredPicturesOfTheirPhotos() throws {
        let goods = try #require(Self.markdownSite.viewModel(for: .goods(index: 0)).goods?.description)
        let photo = try #require(goods.picture(url: "images/wine.jpg", alt: "Cellar door"))
        #expect(photo.srcset == "../../media/images/wine-320.c.jpg 320w, ../../media/images/wine-640.d.jpg 640w")
        #expect(photo.sources.count == 1 && photo.width == 1000 && photo.height == 1500 && photo.alt == "Cellar door")
        #expect(photo.isDeferred && !photo.isMain)
        #expect(
            goods.picture(url: "javascript:alert(1)", alt: "x") == nil,
            "an unsafe image is left to cmark, which drops its URL")
        #expect(goods.picture(url: "images/wine.jpg", alt: "another alt") == nil, "each image by its URL and alt text")
        let doc = try #require(Self.markdownSite.viewModel(for: .doc(index: 0)).doc?.body)
        let map = try #require(doc.picture(url: "images/map.svg", alt: "Map"))
        #expect(map.src == "../../media/images/map.svg" && map.srcset == nil && map.width == 300 && map.height == 200)
        let far = try #require(doc.picture(url: "https://cdn.example/far.jpg", alt: "Far"))
        #expect(far.src == "https://cdn.example/far.jpg" && far.width == nil && far.isDeferred)
        #expect(doc.picture(url: "images/wine.jpg", alt: "Cellar door")?.src == "../../media/images/wine-640.d.jpg")
    }

    @Test func avatarsAndTheCommentsPagesThumbnailArePictures() throws {
        let goods = try #require(Self.markdownSite.viewModel(for: .goods(index: 0)).goods)
        let avatar = try #require(goods.tabPanels.first?.comments.first?.avatar)
        #expect(
            avatar.src == "../../media/images/ann.svg" && avatar.width == 96 && avatar.height == 96 && avatar.alt == "")
        #expect(avatar.isDeferred)
        let comments = try #require(
            Self.markdownSite.viewModel(for: .comments(goodsIndex: 0, tab: .all, page: 2)).comments)
        let thumb = try #require(comments.goodsThumb)
        let up = String(repeating: "../", count: 5)
        #expect(thumb.srcset == "\(up)media/images/wine-320.c.jpg 320w, \(up)media/images/wine-640.d.jpg 640w")
        #expect(!thumb.isDeferred && !thumb.isMain, "in view when the page opens, but not its main image")
    }
}
