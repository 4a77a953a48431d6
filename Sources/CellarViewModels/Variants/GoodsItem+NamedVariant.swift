import CellarModel

extension GoodsItem {
    /// The variant a shopper's text names (a comment's `specification`: what they bought), or
    /// `nil` when none or more than one fits. The text names a variant when, ignoring case,
    /// spaces and the separators `/ · , ， 、 ;`, it is the variant's specification, SKU or id,
    /// or its option values in order (`750 ml / 2018`).
    func variant(namedBy text: String) -> Variant? {
        guard !variants.isEmpty else { return nil }
        let key = Self.squeezed(text)
        guard !key.isEmpty else { return nil }
        var found: Variant?
        for variant in variants {
            let names: [String?] = [variant.specification, variant.sku, variant.id, variant.values.joined()]
            guard names.contains(where: { $0.map(Self.squeezed) == key }) else { continue }
            guard found == nil else { return nil }
            found = variant
        }
        return found
    }

    private static func squeezed(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace && !"/·,，、;".unicodeScalars.contains($0) })
    }
}
