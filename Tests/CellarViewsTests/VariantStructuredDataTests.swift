import CellarTestSupport
import CellarModel
import CellarViewModels
import CellarViews
import Foundation
import Testing

@Suite("JSON-LD on goods pages with variants")
struct VariantStructuredDataTests {
    static let catalogue = Catalogue(
        store: Store(
            name: "Tiny", baseURL: "https://host/shop/", currency: "CNY",
            returns: ReturnPolicy(country: "CN", days: 7, fees: .customer, method: .mail)),
        categories: [Category(id: "wine", name: "Wine")],
        goods: [
            GoodsItem(
                id: "cx", title: "Château X", category: "wine", options: ["Size", "Vintage"],
                variants: [
                    Variant(
                        id: "750-2018", sku: "CX-750-18", values: ["750 ml", "2018"], price: Money(cents: 9_800),
                        marketPrice: Money(cents: 12_000), stock: 5, gtin: "4006381333931", image: "images/cx-750.jpg"),
                    Variant(id: "1500-2019", values: ["1.5 L", "2019"], price: Money(cents: 21_000), stock: 0),
                ],
                brand: "Château X", image: "images/cx.jpg", description: "Firm & *dry* tannins."
            )
        ],
        comments: [Comment(id: "c1", goodsID: "cx", author: "Ann", star: 4, content: "Lovely")],
        docs: []
    )

    private func nodes() throws -> [[String: Any]] {
        let html = try ThemeTemplates(directory: Repository.templates).render(
            SiteViewModel(catalogue: Self.catalogue).viewModel(for: .goods(index: 0))
        ).string
        let open = try #require(html.range(of: #"<script type="application/ld+json">"#))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let graph =
            try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<close.lowerBound].utf8))
            as? [String: Any]
        return try #require(graph?["@graph"] as? [[String: Any]])
    }

    @Test func theGoodsItemIsOneProductGroupOfItsVariants() throws {
        let nodes = try nodes()
        #expect(nodes.map { $0["@type"] as? String } == ["ProductGroup", "BreadcrumbList", "Organization"])
        let group = nodes[0]
        #expect(group["name"] as? String == "Château X")
        #expect(group["productGroupID"] as? String == "cx")
        #expect(group["variesBy"] as? [String] == ["https://schema.org/size", "Vintage"])
        #expect(group["url"] as? String == "https://host/shop/goods/cx/")
        #expect(group["description"] as? String == "Firm & dry tannins.")
        #expect((group["brand"] as? [String: Any])?["name"] as? String == "Château X")
        #expect((group["aggregateRating"] as? [String: Any])?["reviewCount"] as? Int == 1)
        #expect((group["review"] as? [[String: Any]])?.count == 1)
        #expect(
            group["offers"] == nil && group["sku"] == nil && group["gtin"] == nil,
            "a group is not offered; its variants are")
    }

    @Test func eachVariantIsAProductWithItsOwnOffer() throws {
        let group = try nodes()[0]
        let variants = try #require(group["hasVariant"] as? [[String: Any]])
        #expect(variants.map { $0["@type"] as? String } == ["Product", "Product"])
        #expect(variants.map { $0["name"] as? String } == ["Château X (750 ml, 2018)", "Château X (1.5 L, 2019)"])
        #expect(variants.map { $0["sku"] as? String } == ["CX-750-18", "cx:1500-2019"], "the SKU, else the feeds' id")
        #expect(variants.map { $0["gtin"] as? String } == ["4006381333931", nil])
        #expect(variants.map { $0["size"] as? String } == ["750 ml", "1.5 L"])
        #expect(variants.map { $0["inProductGroupWithID"] as? String } == ["cx", "cx"])
        #expect(
            variants.map { $0["image"] as? String } == [
                "https://host/shop/media/images/cx-750.jpg", "https://host/shop/media/images/cx.jpg",
            ])
        let vintages = variants.map {
            ($0["additionalProperty"] as? [[String: Any]])?.map { "\($0["@type"]!) \($0["name"]!)=\($0["value"]!)" }
        }
        #expect(vintages == [["PropertyValue Vintage=2018"], ["PropertyValue Vintage=2019"]])
        let offers = try variants.map { try #require($0["offers"] as? [String: Any]) }
        #expect(offers.map { $0["price"] as? String } == ["98.00", "210.00"])
        #expect(offers.map { $0["priceCurrency"] as? String } == ["CNY", "CNY"])
        #expect(
            offers.map { $0["availability"] as? String } == [
                "https://schema.org/InStock", "https://schema.org/OutOfStock",
            ])
        #expect(
            offers.map { $0["url"] as? String } == [
                "https://host/shop/goods/cx/?variant=750-2018", "https://host/shop/goods/cx/?variant=1500-2019",
            ])
        #expect((offers[0]["priceSpecification"] as? [String: Any])?["price"] as? String == "120.00")
        #expect(offers[1]["priceSpecification"] == nil)
        #expect(
            offers.map { ($0["seller"] as? [String: Any])?["@id"] as? String } == [
                "https://host/shop/#organization", "https://host/shop/#organization",
            ])
        #expect(
            offers.allSatisfy {
                $0["hasMerchantReturnPolicy"] != nil
                    && $0["itemCondition"] as? String == "https://schema.org/NewCondition"
            })
    }
}
