import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

/// A market's pages, cards, cart data, feeds and search show its translation's option names
/// and values, specifications, brands and banners; the places stay those of goods.json's
/// names. The tiny shop of two markets with goods.json in English, as the sample's: its
/// default market, zh-CN at the root, words it in Chinese (translations/zh-CN.json), the en
/// market under en/ as written but for the scent its translation gives.
@Suite("Building a market's translated details")
struct TranslatedDetailsBuildTests {
    /// The markets' store, with the tiny shop's banner.
    private static let store = MarketsBuildTests.store.replacingOccurrences(
        of: #""markets":"#,
        with: #""banners": [{"id": "b1", "image": "https://img.example.com/b.jpg", "title": "Offers", "link": "#
            + #"{"category": "wine"}}], "markets":"#)
    private static let goods = #"""
        [{"id": "g-1", "title": "Château X", "category": "wine", "brand": "Château X", "origin": "France · Bordeaux",
          "manufacturer": "X Wines", "specification": "750ml*1/bottle", "image": "https://img.example.com/x.jpg",
          "description": "A dry red.", "saleCount": 3, "options": ["Size", "Color"],
          "variants": [
            {"id": "750-red", "values": {"Size": "750 ml", "Color": "Red"}, "price": 98, "stock": 4},
            {"id": "1500-red", "values": {"Size": "1.5 L", "Color": "Red"}, "price": 210, "stock": 2,
             "specification": "1500ml*1/bottle"}]},
         {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 1, "brand": "Moutai",
          "scent": "酱香型"}]
        """#
    private static let chinese = #"""
        {"banners": {"b1": {"title": "本周特惠"}},
         "brands": {"Château X": "X 酒庄", "Moutai": "茅台"},
         "goods": {
           "g-1": {"title": "X 酒庄干红",
                   "specs": {"origin": "法国 · 波尔多", "manufacturer": "X 酒业", "specification": "750ml*1/瓶"},
                   "options": {"Size": "容量", "Color": "颜色"},
                   "values": {"Size": {"750 ml": "750 毫升", "1.5 L": "1.5 升"}, "Color": {"Red": "红"}},
                   "variants": {"1500-red": {"specification": "1500ml*1/瓶"}}}}}
        """#
    private static let english = #"{"goods": {"g-2": {"specs": {"scent": "Sauce aroma"}}}}"#

    private func build() async throws -> String {
        let shop = TinyShop(store: Self.store, goods: Self.goods)
        shop.write("translations/zh-CN.json", Self.chinese)
        shop.write("translations/en.json", Self.english)
        let output = Repository.scratchFolder("translated") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        return output
    }

    /// The JSON files below `folder` of the site, read as text and joined.
    private func json(below folder: String) throws -> String {
        let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return try files.sorted().filter { $0.hasSuffix(".json") }.map { try Repository.text(folder + "/" + $0) }
            .joined(separator: "\n")
    }

    @Test func theGoodsPageAndItsVariantPickerShowTheTranslation() async throws {
        let output = try await build()
        let page = try Repository.text(output + "/goods/g-1/index.html")
        #expect(page.contains(#"<legend class="variant-picker__name">容量</legend>"#))
        #expect(page.contains(#"<legend class="variant-picker__name">颜色</legend>"#))
        #expect(page.contains(#"value="750 毫升" checked><span class="choice__value">750 毫升</span>"#))
        #expect(page.contains(#"<span class="choice__value">1.5 升</span>"#))
        #expect(page.contains(#"<td data-value="红">红</td>"#))
        for fact in ["X 酒庄", "法国 · 波尔多", "X 酒业", "750ml*1/瓶", "1500ml*1/瓶"] {
            #expect(page.contains(fact), "\(fact)")
        }
        for fixtureText in [">Size<", ">Color<", "750 ml", "Bordeaux", "X Wines", "/bottle"] {
            #expect(!page.contains(fixtureText), "\(fixtureText)")
        }
        #expect(page.contains("?variant=1500-red"), "the variant ids are goods.json's")
        #expect(page.contains(#""brand":{"@type":"Brand","name":"X 酒庄"}"#))
        // goods.json's Size and Color are schema.org's size and color, whatever the market calls them.
        #expect(page.contains(#""variesBy":["https://schema.org/size","https://schema.org/color"]"#))
        #expect(page.contains(#""color":"红""#) && page.contains(#""size":"750 毫升""#))
        let english = try Repository.text(output + "/en/goods/g-1/index.html")
        #expect(english.contains(#"<legend class="variant-picker__name">Size</legend>"#))
        #expect(english.contains("France · Bordeaux") && !english.contains("波尔多"))
        let scent = try Repository.text(output + "/en/goods/g-2/index.html")
        #expect(scent.contains("Sauce aroma") && !scent.contains("酱香型"))
    }

    @Test func theCardsCartDataFeedsAndSearchShowTheTranslation() async throws {
        let output = try await build()
        let category = try Repository.text(output + "/category/wine/index.html")
        #expect(category.contains("X 酒庄干红") && category.contains("X 酒庄"))
        #expect(!category.contains("Château X"))
        let cart = try json(below: output + "/data/cart")
        #expect(cart.contains("容量：750 毫升 · 颜色：红") || cart.contains("容量: 750 毫升 · 颜色: 红"), "\(cart)")
        #expect(cart.contains("1.5 升"))
        #expect(!cart.contains("Size") && !cart.contains("750 ml"))
        let facets = try json(below: output + "/data")
        #expect(facets.contains(#""label":"容量""#), "the category's filters")
        #expect(facets.contains("法国 · 波尔多") && facets.contains("1.5 升"))
        #expect(!facets.contains("Bordeaux") && !facets.contains("Château X"))
        #expect(facets.contains("茅台"), "the search's records")
        let feed = try Repository.text(output + "/feeds/google.xml")
        #expect(feed.contains("<title>X 酒庄干红 (750 毫升, 红)</title>"))
        #expect(feed.contains("<g:size>750 毫升</g:size>"))
        #expect(feed.contains("<g:color>红</g:color>"))
        #expect(feed.contains("<g:brand>X 酒庄</g:brand>"))
        #expect(!feed.contains("750 ml") && !feed.contains("Château X"))
        let meta = try Repository.text(output + "/feeds/meta.csv")
        #expect(meta.contains("g-1:1500-red,X 酒庄干红,"))
        #expect(meta.contains(",X 酒庄,,g-1,1.5 升,红,"), "brand, item group, size, color")
        let englishFeed = try Repository.text(output + "/en/feeds/google.xml")
        #expect(englishFeed.contains("<g:size>1.5 L</g:size>") && englishFeed.contains("<g:brand>Château X</g:brand>"))
    }

    @Test func theBrandsAndBannersAreTranslatedAtTheSamePlaces() async throws {
        let output = try await build()
        let brands = try Repository.text(output + "/brands/index.html")
        #expect(brands.contains("X 酒庄") && brands.contains("茅台"))
        #expect(brands.contains(#"href="../brand/chateau-x/""#), "the slug of goods.json's name")
        let brand = try Repository.text(output + "/brand/chateau-x/index.html")
        #expect(brand.contains("X 酒庄") && !brand.contains("Château X"))
        let english = try Repository.text(output + "/en/brand/chateau-x/index.html")
        #expect(english.contains("Château X"))
        #expect(english.contains(#"hreflang="zh-CN" href="https://host/shop/brand/chateau-x/""#))
        #expect(try Repository.text(output + "/index.html").contains("本周特惠"))
        #expect(try Repository.text(output + "/en/index.html").contains("Offers"))
    }
}
