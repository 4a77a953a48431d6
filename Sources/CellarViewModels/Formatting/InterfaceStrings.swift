import CellarPlurals
import Foundation

/// The words of the interface in the store's language, from the theme's string table for
/// the locale (`strings/en.json`, `strings/zh-CN.json` …): templates show any key of it
/// (`{{strings.soldOut}}`), which the theme binds to its position among the sorted keys of its
/// own `en` table, so a theme renders the strings loaded from its tables, which have exactly
/// those keys; the view models use the keys in ``Key``, and fill the patterns (`"{n} sold"`)
/// with numbers through the methods below.
///
/// A class, because every page and card holds the site's one set: handing it on is one
/// reference instead of copying a hundred strings.
public final class InterfaceStrings: Sendable, Equatable {
    /// The keys the view models use; every table the theme loads has all of them.
    public enum Key: String, CaseIterable, Sendable {
        case allCategories, anonymous, backToHome, bestSellers, brand, cart, catalogueReport, categories, checkout,
            featured, home
        case manufacturer, next, noGoodsInCategory, noRatingsYet, noReviewsYet, notFoundMessage, notFoundTitle
        case pageMovedTitle, pageMovedMessage, pageMovedLink
        case origin, pagination, previous, scent, search, searchResults, soldOut, specification, stock, viewAll
        case phonePattern, ratedPattern, addToCartNamedPattern, quantityOfPattern, goodsCountPattern
        case priceBelowPattern, priceBetweenPattern, priceFromPattern, reviewCountPattern
        case reviewTabPattern, soldCountPattern, inStockPattern, savingPattern, goodRatePattern, pagePattern
        case reviewsOfPattern, picturePattern, showPhotoPattern, lowestPricePattern, optionValuePattern
        case providerCartNote, paymentLinksNote, chooseOptionsNamedPattern
        case freeShipping, freeShippingFromPattern
        case tabAll, tabGood, tabMiddle, tabBad, tabPictures
        case emptyTabGood, emptyTabMiddle, emptyTabBad, emptyTabPictures
        case brands, sale, marketPicker
        case reportMarkets, reportMarket, reportLanguage, reportCurrency, reportFeedItems, reportUntranslated
        case price, commentCountPattern, starCountPattern
        // The catalogue report's.
        case reportRatingsTitle, reportRatingsSummary, reportStarsHeading, reportCommentsHeading, reportNoComments
        case reportCommentsPerMonthTitle, reportCommentsPerMonthPattern, reportCommentsPerMonthUndatedPattern
        case reportNoDatedComments, reportMonthHeading, reportPricesTitlePattern, reportPricesSummaryPattern
        case reportGoodsHeading, reportStockTitle, reportStockSummaryPattern, reportInStock, reportLowStockPattern,
            reportNoGoods
        case reportNoImage, reportNoBrand, reportNoDescription, reportNoGTIN, reportFeedsListPattern, reportNoFeeds,
            reportSoldOutProblem
        case feedProblemSVGImage, feedProblemNoImageURL, feedProblemNoImage, feedProblemNoDescription,
            feedProblemZeroPrice
        case feedProblemLongIDPattern, feedProblemLongGroupIDPattern, feedProblemTakenIDPattern
        case reportVariantStockTitle, reportVariantsHeading, reportVariantsWithoutImage, reportVariantsWithoutGTIN
        case reportVariantLowStockPattern, reportVariantProblemPattern, reportVariantStockSummaryPattern,
            reportFeedStatusVariantsPattern
        case reportPhotosWithoutAlt, reportFewPhotosPattern, reportSmallPhotosPattern, reportPhotosToImprove,
            reportNoPhotosToImprove
        case reportPhotosWithoutAltPattern, reportPhotoCountPattern, reportPhotosUnderGooglePattern,
            reportPhotosUnderApparelPattern
        // The fixtures' warnings (`FixtureWarning.Kind`), in the report.
        case warningControlCharacterRemovedPattern, warningControlCharactersRemovedPattern, warningOnlySpacesPattern
        case warningNormalizedPattern, warningUnsafeLinkPattern, warningUnsafeImageURLPattern,
            warningMarketPriceBelowPricePattern
        case warningFreeWithCheckout, warningStripeWithoutPaymentLinks, warningIgnoredForSpreadsheetPattern
        case warningUnknownColumnPattern, warningBaseURLNotAbsolutePattern, warningBaseURLReservedHostPattern,
            warningOrdersGoNowhere
        case warningTitleCutInFeedsPattern, warningUntranslatedPattern
    }

    /// The keys whose text is chosen by a count, here or by the storefront script (`resultsPattern`,
    /// `cartCountPattern`): a table may give each as a plural text, and the reference table gives
    /// each with a form for every category English has.
    public static let countedKeys: Set<String> = [
        "goodsCountPattern", "resultsPattern", "cartCountPattern", "reviewCountPattern", "commentCountPattern",
        "starCountPattern",
        "soldCountPattern", "inStockPattern", "reportCommentsPerMonthUndatedPattern", "reportPricesSummaryPattern",
        "reportFeedsListPattern", "reportVariantLowStockPattern", "reportVariantStockSummaryPattern",
        "reportFeedStatusVariantsPattern", "warningTitleCutInFeedsPattern", "reportFewPhotosPattern",
        "reportPhotosWithoutAltPattern", "reportPhotoCountPattern", "reportPhotosUnderGooglePattern",
        "reportPhotosUnderApparelPattern", "warningUntranslatedPattern",
    ]

