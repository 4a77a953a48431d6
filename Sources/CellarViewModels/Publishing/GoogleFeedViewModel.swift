import CellarModel
import CellarProperties

/// `feeds/google.xml`: a Google Merchant Center product feed (RSS 2.0 with the `g:` namespace,
/// https://support.google.com/merchants/answer/7052112), one item per goods item or variant
/// Google would take (see ``FeedListing``), every link absolute. Only made for a site with an
/// absolute base URL.
public struct GoogleFeedViewModel: Sendable, Equatable, PropertyListing {
    /// One `<item>`, with all it shows: items made from entries of one revision are equal
    /// (``FeedItems/revision(at:)``), so a rebuild renders only the items that changed.
    public struct Item: Sendable, Equatable, PropertyListing {
        public let id: String
        /// For a variant, its goods item's title with its option values (`Château X (750 ml, 2018)`),
        /// as Google asks of variants' titles.
        public let title: String
        public let description: String
        public let link: String
        public let imageLink: String
        /// Its other photos' absolute URLs, at most ten.
        public let additionalImageLinks: [String]
        /// `in_stock` or `out_of_stock`.
        public let availability: String
        /// The regular price, `660.00 CNY`.
        public let price: String
        /// The price charged when it is below the regular price; `nil` otherwise.
        public let salePrice: String?
        public let brand: String?
        /// Always `new`: the shop sells new goods.
        public let condition: String
        /// The category's name.
        public let productType: String
        public let gtin: String?
        /// `no` when the item has no GTIN; `nil` (left out) when it has one.
        public let identifierExists: String?
        /// A variant's goods id, the same for all its goods item's variants; `nil` otherwise.
        public let itemGroupID: String?
        /// A variant's `size`; `nil` otherwise, or when its goods item has no `Size` option.
        public let size: String?
        /// A variant's `color`; `nil` otherwise, or when its goods item has no `Color` option.
        public let color: String?
        /// A variant's other option values, each a `product_detail`; empty otherwise.
        public let details: [VariantAttributes.Detail]
        /// The feed's shipping rates, the same for every item.
        public let shipping: [Shipping]
    }

    /// One `<g:shipping>`, the same for every item: from `store.json`'s `shipping`.
    public struct Shipping: Sendable, Hashable, PropertyListing {
        public let country: String
        public let service: String?
        /// `0.00 CNY`.
        public let price: String
        public let minHandlingTime: String?
        public let maxHandlingTime: String?
        public let minTransitTime: String?
        public let maxTransitTime: String?
    }

    /// The channel's title, the store's name.
    public let title: String
    /// The site's absolute URL.
    public let link: String
    public let description: String
    public let items: FeedItems<Item>
    public let shipping: [Shipping]

    init(context: SiteContext, listing: FeedListing) {
        let store = context.catalogue.store
        title = store.name
        link = listing.address.root
        description = store.tagline ?? store.name
        let shipping = store.shipping.map { rate in
            Shipping(
                country: rate.country, service: rate.service,
                price: context.prices.decimal(for: rate.price) + " " + context.prices.currency,
                minHandlingTime: rate.handlingDays.map { String($0.lowerBound) },
                maxHandlingTime: rate.handlingDays.map { String($0.upperBound) },
                minTransitTime: rate.transitDays.map { String($0.lowerBound) },
                maxTransitTime: rate.transitDays.map { String($0.upperBound) }
            )
        }
        self.shipping = shipping
        items = FeedItems(listing) { entry, description in
            let attributes = entry.attributes
            return Item(
                id: entry.id, title: entry.variant.map { FeedListing.title(of: $0, in: entry.goods) } ?? entry.title,
                description: description, link: entry.link,
                imageLink: entry.imageLink,
                additionalImageLinks: Array(entry.additionalImageLinks.prefix(FeedListing.googleAdditionalImageLimit)),
                availability: entry.isInStock ? "in_stock" : "out_of_stock",
                price: entry.price, salePrice: entry.salePrice,
                brand: entry.goods.brand.flatMap { $0.isEmpty ? nil : $0 }, condition: "new",
                productType: entry.productType, gtin: entry.gtin,
                identifierExists: entry.gtin == nil ? "no" : nil,
                itemGroupID: entry.itemGroupID, size: attributes?.size, color: attributes?.color,
                details: attributes?.details ?? [], shipping: shipping
            )
        }
    }
}

/// `feeds/google.xml`, only in a site with an absolute base URL, as feeds need absolute links;
/// also gzip-compressed, `feeds/google.xml.gz`, which Merchant Center fetches as well: about a
/// quarter of the feed's bytes, so it stays under the 25 MiB a file Cloudflare Pages takes
/// for about four times as many goods (docs/Publishing.md).
extension GoogleFeedViewModel: SinglePageKind {
    static let template = "google-feed.xml"
    static let summaryKind = "feed"
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true
    static let hasCompressedCopy = true
    static let path = SitePath.googleFeed

    static func pages(in listing: PageListing) -> [Page] {
        listing.context.address == nil ? [] : [Page(self)]
    }

    /// The feeds are pages only with their listing, so the force unwrap always holds.
    static func viewModel(in site: SiteViewModel) -> Self {
        Self(context: site.context, listing: site.feeds!)
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        FeedListing.isAffected(by: changes)
    }
}

extension Page {
    /// The Google Merchant Center product feed.
    public static let googleFeed = Page(GoogleFeedViewModel.self)
}
