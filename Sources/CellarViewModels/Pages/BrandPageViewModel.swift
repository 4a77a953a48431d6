import CellarModel
import CellarProperties

/// The brands index: every brand the goods name, A to Z, each with its goods count.
public struct BrandsPageViewModel: Sendable, Equatable, PropertyListing {
    /// One brand in the index.
    public struct Entry: Sendable, Equatable, PropertyListing {
        public let name: String
        public let url: String
        public let countText: String
    }

    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    public let brands: [Entry]
    /// Home › brands, as the page shows it, for search engines; `nil` without an absolute base URL.
    public let breadcrumbData: BreadcrumbDataViewModel?

    init(context: SiteContext) {
        let path = SitePath.brands
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        heading = context.strings[.brands]
        layout = LayoutViewModel(context: context, links: links, title: heading, currentPath: path)
        strings = context.strings
        brands = context.brandIndex.brands.map { brand in
            Entry(
                name: brand.name, url: links.url(to: brand.path()),
                countText: context.strings.goodsCount(brand.goodsIndices.count))
        }
        breadcrumbData = context.address.map {
            BreadcrumbDataViewModel(
                [(context.strings[.home], .home), (context.strings[.brands], .brands)], address: $0)
        }
    }
}

/// One page of a brand's goods, best sellers first, as many a page as a category's.
public struct BrandPageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let name: String
    /// The brands index, which the breadcrumb links to.
    public let brandsURL: String
    public let countText: String
    public let goods: [GoodsCardViewModel]
    public let pagination: PaginationViewModel
    /// Home › brands › brand, as the page shows it, for search engines; `nil` without an
    /// absolute base URL.
    public let breadcrumbData: BreadcrumbDataViewModel?

    init(brand: BrandIndex.Brand, page: Int, context: SiteContext) {
        let list = GoodsListPage(
            name: brand.name, goods: brand.goodsIndices.lazy.map { context.catalogue.goods[$0] }, page: page,
            path: { brand.path(page: $0) }, context: context)
        name = brand.name
        layout = list.layout
        strings = context.strings
        brandsURL = list.links.url(to: .brands)
        countText = list.countText
        goods = list.cards
        pagination = list.pagination
        breadcrumbData = context.address.map {
            BreadcrumbDataViewModel(
                [(context.strings[.home], .home), (context.strings[.brands], .brands), (brand.name, brand.path())],
                address: $0
            )
        }
    }
}

/// The brands the goods name: each with its goods, best sellers first, and its place,
/// `brand/<slug>/`, made from the brand as goods.json names it, so a brand is at the same
/// place in every market, whatever the market's translation calls it. Goods without a brand
/// are in none.
struct BrandIndex: Sendable {
    struct Brand: Sendable, Equatable {
        /// As the market shows it: its translation's name, else goods.json's.
        let name: String
        /// As goods.json names it.
        let key: String
        let slug: String
        /// Its goods' indices in the catalogue's goods.
        let goodsIndices: [Int]

        func path(page: Int = 1) -> SitePath {
            Routes.paged("brand/\(slug)/", page: page)
        }
    }

    /// A to Z by the names shown, ignoring case.
    let brands: [Brand]
    /// The brands' places that Cellar 0.1 gave them, where those differ from today's.
    let moves: [PageMove]

    /// The brands of `goods`, each brand's sorted as `salesOrder` (all the goods' indices) has
    /// them; `fixtureGoods` are the same items as the fixtures have them, whose brands give
    /// the brands' places.
    init(goods: [GoodsItem], fixtureGoods: [GoodsItem], salesOrder: [Int]) {
        var goodsByBrand: [String: [Int]] = [:]
        var names: [String: String] = [:]
        for index in salesOrder {
            guard let brand = fixtureGoods[index].brand, !brand.isEmpty else { continue }
            goodsByBrand[brand, default: []].append(index)
            if names[brand] == nil { names[brand] = goods[index].brand.flatMap { $0.isEmpty ? nil : $0 } ?? brand }
        }
        let keys = goodsByBrand.keys.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
        let slugs = Routes.uniqueSlugs(for: keys)
        brands = keys.map { Brand(name: names[$0]!, key: $0, slug: slugs[$0]!, goodsIndices: goodsByBrand[$0]!) }
            .sorted { ($0.name.lowercased(), $0.name, $0.key) < ($1.name.lowercased(), $1.name, $1.key) }
        moves = Routes.moves(in: "brand", of: keys, to: slugs, hasPagesBelow: true)
    }

    /// Kept while no changed goods item's brand or sales (its place in its brand) changed.
    static func isKept(after reuse: ContextReuse) -> Bool {
        !reuse.anyChangedItem(\.brand) && !reuse.anyChangedItem(\.saleCount)
    }
}

extension SitePath {
    /// The brands index.
    public static let brands = SitePath("brands/")
}

extension BrandsPageViewModel: SinglePageKind, MadeFromContext {
    static let template = "brands"
    static let summaryKind = "brand"
    static let isListedInSitemap = true
    static let path = SitePath.brands

    /// Only when some goods item names a brand.
    static func pages(in listing: PageListing) -> [Page] {
        listing.context.brandIndex.brands.isEmpty ? [] : [Page(self)]
    }

    /// The index shows what every page shows and each brand's goods count.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem
    }
}

extension BrandPageViewModel: PageKind {
    static let template = "brand"
    static let summaryKind = BrandsPageViewModel.summaryKind
    static let isListedInSitemap = true

    /// Each brand's pages, as many goods a page as a category's.
    static func pages(in listing: PageListing) -> [Page] {
        let index = listing.context.brandIndex
        return index.brands.indices.flatMap { item in
            let count = Pagination(
                itemCount: index.brands[item].goodsIndices.count, pageSize: CategoryPageViewModel.pageSize
            ).pageCount
            return (1...count).map { Page(self, item: item, number: $0) }
        }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        context.brandIndex.brands[page.item].path(page: page.number)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(brand: site.context.brandIndex.brands[page.item], page: page.number, context: site.context)
    }

    /// A brand's place among the brands, and its slug, change with the brands' names.
    static func pathsAreAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.brandList
    }

    /// A brand page shows what every page shows and its goods' cards (fields and ratings).
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        changes.everyPage || changes.brandList || changes.brands.contains(context.brandIndex.brands[page.item].name)
    }
}

extension Page {
    /// The brands index.
    public static let brands = Page(BrandsPageViewModel.self)

    /// Page `page` of the brand at `index` among the brands, A to Z.
    public static func brand(index: Int, page: Int) -> Page {
        Page(BrandPageViewModel.self, item: index, number: page)
    }
}
