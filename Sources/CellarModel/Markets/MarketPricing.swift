/// How a market's prices are made from goods.json's, which are in the store's currency.
public enum MarketPricing: Sendable, Equatable {
    /// goods.json's prices as they are: the market's currency is the store's.
    case storePrices
    /// goods.json's price times a rate, then rounded.
    case converted(ExchangeRate, PriceRounding)
    /// The market's own price list (store.json's `prices`): a price, and a market price, for
    /// each goods item and each variant.
    case listed(PriceList)

    /// An amount of goods.json's or the store's (a delivery rate, a threshold) in the market:
    /// converted by a rate, or as it is. A market with a price list has only its goods' prices
    /// listed, so its other amounts are the store's, in the store's currency (the loader gives
    /// a price list market in another currency delivery rates of its own).
    public func price(_ money: Money) -> Money {
        switch self {
        case .storePrices, .listed: money
        case .converted(let rate, let rounding): rounding.rounded(rate.convert(money))
        }
    }

    /// `item` as the market prices it: its price and market price, and each variant's
    /// (the item's price then the lowest of theirs, as goods.json's is). A price list gives
    /// them all; a goods item or variant it leaves out keeps goods.json's prices (the loader
    /// refuses a list that leaves one out).
    public func priced(_ item: GoodsItem) -> GoodsItem {
        var shown = item
        guard case .listed(let list) = self else {
            shown.price = price(item.price)
            shown.marketPrice = item.marketPrice.map(price)
            shown.variants = item.variants.map {
                var variant = $0
                variant.price = price(variant.price)
                variant.marketPrice = variant.marketPrice.map(price)
                return variant
            }
            return shown
        }
        guard !item.variants.isEmpty else {
            if let listed = list.price(ofGoods: item.id) {
                (shown.price, shown.marketPrice) = (listed.price, listed.marketPrice)
            }
            return shown
        }
        shown.variants = item.variants.map {
            var variant = $0
            if let listed = list.price(ofGoods: item.id, variant: variant.id) {
                (variant.price, variant.marketPrice) = (listed.price, listed.marketPrice)
            }
            return variant
        }
        shown.price = shown.variants.lazy.map(\.price).min() ?? item.price
        return shown
    }
}

/// A market's own prices, read from the file its `prices` names: one entry for each goods item
/// without variants and each variant of the others.
public struct PriceList: Sendable, Equatable {
    /// The file, as store.json names it: a path inside the fixtures folder (`prices/us.csv`).
    public var file: String
    /// Each goods item's or variant's price, by ``Item``.
    public var prices: [Item: ListedPrice]

    public init(file: String, prices: [Item: ListedPrice] = [:]) {
        self.file = file
        self.prices = prices
    }

    /// What one row prices: a goods item, and the variant of it when it has variants.
    public struct Item: Sendable, Hashable {
        public var goodsID: String
        /// `nil` for a goods item without variants.
        public var variantID: String?

        public init(goodsID: String, variantID: String? = nil) {
            self.goodsID = goodsID
            self.variantID = variantID
        }
    }

    /// The price the list gives a goods item (without variants) or one of its variants.
    public func price(ofGoods id: String, variant: String? = nil) -> ListedPrice? {
        prices[Item(goodsID: id, variantID: variant)]
    }
}

/// One row of a price list: the price, and the market price struck through beside it (shown,
/// as goods.json's, only when above the price).
public struct ListedPrice: Sendable, Equatable {
    public var price: Money
    public var marketPrice: Money?

    public init(price: Money, marketPrice: Money? = nil) {
        self.price = price
        self.marketPrice = marketPrice
    }
}

/// How many of a market's currency one unit of the store's buys, in millionths, so the
/// conversion is exact: `0.14` is 140,000.
public struct ExchangeRate: Sendable, Equatable {
    public var millionths: Int

    public init(millionths: Int) {
        precondition(millionths > 0, "a rate above 0")
        self.millionths = millionths
    }

    /// `money` converted, in millionths of a cent, so rounding decides the cents.
    func convert(_ money: Money) -> ConvertedAmount {
        ConvertedAmount(millionthsOfCents: money.cents * millionths)
    }
}

/// An amount converted at a rate, before it is rounded to what the market shows.
struct ConvertedAmount {
    let millionthsOfCents: Int
}

/// How a converted price is rounded, as `store.json` names it in a market's `rounding`.
public enum PriceRounding: String, Sendable, Equatable, CaseIterable {
    /// To the nearest cent (`18.06`).
    case cent = "0.01"
    /// Up to the next price ending in .99 (`18.06` → `18.99`, `18.99` stays).
    case ninetyNine = "0.99"
    /// To the nearest whole unit (`18.06` → `18.00`).
    case whole = "1"
    /// To the nearest 10 units (`1,806` → `1,810`), as prices in yen are.
    case ten = "10"

    /// The names `store.json` may give, in the order the docs list them.
    public static let names = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

    /// `amount` rounded by this rule; a price of 0 stays 0 (a free goods item is free in
    /// every market).
    func rounded(_ amount: ConvertedAmount) -> Money {
        let cents = Self.nearest(amount.millionthsOfCents, step: 1_000_000) / 1_000_000
        guard cents > 0 else { return Money(cents: cents) }
        switch self {
        case .cent:
            return Money(cents: cents)
        case .ninetyNine:
            let ending = cents / 100 * 100 + 99
            return Money(cents: ending >= cents ? ending : ending + 100)
        case .whole:
            return Money(cents: Self.nearest(cents, step: 100))
        case .ten:
            return Money(cents: Self.nearest(cents, step: 1000))
        }
    }

    /// `value` (not negative) rounded to the nearest multiple of `step`, halves up.
    private static func nearest(_ value: Int, step: Int) -> Int {
        (value + step / 2) / step * step
    }
}
