import CellarModel
import CellarProperties
import Foundation

/// What an order costs beyond its goods, as the cart and checkout pages show it and the
/// checkout sends it: the delivery rates from store.json's `shipping` (one chosen; free from
/// a rate's threshold on) and the tax, included in the prices or added. With an endpoint,
/// each rate and the tax carry their signatures (``OrderSignature``).
public struct OrderCostsViewModel: Sendable, Equatable, PropertyListing {
    /// One delivery rate, a choice of the delivery select.
    public struct Rate: Sendable, Equatable, PropertyListing {
        /// Its position in store.json's `shipping`: the choice's value.
        public let index: Int
        /// The destination and service: `Hong Kong · Express`.
        public let name: String
        /// The name with the price: `Hong Kong · Express — ¥45.00`.
        public let label: String
        /// ISO 3166-1 alpha-2, as sent.
        public let country: String
        public let service: String?
        public let cents: Int
        /// The price as sent, `45.00`.
        public let price: String
        /// The goods total from which delivery is free; `nil` when it never is.
        public let freeFromCents: Int?
        public let freeFrom: String?
        /// `Free delivery from ¥500.00`; `nil` without a threshold.
        public let freeFromNote: String?
        /// Set with an endpoint.
        public let signature: String?
    }

    /// The tax as the store declares it.
    public struct TaxLine: Sendable, Equatable, PropertyListing {
        /// Hundredths of a percent, for the script's arithmetic: 1300 for 13%.
        public let basisPoints: Int
        /// As written and sent: `13`, `7.5`.
        public let percent: String
        public let isIncluded: Bool
        /// Set with an endpoint.
        public let signature: String?
    }

    public let rates: [Rate]
    public let tax: TaxLine?

    init?(context: SiteContext) {
        let store = context.catalogue.store
        guard !store.shipping.isEmpty || store.tax != nil else { return nil }
        let signing = context.orderSigningSecret
        let prices = context.prices
        let strings = context.strings
        let regionNames = Locale(identifier: strings.language)
        rates = store.shipping.enumerated().map { index, rate in
            let destination = regionNames.localizedString(forRegionCode: rate.country) ?? rate.country
            let name = rate.service.map { destination + " · " + $0 } ?? destination
            let price = prices.decimal(for: rate.price)
            let freeFrom = rate.freeFrom.map(prices.decimal(for:))
            return Rate(
                index: index, name: name,
                label: name + " — " + (rate.price.cents == 0 ? strings[.freeShipping] : prices.string(for: rate.price)),
                country: rate.country, service: rate.service, cents: rate.price.cents, price: price,
                freeFromCents: rate.freeFrom?.cents, freeFrom: freeFrom,
                freeFromNote: rate.freeFrom.map {
                    strings.fill(.freeShippingFromPattern, ["price": prices.string(for: $0)])
                },
                signature: signing.map {
                    $0.signature(
                        of: OrderSignature.shipping(
                            country: rate.country, service: rate.service, price: price, freeFrom: freeFrom,
                            currency: store.currency))
                })
        }
        tax = store.tax.map { tax in
            TaxLine(
                basisPoints: tax.basisPoints, percent: tax.percent, isIncluded: tax.isIncluded,
                signature: signing.map {
                    $0.signature(
                        of: OrderSignature.tax(
                            percent: tax.percent, isIncluded: tax.isIncluded, currency: store.currency))
                })
        }
    }
}
