import CellarModel
import CellarProperties

/// A goods item's own page: picture, prices, facts, description, rating, and each comment
/// tab's first page in a panel of its own (``CommentTabPanelViewModel``).
public struct GoodsPageViewModel: Sendable, Equatable, PropertyListing {
    /// A row of the facts table.
    public struct Fact: Sendable, Equatable, PropertyListing {
        public let label: String
        public let value: String
    }

    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let id: String
    public let title: String
    /// The goods item's photos, the chosen variant's first; `nil` when it has none.
    public let gallery: GalleryViewModel?
    public let price: String
    /// Shown struck through; only when above the price.
    public let marketPrice: String?
    /// "Save ¥103.00 (42%)"; only when the market price is above the price.
    public let saving: String?
    /// Whether it is sold out: with variants, whether every one is.
    public let isSoldOut: Bool
    /// What "Add to cart" may add: with variants, the chosen one's stock.
    public let stock: Int
    /// With variants: the chosen one's stock ("5 in stock"; `nil` when sold out), SKU and
    /// specification, shown in the price box; `nil` without.
    public let stockText: String?
    public let sku: String?
    public let variantSpecification: String?
    /// With variants: the pickers and the list of every variant; `nil` without.
    public let variants: VariantListViewModel?
    /// The variant "Add to cart" adds (the chosen one); `nil` without variants.
    public let variantID: String?
    /// Which shard of the cart's data holds the goods item (``CartShards``), for the button.
    public let cartKey: Int
    /// How the item is bought: the site's cart or the store's checkout provider.
    public let purchase: PurchaseViewModel
    public let salesText: String
    public let tags: [String]
    public let facts: [Fact]
    public let description: MarkdownText?
    public let category: LinkViewModel?
    public let rating: Common<StarRatingViewModel>
    /// "23 reviews".
    public let reviewCountText: String
    /// "92% positive"; `nil` with no comments.
    public let goodRate: String?
    /// The comment tabs, each linking to its panel in this page.
    public let tabs: [CommentTabViewModel]
    /// Each tab's first page, in the order of `tabs`.
    public let tabPanels: [CommentTabPanelViewModel]
    /// Open Graph and Twitter card tags for link previews.
    public let metaTags: [MetaTag]
    /// The schema.org `Product` for search engines.
    public let productData: ProductDataViewModel

    init(goods: GoodsItem, context: SiteContext) {
        let path = context.routes.goods(goods.id)
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        let strings = context.strings
        let category = context.catalogue.category(withID: goods.category)
        let excerpt = goods.description.map { PlainTextExcerpt.make(fromMarkdown: $0) }.flatMap {
            $0.isEmpty ? nil : $0
        }
        layout = LayoutViewModel(
            context: context, links: links, title: goods.title, searchTitle: goods.seoTitle,
            description: goods.seoDescription ?? excerpt,
            currentCategoryID: goods.category, currentPath: path
        )
        self.strings = strings
        id = goods.id
        title = goods.title
        let chosenVariant = goods.variants.isEmpty ? nil : goods.variants[VariantListViewModel.chosenIndex(of: goods)]
        let gallery = GalleryViewModel(goods: goods, chosen: chosenVariant, strings: strings, links: links)
        self.gallery = gallery
        let variants = VariantListViewModel(goods: goods, gallery: gallery, context: context)
        self.variants = variants
        if let chosen = variants?.chosen {
            (price, marketPrice, saving) = (chosen.price, chosen.marketPrice, chosen.saving)
            stock = chosen.stock
            (stockText, sku, variantSpecification, variantID) = (
                chosen.stockText, chosen.sku, chosen.specification, chosen.id
            )
        } else {
            let prices = PriceBox(price: goods.price, marketPrice: goods.marketPrice, context: context)
            (price, marketPrice, saving) = (prices.price, prices.marketPrice, prices.saving)
            stock = goods.stock
            (stockText, sku, variantSpecification, variantID) = (nil, nil, nil, nil)
        }
        isSoldOut = goods.stock == 0
        cartKey = CartShards.key(of: goods.id)
        purchase = PurchaseViewModel(goods: goods, chosenVariantID: variantID, context: context)
        salesText = strings.soldCount(goods.saleCount)
        tags = goods.tags
        let optionalFacts: [(String, String?)] = [
            (strings[.brand], goods.brand),
            (strings[.origin], goods.origin),
            (strings[.scent], goods.scent),
            // With variants, the price box shows the chosen one's specification and stock.
            (strings[.specification], variants == nil ? goods.specification : nil),
            (strings[.manufacturer], goods.manufacturer),
            (
                strings[.stock],
                variants != nil ? nil : goods.stock == 0 ? strings[.soldOut] : strings.inStock(goods.stock)
            ),
        ]
        facts = optionalFacts.compactMap { label, value in
            value.flatMap { $0.isEmpty ? nil : Fact(label: label, value: $0) }
        }
        description = goods.description.map { MarkdownText($0, topHeadingLevel: 3, links: links) }
        self.category = category.map {
            LinkViewModel(label: $0.name, url: links.url(to: context.routes.category($0.id)))
        }
        let summary = context.rating(of: goods)
        rating = context.starRating(summary.average)
        reviewCountText = strings.reviewCount(summary.count(.all))
        goodRate = summary.goodRatePercent.map(strings.goodRate)
        tabs = CommentTabViewModel.tabs(summary: summary, current: nil, goodsPageURL: "", strings: strings)
        tabPanels = CommentTabPanelViewModel.panels(of: goods, summary: summary, context: context, links: links)
        productData = ProductDataViewModel(goods: goods, description: excerpt, context: context)
        metaTags = Self.metaTags(
            product: productData, title: goods.seoTitle ?? productData.name, layout: layout,
            locale: context.catalogue.store.locale)
    }

