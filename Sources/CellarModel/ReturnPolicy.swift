/// The shop's return policy, from `store.json`'s `returns`.
public struct ReturnPolicy: Sendable, Equatable {
    /// Who pays for sending goods back.
    public enum Fees: String, Sendable, Equatable, CaseIterable {
        case free
        case customer
    }

    /// How goods are sent back.
    public enum Method: String, Sendable, Equatable, CaseIterable {
        case mail
        case store
    }

    /// ISO 3166-1 alpha-2 code of the country the policy applies to.
    public var country: String
    /// Days after delivery within which goods may be returned; 0 means returns are not accepted.
    public var days: Int
    public var fees: Fees
    public var method: Method

    public init(country: String, days: Int, fees: Fees = .free, method: Method = .mail) {
        self.country = country
        self.days = days
        self.fees = fees
        self.method = method
    }
}
