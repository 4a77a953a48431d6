import CellarModel
import CellarProperties

/// `feeds/meta.csv`: a Meta commerce catalog data feed (CSV, one row per goods item or variant,
/// the columns of https://developers.facebook.com/docs/commerce-platform/catalog/fields): the
/// same items as the Google feed (see ``FeedListing``), every link absolute. A catalogue with
/// variants has the variant columns too (`item_group_id`, `size`, `color`,
/// `additional_variant_attribute`; https://developers.facebook.com/docs/marketing-api/catalog/product-variants/),
/// and a variant's title is its goods item's, as Meta asks. Only made for a site with an
/// absolute base URL.
public struct MetaFeedViewModel: Sendable, Equatable, PropertyListing {
    /// One row, in the header's column order, with all it shows: equal rows render alike.
    public struct Row: Sendable, Equatable, PropertyListing {
        public let id: String
        public let title: String
        public let description: String
        /// `in stock` or `out of stock` (Meta's words, with spaces).
        public let availability: String
        public let condition: String
        public let price: String
        public let link: String
        public let imageLink: String
        /// Its other photos' absolute URLs, comma-separated, at most twenty; empty with none.
        public let additionalImageLink: String
        /// Empty when the goods item has no brand.
        public let brand: String
        /// Empty when there is no sale price.
        public let salePrice: String
        /// The goods id of a variant; empty otherwise.
        public let itemGroupID: String
        /// A variant's `size`; empty otherwise, or when its goods item has no `Size` option.
        public let size: String
        /// A variant's `color`; empty otherwise, or when its goods item has no `Color` option.
        public let color: String
        /// A variant's other option values, `Vintage:2018,Pack:6 bottles`; empty otherwise.
        public let additionalVariantAttribute: String
        /// Whether the catalogue has variants, so the row has the variant columns.
        public let hasVariants: Bool
    }

    public let rows: FeedItems<Row>
    /// Whether the catalogue has variants, so the feed has the variant columns.
    public let hasVariants: Bool

    init(listing: FeedListing) {
        let hasVariants = listing.hasVariants
        rows = FeedItems(listing) { entry, description in
            let attributes = entry.attributes
            return Row(
                id: entry.id, title: entry.title, description: description,
                availability: entry.isInStock ? "in stock" : "out of stock", condition: "new",
                price: entry.price, link: entry.link, imageLink: entry.imageLink,
                additionalImageLink: entry.additionalImageLinks.joined(separator: ","),
                brand: entry.goods.brand ?? "", salePrice: entry.salePrice ?? "",
                itemGroupID: entry.itemGroupID ?? "", size: attributes?.size ?? "", color: attributes?.color ?? "",
                additionalVariantAttribute: attributes?.details.map { $0.name + ":" + $0.value }.joined(separator: ",")
                    ?? "",
                hasVariants: hasVariants
            )
        }
        self.hasVariants = hasVariants
    }
}

/// `feeds/meta.csv`, only in a site with an absolute base URL, as feeds need absolute links.
extension MetaFeedViewModel: SinglePageKind {
    static let template = "meta-feed.csv"
    static let summaryKind = GoogleFeedViewModel.summaryKind
    static let isListedInSitemap = false
    static let isMadeFromWholeCatalogue = true
    static let path = SitePath.metaFeed

    static func pages(in listing: PageListing) -> [Page] {
        listing.context.address == nil ? [] : [Page(self)]
    }

    /// The feeds are pages only with their listing, so the force unwrap always holds.
    static func viewModel(in site: SiteViewModel) -> Self {
        Self(listing: site.feeds!)
    }

    static func isAffected(by changes: SiteChanges) -> Bool {
        FeedListing.isAffected(by: changes)
    }
}

extension Page {
    /// The Meta commerce catalog feed.
    public static let metaFeed = Page(MetaFeedViewModel.self)
}
