import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// The tiny shop in two markets: Chinese in CNY at the root, English in USD under `en/` at 0.14
/// rounded up to .99.
@Suite("Building a shop of several markets")
struct MarketsBuildTests {
    static let store = #"""
        {"name": "Tiny Cellar", "currency": "CNY", "locale": "zh-CN", "baseURL": "https://host/shop/", \#
        "orderEmail": "orders@host", "markets": [{"id": "cn", "locale": "zh-CN", "currency": "CNY"}, \#
        {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14, "rounding": "0.99"}]}
        """#

    /// The tiny shop's goods, the Riesling with a photo, so the feeds list it.
    static let goods = TinyShop.goods.replacingOccurrences(
        of: #""stock": 3,"#, with: #""stock": 3, "image": "https://img.example.com/r.jpg","#)

    private func shop() -> TinyShop {
        TinyShop(store: Self.store, goods: Self.goods)
    }

    private func build(_ shop: TinyShop, into name: String) async throws -> String {
        let output = Repository.scratchFolder(name) + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        return output
    }

    @Test func eachMarketsPagesSpeakItsLanguageInItsCurrencyAndNameEveryVersion() async throws {
        let output = try await build(shop(), into: "markets")
        let chinese = try Repository.text(output + "/goods/g-2/index.html")
        let english = try Repository.text(output + "/en/goods/g-2/index.html")
        #expect(chinese.contains(#"<html lang="zh-CN">"#))
        #expect(english.contains(#"<html lang="en">"#))
        #expect(chinese.contains("¥1,499.00"))
        #expect(english.contains("$209.99"))
        #expect(!english.contains("¥"))
        for page in [chinese, english] {
            #expect(page.contains(#"<link rel="alternate" hreflang="zh-CN" href="https://host/shop/goods/g-2/">"#))
            #expect(page.contains(#"<link rel="alternate" hreflang="en" href="https://host/shop/en/goods/g-2/">"#))
            #expect(page.contains(#"<link rel="alternate" hreflang="x-default" href="https://host/shop/goods/g-2/">"#))
        }
        #expect(english.contains(#/href="\.\./\.\./\.\./assets/style\.[0-9a-f]{8}\.css"/#))
        #expect(english.contains(#"href="../../../goods/g-2/" hreflang="zh-CN""#))
        #expect(LinkChecker.brokenLinks(in: output) == [])
    }

    @Test func theFilesMadeOnceAreAtTheRootAndEachMarketHasItsFeedsAndData() async throws {
        let output = try await build(shop(), into: "markets-files")
        let manager = FileManager.default
        for file in ["sitemap.xml", "robots.txt", "feeds/google.xml", "data/cart/manifest.json"] {
            #expect(manager.fileExists(atPath: output + "/" + file), "\(file)")
        }
        for file in ["feeds/google.xml", "feeds/meta.csv", "data/cart/manifest.json", "404.html", "cart/index.html"] {
            #expect(manager.fileExists(atPath: output + "/en/" + file), "en/\(file)")
        }
        #expect(!manager.fileExists(atPath: output + "/en/sitemap.xml"))
        #expect(!manager.fileExists(atPath: output + "/en/robots.txt"))
        let feed = try Repository.text(output + "/en/feeds/google.xml")
        // 71.40 CNY × 0.14 = 9.996: 10.00 to the cent, then up to 10.99; its market price 99.00, 13.99.
        #expect(feed.contains("<g:price>13.99 USD</g:price>"))
        #expect(feed.contains("<g:sale_price>10.99 USD</g:sale_price>"))
        #expect(feed.contains("<link>https://host/shop/en/goods/g-1/</link>"))
        let sitemap = try Repository.text(output + "/sitemap.xml")
        #expect(sitemap.contains(#"xmlns:xhtml="http://www.w3.org/1999/xhtml""#))
        #expect(sitemap.contains("<loc>https://host/shop/en/goods/g-2/</loc>"))
        #expect(
            sitemap.contains(#"<xhtml:link rel="alternate" hreflang="en" href="https://host/shop/en/goods/g-2/"/>"#))
    }

    @Test func eachMarketsCheckoutNamesItsMarketForTheOrder() async throws {
        let output = try await build(shop(), into: "markets-checkout")
        let english = try Repository.text(output + "/en/checkout/index.html")
        let chinese = try Repository.text(output + "/checkout/index.html")
        #expect(english.contains(#"data-market="us" data-market-label="English · USD""#))
        #expect(chinese.contains(#"data-market="cn" data-market-label="中文 · CNY""#))
        let oneMarket = Repository.scratchFolder("one-market-checkout") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: TinyShop().path, templates: Repository.templates, output: oneMarket)
        ).build()
        #expect(try !Repository.text(oneMarket + "/checkout/index.html").contains("data-market"))
    }

    @Test func theReportHasALineForEachMarketInHTMLAndMarkdown() async throws {
        let output = try await build(shop(), into: "markets-report")
        let html = try Repository.text(output + "-reports/catalogue.html")
        let markdown = try Repository.text(output + "-reports/catalogue.md")
        #expect(html.contains("<tr><td>中文 · CNY</td><td>zh-CN</td><td>CNY</td><td class=\"num\">2</td>"))
        #expect(html.contains("<tr><td>English · USD</td><td>en</td><td>USD</td><td class=\"num\">2</td>"))
        #expect(markdown.contains("| 中文 · CNY | zh-CN | CNY | 2 | "))
        #expect(markdown.contains("| English · USD | en | USD | 2 | "))
        let oneMarket = try await build(TinyShop(), into: "one-market-report")
        #expect(try !Repository.text(oneMarket + "-reports/catalogue.md").contains("| zh-CN |"))
    }

    /// The tiny shop's English market priced by its own list, not a rate.
    static let listedStore = store.replacingOccurrences(
        of: #""rate": 0.14, "rounding": "0.99""#, with: #""prices": "prices/us.csv""#)

    /// The tiny shop's goods and a third, in two variants, each goods item with a photo and a
    /// description but the Moutai, so the feeds list the others.
    static let listedGoods =
        String(goods.dropLast()) + #"""
            ,
             {"id": "g-3", "title": "Château X", "category": "wine", "description": "A red.", \#
            "image": "https://img.example.com/x.jpg", "options": ["Size"], "variants": [\#
            {"id": "750", "values": {"Size": "750 ml"}, "price": 98, "marketPrice": 120, "stock": 4}, \#
            {"id": "1500", "values": {"Size": "1.5 L"}, "price": 210, "stock": 2}]}]
            """#

    static let priceList = """
        goods,variant,price,marketPrice
        g-1,,12.50,15.00
        g-2,,199.00,
        g-3,750,17.25,21.00
        g-3,1500,33.75,
        """

    private func listedShop() -> TinyShop {
        let shop = TinyShop(store: Self.listedStore, goods: Self.listedGoods)
        shop.write("prices/us.csv", Self.priceList)
        return shop
    }

    /// Every place a price shows in the listed market has the list's: the goods page, its card,
    /// its structured data, the market's Google feed; for a goods item with variants and one
    /// without. The default market keeps goods.json's.
    @Test func aMarketPricedByAListShowsTheListedPricesWherePricesShow() async throws {
        let output = try await build(listedShop(), into: "markets-listed")
        let single = try Repository.text(output + "/en/goods/g-1/index.html")
        #expect(single.contains(#"<span class="price price--large">$12.50</span>"#))
        #expect(single.contains("$15.00"))
        #expect(single.contains(#""price":"12.50","priceCurrency":"USD""#), "the JSON-LD offer")
        let variants = try Repository.text(output + "/en/goods/g-3/index.html")
        #expect(variants.contains("$17.25") && variants.contains("$21.00") && variants.contains("$33.75"))
        #expect(variants.contains(#""price":"17.25","priceCurrency":"USD""#), "the JSON-LD offer of variant 750")
        #expect(variants.contains(#""price":"33.75","priceCurrency":"USD""#), "the JSON-LD offer of variant 1500")
        #expect(!single.contains("¥") && !variants.contains("¥") && !variants.contains("$98"))
        let category = try Repository.text(output + "/en/category/wine/index.html")
        #expect(category.contains(#"<span class="price">$12.50</span>"#), "the Riesling's card")
        #expect(category.contains(#"<span class="market-price__value">$15.00</span>"#))
        #expect(category.contains("$17.25"), "the Château's card, from its lowest listed variant price")
        let feed = try Repository.text(output + "/en/feeds/google.xml")
        for (price, sale) in [("15.00", "12.50"), ("21.00", "17.25")] {
            #expect(feed.contains("<g:price>\(price) USD</g:price>"))
            #expect(feed.contains("<g:sale_price>\(sale) USD</g:sale_price>"))
        }
        #expect(feed.contains("<g:price>33.75 USD</g:price>"))
        #expect(!feed.contains("CNY"))
        let chinese = try Repository.text(output + "/goods/g-1/index.html")
        #expect(chinese.contains("¥71.40") && !chinese.contains("$12.50"), "the default market: goods.json's")
        #expect(try Repository.text(output + "/feeds/google.xml").contains("<g:sale_price>71.40 CNY</g:sale_price>"))
    }

    /// A rebuild after an edit of the price list, or of a file it is checked against, leaves
    /// both markets as a build from scratch makes them.
    @Test(arguments: [
        ("prices/us.csv", priceList.replacingOccurrences(of: "g-1,,12.50,15.00", with: "g-1,,11.50,15.00")),
        ("prices/us.csv", priceList.replacingOccurrences(of: "g-3,1500,33.75,", with: "g-3,1500,33.75,40")),
        ("goods.json", listedGoods.replacingOccurrences(of: "Dry and *crisp*.", with: "Dry and *lean*.")),
        ("goods.json", listedGoods.replacingOccurrences(of: #""price": 210"#, with: #""price": 200"#)),
        ("store.json", listedStore.replacingOccurrences(of: "prices/us.csv", with: "prices/us-2.csv")),
    ])
    func aRebuildAfterAnEditOfAListedMarketIsTheSameAsABuildFromScratch(file: String, contents: String)
        async throws
    {
        let shop = listedShop()
        shop.write("prices/us-2.csv", Self.priceList.replacingOccurrences(of: "199.00", with: "189.00"))
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        shop.write(file, contents)
        let rebuilt = try await builder.build(after: first.record)
        #expect(rebuilt.summary.pagesRendered > 0, "\(file)")
        let fresh = try await build(shop, into: "fresh")
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(file)")
    }

    /// The tiny shop's store with its US market selling only wine: the Riesling, not the Moutai.
    static let wineOnlyStore = store.replacingOccurrences(
        of: #""rounding": "0.99"}"#, with: #""rounding": "0.99", "sells": {"categories": ["wine"]}}"#)

    private func wineOnlyShop() -> TinyShop {
        TinyShop(store: Self.wineOnlyStore, goods: Self.goods)
    }

    @Test func aMarketSellingSomeGoodsHasOnlyTheirPagesAndHreflangNamesTheVersionsThereAre() async throws {
        let output = try await build(wineOnlyShop(), into: "markets-sells")
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: output + "/en/goods/g-1/index.html"))
        #expect(!manager.fileExists(atPath: output + "/en/goods/g-2/index.html"))
        #expect(!manager.fileExists(atPath: output + "/en/category/%E7%99%BD%E9%85%92/index.html"))
        #expect(!manager.fileExists(atPath: output + "/en/category/白酒/index.html"))
        let riesling = try Repository.text(output + "/goods/g-1/index.html")
        #expect(riesling.contains(#"<link rel="alternate" hreflang="en" href="https://host/shop/en/goods/g-1/">"#))
        #expect(riesling.contains(#"href="../../en/goods/g-1/" hreflang="en""#))
        let moutai = try Repository.text(output + "/goods/g-2/index.html")
        #expect(!moutai.contains(#"rel="alternate" hreflang"#), "one version: no alternates")
        #expect(moutai.contains(#"href="../../en/" hreflang="en""#), "the picker opens the other market's home")
        let english = try Repository.text(output + "/en/index.html")
        #expect(!english.contains("Moutai") && !english.contains("白酒"))
        #expect(try Repository.text(output + "/en/feeds/google.xml").contains("<g:id>g-1</g:id>"))
        let englishData = Repository.files(in: output + "/en/data")
        let namesBeer = { (data: Data) in String(decoding: data, as: UTF8.self).contains("g-2") }
        #expect(!englishData.isEmpty && !englishData.values.contains(where: namesBeer))
        #expect(Repository.files(in: output + "/data").values.contains(where: namesBeer))
        let sitemap = try Repository.text(output + "/sitemap.xml")
        #expect(!sitemap.contains("en/goods/g-2/"))
        #expect(sitemap.contains(#"hreflang="en" href="https://host/shop/en/goods/g-1/""#))
        #expect(LinkChecker.brokenLinks(in: output) == [])
    }

    /// A rebuild after an edit that moves a goods item into or out of what a market sells
    /// leaves both markets as a build from scratch makes them.
    @Test(arguments: [
        ("goods.json", goods.replacingOccurrences(of: #""category": "白酒""#, with: #""category": "wine""#)),
        ("goods.json", goods.replacingOccurrences(of: #""category": "wine""#, with: #""category": "x""#)
            .replacingOccurrences(of: #""category": "白酒""#, with: #""category": "wine""#)
            .replacingOccurrences(of: #""category": "x""#, with: #""category": "白酒""#)),
        ("store.json", wineOnlyStore.replacingOccurrences(of: "0.14", with: "0.15")),
        ("store.json", store),
    ])
    func aRebuildOfAMarketSellingSomeGoodsIsTheSameAsABuildFromScratch(file: String, contents: String)
        async throws
    {
        try await expectRebuild(of: wineOnlyShop(), after: file, becomes: contents)
    }

    /// A rebuild after an edit, in each kind of fixtures file, leaves both markets as a build
    /// from scratch makes them.
    @Test(arguments: [
        ("goods.json", goods.replacingOccurrences(of: "1499", with: "1399")),
        ("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed")),
        ("store.json", store.replacingOccurrences(of: "0.14", with: "0.15")),
    ])
    func aRebuildAfterAnEditIsTheSameAsABuildFromScratch(file: String, contents: String) async throws {
        try await expectRebuild(of: shop(), after: file, becomes: contents)
    }

    /// Expects a rebuild of `shop` after its `file` becomes `contents` to leave the output as a
    /// build from scratch makes it.
    private func expectRebuild(of shop: TinyShop, after file: String, becomes contents: String) async throws {
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let builder = SiteBuilder(options: options)
        let first = try await builder.build(after: nil)
        shop.write(file, contents)
        _ = try await builder.build(after: first.record)
        let fresh = try await build(shop, into: "fresh")
        #expect(Repository.files(in: options.output) == Repository.files(in: fresh), "\(file)")
    }
}
