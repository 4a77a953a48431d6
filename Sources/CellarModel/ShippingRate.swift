/// What delivery to one country costs and how long it takes, from `store.json`'s `shipping`.
public struct ShippingRate: Sendable, Equatable {
    /// ISO 3166-1 alpha-2, `CN`.
    public var country: String
    /// The delivery service's name (`Standard`); `nil` when absent.
    public var service: String?
    /// What the shopper pays for delivery, in the store's currency.
    public var price: Money
    /// Business days from order to dispatch; `nil` when not given.
    public var handlingDays: ClosedRange<Int>?
    /// Days from dispatch to delivery; `nil` when not given.
    public var transitDays: ClosedRange<Int>?
    /// The goods total from which delivery is free; `nil` when it never is.
    public var freeFrom: Money?

    public init(
        country: String, service: String? = nil, price: Money,
        handlingDays: ClosedRange<Int>? = nil, transitDays: ClosedRange<Int>? = nil, freeFrom: Money? = nil
    ) {
        self.country = country
        self.service = service
        self.price = price
        self.handlingDays = handlingDays
        self.transitDays = transitDays
        self.freeFrom = freeFrom
    }
}
