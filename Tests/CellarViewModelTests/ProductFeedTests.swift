import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

@Suite("Product feeds")
struct ProductFeedTests {
    private static func site(goods: [GoodsItem], store: Store = TestData.store(baseURL: "https://host/shop/"))
        -> SiteViewModel
    {
        SiteViewModel(catalogue: TestData.catalogue(store: store, goods: goods))
    }

    private static func google(_ goods: [GoodsItem], store: Store = TestData.store(baseURL: "https://host/shop/"))
        throws -> GoogleFeedViewModel
    {
        try #require(site(goods: goods, store: store).viewModel(for: .googleFeed).googleFeed)
    }

    private static func goods(
        _ id: String, price: Int = 23_800, market: Int? = nil, stock: Int = 5,
        image: String? = "https://img.example.com/\(0).jpg"
    ) -> GoodsItem {
        var item = TestData.goods(id, price: price, market: market, stock: stock, thumb: nil, image: image)
        item.brand = "Penfolds"
        return item
    }

    @Test func itemsHaveGooglesAttributesInItsFormats() throws {
        let feed = try Self.google([Self.goods("g-1", price: 23_800, market: 66_000)])
        #expect(feed.title == "Cellar")
        #expect(feed.link == "https://host/shop/")
        let item = try #require(feed.items.first)
        #expect(item.id == "g-1")
        #expect(item.title == "Title g-1")
        #expect(item.link == "https://host/shop/goods/g-1/")
        #expect(item.imageLink == "https://img.example.com/0.jpg")
        #expect(item.availability == "in_stock")
        #expect(item.price == "660.00 CNY", "the regular price is the higher market price")
        #expect(item.salePrice == "238.00 CNY", "what the shop charges")
        #expect(item.brand == "Penfolds")
        #expect(item.condition == "new")
        #expect(item.productType == "Wine")
        #expect(item.description == "Good stuff.")
        #expect(item.gtin == nil && item.identifierExists == "no")
    }

    @Test func priceAloneWithoutAHigherMarketPrice() throws {
        let items = try Self.google([Self.goods("a", price: 5_000, market: 5_000), Self.goods("b", price: 5_000)]).items
        #expect(items.map(\.price) == ["50.00 CNY", "50.00 CNY"])
        #expect(items.map(\.salePrice) == [nil, nil])
    }

    @Test func soldOutIsOutOfStockInBothFeeds() throws {
        let site = Self.site(goods: [Self.goods("a", stock: 0), Self.goods("b", stock: 1)])
        #expect(
            try #require(site.viewModel(for: .googleFeed).googleFeed).items.map(\.availability) == [
                "out_of_stock", "in_stock",
            ])
        #expect(
            try #require(site.viewModel(for: .metaFeed).metaFeed).rows.map(\.availability) == [
                "out of stock", "in stock",
            ])
    }

    @Test func aGTINLeavesIdentifierExistsOut() throws {
        var item = Self.goods("a")
        item.gtin = "4006381333931"
        let feedItem = try #require(try Self.google([item]).items.first)
        #expect(feedItem.gtin == "4006381333931")
        #expect(feedItem.identifierExists == nil)
    }

    @Test func goodsGoogleWouldRefuseAreLeftOutAndNamedInTheReport() throws {
        let goods = [
            Self.goods("ok"),
            Self.goods("no-image", image: nil),
            Self.goods("free", price: 0),
            TestData.goods("bare", thumb: "https://img.example.com/b.jpg", description: "## "),
            Self.goods("svg", image: "https://img.example.com/x.SVG?v=2"),
            Self.goods("relative", image: "/img/x.jpg"),
            Self.goods(String(repeating: "x", count: 51)),
        ]
        let site = Self.site(goods: goods)
        #expect(try #require(site.viewModel(for: .googleFeed).googleFeed).items.map(\.id) == ["ok"])
        #expect(try #require(site.viewModel(for: .metaFeed).metaFeed).rows.map(\.id) == ["ok"])
        let report = try #require(site.viewModel(for: .catalogueReport).report)
        #expect(report.leftOutOfFeeds.map(\.goodsID) == goods.dropFirst().map(\.id))
        #expect(
            report.leftOutOfFeeds.map(\.problem) == [
                "no image", "price is 0", "no description", "image is SVG, which Google does not accept",
                "image has no absolute http(s) URL",
                "id is longer than 50 characters",
            ])
        #expect(report.feedStatus == "The feeds list 1 of 7 goods items.")
    }

    @Test func noFeedsWithoutAnAbsoluteBaseURL() throws {
        let site = Self.site(goods: [Self.goods("a")], store: TestData.store(baseURL: "/shop/"))
        #expect(!site.pages.contains(.googleFeed))
        #expect(!site.pages.contains(.metaFeed))
        let report = try #require(site.viewModel(for: .catalogueReport).report)
        #expect(report.feedStatus.hasPrefix("No feeds: the base URL is not absolute"))
    }

    @Test func shippingFromTheStoreIsOnEveryItem() throws {
        var store = TestData.store(baseURL: "https://host/")
        store.shipping = [
            ShippingRate(
                country: "CN", service: "Standard", price: Money(cents: 1_200), handlingDays: 0...1, transitDays: 2...4)
        ]
        let feed = try Self.google([Self.goods("a")], store: store)
        let shipping = try #require(feed.shipping.first)
        #expect([shipping.country, shipping.service, shipping.price] == ["CN", "Standard", "12.00 CNY"])
        #expect(
            [shipping.minHandlingTime, shipping.maxHandlingTime, shipping.minTransitTime, shipping.maxTransitTime] == [
                "0", "1", "2", "4",
            ])
    }

    @Test func metaRowsHaveTheSameGoodsAndPrices() throws {
        let site = Self.site(goods: [
            Self.goods("a", price: 100, market: 250), Self.goods("b", image: "https://img.example.com/b.png"),
        ])
        let rows = try #require(site.viewModel(for: .metaFeed).metaFeed).rows
        #expect(rows.map(\.price) == ["2.50 CNY", "238.00 CNY"])
        #expect(rows.map(\.salePrice) == ["1.00 CNY", ""])
        #expect(rows.map(\.link) == ["https://host/shop/goods/a/", "https://host/shop/goods/b/"])
        #expect(rows.map(\.condition) == ["new", "new"])
        #expect(rows[1].imageLink == "https://img.example.com/b.png")
    }

    @Test func longTitlesAndDescriptionsAreCutToGooglesLimits() throws {
        var item = Self.goods("a")
        item.title = String(repeating: "t", count: 200)
        item.description = String(repeating: "d", count: 6_000)
        let feedItem = try #require(try Self.google([item]).items.first)
        #expect(feedItem.title.count == 150)
        #expect(feedItem.description.count == 5_000)
    }
}
