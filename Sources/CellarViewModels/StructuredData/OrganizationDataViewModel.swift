import CellarModel

/// The shop as a schema.org `Organization`, with its shipping and return policies defined
/// once (Google: https://developers.google.com/search/docs/appearance/structured-data/return-policy
/// and …/shipping-policy); a goods page's offer names it as its seller and refers to the return
/// policy by its `@id`. Only for a site with an absolute base URL, as the ids are URLs.
public struct OrganizationDataViewModel: Sendable, Equatable {
    /// A `ShippingService`: delivery to one country.
    public struct Shipping: Sendable, Equatable {
        public let id: String
        public let name: String?
        public let country: String
        /// `0.00`.
        public let price: String
        public let handlingDays: ClosedRange<Int>?
        public let transitDays: ClosedRange<Int>?
    }

    /// A `MerchantReturnPolicy`.
    public struct ReturnPolicy: Sendable, Equatable {
        public let id: String
        public let country: String
        /// 0 when returns are not accepted.
        public let days: Int
        public let isFree: Bool
        public let isByMail: Bool
    }

    /// `https://host/shop/#organization`.
    public let id: String
    public let name: String
    public let url: String
    public let currency: String
    public let shipping: [Shipping]
    public let returnPolicy: ReturnPolicy?

    init(context: SiteContext, address: SiteAddress) {
        let store = context.catalogue.store
        id = address.root + "#organization"
        name = store.name
        url = address.root
        currency = store.currency
        shipping = store.shipping.enumerated().map { index, rate in
            Shipping(
                id: address.root + "#shipping-\(index + 1)", name: rate.service, country: rate.country,
                price: context.prices.decimal(for: rate.price), handlingDays: rate.handlingDays,
                transitDays: rate.transitDays
            )
        }
        returnPolicy = store.returns.map { returns in
            ReturnPolicy(
                id: address.root + "#return-policy", country: returns.country, days: returns.days,
                isFree: returns.fees == .free, isByMail: returns.method == .mail
            )
        }
    }
}
