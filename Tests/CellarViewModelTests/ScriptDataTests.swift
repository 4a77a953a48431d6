import CellarFixtures
import CellarTestSupport
import CellarModel
import Foundation
@testable import CellarViewModels
import Testing

/// The data the script reads (catalogue, search index, category facets) and the pages it fills.
struct ScriptDataTests {
    static let catalogue: Catalogue = {
        var goods = [
            TestData.goods("a", price: 5_000, stock: 3, sales: 1),
            TestData.goods("b", price: 12_000, stock: 0, sales: 9, thumb: nil),
            TestData.goods("c", category: "beer", price: 900, sales: 5),
            TestData.goods("d", price: 38_800, sales: 4),
            TestData.goods("e", price: 150_000, sales: 2),
        ]
        goods[0].brand = "Penfolds"
        goods[0].origin = "Australia"
        goods[1].brand = "Torres"
        goods[3].brand = "Penfolds"
        goods[3].scent = ""
        return TestData.catalogue(
            store: TestData.store(baseURL: "https://host/shop/"),
            categories: [
                Category(id: "wine", name: "Wine"), Category(id: "beer", name: "Beer & Ale"),
                Category(id: "empty", name: "Empty"),
            ],
            goods: goods,
            comments: [TestData.comment("c1", on: "d", star: 4), TestData.comment("c2", on: "d", star: 5)]
        )
    }()
    let site = SiteViewModel(catalogue: catalogue)

    private func data<T>(_ page: Page, _ extract: (PageViewModel) -> T?) throws -> T {
        try #require(extract(site.viewModel(for: page)))
    }

