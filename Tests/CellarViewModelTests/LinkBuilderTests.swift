import CellarViewModels
import Testing

struct LinkBuilderTests {
    private let fromGoods = LinkBuilder(relativeTo: SitePath("goods/abc/"), assets: AssetNames())
    private let fromHome = LinkBuilder(relativeTo: .home, assets: AssetNames())

    @Test func relativeLinks() {
        #expect(fromGoods.url(to: .home) == "../../")
        #expect(fromGoods.url(to: .categories) == "../../categories/")
        #expect(fromGoods.url(to: .stylesheet) == "../../assets/style.css")
        #expect(fromHome.url(to: .home) == "./")
        #expect(fromHome.url(to: SitePath("goods/x/")) == "goods/x/")
        #expect(LinkBuilder(relativeTo: .catalogueReport, assets: AssetNames()).url(to: .home) == "../")
        #expect(LinkBuilder(relativeTo: .notFound, assets: AssetNames()).url(to: .home) == "./")
        #expect(
            LinkBuilder(relativeTo: SitePath("goods/abc/comments/good/page/2/"), assets: AssetNames()).url(to: .home)
                == "../../../../../../")
    }

    @Test func rootPathLinks() {
        let links = LinkBuilder(rootPath: "/shop/", assets: AssetNames())
        #expect(links.url(to: SitePath("goods/x/")) == "/shop/goods/x/")
        #expect(links.url(to: .home) == "/shop/")
        #expect(LinkBuilder(rootPath: "/shop", assets: AssetNames()).url(to: .home) == "/shop/")
        #expect(LinkBuilder(rootPath: "/", assets: AssetNames()).url(to: .stylesheet) == "/assets/style.css")
    }

    @Test func assetLinksUseTheirPublishedNames() {
        let assets = AssetNames([
            .stylesheet: SitePath("assets/style.0123abcd.css"),
            SitePath("assets/store.js"): SitePath("assets/store.89abcdef.js"),
        ])
        #expect(
            LinkBuilder(relativeTo: SitePath("goods/abc/"), assets: assets).url(to: .stylesheet)
                == "../../assets/style.0123abcd.css")
        #expect(
            LinkBuilder(rootPath: "/shop/", assets: assets).url(to: SitePath("assets/store.js"))
                == "/shop/assets/store.89abcdef.js")
        #expect(
            LinkBuilder(relativeTo: .home, assets: assets).url(to: SitePath("assets/logo.svg")) == "assets/logo.svg",
            "an unknown asset as it is")
        #expect(LinkBuilder(relativeTo: .home, assets: assets).url(to: .categories) == "categories/")
    }

    @Test func localImages() {
        #expect(fromGoods.imageURL("images/a b.svg") == "../../media/images/a%20b.svg")
        #expect(fromHome.imageURL("images/a.svg") == "media/images/a.svg")
        #expect(fromHome.imageURL("images/白酒.jpg") == "media/images/%E7%99%BD%E9%85%92.jpg")
        #expect(fromHome.imageURL("images/a#b?.png") == "media/images/a%23b%3F.png")
        #expect(LinkBuilder(rootPath: "/shop/", assets: AssetNames()).imageURL("a.png") == "/shop/media/a.png")
    }

    @Test(arguments: [
        ("https://cdn.example.com/a.png", "https://cdn.example.com/a.png"),
        ("http://cdn.example.com/a.png", "http://cdn.example.com/a.png"),
        ("HTTPS://CDN.example.com/a.png", "HTTPS://CDN.example.com/a.png"),
    ])
    func remoteImagesAreKept(image: String, expected: String) {
        #expect(fromGoods.imageURL(image) == expected)
    }

    @Test(
        arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "data:image/svg+xml,<svg/>", "vbscript:x", ""]
            as [String?] + [nil])
    func unsafeOrMissingImages(image: String?) {
        #expect(fromGoods.imageURL(image) == nil)
    }

    @Test(arguments: ["https://x", "http://x/y?z=1", "mailto:orders@example.com", "MAILTO:a@b.c", "goods/x/", "/shop/"])
    func safeExternalLinksAreKept(url: String) {
        #expect(fromHome.externalURL(url) == url)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<script>x</script>", "vbscript:x",
        "file:///etc/passwd",
    ])
    func unsafeExternalLinksAreDropped(url: String) {
        #expect(fromHome.externalURL(url) == nil)
    }

    /// Browsers strip leading/trailing spaces and C0 controls from an `href` and remove tabs and
    /// newlines anywhere in it, so these still run script when clicked.
    @Test(arguments: [
        " javascript:alert(1)", "\tjavascript:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)",
        "\u{1}javascript:alert(1)",
    ])
    func disguisedJavaScriptLinksAreDropped(url: String) {
        #expect(fromHome.externalURL(url) == nil)
    }
}