    /// The language tag for `<html lang>`: the locale the table is for.
    public let language: String
    /// Which plural form a count takes in the language.
    private let pluralRules: PluralRules
    /// Each key's text as templates show it (``StringTableText/shown``).
    private let table: [String: String]
    /// The table's texts in the order of its sorted keys, for templates bound by position.
    private let textsByKey: [String]
    /// The texts of ``Key``, each form split at its placeholders once, in the order of `Key.allCases`.
    private let patterns: [PluralPattern]

    /// - Parameter table: text by key; it must have every ``Key``.
    public init(language: String, table: [String: StringTableText]) {
        self.language = language
        pluralRules = PluralRules(locale: language)
        let shown = table.mapValues(\.shown)
        self.table = shown
        textsByKey = shown.keys.sorted().map { shown[$0]! }
        patterns = Key.allCases.map { PluralPattern(table[$0.rawValue] ?? "") }
    }

    /// The text of a key the view models use (a plural text's `other` form).
    public subscript(key: Key) -> String {
        patterns[key.position].other.text
    }

    /// The text of any key of the table; `nil` for a key it does not have.
    public func text(forKey key: String) -> String? {
        table[key]
    }

    /// The text of the key at `position` among the table's sorted keys.
    public func text(atSortedPosition position: Int) -> String {
        textsByKey[position]
    }

    public static func == (lhs: InterfaceStrings, rhs: InterfaceStrings) -> Bool {
        lhs === rhs || (lhs.language == rhs.language && lhs.table == rhs.table)
    }

    /// A pattern with its `{name}` placeholders filled (a `{` that opens no placeholder among
    /// `values` stays as it is; a value is never searched for placeholders).
    func fill(_ key: Key, _ values: KeyValuePairs<String, String>) -> String {
        patterns[key.position].other.filled(values)
    }

    /// The form of a pattern that `count` takes in the language, filled: "1 review", "2 reviews".
    func fill(_ key: Key, count: Int, _ values: KeyValuePairs<String, String>) -> String {
        assert(
            Self.countedKeys.contains(key.rawValue), "\(key) is filled with a count but is not among the counted keys")
        return patterns[key.position].form(for: pluralRules.category(of: count)).filled(values)
    }

    /// A pattern whose one placeholder `{n}` is a count, filled with it grouped: "1,234 reviews".
    private func counted(_ key: Key, _ count: Int) -> String {
        fill(key, count: count, ["n": NumberText.grouped(count)])
    }

    /// "Rated 4.5 out of 5".
    public func rated(_ value: String) -> String {
        fill(.ratedPattern, ["n": value])
    }

    /// "Add to cart: Château …": the accessible name of a card's button.
    public func addToCart(_ title: String) -> String {
        fill(.addToCartNamedPattern, ["title": title])
    }

    /// "Quantity of Château …".
    public func quantity(of title: String) -> String {
        fill(.quantityOfPattern, ["title": title])
    }

    /// "Under ¥100": the lowest price band.
    public func priceBelow(_ price: String) -> String {
        fill(.priceBelowPattern, ["price": price])
    }

    /// "¥100 – ¥300".
    public func priceBetween(_ low: String, _ high: String) -> String {
        fill(.priceBetweenPattern, ["low": low, "high": high])
    }

    /// "¥300 and above": the highest price band.
    public func priceFrom(_ price: String) -> String {
        fill(.priceFromPattern, ["price": price])
    }

    /// "Choose options: Casillero del Diablo", a card's link to choose a variant on its page.
    public func chooseOptions(_ title: String) -> String {
        fill(.chooseOptionsNamedPattern, ["title": title])
    }

    /// "From ¥98.00": a goods item whose variants' prices differ, at the lowest.
    public func lowestPrice(_ price: String) -> String {
        fill(.lowestPricePattern, ["price": price])
    }

    /// "Size: 750 ml · Vintage: 2018": a variant's value for each option.
    public func optionValues(_ options: [String], _ values: [String]) -> String {
        zip(options, values).map { fill(.optionValuePattern, ["option": $0, "value": $1]) }.joined(separator: " · ")
    }

    /// "1 review", "23 reviews".
    public func reviewCount(_ count: Int) -> String {
        counted(.reviewCountPattern, count)
    }

    /// "Reviews: Good": names a comment tab's panel.
    public func reviewTab(_ tab: CommentTab) -> String {
        fill(.reviewTabPattern, ["tab": tabLabel(tab)])
    }

    /// "400 comments".
    public func commentCount(_ count: Int) -> String {
        counted(.commentCountPattern, count)
    }

    /// "1 star", "4 stars".
    public func starCount(_ count: Int) -> String {
        counted(.starCountPattern, count)
    }

    /// "1 item", "12 items".
    public func goodsCount(_ count: Int) -> String {
        counted(.goodsCountPattern, count)
    }

