import Synchronization

/// Which pages each market of a site has, by their place in the market, when a market sells
/// only some goods (``CellarModel/Market/sells``): the versions of a page that hreflang and the
/// market picker name are those of the markets that have it. Known once every market's pages
/// are listed, after their contexts are made, so it is told them then, before any page's view
/// model is made.
final class MarketPagePaths: Sendable {
    private let paths = Mutex<[Set<SitePath>]>([])

    /// Tells it each market's pages' places, in the markets' order.
    func note(_ paths: [Set<SitePath>]) {
        self.paths.withLock { $0 = paths }
    }

    /// Whether market `market` (an index into the markets) has a page at `path`.
    func market(_ market: Int, hasPageAt path: SitePath) -> Bool {
        paths.withLock { $0[market].contains(path) }
    }
}
