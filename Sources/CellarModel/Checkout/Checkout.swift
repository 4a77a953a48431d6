import Foundation

/// How the shop takes orders: store.json's `checkout`, `order` when absent.
public enum Checkout: Sendable, Equatable {
    /// The order as text to copy or as an e-mail to the store's `orderEmail`; no payment.
    case order
    /// The checkout page sends the order to a URL the shop owns.
    case endpoint(OrderEndpoint)
    /// Snipcart's cart, its buy buttons' prices checked by its crawler against the published site.
    case snipcart(Snipcart)
    /// Foxy's cart, every add-to-cart parameter signed with the store's secret at build time.
    case foxy(Foxy)
    /// Stripe Payment Links: a "Buy now" per goods item or variant (`paymentLink` in goods.json).
    case stripe

    /// Where the checkout page sends the order, and how.
    public struct OrderEndpoint: Sendable, Equatable {
        public enum Encoding: String, Sendable, CaseIterable {
            /// `application/json`.
            case json
            /// `application/x-www-form-urlencoded`, one field per value (`lines[0][goods]=…`).
            case form
        }

        /// https, or http on loopback (`127.0.0.1`, `localhost`) for trying it out locally.
        public var url: String
        public var encoding: Encoding
        /// The environment variable the build reads the secret from that signs each order
        /// line's price, so the receiver can check it.
        public var secretVariable: String

        public init(
            url: String, encoding: Encoding = .json, secretVariable: String = OrderEndpoint.defaultSecretVariable
        ) {
            self.url = url
            self.encoding = encoding
            self.secretVariable = secretVariable
        }

        public static let defaultSecretVariable = "CELLAR_ORDER_SECRET"

        /// The URL's scheme, host and port (`https://orders.example.com`).
        public var origin: String {
            let afterScheme = url.range(of: "://").map(\.upperBound) ?? url.startIndex
            let end = url[afterScheme...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
            return String(url[..<end])
        }
    }

    public struct Snipcart: Sendable, Equatable {
        /// The public API key from Snipcart's dashboard (not a secret: it is in every page).
        public var publicAPIKey: String
        /// ISO 4217; the store's currency, as every price on the pages is in it.
        public var currency: String

        public init(publicAPIKey: String, currency: String) {
            self.publicAPIKey = publicAPIKey
            self.currency = currency
        }
    }

    public struct Foxy: Sendable, Equatable {
        /// The store's Foxy domain: `example.foxycart.com`, or a custom one.
        public var storeDomain: String
        /// The environment variable the build reads the store's HMAC secret from.
        public var secretVariable: String

        public init(storeDomain: String, secretVariable: String = Foxy.defaultSecretVariable) {
            self.storeDomain = storeDomain
            self.secretVariable = secretVariable
        }

        public static let defaultSecretVariable = "CELLAR_FOXY_SECRET"

        /// Where add-to-cart forms post to.
        public var cartURL: String { "https://\(storeDomain)/cart" }
    }

    /// The environment variable holding the secret the build signs with: Foxy's forms, the
    /// endpoint's order lines; `nil` for the checkouts that sign nothing.
    public var secretVariable: String? {
        switch self {
        case .endpoint(let endpoint): endpoint.secretVariable
        case .foxy(let foxy): foxy.secretVariable
        case .order, .snipcart, .stripe: nil
        }
    }

    /// The `Content-Security-Policy` sources the provider needs beyond the site's own
    /// (`'self'`), by directive: the one place the docs and a host's headers file take them from.
    public var contentSecurityPolicySources: [String: [String]] {
        switch self {
        case .order, .stripe:
            // Stripe's Payment Links are plain links to buy.stripe.com: no script, no fetch.
            [:]
        case .endpoint(let endpoint):
            ["connect-src": [endpoint.origin]]
        case .snipcart:
            [
                "script-src": ["https://cdn.snipcart.com"],
                "style-src": ["https://cdn.snipcart.com"],
                "connect-src": [
                    "https://app.snipcart.com", "https://cdn.snipcart.com", "https://payment.snipcart.com",
                ],
                "frame-src": ["https://app.snipcart.com", "https://payment.snipcart.com"],
                "img-src": ["https://cdn.snipcart.com"],
                "font-src": ["https://cdn.snipcart.com"],
            ]
        case .foxy(let foxy):
            // The add-to-cart forms post to Foxy's cart page; no script of Foxy's is loaded.
            ["form-action": ["https://\(foxy.storeDomain)"]]
        }
    }
}