    /// "111 sold".
    public func soldCount(_ count: Int) -> String {
        counted(.soldCountPattern, count)
    }

    /// "700 in stock".
    public func inStock(_ count: Int) -> String {
        counted(.inStockPattern, count)
    }

    /// "Save ¥103.00 (42%)".
    public func saving(_ amount: String, percent: Int) -> String {
        fill(.savingPattern, ["amount": amount, "percent": String(percent)])
    }

    /// "92% positive".
    public func goodRate(_ percent: Int) -> String {
        fill(.goodRatePattern, ["percent": String(percent)])
    }

    /// "Page 2 of 5".
    public func page(_ number: Int, of count: Int) -> String {
        fill(.pagePattern, ["number": String(number), "count": String(count)])
    }

    /// "Reviews of …".
    public func reviewsOf(_ title: String) -> String {
        fill(.reviewsOfPattern, ["title": title])
    }

    /// "low on stock: 3 left", in the report's warnings.
    public func lowStock(_ count: Int) -> String {
        counted(.reportVariantLowStockPattern, count)
    }

    /// `variant "750-2018": sold out`: a problem of one variant, in the report.
    public func variantProblem(_ variantID: String, _ problem: String) -> String {
        fill(.reportVariantProblemPattern, ["variant": variantID, "problem": problem])
    }

    /// "How many of the 40 variants are in stock (more than 10), low on stock (1 to 10) or sold out."
    public func variantStockSummary(count: Int, lowStock: Int) -> String {
        fill(
            .reportVariantStockSummaryPattern, count: count, ["n": NumberText.grouped(count), "low": String(lowStock)])
    }

    /// "The feeds list 38 of 45 items: each goods item without variants, and each variant of the goods items that have
    /// them (variants: 30; goods items with variants: 9)."
    public func feedStatusWithVariants(listed: Int, items: Int, variants: Int, goods: Int) -> String {
        fill(
            .reportFeedStatusVariantsPattern, count: items,
            [
                "listed": NumberText.grouped(listed), "items": NumberText.grouped(items),
                "variants": NumberText.grouped(variants), "goods": NumberText.grouped(goods),
            ])
    }

    /// The label of a comment tab.
    public func tabLabel(_ tab: CommentTab) -> String {
        switch tab {
        case .all: self[.tabAll]
        case .good: self[.tabGood]
        case .middle: self[.tabMiddle]
        case .bad: self[.tabBad]
        case .pictures: self[.tabPictures]
        }
    }

    /// What an empty comment tab says.
    public func emptyTab(_ tab: CommentTab) -> String {
        switch tab {
        case .all: self[.noReviewsYet]
        case .good: self[.emptyTabGood]
        case .middle: self[.emptyTabMiddle]
        case .bad: self[.emptyTabBad]
        case .pictures: self[.emptyTabPictures]
        }
    }

    /// "Picture 2 of a review by Anna".
    public func picture(_ number: Int, by author: String) -> String {
        fill(.picturePattern, ["number": String(number), "author": author])
    }

    /// "Show photo: The back label": the accessible name of a gallery's thumbnail.
    public func showPhoto(_ alt: String) -> String {
        fill(.showPhotoPattern, ["alt": alt])
    }
}

extension InterfaceStrings.Key {
    /// Where the key is in `allCases`.
    fileprivate var position: Int { Self.positions[self]! }

    private static let positions = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })
}

/// A text's form for each plural category (``StringTableText/form(for:)``), each split at its
/// placeholders.
private struct PluralPattern: Sendable {
    let other: Pattern
    private let forms: [PluralCategory: Pattern]

    init(_ text: StringTableText) {
        forms = Dictionary(uniqueKeysWithValues: PluralCategory.allCases.map { ($0, Pattern(text.form(for: $0))) })
        other = forms[.other]!
    }

    func form(for category: PluralCategory) -> Pattern {
        forms[category]!
    }
}

/// A text split at its placeholders, `{name}` (a name holds no braces): the parts are read on
/// every fill, and the text is split only once.
private struct Pattern: Sendable {
    enum Part: Sendable {
        case text(Substring)
        case placeholder(Substring)
    }

    let text: String
    let parts: [Part]

    init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var literalStart = text.startIndex
        var index = text.startIndex
        while let close = text[index...].firstIndex(of: "}") {
            if let open = text[literalStart..<close].lastIndex(of: "{") {
                parts.append(.text(text[literalStart..<open]))
                parts.append(.placeholder(text[text.index(after: open)..<close]))
                literalStart = text.index(after: close)
            }
            index = text.index(after: close)
        }
        parts.append(.text(text[literalStart...]))
        self.parts = parts.filter {
            if case .text(let literal) = $0 { !literal.isEmpty } else { true }
        }
    }

    /// The text with its placeholders among `values` filled.
    func filled(_ values: KeyValuePairs<String, String>) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal):
                text += literal
            case .placeholder(let name):
                if let value = values.first(where: { $0.key == name })?.value {
                    text += value
                } else {
                    text += "{" + name + "}"
                }
            }
        }
        return text
    }
}
