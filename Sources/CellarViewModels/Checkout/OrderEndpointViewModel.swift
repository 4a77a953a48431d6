import CellarModel
import CellarProperties

/// Where the checkout page sends the order (store.json's `checkout` of `endpoint`).
public struct OrderEndpointViewModel: Sendable, Equatable, PropertyListing {
    public let url: String
    /// `json` or `form`.
    public let encoding: String
    /// ISO 4217, sent with the order.
    public let currency: String

    init?(store: Store) {
        guard case .endpoint(let endpoint) = store.checkout else { return nil }
        url = endpoint.url
        encoding = endpoint.encoding.rawValue
        currency = store.currency
    }
}
