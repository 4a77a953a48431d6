import CellarModel

/// What every page's view model needs, made once per build: the catalogue, the words,
/// the price format, the routes and each goods item's rating.
struct SiteContext: Sendable {
    let catalogue: Catalogue
    let strings: InterfaceStrings
    let prices: PriceFormatter
    let routes: Routes
    /// By goods id.
    let ratings: [String: RatingSummary]
    /// Each category's goods, best sellers first, by category id: sorted once, not per page.
    private let goodsBySales: [String: [Goods]]
    /// The base URL's path (`/shop/`), for pages served at any URL.
    let rootPath: String
    /// The base URL as an absolute address; `nil` when it has no scheme and host.
    let address: SiteAddress?
    /// The theme's assets' published, content-hashed names.
    let assets: AssetNames

    init(catalogue: Catalogue, baseURL: String, assets: AssetNames = AssetNames()) {
        self.catalogue = catalogue
        strings = InterfaceStrings(locale: catalogue.store.locale)
        prices = PriceFormatter(currency: catalogue.store.currency)
        routes = Routes(catalogue: catalogue)
        var ratings: [String: RatingSummary] = [:]
        ratings.reserveCapacity(catalogue.goods.count)
        for item in catalogue.goods {
            ratings[item.id] = RatingSummary(comments: catalogue.comments(onGoods: item.id))
        }
        self.ratings = ratings
        goodsBySales = Dictionary(uniqueKeysWithValues: catalogue.categories.map { category in
            (category.id, Self.bySales(catalogue.goods(inCategory: category.id)))
        })
        rootPath = Self.path(of: baseURL)
        address = SiteAddress(baseURL: baseURL)
        self.assets = assets
    }

    func rating(of goods: Goods) -> RatingSummary {
        ratings[goods.id] ?? RatingSummary(comments: [])
    }

    /// A category's goods sorted by sales, best first; equal sales keep their file order.
    func goodsBySales(inCategory id: String) -> [Goods] {
        goodsBySales[id] ?? []
    }

    /// Goods sorted by sales, best first; equal sales keep their file order.
    func bySales(_ goods: [Goods]) -> [Goods] {
        Self.bySales(goods)
    }

    private static func bySales(_ goods: [Goods]) -> [Goods] {
        goods.enumerated().sorted { lhs, rhs in
            lhs.element.saleCount != rhs.element.saleCount
                ? lhs.element.saleCount > rhs.element.saleCount
                : lhs.offset < rhs.offset
        }.map(\.element)
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