    @Test func theScriptsPagesAndDataAreInTheSiteButNotInTheSitemap() throws {
        for page in [Page.cart, .checkout, .search] {
            #expect(site.pages.contains(page))
        }
        // The cart's data, and the data of each category with goods (not the empty one).
        #expect(Array(site.dataShardSets().map(\.kind)) == ["search", "cart", "category-wine", "category-beer"])
        #expect(site.path(of: .cart).file == "cart/index.html")
        guard let sitemap = site.viewModel(for: .sitemap).sitemap else { throw NotASitemap() }
        #expect(!sitemap.locations.isEmpty)
        #expect(
            !sitemap.locations.contains {
                $0.contains("cart") || $0.contains("search") || $0.contains("checkout") || $0.contains("data/")
            })
    }

    /// The rows of a `{fields, rows}` shard as dictionaries by field name.
    private func records(_ shard: ScriptValue) throws -> [[String: ScriptValue]] {
        guard case .object(let members) = shard, case .array(let fields)? = members["fields"],
            case .array(let rows)? = members["rows"]
        else { throw NotShardData() }
        let names = fields.map { if case .string(let name) = $0 { name } else { "" } }
        return try rows.map { row in
            guard case .array(let values) = row, values.count == names.count else { throw NotShardData() }
            return Dictionary(uniqueKeysWithValues: zip(names, values))
        }
    }

    private func shardSet(_ kind: String) throws -> DataShardSet {
        try #require(site.dataShardSets().first { $0.kind == kind })
    }

    @Test func cartKeysAreAHashOfTheIdTheSameOnEveryBuild() {
        // The 32-bit FNV-1a hash of the id's UTF-8 bytes, below 2^20.
        #expect(CartShards.key(of: "a") == 796_972)
        #expect(CartShards.key(of: "g-001") == 867_832)
    }

    @Test(arguments: [(0, 1), (1, 1), (100, 1), (101, 2), (250, 4), (10_000, 128), (100_000, 1_024)])
    func shardsAreAPowerOfTwoForAboutAHundredGoodsEach(_ goodsCount: Int, _ shardCount: Int) {
        let goods = (0..<goodsCount).map { TestData.goods("g-\($0)") }
        let shards = CartShards(goods: goods)
        #expect(shards.count == shardCount)
        #expect(shards.members.map(\.count).reduce(0, +) == goodsCount)
        #expect(
            shards.members.enumerated().allSatisfy { shard, members in
                members.allSatisfy { CartShards.key(of: goods[$0].id) % shards.count == shard }
            })
    }

    @Test func cartShardsHoldEveryGoodsPriceAndStockOnceInTheShardOfItsKey() throws {
        let goods = (0..<250).map { TestData.goods("g-\($0)", price: 100 + $0, stock: $0 % 7) }
        let site = SiteViewModel(catalogue: TestData.catalogue(goods: goods))
        let set = try #require(site.dataShardSets().first { $0.kind == "cart" })
        #expect(set.groups.map(\.name) == ["goods"])
        // Their hashes in index shards, so an add-to-cart's manifest stays small at 100,000 goods.
        #expect(set.groups[0].shardsPerIndex == 64)
        let shards = set.groups[0].shards
        #expect(shards.count == 4)
        var seen: [String] = []
        for (number, shard) in shards.enumerated() {
            for record in try records(shard) {
                guard case .string(let id)? = record["id"] else { throw NotShardData() }
                #expect(CartShards.key(of: id) % 4 == number)
                seen.append(id)
            }
        }
        #expect(seen.sorted() == goods.map(\.id).sorted())
    }

    @Test func cartShardsHoldTitlePriceStockAndLinksFromTheirFolder() throws {
        let shards = try shardSet("cart").groups[0].shards
        #expect(shards.count == 1)
        let byID = Dictionary(
            uniqueKeysWithValues: try records(shards[0]).map { record in
                (record["id"].map { if case .string(let id) = $0 { id } else { "" } } ?? "", record)
            })
        #expect(byID.keys.sorted() == ["a", "b", "c", "d", "e"])
        #expect(
            byID["a"] == [
                "id": "a", "title": "Title a", "cents": 5_000, "stock": 3, "url": "../../goods/a/",
                "thumb": "../../media/images/a.svg",
            ])
        #expect(byID["b"]?["thumb"] == .null)
        #expect(byID["b"]?["stock"] == 0)
    }

    @Test func facetsAreColumnsOfEachPlacesValueInTheCategorysOrder() throws {
        let model = try #require(CategoryFacetsViewModel(category: Self.catalogue.categories[0], context: site.context))
        // Places: b, d, e, a (best sellers first).
        #expect(model.facets.map(\.key) == ["brand", "origin"])
        #expect(model.facets[0].label == "Brand")
        #expect(model.facets[0].values == [.init(value: "Penfolds", count: 2), .init(value: "Torres", count: 1)])
        #expect(model.facets[0].column == CompactColumn([2, 1, 0, 1]))
        #expect(model.facets[0].column.text == "2101")
        #expect(model.facets[1].values == [.init(value: "Australia", count: 1)])
        #expect(model.facets[1].column.text == "0001")
        // Distinct prices 50, 120, 388, 1,500: b is second cheapest, a the cheapest.
        #expect(model.priceRanks.text == "1230")
        // d is rated 4.5: 45 tenths + 1 = 46, the digit "k"; the others have no rating.
        #expect(model.ratings.text == "0k00")
        #expect(model.shards.kind == "category-wine")
        #expect(model.shards.groups.map(\.name) == ["facets", "cards"])
        guard case .object(let facets) = try #require(model.shards.groups[0].shards.first) else { throw NotShardData() }
        #expect(facets["count"] == 4)
        #expect(facets["pageSize"] == 24)
        #expect(facets["cardsPerShard"] == .int(CategoryFacetsViewModel.cardsPerShard))
        #expect(facets["ratings"] == .object(["width": 1, "text": "0k00"]))
        guard case .object(let price)? = facets["price"], case .array(let bands)? = price["bands"] else {
            throw NotShardData()
        }
        #expect(bands.count == model.priceBands.count)
        #expect(bands.first == .object(["id": "0-100", "label": "Under ¥100", "fromRank": 0]))
        #expect(CategoryFacetsViewModel(category: Self.catalogue.categories[2], context: site.context) == nil)
    }

    @Test func cardShardsHoldTheCardsOfTheirPlacesWithLinksFromTheirFolder() throws {
        let model = try #require(CategoryFacetsViewModel(category: Self.catalogue.categories[0], context: site.context))
        let cards = try records(try #require(model.shards.groups[1].shards.first))
        #expect(cards.map { $0["id"] } == ["b", "d", "e", "a"])
        let sold = cards[0]
        #expect(sold["soldOut"] == .bool(true))
        #expect(sold["salesText"] == "9 sold")
        #expect(sold["cartKey"] == .int(CartShards.key(of: "b")))
        #expect(sold["rating"] == .null)
        #expect(sold["ratingLabel"] == "No ratings yet")
        #expect(sold["brand"] == "Torres")
        #expect(cards[1]["rating"] == "4.5")
        #expect(cards[1]["ratingLabel"] == "Rated 4.5 out of 5")
        #expect(cards[1]["url"] == "../../goods/d/")
        #expect(cards[1]["price"] == "¥388.00")
    }

    @Test func aCategoryOfManyGoodsHasAShardOfCardsPerSixteenPlaces() throws {
        let goods = (0..<40).map { TestData.goods("g-\($0)", sales: 100 - $0) }
        let site = SiteViewModel(catalogue: TestData.catalogue(goods: goods))
        let set = try #require(site.dataShardSets().first { $0.kind == "category-wine" })
        let cards = set.groups[1].shards
        #expect(try cards.map { try records($0).count } == [16, 16, 8])
        #expect(try records(cards[2]).map { $0["id"] } == (32..<40).map { .string("g-\($0)") })
    }

    @Test(arguments: [([0, 63], 1, "0_"), ([64, 5], 2, "1005"), ([4_095, 4_096], 3, "0__100"), ([], 1, "")])
    func compactColumnsUseTheFewestBase64DigitsForTheLargestNumber(_ numbers: [Int], _ width: Int, _ text: String) {
        let column = CompactColumn(numbers)
        #expect(column.width == width)
        #expect(column.text == text)
    }

    @Test func facetValuesWithSpacesAroundThemCountAsOneValue() throws {
        // The real wine-shop data's case: the 白酒 category offered "四川 (19)" and "四川 (1)".
        let folder = Repository.scratchFolder("facets")
        let files = [
            "store.json": #"{"name": "C", "currency": "CNY"}"#,
            "categories.json": #"[{"id": "baijiu", "name": "白酒"}]"#,
            "goods.json": #"""
            [{"id": "g-1", "title": "A", "category": "baijiu", "price": 1, "origin": " 四川", "saleCount": 3},
             {"id": "g-2", "title": "B", "category": "baijiu", "price": 2, "origin": "四川", "saleCount": 2},
             {"id": "g-3", "title": "C", "category": "baijiu", "price": 3, "origin": "安徽\u3000", "saleCount": 1}]
            """#,
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        let catalogue = try FixtureLoader(directory: folder).load()
        let context = SiteViewModel(catalogue: catalogue).context
        let model = try #require(CategoryFacetsViewModel(category: catalogue.categories[0], context: context))
        let origin = try #require(model.facets.first { $0.key == "origin" })
        #expect(origin.values == [.init(value: "四川", count: 2), .init(value: "安徽", count: 1)])
        #expect(origin.column.text == "112")
    }

    @Test func priceBandsFollowTheSpreadAndCoverEveryGoodsOnce() throws {
        let model = try #require(CategoryFacetsViewModel(category: Self.catalogue.categories[0], context: site.context))
        let bands = model.priceBands
        #expect(bands.count >= 2)
        #expect(bands.map(\.count).reduce(0, +) == 4)
        #expect(bands.first?.low == 0)
        #expect(bands.last?.high == nil)
        for (lower, upper) in zip(bands, bands.dropFirst()) {
            #expect(lower.high != nil && lower.high! <= upper.low)
        }
        #expect(bands.first?.label.hasPrefix("Under ¥") == true)
        #expect(bands.last?.label.hasSuffix("and above") == true)
        #expect(bands.allSatisfy { $0.id == "\($0.low / 100)-\($0.high.map { String($0 / 100) } ?? "")" })
    }

    @Test func oneGoodsOrOnePriceMakesNoBands() {
        let formatter = PriceFormatter(currency: "CNY")
        #expect(
            CategoryFacetsViewModel.bands(prices: [Money(cents: 100)], prices: formatter, strings: TestData.english)
                .isEmpty)
        #expect(
            CategoryFacetsViewModel.bands(
                prices: [Money(cents: 100), Money(cents: 100)], prices: formatter, strings: TestData.english
            ).isEmpty)
    }

    @Test func bandsForASpreadOfPrices() {
        let prices = [30, 60, 90, 120, 150, 300, 450, 800, 1_200, 2_500].map { Money(cents: $0 * 100) }
        let bands = CategoryFacetsViewModel.bands(
            prices: prices, prices: PriceFormatter(currency: "CNY"), strings: TestData.english)
        #expect(bands.map(\.id) == ["0-100", "100-200", "200-1000", "1000-"])
        #expect(bands.map(\.label) == ["Under ¥100", "¥100 – ¥200", "¥200 – ¥1,000", "¥1,000 and above"])
        #expect(bands.map(\.count) == [3, 2, 3, 2])
    }

    @Test(arguments: [
        (0.4, 1), (137.0, 100), (160.0, 200), (388.0, 500), (740.0, 500), (760.0, 1_000), (2_400.0, 2_000),
    ])
    func roundNumbers(_ value: Double, _ expected: Int) {
        #expect(CategoryFacetsViewModel.roundNumber(value) == expected)
    }

    @Test func categoryPagesPointAtTheirFiltersDataUnlessEmpty() throws {
        let wine = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        #expect(wine.filtersDataURL == "../../data/category-wine/manifest.json")
        let empty = try #require(site.viewModel(for: .category(index: 2, page: 1)).category)
        #expect(empty.filtersDataURL == nil)
    }

    @Test func layoutLinksTheScriptCartSearchAndDataFromAnyPage() throws {
        let goods = try #require(site.viewModel(for: .goods(index: 0)).goods)
        #expect(goods.layout.frame.scriptURL == "../../assets/store/main.js")
        #expect(goods.layout.frame.faviconURL == "../../assets/favicon.svg")
        #expect(goods.layout.frame.cartURL == "../../cart/")
        #expect(goods.layout.frame.searchPageURL == "../../search/")
        #expect(goods.layout.frame.cartDataURL == "../../data/cart/manifest.json")
        #expect(goods.layout.frame.pricePrefix == "¥")
        #expect(goods.layout.frame.searchURL == "../../categories/")
    }

    @Test func cardsNameTheirGoodsOnTheAddToCartButton() throws {
        let page = try #require(site.viewModel(for: .category(index: 0, page: 1)).category)
        #expect(page.goods.first?.buttonLabel == "Add to cart: Title b")
        #expect(page.goods.first?.cartKey == CartShards.key(of: "b"))
        #expect(site.viewModel(for: .goods(index: 0)).goods?.cartKey == CartShards.key(of: "a"))
    }

    @Test func checkoutOffersEmailOnlyWithAnOrderAddressAndChecksPhonesByLocale() throws {
        guard let english = site.viewModel(for: .checkout).checkout else { Issue.record("not checkout"); return }
        #expect(english.orderEmail == nil)
        #expect(english.cartURL == "../cart/")
        let englishPhone = try Regex(english.phonePattern)
        #expect(try englishPhone.wholeMatch(in: "+441234567") != nil)
        #expect(try englishPhone.wholeMatch(in: "1234567") != nil)
        #expect(try englishPhone.wholeMatch(in: "123456") == nil)
        #expect(try englishPhone.wholeMatch(in: "1234567890123456") == nil)
        #expect(try englishPhone.wholeMatch(in: "12-34567") == nil)

        var store = TestData.store(locale: "zh-CN")
        store.orderEmail = "orders@example.com"
        let chinese = SiteViewModel(catalogue: TestData.catalogue(store: store))
        guard let model = chinese.viewModel(for: .checkout).checkout else { Issue.record("not checkout"); return }
        #expect(model.orderEmail == "orders@example.com")
        #expect(model.heading == "去结算")
        let phone = try Regex(model.phonePattern)
        #expect(try phone.wholeMatch(in: "13800138000") != nil)
        #expect(try phone.wholeMatch(in: "23800138000") == nil)
        #expect(try phone.wholeMatch(in: "1380013800") == nil)
        #expect(try phone.wholeMatch(in: "+8613800138000") == nil)
    }

    private struct NotASitemap: Error {}
    private struct NotShardData: Error {}
}
