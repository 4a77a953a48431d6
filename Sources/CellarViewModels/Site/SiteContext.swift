import CellarModel
import Foundation

/// What every page's view model needs, made once per build: the catalogue, the words,
/// the price format, the routes, each goods item's rating and cart shard. A class: every view
/// model's making is handed it, and its closures keep it, so a copy must cost one reference.
final class SiteContext: Sendable {
    let catalogue: Catalogue
    let strings: InterfaceStrings
    let prices: PriceFormatter
    let routes: Routes
    /// By goods id.
    let ratings: [String: RatingSummary]
    /// By goods id, for the goods items with more comments than one page shows.
    private let tabIndices: [String: CommentTabIndex]
    /// Each category's goods, best sellers first, by category id: sorted once, not per page.
    private let goodsBySales: [String: [GoodsItem]]
    /// The indices of all the goods, best sellers first (equal sales in file order).
    let salesOrder: [Int]
    /// The goods items that may differ since the context this one reused, found once for the
    /// build (``Catalogue/goodsChanges(since:)``); `nil` without one, or when anything but goods
    /// items and comments may differ.
    let goodsChanges: Catalogue.GoodsChanges?
    /// The base URL's path (`/shop/`), for pages served at any URL.
    let rootPath: String
    /// The base URL as an absolute address; `nil` when it has no scheme and host.
    let address: SiteAddress?
    /// The theme's assets' published, content-hashed names.
    let assets: AssetNames
    /// Where this market is among the site's markets; `nil` in a site of one market.
    let market: MarketPlacement?
    /// Which shard of the cart's data holds each goods item.
    let cartShards: CartShards
    /// The card the script clones (``GoodsCardViewModel/template(strings:checkout:)``), made once: the
    /// category pages and the search page show it alike.
    let cardTemplate: GoodsCardViewModel
    /// Signs Foxy's add-to-cart forms or the endpoint's order lines; set when the store's
    /// checkout names a secret variable.
    let signingSecret: SigningSecret?
    /// The secret that signs what an endpoint's receiver checks (each cart row's price, each
    /// delivery rate, the tax); `nil` unless the checkout is an endpoint.
    var orderSigningSecret: SigningSecret? {
        if case .endpoint = catalogue.store.checkout { signingSecret } else { nil }
    }
    /// The docs' pages, whose frames mark them current.
    private let docPaths: Set<SitePath>
    /// The star ratings made so far, by the rating in tenths (`nil`: none): its number shows
    /// tenths, and its stars halves, which the tenths decide.
    private let starRatings = MadeOnce<Int?, Common<StarRatingViewModel>>()
    /// The layout frames made so far: one for each depth and current category.
    private let layoutFrames = MadeOnce<LayoutFrameKey, Common<LayoutFrameViewModel>>()
    /// What page kinds make once per build for all their pages (an index of their items), by type.
    private let kindIndices = MadeOnce<ObjectIdentifier, any Sendable>()
    /// The search index's terms, made the first time they are asked for; the last site's
    /// (one and the same store) while no goods item's searchable fields changed.
    private let searchTermsOnce: MadeOnce<Bool, SearchIndexViewModel.Terms>
    /// The brands, made the first time they are asked for; the last site's while no goods
    /// item's brand or sales changed.
    private let brandIndexOnce: MadeOnce<Bool, BrandIndex>

    private struct LayoutFrameKey: Hashable {
        /// Where the frame's links start from: the page's depth.
        let rootPrefix: String
        let categoryID: String?
    }

