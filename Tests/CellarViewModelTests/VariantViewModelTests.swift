import CellarTestSupport
import CellarModel
@testable import CellarViewModels
import Testing

/// A goods item with variants through its page, its card, the cart's data, the search index
/// and its category's filters; goods without variants keep their data's shape.
struct VariantViewModelTests {
    /// "w": a wine in 750 ml (2018, 2019) and 1.5 L (2018, sold out), the magnum with its own
    /// picture; "p": a plain goods item; "s": a beer whose two packs are both sold out.
    static let catalogue: Catalogue = {
        let wine = GoodsItem(
            id: "w", title: "Château X", category: "wine", options: ["Size", "Vintage"],
            variants: [
                Variant(
                    id: "1500-18", sku: "CX-1500-18", values: ["1.5 L", "2018"], price: Money(cents: 21_000),
                    marketPrice: Money(cents: 25_000), stock: 0, thumb: "images/m.svg", image: "images/m.svg",
                    specification: "1500ml*1/bottle"),
                Variant(
                    id: "750-18", sku: "CX-750-18", values: ["750 ml", "2018"], price: Money(cents: 9_800),
                    marketPrice: Money(cents: 12_000), stock: 5, thumb: "images/a.svg",
                    specification: "750ml*1/bottle"),
                Variant(
                    id: "750-19", values: ["750 ml", "2019"], price: Money(cents: 9_900), stock: 2,
                    thumb: "images/a.svg"),
            ],
            specification: "bottle", saleCount: 9, thumb: "images/a.svg")
        let beer = GoodsItem(
            id: "s", title: "Stout", category: "wine", options: ["Pack"],
            variants: [
                Variant(id: "can", values: ["Can"], price: Money(cents: 600)),
                Variant(id: "six", values: ["6-pack"], price: Money(cents: 600)),
            ],
            saleCount: 1)
        var comment = TestData.comment("c1", on: "w")
        comment.specification = "750 ml / 2019"
        var other = TestData.comment("c2", on: "w")
        other.specification = "magnum"
        return TestData.catalogue(
            goods: [wine, TestData.goods("p", price: 5_000, sales: 5), beer], comments: [comment, other])
    }()
    let site = SiteViewModel(catalogue: catalogue)

    private func goodsPage(_ index: Int) throws -> GoodsPageViewModel {
        try #require(site.viewModel(for: .goods(index: index)).goods)
    }

    @Test func theGoodsPageOpensOnTheFirstVariantInStock() throws {
        let page = try goodsPage(0)
        #expect(page.variantID == "750-18")
        #expect(page.price == "¥98.00")
        #expect(page.marketPrice == "¥120.00")
        #expect(page.saving == "Save ¥22.00 (18%)")
        #expect(page.stock == 5 && page.stockText == "5 in stock" && !page.isSoldOut)
        #expect(page.sku == "CX-750-18" && page.variantSpecification == "750ml*1/bottle")
        #expect(page.gallery?.photos.map(\.picture.src) == ["../../media/images/a.svg", "../../media/images/m.svg"])
        #expect(page.gallery?.photos.map(\.isHidden) == [false, true], "the magnum's own photo waits for the magnum")
        #expect(!page.facts.contains { $0.label == "Stock" || $0.label == "Specification" })
    }

