import CellarPlurals
import CellarModel

extension FixtureWarning.Kind {
    /// The warning in the store's language, as the report shows it.
    func text(in strings: InterfaceStrings) -> String {
        switch self {
        case .controlCharactersRemoved(let removed):
            strings.fill(
                removed.count == 1 ? .warningControlCharacterRemovedPattern : .warningControlCharactersRemovedPattern,
                ["characters": removed.joined(separator: ", ")])
        case .onlySpaces(let text):
            strings.fill(.warningOnlySpacesPattern, ["value": FacetValue.visible(text)])
        case .normalized(let text, let normalized):
            strings.fill(
                .warningNormalizedPattern,
                ["value": FacetValue.visible(text), "normalized": FacetValue.visible(normalized)])
        case .unsafeLink(let url):
            strings.fill(.warningUnsafeLinkPattern, ["url": url])
        case .unsafeImageURL(let url):
            strings.fill(.warningUnsafeImageURLPattern, ["url": url])
        case .noImage:
            strings[.feedProblemNoImage]
        case .noDescription:
            strings[.feedProblemNoDescription]
        case .marketPriceBelowPrice(let marketPrice, let price):
            strings.fill(
                .warningMarketPriceBelowPricePattern, ["marketPrice": marketPrice.decimal, "price": price.decimal])
        case .freeWithCheckout:
            strings[.warningFreeWithCheckout]
        case .stripeWithoutPaymentLinks:
            strings[.warningStripeWithoutPaymentLinks]
        case .ignoredForSpreadsheet(let spreadsheet):
            strings.fill(.warningIgnoredForSpreadsheetPattern, ["file": spreadsheet])
        case .unknownColumn(let known):
            strings.fill(.warningUnknownColumnPattern, ["columns": known.joined(separator: ", ")])
        case .baseURLNotAbsolute(let baseURL):
            strings.fill(.warningBaseURLNotAbsolutePattern, ["url": baseURL])
        case .baseURLReservedHost(let host, _):
            strings.fill(.warningBaseURLReservedHostPattern, ["host": host])
        case .ordersGoNowhere:
            strings[.warningOrdersGoNowhere]
        case .titleCutInFeeds(let characters):
            strings.fill(
                .warningTitleCutInFeedsPattern, count: characters,
                ["n": String(characters), "limit": String(TextLimits.shownTitle)])
        case .untranslated(let locale, let count, let examples):
            strings.fill(
                .warningUntranslatedPattern, count: count,
                [
                    "n": NumberText.grouped(count), "locale": locale,
                    "examples": examples.joined(separator: ", ") + (count > examples.count ? ", …" : ""),
                ])
        }
    }
}
