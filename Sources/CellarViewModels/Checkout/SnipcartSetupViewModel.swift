import CellarModel
import CellarProperties

/// What a page with Snipcart's buy buttons or cart loads: its stylesheet and script (from
/// Snipcart's CDN, at a fixed version) and the settings element they read.
public struct SnipcartSetupViewModel: Sendable, Equatable, PropertyListing {
    public let publicAPIKey: String
    /// Lowercase, as Snipcart reads it (`cny`).
    public let currency: String
    public let stylesheetURL: String
    public let scriptURL: String

    static let version = "v3.7.1"

    init(_ snipcart: Checkout.Snipcart) {
        publicAPIKey = snipcart.publicAPIKey
        currency = snipcart.currency.lowercased()
        stylesheetURL = "https://cdn.snipcart.com/themes/\(Self.version)/default/snipcart.css"
        scriptURL = "https://cdn.snipcart.com/themes/\(Self.version)/default/snipcart.js"
    }
}
