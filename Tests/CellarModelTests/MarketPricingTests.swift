import Testing
@testable import CellarModel

struct MarketPricingTests {
    private let rate = ExchangeRate(millionths: 140_000)

    private func price(_ cents: Int, _ rounding: PriceRounding, rate: ExchangeRate? = nil) -> Int {
        Market(id: "us", locale: "en", currency: "USD", pricing: .converted(rate ?? self.rate, rounding))
            .price(Money(cents: cents)).cents
    }

    /// 129.00 × 0.14 = 18.06, by each rule: docs/FixturesFormat.md's examples.
    @Test(arguments: [(PriceRounding.cent, 1806), (.ninetyNine, 1899), (.whole, 1800), (.ten, 2000)])
    func roundsTheDocumentedExample(rounding: PriceRounding, cents: Int) {
        #expect(price(12_900, rounding) == cents)
    }

    @Test(arguments: PriceRounding.allCases)
    func keepsAFreeItemFree(rounding: PriceRounding) {
        #expect(price(0, rounding) == 0)
        #expect(price(1, rounding, rate: ExchangeRate(millionths: 1)) == 0, "a millionth of a cent is no price")
    }

    @Test func roundsToTheNearestCentHalfUp() {
        // 0.05 × 0.1 = 0.005, half a cent: up; 0.04 × 0.1 = 0.004: down.
        #expect(price(5, .cent, rate: ExchangeRate(millionths: 100_000)) == 1)
        #expect(price(4, .cent, rate: ExchangeRate(millionths: 100_000)) == 0)
        #expect(price(12_345, .cent, rate: ExchangeRate(millionths: 1_000_000)) == 12_345)
    }

    @Test func endsInNinetyNineUpwardsAndKeepsWhatEndsSo() {
        let one = ExchangeRate(millionths: 1_000_000)
        #expect(price(1899, .ninetyNine, rate: one) == 1899, "exactly x.99 stays")
        #expect(price(1900, .ninetyNine, rate: one) == 1999)
        #expect(price(1, .ninetyNine, rate: one) == 99)
        #expect(price(1800, .ninetyNine, rate: one) == 1899)
    }

    @Test func roundsWholeUnitsAndTensHalfUp() {
        let one = ExchangeRate(millionths: 1_000_000)
        #expect(price(1850, .whole, rate: one) == 1900)
        #expect(price(1849, .whole, rate: one) == 1800)
        #expect(price(180_600, .ten, rate: one) == 181_000, "1,806 → 1,810")
        #expect(price(180_499, .ten, rate: one) == 180_000)
        #expect(price(500, .ten, rate: one) == 1000)
    }

    @Test func storePricesAreGoodsJSONs() {
        let market = Market(id: "cn", locale: "zh-CN", currency: "CNY")
        #expect(market.pricing == .storePrices)
        #expect(market.price(Money(cents: 12_345)) == Money(cents: 12_345))
    }

    @Test func aPriceListPricesEachGoodsItemAndVariantAndLeavesOtherAmountsAsTheyAre() {
        let list = PriceList(
            file: "prices/us.csv",
            prices: [
                .init(goodsID: "g-1"): ListedPrice(price: Money(cents: 999), marketPrice: Money(cents: 1299)),
                .init(goodsID: "cx", variantID: "1500"): ListedPrice(price: Money(cents: 2950)),
                .init(goodsID: "cx", variantID: "750"): ListedPrice(price: Money(cents: 3100)),
            ])
        let pricing = MarketPricing.listed(list)
        let single = pricing.priced(
            GoodsItem(id: "g-1", title: "Riesling", category: "wine", price: Money(cents: 7140)))
        #expect(single.price == Money(cents: 999) && single.marketPrice == Money(cents: 1299))
        let variants = [
            Variant(id: "750", values: ["750 ml"], price: Money(cents: 9800), marketPrice: Money(cents: 12_000)),
            Variant(id: "1500", values: ["1.5 L"], price: Money(cents: 21_000)),
        ]
        let sold = pricing.priced(
            GoodsItem(id: "cx", title: "Château X", category: "wine", options: ["Size"], variants: variants))
        #expect(sold.variants.map(\.price.cents) == [3100, 2950])
        #expect(sold.variants.map(\.marketPrice) == [nil, nil])
        #expect(sold.price == Money(cents: 2950), "the lowest listed variant price, whichever variant it is")
        let unlisted = GoodsItem(id: "g-9", title: "Lager", category: "beer", price: Money(cents: 1200))
        #expect(pricing.priced(unlisted) == unlisted, "what the list leaves out keeps goods.json's prices")
        #expect(pricing.price(Money(cents: 1000)) == Money(cents: 1000), "a delivery rate as it is")
    }

    @Test func namesTheRoundingsAsStoreJSONDoes() {
        #expect(PriceRounding.names == #""0.01", "0.99", "1", "10""#)
    }
}
