extension GoodsItem {
    /// A warning about a goods item's content, naming its variant when it is about one, and
    /// the field when it is about one (`title`).
    package typealias ContentWarning = (kind: FixtureWarning.Kind, variantID: String?, field: String?)

    /// What a shop owner should look at in this item, though it does not stop a build: no
    /// image, no description, a market price below the price (its own or a variant's, named by
    /// the variant's id), a title longer than Google Shopping shows.
    package var contentWarnings: [ContentWarning] {
        var warnings: [ContentWarning] = []
        if title.utf8.count > TextLimits.shownTitle, case let characters = title.count,
            characters > TextLimits.shownTitle
        {
            warnings.append((.titleCutInFeeds(characters: characters), nil, "title"))
        }
        if (image ?? "").isEmpty && (thumb ?? "").isEmpty
            && variants.allSatisfy({ ($0.image ?? "").isEmpty && ($0.thumb ?? "").isEmpty })
        {
            warnings.append((.noImage, nil, nil))
        }
        // Stops at the first visible character, where trimming would copy the whole text.
        if (description ?? "").allSatisfy(\.isWhitespace) { warnings.append((.noDescription, nil, nil)) }
        if let marketPrice, marketPrice < price {
            warnings.append((.marketPriceBelowPrice(marketPrice: marketPrice, price: price), nil, nil))
        }
        for variant in variants {
            if let marketPrice = variant.marketPrice, marketPrice < variant.price {
                warnings.append(
                    (.marketPriceBelowPrice(marketPrice: marketPrice, price: variant.price), variant.id, nil))
            }
        }
        return warnings
    }
}
