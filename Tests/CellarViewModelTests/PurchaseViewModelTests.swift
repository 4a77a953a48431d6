import CellarTestSupport
import CellarModel
import Crypto
import Foundation
@testable import CellarViewModels
import Testing

/// Where each control that adds to a cart goes, with every checkout provider: the goods page's
/// (one per item, each variant its own at its own price and stock) and every card's (the
/// site's cart, the provider's control, or for a goods item with variants its page).
struct PurchaseViewModelTests {
    /// "w": a wine in 750 ml (98.00, 5 in stock) and 1.5 L (210.00, sold out), and 2019 (99.00,
    /// 2); "p": a plain goods item at 50.00, 10 in stock.
    static func catalogue(_ checkout: Checkout, links: Bool = false) -> Catalogue {
        let link = { (code: String) in links ? "https://buy.stripe.com/test_\(code)" : nil }
        let wine = GoodsItem(
            id: "w", title: "Château X", category: "wine", options: ["Size", "Vintage"],
            variants: [
                Variant(
                    id: "1500-18", values: ["1.5 L", "2018"], price: Money(cents: 21_000), stock: 0,
                    paymentLink: link("m")),
                Variant(
                    id: "750-18", values: ["750 ml", "2018"], price: Money(cents: 9_800), stock: 5,
                    paymentLink: link("a")),
                Variant(
                    id: "750-19", values: ["750 ml", "2019"], price: Money(cents: 9_900), stock: 2,
                    paymentLink: link("b")),
            ],
            saleCount: 9, thumb: "images/a.svg")
        var plain = TestData.goods("p", price: 5_000, sales: 5)
        plain.paymentLink = link("p")
        var store = TestData.store(baseURL: "https://host/shop/")
        store.checkout = checkout
        return TestData.catalogue(store: store, goods: [wine, plain])
    }

    static let snipcart = Checkout.snipcart(.init(publicAPIKey: "ZmFrZS1rZXktMTIz", currency: "CNY"))
    static let foxy = Checkout.foxy(.init(storeDomain: "tiny.foxycart.com"))
    static let secret = "view-model-secret"

    private func site(_ checkout: Checkout, links: Bool = false) -> SiteViewModel {
        SiteViewModel(
            catalogue: Self.catalogue(checkout, links: links), strings: TestData.english,
            signingSecret: checkout.secretVariable == nil ? nil : SigningSecret(Self.secret))
    }

    private func page(_ site: SiteViewModel, _ index: Int) throws -> GoodsPageViewModel {
        try #require(site.viewModel(for: .goods(index: index)).goods)
    }

    private func cards(_ site: SiteViewModel) throws -> [String: GoodsCardViewModel] {
        let cards = try #require(site.viewModel(for: .category(index: 0, page: 1)).category).goods
        return Dictionary(uniqueKeysWithValues: cards.map { ($0.id, $0) })
    }

    private func foxyHash(_ code: String, _ name: String, _ value: String) -> String {
        HMAC<SHA256>.authenticationCode(
            for: Data((code + name + value).utf8), using: SymmetricKey(data: Data(Self.secret.utf8))
        )
        .map { String(format: "%02x", $0) }.joined()
    }

    @Test func theSiteCartsProvidersKeepTheirButtonsAndCardsOfVariantsOpenTheGoodsPage() throws {
        for checkout in [Checkout.order, .endpoint(.init(url: "https://orders.example/new"))] {
            let site = site(checkout)
            #expect(try page(site, 0).purchase.usesSiteCart && page(site, 0).purchase.choices.isEmpty)
            let shown = try cards(site)
            #expect(shown["p"]?.purchase.usesSiteCart == true)
            #expect(shown["w"]?.purchase.choosesOptions == true && shown["w"]?.purchase.usesSiteCart == false)
            #expect(shown["p"]?.purchase.scriptValue == .null && shown["w"]?.purchase.scriptValue == "options")
        }
    }

