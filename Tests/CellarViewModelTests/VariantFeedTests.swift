import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

@Suite("Product feeds with variants")
struct VariantFeedTests {
    /// A wine in two sizes and two vintages: one variant with its own photo, GTIN and a higher
    /// market price, one sold out and on its goods item's photo.
    static let wine = GoodsItem(
        id: "cx", title: "Château X", category: "wine", options: ["Size", "Vintage"],
        variants: [
            Variant(
                id: "750-2018", sku: "CX-750-18", values: ["750 ml", "2018"], price: Money(cents: 9_800),
                marketPrice: Money(cents: 12_000), stock: 5, gtin: "4006381333931",
                image: "https://img.example.com/cx-750.jpg"),
            Variant(
                id: "cx-1500-19", sku: "CX-1500-19", values: ["1.5 L", "2019"], price: Money(cents: 21_000), stock: 0),
        ],
        brand: "Château X", image: "https://img.example.com/cx.jpg", description: "Good stuff."
    )

    /// A shirt-like goods item whose option is a colour, spelled the British way, and a pack.
    static let glass = GoodsItem(
        id: "glass", title: "Glass", category: "wine", options: ["Colour", "Pack"],
        variants: [Variant(id: "red-2", values: ["Red", "2 glasses"], price: Money(cents: 3_000), stock: 12)],
        image: "https://img.example.com/glass.png", description: "Clear."
    )

    static let plain = TestData.goods("plain", image: "https://img.example.com/plain.jpg")

    private static func site(_ goods: [GoodsItem]) -> SiteViewModel {
        SiteViewModel(catalogue: TestData.catalogue(store: TestData.store(baseURL: "https://host/shop/"), goods: goods))
    }

    private static func google(_ goods: [GoodsItem]) throws -> GoogleFeedViewModel {
        try #require(site(goods).viewModel(for: .googleFeed).googleFeed)
    }

    private static func meta(_ goods: [GoodsItem]) throws -> MetaFeedViewModel {
        try #require(site(goods).viewModel(for: .metaFeed).metaFeed)
    }