    /// `og:…` (an `og:image` for each photo, the main one first; in a site of several
    /// markets, `og:locale` and an `og:locale:alternate` for each other market's language),
    /// `product:price:…` and `twitter:card`; tags without a value are left out.
    private static func metaTags(
        product: ProductDataViewModel, title: String, layout: LayoutViewModel, locale: String
    ) -> [MetaTag] {
        let images: [MetaTag?] = product.imageURLs.map { .property("og:image", $0) }
        var locales: [MetaTag?] = []
        if !layout.alternates.isEmpty {
            let own = OpenGraphLocale.value(of: locale)
            var seen: Set<String> = own.map { [$0] } ?? []
            let others = layout.alternates.compactMap { OpenGraphLocale.value(of: $0.hreflang) }
                .filter { seen.insert($0).inserted }
            locales = [own.map { .property("og:locale", $0) }] + others.map { .property("og:locale:alternate", $0) }
        }
        let optional: [MetaTag?] = [
            .property("og:type", "product"),
            .property("og:title", title),
            layout.metaDescription.map { .property("og:description", $0) },
            product.url.map { .property("og:url", $0) },
        ] + images + [
            .property("og:site_name", layout.frame.storeName),
        ] + locales + [
            .property("product:price:amount", product.price),
            .property("product:price:currency", product.currency),
            .name("twitter:card", product.imageURL == nil ? "summary" : "summary_large_image"),
        ]
        return optional.compactMap { $0 }
    }
}

extension GoodsPageViewModel: PageKind {
    static let template = "goods"
    static let summaryKind = "goods"
    static let isListedInSitemap = true

    static func pages(in listing: PageListing) -> [Page] {
        listing.context.catalogue.goods.indices.map { Page(self, item: $0) }
    }

    static func path(of page: Page, in context: SiteContext) -> SitePath {
        context.routes.goods(context.catalogue.goods[page.item].id)
    }

    static func viewModel(of page: Page, in site: SiteViewModel) -> Self {
        Self(goods: site.context.catalogue.goods[page.item], context: site.context)
    }

    /// Whether the page can look different after `changes`.
    /// A goods page shows what every page shows, its item, and its rating and comments (each
    /// tab's first page, and how many pages each tab has).
    static func isAffected(_ page: Page, by changes: SiteChanges, in context: SiteContext) -> Bool {
        // The catalogue is read in place, not copied, for each of a rebuild's 100,000s of pages.
        changes.everyPage || changes.goods.contains(context.catalogue.goods[page.item].id)
    }
}

extension Page {
    /// The page of the goods item at `index` among the catalogue's.
    public static func goods(index: Int) -> Page {
        Page(GoodsPageViewModel.self, item: index)
    }
}
