import CellarModel
import CellarProperties

/// The links every page of a site of several markets has to its versions in the others (the
/// same goods item, category or page), the current one marked; the script saves the one a
/// shopper picks for their next visit.
public struct MarketPickerViewModel: Sendable, Equatable, PropertyListing {
    /// One market's version of the page.
    public struct Choice: Sendable, Equatable, PropertyListing {
        public let id: String
        public let label: String
        /// The BCP 47 tag of its language, for `hreflang` and `lang`.
        public let locale: String
        public let url: String
        public let isCurrent: Bool
    }

    /// What the picker is for, for assistive technologies: "Language and currency".
    public let label: String
    public let choices: [Choice]

    /// The picker of the page at `path` (a place in its market), linking from it; `nil` in a
    /// site of one market. A market without the page (one that does not sell the goods item
    /// it shows) is linked at its home page.
    init?(context: SiteContext, links: LinkBuilder, path: SitePath) {
        guard let placement = context.market else { return nil }
        label = context.strings[.marketPicker]
        let having = Set(placement.versionIndices(havingPageAt: path))
        choices = placement.versions.enumerated().map { index, version in
            let path = having.contains(index) ? path : SitePath.home
            let url =
                version.hasOwnDomain
                ? version.address?.url(to: path) ?? links.url(to: path, inMarketFolder: version.folder)
                : links.url(to: path, inMarketFolder: version.folder)
            return Choice(
                id: version.id, label: version.label, locale: version.locale, url: url,
                isCurrent: index == placement.index)
        }
    }
}

/// One version of a page in a site of several markets, as `<link rel="alternate" hreflang>`
/// names it: its language (or `x-default`, the default market's) and its absolute URL.
public struct LanguageAlternate: Sendable, Equatable, PropertyListing {
    public let hreflang: String
    public let url: String

    /// The version of the page at `path` in each market that has it, then `x-default` for the
    /// default market's (which has every page); `[]` in a site of one market, for a page only
    /// one market has, or without absolute addresses (hreflang takes absolute URLs only).
    static func alternates(of path: SitePath, in context: SiteContext) -> [LanguageAlternate] {
        guard let placement = context.market else { return [] }
        let urls = placement.versions.compactMap { $0.address?.url(to: path) }
        let having = placement.versionIndices(havingPageAt: path)
        guard urls.count == placement.versions.count, having.count > 1, having.first == 0 else { return [] }
        let alternates = having.map { LanguageAlternate(hreflang: placement.versions[$0].locale, url: urls[$0]) }
        return alternates + [LanguageAlternate(hreflang: "x-default", url: urls[0])]
    }
}
