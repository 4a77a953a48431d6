import CellarModel
import CellarProperties

/// One page of the goods on sale, the largest saving first, as many a page as a category's.
public struct SalePageViewModel: Sendable, Equatable, PropertyListing {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let heading: String
    public let countText: String
    public let goods: [GoodsCardViewModel]
    public let pagination: PaginationViewModel
    /// Home › sale, as the page shows it, for search engines; `nil` without an absolute base URL.
    public let breadcrumbData: BreadcrumbDataViewModel?

    init(page: Int, context: SiteContext) {
        heading = context.strings[.sale]
        let list = GoodsListPage(
            name: heading, goods: context.saleIndex.goodsIndices.lazy.map { context.catalogue.goods[$0] }, page: page,
            path: { SaleIndex.path(page: $0) }, context: context)
        layout = list.layout
        strings = context.strings
        countText = list.countText
        goods = list.cards
        pagination = list.pagination
        breadcrumbData = context.address.map {
            BreadcrumbDataViewModel(
                [(context.strings[.home], .home), (context.strings[.sale], SaleIndex.path())], address: $0)
        }
    }
}

/// The goods on sale: those whose market price is above their price, or a variant's above the
/// variant's, the largest saving first (the share of the market price saved, a goods item's
/// best variant's for one with variants), best sellers first among equal savings. Its pages are
/// `sale/`, `sale/page/2/` ….
struct SaleIndex: Sendable {
    /// The goods' indices in the catalogue's goods.
    let goodsIndices: [Int]

    /// The goods of `goods` on sale, ordered as `salesOrder` (all the goods' indices) has them
    /// where their savings are equal.
    init(goods: [GoodsItem], salesOrder: [Int]) {
        let onSale = salesOrder.compactMap { index in Self.saving(of: goods[index]).map { (index: index, saving: $0) } }
        goodsIndices = onSale.enumerated()
            .sorted { ($0.element.saving, $1.offset) > ($1.element.saving, $0.offset) }
            .map(\.element.index)
    }

    static func path(page: Int = 1) -> SitePath {
        Routes.paged("sale/", page: page)
    }

    /// The share of its market price a goods item saves, its best variant's with variants;
    /// `nil` when it is not on sale.
    static func saving(of item: GoodsItem) -> Double? {
        let prices =
            item.variants.isEmpty ? [(item.price, item.marketPrice)] : item.variants.map { ($0.price, $0.marketPrice) }
        return prices.compactMap { price, market in
            market.flatMap { $0 > price ? Double($0.cents - price.cents) / Double($0.cents) : nil }
        }.max()
    }
}

extension SiteContext {
    /// The goods on sale, made once a build.
    var saleIndex: SaleIndex {
        madeOnce { SaleIndex(goods: catalogue.goods, salesOrder: salesOrder) }
    }
}

extension SalePageViewModel: PageKind {
    static let template = "sale"
    static let summaryKind = "sale"
    static let isListedInSitemap = true

    /// As many pages as the goods on sale fill; none without them.
    static func pages(in listing: PageListing) -> [Page] {
        let count = listing.context.saleIndex.goodsIndices.count
        guard count > 0 else { return [] }
        return (1...Pagination(itemCount: count, pageSize: CategoryPageViewModel.pageSize).pageCount).map {
            Page(self, number: $0)
        }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        SaleIndex.path(page: page.number)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(page: page.number, context: site.context)
    }

    /// A sale page shows what every page shows, the count of goods on sale and the cards of
    /// its share of them, in the order of their savings.
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        changes.everyPage || changes.salePages.contains(page.number)
    }
}

extension Page {
    /// Page `page` of the goods on sale.
    public static func sale(page: Int) -> Page {
        Page(SalePageViewModel.self, number: page)
    }
}
