/// One way a goods item is sold (a size, a vintage, a pack), with its own price, stock, SKU
/// and photo, read from the item's `variants` in `goods.json`.
public struct Variant: Sendable, Equatable {
    /// Unique within its goods item and stable across builds: the fixtures' `id`, or made
    /// from the SKU (``Variant/id(fromSKU:)``). Carts, feeds and payment providers refer to it.
    public var id: String
    /// The stock keeping unit, unique across the catalogue; `nil` when absent.
    public var sku: String?
    /// One value for each of its goods item's ``GoodsItem/options``, in that order.
    public var values: [String]
    public var price: Money
    public var marketPrice: Money?
    /// Units in stock; 0 means this variant is sold out.
    public var stock: Int
    /// The Global Trade Item Number, checked as a goods item's is; `nil` when absent.
    public var gtin: String?
    /// Its own picture, else its goods item's (absolute URL or path relative to the fixtures folder).
    public var thumb: String?
    /// Its own large picture (the first of its `images`), else its goods item's.
    public var image: String?
    /// The photos the fixtures list for it, which its goods page shows first when it is chosen
    /// (``GoodsItem/gallery(of:)`` adds its own `image`).
    public var images: [GoodsImage] = []
    /// Its own size and strength text (`1500ml*1/瓶`), else its goods item's.
    public var specification: String?
    /// A Stripe Payment Link (`https://buy.stripe.com/…`) selling this variant at its price; `nil` when absent.
    public var paymentLink: String?

    public init(
        id: String, sku: String? = nil, values: [String], price: Money, marketPrice: Money? = nil, stock: Int = 0,
        gtin: String? = nil, thumb: String? = nil, image: String? = nil, specification: String? = nil,
        paymentLink: String? = nil
    ) {
        self.id = id
        self.sku = sku
        self.values = values
        self.price = price
        self.marketPrice = marketPrice
        self.stock = stock
        self.gtin = gtin
        self.thumb = thumb
        self.image = image
        self.specification = specification
        self.paymentLink = paymentLink
    }
}

extension Variant {
    /// The most variants one goods item may have: each is a row of its page's list and a
    /// choice in its pickers, so more make a page no shopper can use.
    public static let maximumCount = 250
    /// The most options one goods item may declare (as Shopify and Google allow).
    public static let maximumOptionCount = 3
    /// The longest variant id.
    public static let maximumIDLength = 64

    /// The id a variant without one gets from its SKU: ASCII letters made lowercase and digits
    /// kept, each run of anything else one hyphen, none at either end (`CX-750/18` →
    /// `cx-750-18`); `nil` when nothing is left.
    public static func id(fromSKU sku: String) -> String? {
        var id = ""
        var pendingHyphen = false
        for byte in sku.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingHyphen, !id.isEmpty { id.append("-") }
                // Setting bit 0x20 makes an ASCII capital lowercase and leaves digits and small letters as they are.
                id.unicodeScalars.append(Unicode.Scalar(byte | 0x20))
                pendingHyphen = false
            default:
                pendingHyphen = true
            }
        }
        let kept = id.prefix(maximumIDLength)
        return kept.isEmpty ? nil : String(kept.last == "-" ? kept.dropLast() : kept)
    }

    /// Whether `id` may be a variant's explicit id: 1 to ``maximumIDLength`` ASCII letters,
    /// digits, `-`, `_` or `.`, so it is the same in a URL, a cart and a feed.
    package static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIDLength
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                    return true
                default:
                    return false
                }
            }
    }
}