    @Test func eachVariantIsAnItemOfItsGoodsItemsGroup() throws {
        let items = Array(try Self.google([Self.plain, Self.wine]).items)
        #expect(items.map(\.id) == ["plain", "cx:750-2018", "cx:cx-1500-19"])
        #expect(items.map(\.itemGroupID) == [nil, "cx", "cx"])
        #expect(items.map(\.title) == ["Title plain", "Château X (750 ml, 2018)", "Château X (1.5 L, 2019)"])
        #expect(
            items.map(\.link) == [
                "https://host/shop/goods/plain/", "https://host/shop/goods/cx/?variant=750-2018",
                "https://host/shop/goods/cx/?variant=cx-1500-19",
            ])
        #expect(
            items.map(\.imageLink) == [
                "https://img.example.com/plain.jpg", "https://img.example.com/cx-750.jpg",
                "https://img.example.com/cx.jpg",
            ])
        #expect(items.map(\.availability) == ["in_stock", "in_stock", "out_of_stock"])
        #expect(items.map(\.price) == ["100.00 CNY", "120.00 CNY", "210.00 CNY"])
        #expect(items.map(\.salePrice) == [nil, "98.00 CNY", nil])
        #expect(items.map(\.gtin) == [nil, "4006381333931", nil])
        #expect(items.map(\.identifierExists) == ["no", nil, "no"])
        #expect(items.map(\.brand) == [nil, "Château X", "Château X"])
        #expect(items.map(\.description) == ["Good stuff.", "Good stuff.", "Good stuff."])
    }

    @Test func optionsBecomeSizeColorOrProductDetails() throws {
        let items = Array(try Self.google([Self.plain, Self.wine, Self.glass]).items)
        #expect(items.map(\.size) == [nil, "750 ml", "1.5 L", nil])
        #expect(items.map(\.color) == [nil, nil, nil, "Red"])
        #expect(
            items.map { $0.details.map { "\($0.name)=\($0.value)" } } == [
                [], ["Vintage=2018"], ["Vintage=2019"], ["Pack=2 glasses"],
            ])
    }

    @Test func metaRowsHaveTheVariantColumnsAndTheGoodsTitle() throws {
        let feed = try Self.meta([Self.plain, Self.wine, Self.glass])
        #expect(feed.hasVariants)
        let rows = Array(feed.rows)
        #expect(rows.map(\.id) == ["plain", "cx:750-2018", "cx:cx-1500-19", "glass:red-2"])
        #expect(rows.map(\.itemGroupID) == ["", "cx", "cx", "glass"])
        #expect(
            rows.map(\.title) == ["Title plain", "Château X", "Château X", "Glass"],
            "Meta wants one name across a group")
        #expect(rows.map(\.size) == ["", "750 ml", "1.5 L", ""])
        #expect(rows.map(\.color) == ["", "", "", "Red"])
        #expect(rows.map(\.additionalVariantAttribute) == ["", "Vintage:2018", "Vintage:2019", "Pack:2 glasses"])
        #expect(rows.map(\.availability) == ["in stock", "in stock", "out of stock", "in stock"])
        #expect(rows.map(\.salePrice) == ["", "98.00 CNY", "", ""])
        #expect(try !Self.meta([Self.plain]).hasVariants, "a catalogue without variants keeps its columns")
    }

    @Test func variantsGoogleWouldRefuseAreLeftOutEachWithWhy() throws {
        var wine = Self.wine
        wine.variants.append(Variant(id: "free", values: ["3 L", "2018"], price: Money(cents: 0), stock: 1))
        wine.variants.append(
            Variant(id: "svg", values: ["6 L", "2018"], price: Money(cents: 100), stock: 1, image: "images/x.svg"))
        wine.variants.append(
            Variant(id: String(repeating: "v", count: 48), values: ["9 L", "2018"], price: Money(cents: 100), stock: 1))
        var bare = Self.glass
        bare.id = "bare"
        bare.description = nil
        let site = Self.site([wine, bare])
        let feed = try #require(site.viewModel(for: .googleFeed).googleFeed)
        #expect(feed.items.map(\.id) == ["cx:750-2018", "cx:cx-1500-19"])
        let report = try #require(site.viewModel(for: .catalogueReport).report)
        #expect(
            report.leftOutOfFeeds.map { "\($0.goodsID): \($0.problem)" } == [
                #"cx: variant "free": price is 0"#,
                #"cx: variant "svg": image is SVG, which Google does not accept"#,
                #"cx: variant "\#(String(repeating: "v", count: 48))": id is longer than 50 characters"#,
                "bare: no description",
            ])
        #expect(
            report.feedStatus
                == """
                The feeds list 2 of 6 items: each goods item without variants, and each variant of the goods items \
                that have them (variants: 6; goods items with variants: 2).
                """
        )
    }

    @Test func aVariantsIDThatIsAnotherItemsIsLeftOut() throws {
        var taken = Self.plain
        taken.id = "cx:750-2018"
        let items = try Self.google([taken, Self.wine]).items
        #expect(items.map(\.id) == ["cx:750-2018", "cx:cx-1500-19"])
        #expect(items.map(\.itemGroupID) == [nil, "cx"])
        let report = try #require(Self.site([taken, Self.wine]).viewModel(for: .catalogueReport).report)
        #expect(
            report.leftOutOfFeeds.map { "\($0.goodsID): \($0.problem)" } == [
                #"cx: variant "750-2018": id cx:750-2018 is also another item's id"#
            ])
    }

    @Test func aGoodsItemWhoseIDIsTooLongForAnItemGroupIDIsLeftOutWithAllItsVariants() throws {
        var wine = Self.wine
        wine.id = String(repeating: "g", count: 51)
        let site = Self.site([wine, Self.plain])
        #expect(try #require(site.viewModel(for: .googleFeed).googleFeed).items.map(\.id) == ["plain"])
        let report = try #require(site.viewModel(for: .catalogueReport).report)
        #expect(
            report.leftOutOfFeeds.map { "\($0.goodsID): \($0.problem)" } == [
                "\(wine.id): item group id is longer than 50 characters"
            ])
    }
}

extension VariantFeedTests {
    @Test func aVariantsOwnThumbnailComesBeforeItsGoodsItemsPicture() throws {
        var wine = Self.wine
        // As the fixtures fill it in: a variant without a large picture has its goods item's.
        wine.variants[1].image = wine.image
        wine.variants[1].thumb = "https://img.example.com/cx-1500-thumb.jpg"
        let items = try Self.google([wine]).items
        #expect(
            items.map(\.imageLink) == [
                "https://img.example.com/cx-750.jpg", "https://img.example.com/cx-1500-thumb.jpg",
            ])
    }
}
