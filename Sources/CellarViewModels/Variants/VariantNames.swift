import CellarModel

/// The names by which a shopper's text (a comment's `specification`: what they bought) may
/// name one of a goods item's variants, squeezed once per goods item rather than once per comment.
/// A text names a variant when, ignoring case, spaces and the separators `/ · , ， 、 ;`, it
/// is the variant's specification, SKU or id, or its option values in order (`750 ml / 2018`),
/// as the market shows them or as goods.json has them (comments are not translated).
struct VariantNames {
    /// Each squeezed name's variant; `nil` when two variants have that name.
    private let variantByName: [String: Variant?]

    /// - Parameter fixtureGoods: `goods` as the fixtures have it, when a market shows it
    ///   translated (``Catalogue/fixtureGoods(withID:)``).
    init(of goods: GoodsItem, fixtureGoods: GoodsItem? = nil) {
        var variantByName: [String: Variant?] = [:]
        let fixtureVariants = fixtureGoods?.variants.count == goods.variants.count ? fixtureGoods?.variants : nil
        for (index, variant) in goods.variants.enumerated() {
            var named: [String?] = [variant.specification, variant.sku, variant.id, variant.values.joined()]
            if let fixture = fixtureVariants?[index] { named += [fixture.specification, fixture.values.joined()] }
            let names = Set(named.compactMap { $0.map(Self.squeezed) })
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
