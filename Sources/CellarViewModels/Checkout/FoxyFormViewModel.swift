import CellarModel

/// A goods item's add-to-cart form for Foxy: it posts to the store's Foxy cart, and every
/// parameter carries its HMAC signature (`name||<hash>`), so Foxy refuses a price, code or
/// name changed in the browser. The quantity is the one field the shopper types: signed as
/// an open field (`quantity||<hash>||open`), as Foxy documents.
public struct FoxyFormViewModel: Sendable, Equatable {
    /// A hidden input: its signed name and its value.
    public struct Field: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// A choice of the variant select: its signed value and its label.
    public struct Choice: Sendable, Equatable {
        public let value: String
        public let label: String
    }

    /// `https://<store domain>/cart`.
    public let action: String
    public let fields: [Field]
    /// The variant select's choices (its name, `Variant`, is plain: the choices carry the
    /// signatures); empty for a goods item without variants.
    public let choices: [Choice]
    static let variantName = "Variant"
    /// The quantity input's signed name.
    public let quantityName: String
    /// Units in stock: the quantity input's maximum, signed too as `quantity_max`.
    public let stock: Int

    /// What Foxy reads as an open field's value when signing: whatever the shopper enters.
    static let openValue = "--OPEN--"

    init(goods: GoodsItem, foxy: Checkout.Foxy, secret: SigningSecret, prices: PriceFormatter) {
        let code = goods.id
        func signed(_ name: String, _ value: String) -> Field {
            Field(name: name + "||" + secret.signature(code: code, name: name, value: value), value: value)
        }
        action = foxy.cartURL
        fields = [
            signed("code", code),
            signed("name", goods.title),
            signed("price", prices.decimal(for: goods.price)),
            signed("quantity_max", String(goods.stock)),
        ]
        quantityName = "quantity||" + secret.signature(code: code, name: "quantity", value: Self.openValue) + "||open"
        stock = goods.stock
        // Each variant is a choice whose value adds its price difference and its id to the
        // item's price and code (Foxy's option modifiers), signed as the whole value.
        choices = VariantChoice.inStock(of: goods, prices: prices).map { choice in
            let value = choice.label + "{p+\(choice.priceDifference)|c+-\(choice.variant.id)}"
            return Choice(value: value + "||" + secret.signature(code: code, name: Self.variantName, value: value), label: choice.label)
        }
    }
}
