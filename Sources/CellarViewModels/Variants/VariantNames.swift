import CellarModel

/// The names by which a shopper's text (a comment's `specification`: what they bought) may
/// name one of a goods item's variants, squeezed once per goods item rather than once per comment.
/// A text names a variant when, ignoring case, spaces and the separators `/ · , ， 、 ;`, it
/// is the variant's specification, SKU or id, or its option values in order (`750 ml / 2018`).
struct VariantNames {
    /// Each squeezed name's variant; `nil` when two variants have that name.
    private let variantByName: [String: Variant?]

    init(of goods: GoodsItem) {
        var variantByName: [String: Variant?] = [:]
        for variant in goods.variants {
            let names = Set(
                [variant.specification, variant.sku, variant.id, variant.values.joined()].compactMap {
                    $0.map(Self.squeezed)
                })
            for name in names where !name.isEmpty {
                variantByName[name] = variantByName.keys.contains(name) ? .some(nil) : variant
            }
        }
        self.variantByName = variantByName
    }

    /// The variant `text` names, or `nil` when none or more than one fits.
    func variant(namedBy text: String) -> Variant? {
        guard !variantByName.isEmpty else { return nil }
        return variantByName[Self.squeezed(text)] ?? nil
    }

    private static func squeezed(_ text: String) -> String {
        String(
            text.lowercased().unicodeScalars.filter {
                !$0.properties.isWhitespace && !"/·,，、;".unicodeScalars.contains($0)
            })
    }
}
