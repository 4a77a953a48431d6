import CellarModel
import CellarProperties

/// One item's (a goods item's, or one variant's) add-to-cart form for Foxy: it posts to the
/// store's Foxy cart, and every parameter carries its HMAC signature (`name||<hash>`), so Foxy
/// refuses a price, code, name or quantity cap changed in the browser. The quantity is the one
/// field the shopper types: signed as an open field (`quantity||<hash>||open`), as Foxy documents.
public struct FoxyFormViewModel: Sendable, Equatable, PropertyListing {
    /// A hidden input: its signed name and its value.
    public struct Field: Sendable, Equatable, PropertyListing {
        public let name: String
        public let value: String
    }

    /// `https://<store domain>/cart`.
    public let action: String
    /// `code` (the item's id), `name`, `price` and `quantity_max` (its stock), each signed.
    public let fields: [Field]
    /// The quantity input's signed name.
    public let quantityName: String
    /// Units in stock: the quantity input's maximum, signed too as `quantity_max`.
    public let stock: Int

    /// What Foxy reads as an open field's value when signing: whatever the shopper enters.
    static let openValue = "--OPEN--"

    /// The form as the script's card data carries it: `{action, fields: [[name, value], …]}`.
    var scriptValue: ScriptValue {
        .object([
            "action": .string(action), "fields": .array(fields.map { .array([.string($0.name), .string($0.value)]) }),
        ])
    }
}

extension FoxyFormViewModel {
    init(item: CheckoutItem, foxy: Checkout.Foxy, secret: SigningSecret, prices: PriceFormatter) {
        let code = item.id
        func signed(_ name: String, _ value: String) -> Field {
            Field(name: name + "||" + secret.signature(code: code, name: name, value: value), value: value)
        }
        action = foxy.cartURL
        fields = [
            signed("code", code),
            signed("name", item.name),
            signed("price", prices.decimal(for: item.price)),
            signed("quantity_max", String(item.stock)),
        ]
        quantityName = "quantity||" + secret.signature(code: code, name: "quantity", value: Self.openValue) + "||open"
        stock = item.stock
    }
}
