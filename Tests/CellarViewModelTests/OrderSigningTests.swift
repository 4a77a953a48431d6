import CellarModel
import CellarTestSupport
@testable import CellarViewModels
import Testing

/// What an endpoint store signs for its receiver: every goods item's and variant's price in the
/// cart's data, each delivery rate and the tax on the checkout page. The expected signatures
/// were made apart from Cellar, with Python's `hmac` (HMAC-SHA256, key `s3cret`).
struct OrderSigningTests {
    static let store = Store(
        name: "Cellar", currency: "CNY",
        shipping: [
            ShippingRate(country: "CN", service: "Standard", price: Money(cents: 0)),
            ShippingRate(country: "HK", service: "Express", price: Money(cents: 4500), freeFrom: Money(cents: 100_000)),
        ],
        tax: Tax(basisPoints: 1300, isIncluded: true),
        checkout: .endpoint(.init(url: "https://orders.example.com/new")))
    static let goods = [
        TestData.goods("p", price: 10_000),
        GoodsItem(
            id: "w", title: "Château X", category: "wine", options: ["Size"],
            variants: [
                Variant(id: "750-18", values: ["750 ml"], price: Money(cents: 9_800), stock: 5),
                Variant(id: "1500-18", values: ["1.5 L"], price: Money(cents: 21_000), stock: 1),
            ]),
    ]

    private func context(_ store: Store = OrderSigningTests.store) -> SiteContext {
        SiteContext(
            catalogue: TestData.catalogue(store: store, goods: Self.goods), strings: TestData.english, baseURL: "/",
            signingSecret: SigningSecret("s3cret"))
    }

    @Test func everyCartRowCarriesTheSignatureOfItsPrice() throws {
        let shards = CartDataViewModel(context: context()).shards
        guard case .object(let shard) = shards.groups[0].shards[0], case .array(let rows)? = shard["rows"] else {
            throw Unexpected()
        }
        #expect(shard["fields"] == .array(CartDataViewModel.fields + ["variant", "options", "signature"]))
        let signatures = Dictionary(
            uniqueKeysWithValues: rows.compactMap { row -> (String, ScriptValue)? in
                guard case .array(let values) = row, case .string(let id) = values[0] else { return nil }
                let variant = if case .string(let variant) = values[6] { variant } else { "" }
                return (id + "/" + variant, values[8])
            })
        #expect(
            signatures == [
                "p/": "286daec9532dd834edb7f53d9df9b6b7d70721e7d9c2542b5144a830e25c1b8d",
                "w/750-18": "fea11aab034091587ce320158230bc4604dbbbc355399902b81a420ea723067a",
                "w/1500-18": "68e8edbd5034ba3d1b5db88a434bcc44367d2c11e8c281b6c305ae74f32d6581",
            ])
    }

    @Test func theCheckoutPageCarriesEachRatesAndTheTaxsSignature() throws {
        let costs = try #require(CheckoutPageViewModel(context: context()).costs)
        #expect(costs.rates.map(\.label) == ["China mainland · Standard — Free", "Hong Kong · Express — ¥45.00"])
        #expect(costs.rates[1].freeFromNote == "Free delivery from ¥1,000.00")
        #expect(costs.rates[1].signature == "ce4c3903946a7538621f7496c73e5d095a4235a354100ceba2fbe9ab5bbd86c9")
        #expect(
            costs.tax
                == .init(
                    basisPoints: 1300, percent: "13", isIncluded: true,
                    signature: "6eaa41d9eec7dff5e4bbff3b008c8049e6f4140c8844fd087a6c443f8f6447a5"))
    }

    @Test func anOrderStoreSignsNothingAndStillShowsItsCosts() throws {
        var store = Self.store
        store.checkout = .order
        let context = SiteContext(
            catalogue: TestData.catalogue(store: store, goods: Self.goods), strings: TestData.english, baseURL: "/")
        let costs = try #require(CheckoutPageViewModel(context: context).costs)
        #expect(costs.rates.allSatisfy { $0.signature == nil } && costs.tax?.signature == nil)
        guard case .object(let shard) = CartDataViewModel(context: context).shards.groups[0].shards[0] else {
            throw Unexpected()
        }
        #expect(shard["fields"] == .array(CartDataViewModel.fields + ["variant", "options"]))
        store.shipping = []
        store.tax = nil
        #expect(
            CheckoutPageViewModel(
                context: SiteContext(
                    catalogue: TestData.catalogue(store: store), strings: TestData.english, baseURL: "/")
            ).costs == nil)
    }

    @Test func theSecretIsInNoDescription() {
        let secret = SigningSecret("s3cret-value")
        #expect(!"\(secret)".contains("s3cret") && !String(reflecting: secret).contains("s3cret"))
    }
}

private struct Unexpected: Error {}