    @Test func theGoodsPageHasARadioGroupPerOptionAndARowPerVariant() throws {
        let variants = try #require(try goodsPage(0).variants)
        #expect(variants.options.map(\.name) == ["Size", "Vintage"])
        #expect(variants.options.map(\.inputName) == ["option-0", "option-1"])
        #expect(
            variants.options[0].choices == [
                .init(value: "1.5 L", isChecked: false), .init(value: "750 ml", isChecked: true),
            ])
        #expect(
            variants.options[1].choices == [
                .init(value: "2018", isChecked: true), .init(value: "2019", isChecked: false),
            ])
        #expect(variants.rows.map(\.id) == ["1500-18", "750-18", "750-19"])
        #expect(variants.rows.map(\.isChosen) == [false, true, false])
        let magnum = variants.rows[0]
        #expect(magnum.values == ["1.5 L", "2018"])
        #expect(magnum.price == "¥210.00" && magnum.marketPrice == "¥250.00" && magnum.saving == "Save ¥40.00 (16%)")
        #expect(magnum.isSoldOut && magnum.stockText == nil && magnum.stock == 0)
        #expect(magnum.photoNumbers == "1")
        #expect(variants.rows[1].photoNumbers == "", "the goods item's own picture is not repeated")
        #expect(variants.rows[2].sku == nil && variants.rows[2].specification == nil)
        #expect(try goodsPage(0).gallery?.ownPhotoNumbers == "0")
    }

    @Test func aGoodsItemWhoseVariantsAreAllSoldOutIsSoldOut() throws {
        let page = try goodsPage(2)
        #expect(page.isSoldOut && page.variantID == "can")
        #expect(page.gallery == nil, "no photo, so the page shows its placeholder")
        let cards = try #require(site.viewModel(for: .category(index: 0, page: 1)).category).goods
        #expect(cards.map(\.isSoldOut) == [false, false, true])
    }

    @Test func aCommentNamingAVariantShowsItsOptionValues() throws {
        let comments = try #require(goodsPage(0).tabPanels.first).comments
        #expect(comments.map(\.variant) == ["Size: 750 ml · Vintage: 2019", nil])
    }

    @Test func aTextNamesAVariantByItsSpecificationSKUIdOrValuesWhenOnlyOneFits() throws {
        let wine = try #require(Self.catalogue.goods(withID: "w"))
        let names = VariantNames(of: wine)
        #expect(names.variant(namedBy: "750ml*1/Bottle")?.id == "750-18")
        #expect(
            names.variant(namedBy: "cx 1500 18")?.id == nil, "a SKU is matched whole, but for spaces and separators")
        #expect(names.variant(namedBy: "CX-1500-18")?.id == "1500-18")
        #expect(names.variant(namedBy: "1.5 L, 2018")?.id == "1500-18")
        #expect(names.variant(namedBy: "750-19")?.id == "750-19")
        #expect(names.variant(namedBy: "750 ml") == nil)
        var twins = wine
        twins.variants[1].specification = "bottle"
        twins.variants[2].specification = "bottle"
        #expect(VariantNames(of: twins).variant(namedBy: "bottle") == nil, "two variants fit")
        #expect(VariantNames(of: try #require(Self.catalogue.goods(withID: "p"))).variant(namedBy: "750-19") == nil)
    }

    @Test func cardsSayFromTheLowestPriceAndOpenTheGoodsPageToChoose() throws {
        let cards = try #require(site.viewModel(for: .category(index: 0, page: 1)).category).goods
        let wine = try #require(cards.first { $0.id == "w" })
        #expect(wine.price == "From ¥98.00")
        #expect(wine.purchase.choosesOptions && !wine.purchase.usesSiteCart && wine.purchase.item == nil)
        #expect(wine.buttonLabel == "Choose options: Château X")
        let beer = try #require(cards.first { $0.id == "s" })
        #expect(beer.price == "¥6.00", "one price for every variant is no \"from\" price")
        let plain = try #require(cards.first { $0.id == "p" })
        #expect(plain.price == "¥50.00" && plain.purchase.usesSiteCart && !plain.purchase.choosesOptions)
        #expect(plain.buttonLabel == "Add to cart: Title p")
    }

    @Test func theCartsDataHasARowPerVariantWithItsPriceStockAndOptions() throws {
        let set = try #require(site.dataShardSets().first { $0.kind == "cart" })
        guard case .object(let shard) = set.groups[0].shards[0], case .array(let rows)? = shard["rows"] else {
            throw Unexpected()
        }
        #expect(shard["fields"] == ["id", "title", "cents", "stock", "url", "thumb", "variant", "options"])
        #expect(rows.count == 3 + 1 + 2)
        #expect(
            rows.contains([
                "w", "Château X", 21_000, 0, "../../goods/w/?variant=1500-18", "../../media/images/m.svg", "1500-18",
                "Size: 1.5 L · Vintage: 2018",
            ]))
        #expect(rows.contains(["p", "Title p", 5_000, 10, "../../goods/p/", "../../media/images/a.svg", .null, .null]))
    }

    @Test func withoutVariantsTheDataKeepsItsFields() throws {
        let plain = SiteViewModel(catalogue: TestData.catalogue(goods: [TestData.goods("p")]))
        let sets = plain.dataShardSets()
        let cart = try #require(sets.first { $0.kind == "cart" })
        guard case .object(let shard) = cart.groups[0].shards[0] else { throw Unexpected() }
        #expect(shard["fields"] == .array(CartDataViewModel.fields))
        let search = try #require(sets.first { $0.kind == "search" })
        #expect(
            search.settings
                == .object([
                    "recordsPerShard": .int(SearchIndexViewModel.recordsPerShard),
                    "recordFields": .array(SearchIndexViewModel.recordFields),
                ]))
        let facets = try #require(sets.first { $0.kind.hasPrefix("category-") })
        guard case .object(let cards) = facets.groups[1].shards[0], case .array(let fields)? = cards["fields"] else {
            throw Unexpected()
        }
        #expect(!fields.contains("buy"))
    }

    @Test func aVariantsSKUFindsItsGoodsItemInSearch() throws {
        let search = try #require(site.dataShardSets().first { $0.kind == "search" })
        var terms: [String: String] = [:]
        for case .object(let members) in search.groups[0].shards {
            for case (let term, .string(let postings)) in members { terms[term] = postings }
        }
        // Best sellers first: w is at position 0; its SKUs' words are found where a brand is.
        #expect(terms["cx"] == PostingList.encode([0 * 4 + 0]))
        #expect(terms["1500"] == PostingList.encode([0 * 4 + 0]))
        guard case .array(let records) = search.groups[1].shards[0], case .array(let first) = records[0] else {
            throw Unexpected()
        }
        #expect(Array(first.suffix(3)) == ["From ¥98.00", "options", "Choose options: Château X"])
        guard case .object(let settings) = search.settings else { throw Unexpected() }
        #expect(settings["recordFields"] == .array(SearchIndexViewModel.recordFields + ["price", "buy", "addLabel"]))
    }

    @Test func optionValuesAreFiltersOfTheGoodsSoldInThem() throws {
        let model = try #require(CategoryFacetsViewModel(category: Self.catalogue.categories[0], context: site.context))
        // Places by sales: w, p, s.
        let size = try #require(model.facets.first { $0.key == "Size" })
        #expect(size.label == "Size")
        #expect(size.values == [.init(value: "1.5 L", count: 1), .init(value: "750 ml", count: 1)])
        #expect(size.sets == [[1, 2]])
        #expect(size.column == CompactColumn([1, 0, 0]))
        let pack = try #require(model.facets.first { $0.key == "Pack" })
        #expect(pack.sets == [[1, 2]] && pack.column == CompactColumn([0, 0, 1]))
        #expect(model.facets.first { $0.key == "brand" }?.sets == nil)
        // The price sort and bands take the lowest variant price: w ¥98, p ¥50, s ¥6.
        #expect(model.priceRanks == CompactColumn([2, 1, 0]))
    }

    @Test func anOptionNamedAsAnotherFilterGetsAKeyOfItsOwn() {
        let goods = GoodsItem(
            id: "x", title: "X", category: "wine", options: ["Brand"],
            variants: [Variant(id: "a", values: ["A"], price: Money(cents: 1))])
        #expect(CategoryFacetsViewModel.optionFacets(of: [goods]).map(\.key) == ["option-Brand"])
    }

    private struct Unexpected: Error {}
}