    /// - Parameter previous: the last build's, whose parts that depend on nothing that changed
    ///   are kept when the catalogues have the same goods list (``ContextReuse``), each index as
    ///   its type states: the routes and cart shards, the ratings and tab indices of the goods
    ///   items whose comments were not touched, the sorted goods of the categories no changed
    ///   item is or was in, the goods' order by sales, the brands and the search index's terms.
    init(
        catalogue: Catalogue, strings: InterfaceStrings, baseURL: String, assets: AssetNames = AssetNames(),
        signingSecret: SigningSecret? = nil, market: MarketPlacement? = nil, reusing previous: SiteContext? = nil
    ) {
        if catalogue.store.checkout.secretVariable != nil {
            precondition(
                signingSecret != nil,
                "the checkout signs with the store's secret: the build reads it before making the site")
        }
        self.catalogue = catalogue
        self.signingSecret = signingSecret
        self.strings = strings
        prices = PriceFormatter(currency: catalogue.store.currency)
        let goodsChanges = previous.flatMap { catalogue.goodsChanges(since: $0.catalogue) }
        self.goodsChanges = goodsChanges
        let reuse = previous.flatMap { previous in
            goodsChanges.map { ContextReuse(previous: previous, catalogue: catalogue, changes: $0) }
        }
        func kept<Index>(_ index: KeyPath<SiteContext, Index>, if isKept: (ContextReuse) -> Bool) -> Index? {
            reuse.flatMap { isKept($0) ? $0.previous[keyPath: index] : nil }
        }
        let routes = kept(\.routes, if: Routes.isKept) ?? Routes(catalogue: catalogue)
        self.routes = routes
        cartShards = kept(\.cartShards, if: CartShards.isKept) ?? CartShards(goods: catalogue.goods)
        searchTermsOnce = kept(\.searchTermsOnce, if: SearchIndexViewModel.Terms.isKept) ?? MadeOnce()
        brandIndexOnce = kept(\.brandIndexOnce, if: BrandIndex.isKept) ?? MadeOnce()
        salesOrder = kept(\.salesOrder, if: Self.salesOrderIsKept) ?? Self.salesOrder(of: catalogue.goods)
        // The ratings and the sorted categories are made again only where they may differ.
        var ratings = reuse?.previous.ratings ?? Dictionary(minimumCapacity: catalogue.goods.count)
        var tabIndices = reuse?.previous.tabIndices ?? [:]
        for index in reuse?.changes.comments ?? Array(catalogue.goods.indices) {
            Self.summarise(catalogue.goods[index], in: catalogue, ratings: &ratings, tabIndices: &tabIndices)
        }
        self.ratings = ratings
        self.tabIndices = tabIndices
        var goodsBySales = reuse?.previous.goodsBySales ?? [:]
        for id in reuse?.touchedCategories ?? Set(catalogue.categories.map(\.id))
        where catalogue.category(withID: id) != nil {
            goodsBySales[id] = Self.bySales(catalogue.goods(inCategory: id))
        }
        self.goodsBySales = goodsBySales
        rootPath = Self.path(of: baseURL)
        address = market?.current.address ?? SiteAddress(baseURL: baseURL, assets: assets)
        self.assets = assets
        self.market = market
        docPaths = Set(catalogue.docs.map { routes.doc($0.name) })
        cardTemplate = .template(strings: strings, checkout: catalogue.store.checkout)
    }

    /// Notes a goods item's rating, and its comments' tab index when it has more than a page.
    private static func summarise(
        _ item: GoodsItem, in catalogue: Catalogue, ratings: inout [String: RatingSummary],
        tabIndices: inout [String: CommentTabIndex]
    ) {
        let comments = catalogue.comments(onGoods: item.id)
        ratings[item.id] = RatingSummary(comments: comments)
        tabIndices[item.id] =
            comments.count > CommentsPageViewModel.pageSize ? CommentTabIndex(comments: comments) : nil
    }

    /// The stars of `rating`: the same for every rating that shows the same, made the first
    /// time it is asked for.
    func starRating(_ rating: Double?) -> Common<StarRatingViewModel> {
        let tenths = rating.map { Int((min(max($0, 0), 5) * 10).rounded(.toNearestOrAwayFromZero)) }
        return starRatings.value(for: tenths) {
            Common(StarRatingViewModel(rating: tenths.map { Double($0) / 10 }, strings: strings))
        }
    }

