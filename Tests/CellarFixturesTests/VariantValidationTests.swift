@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// Goods with variants in `goods.json`: how they are read, and every problem the issue's
/// "bad input" names, each reported at its place with the goods item and variant named.
struct VariantValidationTests {
    /// A goods item `cx` with options and the given variants, and `extra` fields.
    private static func item(options: String = #"["Size", "Vintage"]"#, variants: String, extra: String = "") -> String
    {
        #"""
        {"id": "cx", "title": "Château X", "category": "wine", "options": \#(options), "variants": \#
        [\#(variants)]\#(extra)}
        """#
    }

    private static let magnum = #"{"sku": "CX-1500/18", "values": {"Size": "1.5 L", "Vintage": "2018"}, "price": 210}"#

    private func problems(_ goods: String) -> [String] {
        FixtureFolder(["goods.json": "[" + goods + "]"]).errors().map(\.description)
    }

    @Test func readsEveryVariantFieldWithTheItemsFallbacks() throws {
        let bottle = #"""
            {"id": "750-2018", "sku": "CX-750-18", "values": {"Vintage": "2018", "Size": "750 ml"}, "price": 98,
             "marketPrice": 120, "stock": 5, "gtin": "4006381333931", "thumb": "https://img/750-t.jpg",
             "image": "https://img/750.jpg", "specification": "750ml*1/瓶"}
            """#
        let folder = FixtureFolder([
            "goods.json": "["
                + Self.item(
                    variants: bottle + "," + Self.magnum,
                    extra: #", "thumb": "https://img/t.jpg", "specification": "瓶", "saleCount": 3"#
                ) + "]"
        ])
        let item = try #require(try folder.load().goods.first)
        #expect(
            item
                == GoodsItem(
                    id: "cx", title: "Château X", category: "wine", options: ["Size", "Vintage"],
                    variants: [
                        Variant(
                            id: "750-2018", sku: "CX-750-18", values: ["750 ml", "2018"], price: Money(cents: 9800),
                            marketPrice: Money(cents: 12000), stock: 5, gtin: "4006381333931",
                            thumb: "https://img/750-t.jpg",
                            image: "https://img/750.jpg", specification: "750ml*1/瓶"),
                        Variant(
                            id: "cx-1500-18", sku: "CX-1500/18", values: ["1.5 L", "2018"], price: Money(cents: 21000),
                            thumb: "https://img/t.jpg", specification: "瓶"),
                    ],
                    specification: "瓶", saleCount: 3, thumb: "https://img/t.jpg"))
        #expect(item.price == Money(cents: 9800))
        #expect(item.stock == 5)
        #expect(item.marketPrice == nil && item.gtin == nil)
        #expect(item.values(ofOptionAt: 0) == ["750 ml", "1.5 L"])
        #expect(item.values(ofOptionAt: 1) == ["2018"])
        #expect(item.variant(withID: "cx-1500-18")?.sku == "CX-1500/18")
    }

    @Test func makesStableIDsFromSKUs() {
        #expect(Variant.id(fromSKU: "CX-750/18") == "cx-750-18")
        #expect(Variant.id(fromSKU: "  Magnum  2018 ") == "magnum-2018")
        #expect(Variant.id(fromSKU: "瓶-750") == "750")
        #expect(Variant.id(fromSKU: "瓶") == nil)
        #expect(Variant.id(fromSKU: String(repeating: "a", count: 63) + "-b")?.count == 63)
    }

    @Test func looksUpVariantsBySKUAcrossTheCatalogue() throws {
        let beer =
            #"""
            {"id": "ipa", "title": "IPA", "category": "beer", "options": ["Pack"], "variants": [{"sku": "IPA-1", \#
            "values": {"Pack": "Can"}, "price": 3}, {"sku": "IPA-6", "values": {"Pack": "6-pack"}, "price": 16, \#
            "stock": 2}]}
            """#
        let catalogue = try FixtureFolder(["goods.json": "[" + Self.item(variants: Self.magnum) + "," + beer + "]"])
            .load()
        let found = try #require(catalogue.variant(withSKU: "IPA-6"))
        #expect(found.goods.id == "ipa")
        #expect(found.variant.id == "ipa-6")
        #expect(found.goods.stock == 2)
        #expect(catalogue.variant(withSKU: "CX-1500/18")?.goods.id == "cx")
        #expect(catalogue.variant(withSKU: "nope") == nil)
    }

    @Test func collectsVariantImagesAmongTheLocalImagePaths() throws {
        let folder = FixtureFolder([
            "goods.json": "["
                + Self.item(
                    variants:
                        #"{"id": "a", "values": {"Size": "S", "Vintage": "1"}, "price": 1, "image": "img/v.jpg"}"#,
                    extra: #", "thumb": "img/t.jpg""#) + "]"
        ])
        folder.write("img/v.jpg", "jpg")
        folder.write("img/t.jpg", "jpg")
        #expect(try folder.load().localImagePaths == ["img/t.jpg", "img/v.jpg"])
    }

    @Test func reportsEveryProblemOfTheIssuesBadInputAtOnce() {
        let variants = [
            #"{"id": "a", "sku": "CX-1", "values": {"Size": "750 ml"}, "price": 1}"#,
            #"{"id": "b", "sku": "CX-2", "values": {"Size": "750 ml", "Vintage": "2018"}, "price": 1}"#,
            #"""
            {"id": "c", "sku": "CX-2", "values": {"Size": "750 ml", "Vintage": "2018"}, "price": 1, "image": \#
            "img/missing.jpg"}
            """#,
            #"{"id": "d", "values": {"Size": "<b>1.5 L</b>", "Vintage": "2019"}, "price": 1}"#,
        ].joined(separator: ",")
        #expect(
            problems(Self.item(variants: variants)) == [
                #"goods.json[0] (id "cx").variants[0].values: has no value for option "Vintage" (variant "a")"#,
                #"""
                goods.json[0] (id "cx").variants[2].sku: SKU "CX-2" is used twice in the catalogue (first at \#
                [0].variants[1]) (variant "c")
                """#,
                #"""
                goods.json[0] (id "cx").variants[2].values: has the same options as [0].variants[1] (Size: 750 ml, \#
                Vintage: 2018); each variant needs its own combination (variant "c")
                """#,
                #"""
                goods.json[0] (id "cx").variants[2].image: image file "img/missing.jpg" does not exist in the \#
                fixtures folder (variant "c")
                """#,
                #"""
                goods.json[0] (id "cx").variants[3].values.Size: must be plain text, found markup "<b>" (variant "d")
                """#,
            ])
    }

    @Test func requiresSKUsToBeUniqueAcrossGoodsItems() {
        let other = Self.item(variants: #"{"sku": "CX-1500/18", "values": {"Size": "S", "Vintage": "1"}, "price": 1}"#)
            .replacingOccurrences(of: #""id": "cx""#, with: #""id": "cy""#)
        #expect(
            problems(Self.item(variants: Self.magnum) + "," + other) == [
                #"""
                goods.json[1] (id "cy").variants[0].sku: SKU "CX-1500/18" is used twice in the catalogue (first at \#
                [0].variants[0]) (variant "cx-1500-18")
                """#
            ])
    }

    @Test func requiresOneToThreeDistinctOptions() {
        let one = #"{"id": "a", "values": {"Size": "S"}, "price": 1}"#
        #expect(
            problems(Self.item(options: #"["Size", "size"]"#, variants: one)) == [
                #"goods.json[0] (id "cx").options[1]: option "size" is named twice (first at [0].options[0])"#
            ])
        #expect(
            problems(Self.item(options: #"["Size", "Vintage", "Pack", "Colour"]"#, variants: one)) == [
                """
                goods.json[0] (id \"cx\").options: names 4 options; at most 3 are allowed (as Shopify and Google allow)
                """,
                #"goods.json[0] (id "cx").variants[0].values: has no value for option "Vintage" (variant "a")"#,
                #"goods.json[0] (id "cx").variants[0].values: has no value for option "Pack" (variant "a")"#,
                #"goods.json[0] (id "cx").variants[0].values: has no value for option "Colour" (variant "a")"#,
            ])
        #expect(
            problems(Self.item(options: "[]", variants: one)) == [
                "goods.json[0] (id \"cx\").options: must name 1 to 3 options the variants differ in"
            ])
        #expect(
            problems(#"{"id": "cx", "title": "T", "category": "wine", "variants": [\#(one)]}"#) == [
                #"""
                goods.json[0] (id "cx").options: is required with variants: name the 1 to 3 options they differ in, \#
                as ["Size", "Vintage"]
                """#
            ])
        #expect(
            problems(Self.item(options: #"["Size", " "]"#, variants: one)) == [
                "goods.json[0] (id \"cx\").options[1]: must not be only spaces"
            ])
        #expect(
            problems(#"{"id": "g", "title": "T", "category": "wine", "price": 1, "options": ["Size"]}"#) == [
                """
                goods.json[0] (id \"g\").options: is set without variants: options name what a goods item's variants \
                differ in
                """
            ])
    }

    @Test func refusesTheItemsOwnPriceStockAndGTINBesideVariants() {
        #expect(
            problems(Self.item(variants: Self.magnum, extra: #", "price": 1, "stock": 2, "gtin": "4006381333931""#))
                == [
                    """
                    goods.json[0] (id \"cx\").price: is set on a goods item with variants: each variant has its own \
                    price
                    """,
                    """
                    goods.json[0] (id \"cx\").stock: is set on a goods item with variants: each variant has its own \
                    stock
                    """,
                    """
                    goods.json[0] (id \"cx\").gtin: is set on a goods item with variants: each variant has its own gtin
                    """,
                ])
    }

    @Test func requiresAnIDOrSKUAndUniqueIDs() {
        let variants = [
            #"{"values": {"Size": "S", "Vintage": "1"}, "price": 1}"#,
            #"{"id": "a b", "values": {"Size": "M", "Vintage": "1"}, "price": 1}"#,
            #"{"sku": "瓶", "values": {"Size": "L", "Vintage": "1"}, "price": 1}"#,
            #"{"id": "cx-1", "values": {"Size": "XL", "Vintage": "1"}, "price": 1}"#,
            #"{"sku": "CX/1", "values": {"Size": "XXL", "Vintage": "1"}, "price": 1}"#,
        ].joined(separator: ",")
        #expect(
            problems(Self.item(variants: variants)) == [
                #"goods.json[0] (id "cx").variants[0]: needs an "id" or a "sku" (the id is then made from the SKU)"#,
                #"""
                goods.json[0] (id "cx").variants[1].id: must be 1 to 64 ASCII letters, digits, "-", "_" or "." (it is \#
                in URLs, carts and feeds), found "a b"
                """#,
                #"""
                goods.json[0] (id "cx").variants[2].sku: has no letter or digit to make the variant's id from; give \#
                the variant an "id"
                """#,
                #"""
                goods.json[0] (id "cx").variants[4].sku: duplicate variant id "cx-1", made from its SKU (first at \#
                [0].variants[3]) (variant "cx-1")
                """#,
            ])
    }

    @Test func checksEachVariantsFieldsAsAGoodsItemsAreChecked() {
        let variant =
            #"""
            {"id": "a", "values": {"Size": "S", "Vintage": 2018, "Colour": "red"}, "price": "9", "stock": -1, "gtin": \#
            "123"}
            """#
        #expect(
            problems(
                Self.item(variants: variant) + ","
                    + Self.item(variants: "", extra: "").replacingOccurrences(of: "\"cx\"", with: "\"e\"")) == [
                    #"goods.json[0] (id "cx").variants[0].values.Vintage: must be a string, found 2018 (variant "a")"#,
                    #"""
                    goods.json[0] (id "cx").variants[0].values.Colour: is not an option of the goods item (its \#
                    options are Size, Vintage) (variant "a")
                    """#,
                    #"goods.json[0] (id "cx").variants[0].price: must be a number ≥ 0, found "9" (variant "a")"#,
                    #"goods.json[0] (id "cx").variants[0].stock: must be a whole number ≥ 0, found -1 (variant "a")"#,
                    #"""
                    goods.json[0] (id "cx").variants[0].gtin: must be 8, 12, 13 or 14 digits (a GTIN), found "123" \#
                    (variant "a")
                    """#,
                    """
                    goods.json[1] (id \"e\").variants: must not be empty: list the ways the item is sold, or leave out \
                    variants and options
                    """,
                ])
    }

    @Test func refusesAThousandVariantsOnOneItem() {
        let variants = (0..<1000).map { #"{"id": "v\#($0)", "values": {"Size": "\#($0)"}, "price": 1}"# }.joined(
            separator: ",")
        #expect(
            problems(Self.item(options: #"["Size"]"#, variants: variants)) == [
                """
                goods.json[0] (id \"cx\").variants: has 1000 variants; a goods item may have at most 250 (split it \
                into several goods items)
                """
            ])
    }

    @Test func warnsAboutValuesItTidiesAndControlCharactersAndLowMarketPrices() throws {
        let variant =
            #"{"id": "a", "values": {"Size": " 1.5\u0007 L", "Vintage": "2018"}, "price": 10, "marketPrice": 8}"#
        let folder = FixtureFolder([
            "goods.json": "["
                + Self.item(
                    variants: variant, extra: #", "thumb": "https://img/t.jpg", "description": "Dry.""#) + "]"
        ])
        let catalogue = try folder.load()
        #expect(catalogue.goods[0].variants[0].values == ["1.5 L", "2018"])
        #expect(
            catalogue.warnings.map(\.description) == [
                #"goods.json[0] (id "cx").variants[0].values.Size: control character removed (U+0007) (variant "a")"#,
                #"""
                goods.json[0] (id "cx").variants[0].values.Size: " 1.5 L" is read as "1.5 L" (spaces around it \#
                dropped, Unicode normalised), so shoppers filter it with the other goods of that value (variant "a")
                """#,
                #"goods.json[0] (id "cx"): market price 8.00 is below the price 10.00 (variant "a")"#,
            ])
        #expect(catalogue.warnings.allSatisfy { $0.goodsID == "cx" })
    }

    @Test func leavesGoodsWithoutVariantsAsTheyWere() throws {
        let item = try #require(try FixtureFolder().load().goods.first)
        #expect(item.options.isEmpty && item.variants.isEmpty)
        #expect(item.price == Money(cents: 7140))
    }
}
