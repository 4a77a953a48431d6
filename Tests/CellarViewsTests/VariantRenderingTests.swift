import CellarModel
import CellarTestSupport
import CellarViewModels
import CellarViews
import Foundation
import Testing

/// A goods page with variants as the shipped theme renders it: real radio groups, a list
/// every shopper sees, the chosen variant's price box, and option values escaped.
struct VariantRenderingTests {
    static let catalogue = Catalogue(
        store: Store(name: "Shop", baseURL: "https://host/", currency: "CNY"),
        categories: [Category(id: "wine", name: "Wine")],
        goods: [
            GoodsItem(
                id: "w", title: "Château X", category: "wine", options: ["Size", "Cask & <Age>"],
                variants: [
                    Variant(
                        id: "a", sku: "CX-1", values: ["750 ml", "\"12\" & up"], price: Money(cents: 9800),
                        marketPrice: Money(cents: 12000), stock: 5),
                    Variant(
                        id: "b", values: ["1.5 L", "\"12\" & up"], price: Money(cents: 21000), stock: 0,
                        image: "images/m.svg"),
                ],
                thumb: "images/t.svg"),
            GoodsItem(id: "p", title: "Plain", category: "wine", price: Money(cents: 100), stock: 1),
        ],
        comments: [], docs: [])

    private func render(_ index: Int) throws -> String {
        try ThemeTemplates(directory: Repository.templates).render(
            SiteViewModel(catalogue: Self.catalogue).viewModel(for: .goods(index: index))
        ).string
    }

    @Test func optionsAreRadioGroupsWithTheChosenVariantChecked() throws {
        let html = try render(0)
        #expect(html.contains(#"<legend class="variant-picker__name">Size</legend>"#))
        #expect(html.contains(#"<legend class="variant-picker__name">Cask &amp; &lt;Age&gt;</legend>"#))
        #expect(
            html.contains(
                #"""
                <input class="choice__input" type="radio" name="option-0" value="750 ml" checked><span \#
                class="choice__value">750 ml</span>
                """#
            ))
        #expect(html.contains(#"<input class="choice__input" type="radio" name="option-0" value="1.5 L"><span"#))
        #expect(html.contains(#"name="option-1" value="&quot;12&quot; &amp; up" checked>"#))
        #expect(html.components(separatedBy: "<fieldset").count - 1 == 2)
        #expect(html.contains(#"<button type="button" class="add-to-cart button" data-goods-id="w" data-cart-key="#))
        #expect(html.contains(#"" data-variant-id="a">Add to cart</button>"#))
    }

    @Test func everyVariantIsListedWithItsPriceStockAndPriceBox() throws {
        let html = try render(0)
        #expect(html.contains(#"<div class="product__price-box" data-price-box aria-live="polite">"#))
        #expect(
            html.contains(
                #"<tr class="variants__row" data-variant-id="a" data-stock="5" data-photos="" aria-current="true">"#))
        #expect(html.contains(#"<tr class="variants__row" data-variant-id="b" data-stock="0" data-photos="1">"#))
        #expect(html.contains(#"<td data-value="&quot;12&quot; &amp; up">&quot;12&quot; &amp; up</td>"#))
        #expect(html.contains("<td>5 in stock</td>") && html.contains("<td>Sold out</td>"))
        #expect(html.contains(#"<span class="price">¥210.00</span>"#))
        #expect(html.components(separatedBy: "<template data-price-box>").count - 1 == 2)
        #expect(html.contains(#"<div class="gallery" data-gallery data-own-photos="0">"#))
        #expect(html.contains(#"data-photo="1" hidden><picture>"#), "the sold-out variant's own photo waits for it")
        #expect(html.contains(#"<p class="product__variant-fact">SKU: CX-1</p>"#))
    }

    @Test func aGoodsPageWithoutVariantsHasNoneOfIt() throws {
        let html = try render(1)
        for part in ["data-variant", "variant-picker", "data-price-box", "<template", "product__stock", "radio"] {
            #expect(!html.contains(part), "\(part)")
        }
    }
}