    /// The frame of a page whose links are made by `links`: the one the other pages at its
    /// depth in its category have, made the first time it is asked for.
    func layoutFrame(links: LinkBuilder, currentCategoryID: String?, currentPath: SitePath) -> Common<
        LayoutFrameViewModel
    > {
        func make() -> Common<LayoutFrameViewModel> {
            Common(
                LayoutFrameViewModel(
                    context: self, links: links, currentCategoryID: currentCategoryID, currentPath: currentPath))
        }
        // A doc's page marks itself in the footer: its frame is its own.
        guard !docPaths.contains(currentPath) else { return make() }
        return layoutFrames.value(
            for: LayoutFrameKey(rootPrefix: links.rootPrefix, categoryID: currentCategoryID), making: make)
    }

    /// The search index's terms, which `make` makes the first time they are asked for (or a
    /// site before this one did, when no goods item's searchable fields changed since).
    func searchTerms(making make: () -> SearchIndexViewModel.Terms) -> SearchIndexViewModel.Terms {
        searchTermsOnce.value(for: true, making: make)
    }

    /// The brands of the goods.
    var brandIndex: BrandIndex {
        brandIndexOnce.value(for: true) {
            BrandIndex(goods: catalogue.goods, fixtureGoods: catalogue.fixtureGoods, salesOrder: salesOrder)
        }
    }

    /// The `Value` of this build, which `make` makes the first time it is asked for: what a
    /// page kind lists its pages from and every one of them reads (its items, sorted once).
    func madeOnce<Value: Sendable>(_ make: () -> Value) -> Value {
        // The key is the type, so the value kept is always a `Value`.
        kindIndices.value(for: ObjectIdentifier(Value.self), making: make) as! Value
    }

    func rating(of goods: GoodsItem) -> RatingSummary {
        ratings[goods.id] ?? RatingSummary(comments: [])
    }

    /// The comments at `range` of a goods item's tab, newest first.
    func comments(on goods: GoodsItem, in tab: CommentTab, at range: Range<Int>) -> [Comment] {
        let comments = catalogue.comments(onGoods: goods.id)
        if let index = tabIndices[goods.id] {
            return index.comments(in: tab, at: range, of: comments)
        }
        // One page at most: walking it is as quick as looking it up.
        return Array(comments.lazy.filter(tab.contains).dropFirst(range.lowerBound).prefix(range.count))
    }

    /// A category's goods sorted by sales, best first; equal sales keep their file order.
    func goodsBySales(inCategory id: String) -> [GoodsItem] {
        goodsBySales[id] ?? []
    }

    /// All the goods sorted by sales, best first; equal sales keep their file order.
    var bestSellers: some RandomAccessCollection<GoodsItem> {
        salesOrder.lazy.map { [catalogue] in catalogue.goods[$0] }
    }

    /// Goods sorted by sales, best first; equal sales keep their file order.
    private static func bySales(_ goods: [GoodsItem]) -> [GoodsItem] {
        salesOrder(of: goods).map { goods[$0] }
    }

    /// The goods' order by sales is kept while no changed goods item's sales changed.
    private static func salesOrderIsKept(after reuse: ContextReuse) -> Bool {
        !reuse.anyChangedItem(\.saleCount)
    }

    /// The indices of `goods` sorted by sales, best first; equal sales keep their order.
    /// Indices are sorted, not goods items: they are not copied about.
    private static func salesOrder(of goods: [GoodsItem]) -> [Int] {
        goods.indices.sorted { lhs, rhs in
            goods[lhs].saleCount != goods[rhs].saleCount ? goods[lhs].saleCount > goods[rhs].saleCount : lhs < rhs
        }
    }

    /// `https://host/shop/` → `/shop/`; `/` for a URL without a path.
    static func path(of baseURL: String) -> String {
        var rest = Substring(baseURL)
        if let scheme = rest.range(of: "://") {
            rest = rest[scheme.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        let path = rest.hasPrefix("/") ? String(rest) : "/" + rest
        return path.hasSuffix("/") ? path : path + "/"
    }
}