    @Test func snipcartSellsEachVariantAsItsOwnItemAtItsPriceAndStock() throws {
        let site = site(Self.snipcart)
        let wine = try page(site, 0)
        #expect(!wine.purchase.usesSiteCart)
        let items = wine.purchase.choices.map(\.item)
        #expect(items.map { $0.snipcart?.id } == ["w:1500-18", "w:750-18", "w:750-19"])
        #expect(items.map { $0.snipcart?.price } == ["210.00", "98.00", "99.00"])
        #expect(items.map { $0.snipcart?.stock } == [0, 5, 2])
        #expect(
            items.map { $0.snipcart?.name } == [
                "Château X (1.5 L, 2018)", "Château X (750 ml, 2018)", "Château X (750 ml, 2019)",
            ])
        #expect(items.map(\.isSoldOut) == [true, false, false])
        // The page opens on the first variant in stock: its control is the one shown.
        #expect(wine.purchase.choices.map(\.isHidden) == [true, false, true])
        #expect(
            wine.purchase.choices.map(\.quantityInputID) == ["quantity-1500-18", "quantity-750-18", "quantity-750-19"])
        let button = try #require(items[1].snipcart)
        #expect(button.url == "https://host/shop/goods/w/snipcart.json")
        #expect(
            button.attributes.map(\.name) == [
                "data-item-id", "data-item-name", "data-item-price", "data-item-url", "data-item-description",
                "data-item-image",
                "data-item-max-quantity",
            ])
        #expect(button.attributes.last?.value == "5")
        // The card of the plain goods item is Snipcart's button, the same definition as its page's.
        let shown = try cards(site)
        let plain = try #require(shown["p"]?.purchase.item?.snipcart)
        #expect(plain == (try page(site, 1).purchase.choices.first?.item.snipcart))
        #expect(plain.id == "p" && plain.price == "50.00" && plain.stock == 10)
        #expect(shown["w"]?.purchase.choosesOptions == true)
        guard case .object(let data)? = shown["p"]?.purchase.scriptValue,
            case .array(let attributes)? = data["snipcart"]
        else {
            throw Unexpected()
        }
        #expect(attributes.first == ["data-item-id", "p"])
        #expect(attributes.count == plain.attributes.count)
    }

    @Test func snipcartsCrawlerFileListsEveryItemOfTheGoodsItem() throws {
        let site = site(Self.snipcart)
        let context = site.context
        let files = Array(SnipcartProductViewModel.files(in: site, after: nil))
        #expect(files.count == 2)
        let wine = CheckoutItem.items(of: context.catalogue.goods[0]).map {
            SnipcartProductViewModel(item: $0, context: context)
        }
        guard case .json(let path, .array(let products)) = try #require(files.first) else { throw Unexpected() }
        #expect(path == SitePath("goods/w/snipcart.json"))
        #expect(products == wine.map(\.crawlerDefinition))
        guard case .object(let first) = products[1] else { throw Unexpected() }
        #expect(first["id"] == "w:750-18" && first["price"] == .decimal("98.00") && first["maxQuantity"] == 5)
    }

    @Test func foxySignsEachVariantsCodeNamePriceAndCap() throws {
        let site = site(Self.foxy)
        let wine = try page(site, 0)
        let forms = wine.purchase.choices.compactMap(\.item.foxy)
        #expect(forms.count == 3)
        let form = forms[2]
        #expect(form.action == "https://tiny.foxycart.com/cart")
        let expected = [
            ("code", "w:750-19"), ("name", "Château X (750 ml, 2019)"), ("price", "99.00"), ("quantity_max", "2"),
        ]
        #expect(form.fields.map(\.value) == expected.map(\.1))
        #expect(form.fields.map(\.name) == expected.map { $0.0 + "||" + foxyHash("w:750-19", $0.0, $0.1) })
        #expect(form.quantityName == "quantity||" + foxyHash("w:750-19", "quantity", "--OPEN--") + "||open")
        #expect(form.stock == 2)
        let card = try #require(try cards(site)["p"]?.purchase.item?.foxy)
        #expect(card.fields.first?.name == "code||" + foxyHash("p", "code", "p"))
        #expect(card.fields.last?.value == "10")
    }

    @Test func stripeOpensEachItemsOwnLinkAndItemsWithoutKeepTheSiteCart() throws {
        let linked = site(.stripe, links: true)
        let wine = try page(linked, 0)
        #expect(
            wine.purchase.choices.map { $0.item.paymentLink?.url } == [
                "https://buy.stripe.com/test_m", "https://buy.stripe.com/test_a", "https://buy.stripe.com/test_b",
            ])
        #expect(wine.purchase.choices.map { $0.item.paymentLink?.price } == ["¥210.00", "¥98.00", "¥99.00"])
        #expect(wine.purchase.choices.map { $0.item.paymentLink?.isSoldOut } == [true, false, false])
        let shown = try cards(linked)
        #expect(shown["p"]?.purchase.item?.paymentLink?.url == "https://buy.stripe.com/test_p")
        #expect(shown["p"]?.purchase.scriptValue == .object(["link": "https://buy.stripe.com/test_p"]))
        #expect(shown["w"]?.purchase.choosesOptions == true)
        let unlinked = site(.stripe)
        #expect(try page(unlinked, 0).purchase.usesSiteCart && page(unlinked, 1).purchase.usesSiteCart)
        #expect(try cards(unlinked)["p"]?.purchase.usesSiteCart == true)
    }

    @Test func theHeaderCountsTheCartThatTakesTheOrders() throws {
        func frame(_ checkout: Checkout) throws -> LayoutFrameViewModel {
            try page(site(checkout), 1).layout.frame.model
        }
        #expect(try frame(.order).countsSiteCart && frame(.order).snipcartSetup == nil)
        #expect(try frame(.stripe).countsSiteCart)
        #expect(
            try !frame(Self.snipcart).countsSiteCart
                && frame(Self.snipcart).snipcartSetup?.publicAPIKey == "ZmFrZS1rZXktMTIz")
        #expect(try !frame(Self.foxy).countsSiteCart && frame(Self.foxy).snipcartSetup == nil)
    }

    @Test func theCardTemplateHasTheProvidersButtonForTheScriptToFill() {
        #expect(CardPurchaseViewModel.template(for: .order).item == nil)
        #expect(CardPurchaseViewModel.template(for: Self.snipcart).item?.snipcart != nil)
        #expect(CardPurchaseViewModel.template(for: Self.snipcart).usesSiteCart == false)
        #expect(CardPurchaseViewModel.template(for: Self.foxy).item?.foxy?.action == "https://tiny.foxycart.com/cart")
        #expect(CardPurchaseViewModel.template(for: .stripe).item?.paymentLink != nil)
        #expect(
            CardPurchaseViewModel.template(for: .stripe).usesSiteCart
                && CardPurchaseViewModel.template(for: .stripe).choosesOptions)
    }

    private struct Unexpected: Error {}
}
