extension Goods {
    /// What a shop owner should look at in this item, though it does not stop a build: no
    /// image, no description, a market price below the price (its own or a variant's).
    var contentWarnings: [String] {
        var warnings: [String] = []
        if (image ?? "").isEmpty && (thumb ?? "").isEmpty
            && variants.allSatisfy({ ($0.image ?? "").isEmpty && ($0.thumb ?? "").isEmpty }) {
            warnings.append("no image")
        }
        // Stops at the first visible character, where trimming would copy the whole text.
        if (description ?? "").allSatisfy(\.isWhitespace) { warnings.append("no description") }
        if let marketPrice, marketPrice < price {
            warnings.append("market price \(marketPrice.decimal) is below the price \(price.decimal)")
        }
        for variant in variants {
            if let marketPrice = variant.marketPrice, marketPrice < variant.price {
                warnings.append("variant \"\(variant.id)\": market price \(marketPrice.decimal) is below the price \(variant.price.decimal)")
            }
        }
        return warnings
    }
}
