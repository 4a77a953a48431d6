import CellarModel
import Foundation

/// Where a market's pages are among the site's markets, for what a page shows of the others:
/// its versions in every market (hreflang) and the market picker. Only in a site of two
/// markets or more.
struct MarketPlacement: Sendable {
    /// One market's version of the site.
    struct Version: Sendable, Equatable {
        let id: String
        /// A BCP 47 tag, for `hreflang` and `lang`.
        let locale: String
        /// What the picker calls it: the market's label, or its language and currency.
        let label: String
        /// Its folder in the output (`en/`).
        let folder: String
        /// Where its pages are served; `nil` without an absolute address.
        let address: SiteAddress?
        /// Whether it is served at a domain of its own, so links to it are absolute.
        let hasOwnDomain: Bool
    }

    /// This market's index among ``versions``.
    let index: Int
    /// Every market's version, the default one first.
    let versions: [Version]
    /// Which pages each market has, when one sells only some goods; `nil` when every market
    /// has every page.
    let pagePaths: MarketPagePaths?

    var current: Version { versions[index] }

    /// The indices of the versions that have a page at `path`, a place in a market: every
    /// market's, unless one sells only some goods.
    func versionIndices(havingPageAt path: SitePath) -> [Int] {
        guard let pagePaths else { return Array(versions.indices) }
        return versions.indices.filter { pagePaths.market($0, hasPageAt: path) }
    }

    /// The placements of `markets`, the default one first, each at its base URL (its own, or
    /// the store's `baseURL` with its folder added); `[]` for fewer than two markets.
    /// - Parameter pagePaths: which pages each market has, told once they are listed; `nil`
    ///   when no market sells only some goods.
    static func placements(of markets: [Market], baseURL: String, assets: AssetNames, pagePaths: MarketPagePaths?)
        -> [MarketPlacement]
    {
        guard markets.count > 1 else { return [] }
        let versions = markets.map { market in
            Version(
                id: market.id, locale: market.locale, label: market.label ?? defaultLabel(of: market),
                folder: market.folder,
                address: SiteAddress(
                    baseURL: Self.baseURL(of: market, storeBaseURL: baseURL),
                    assets: assets.inMarketFolder(market.folder),
                    sharedRoot: market.baseURL == nil ? nil : SiteAddress(baseURL: baseURL)?.root),
                hasOwnDomain: market.baseURL != nil)
        }
        return versions.indices.map { MarketPlacement(index: $0, versions: versions, pagePaths: pagePaths) }
    }

    /// Where `market`'s pages are served: its own base URL, or the store's with its folder added.
    static func baseURL(of market: Market, storeBaseURL: String) -> String {
        if let own = market.baseURL { return own }
        return (storeBaseURL.hasSuffix("/") ? storeBaseURL : storeBaseURL + "/") + market.folder
    }

    /// The market's language in itself and its currency: `English · USD`, `中文 · CNY`.
    private static func defaultLabel(of market: Market) -> String {
        let locale = Locale(identifier: market.locale)
        let language = locale.language.languageCode.flatMap { locale.localizedString(forLanguageCode: $0.identifier) }
        return (language ?? market.locale) + " · " + market.currency
    }
}
