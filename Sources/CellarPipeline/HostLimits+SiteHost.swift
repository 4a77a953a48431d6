import CellarHosting
import CellarModel

extension HostLimits {
    /// The limits of a host a shop names (`store.json`'s `host`, `cellar build --host`).
    public init(_ host: SiteHost) {
        self =
            switch host {
            case .cloudflarePages: .cloudflarePages
            case .cloudflarePagesPaid: .cloudflarePagesPaid
            case .netlify: .netlify
            case .s3: .s3
            }
    }
}
