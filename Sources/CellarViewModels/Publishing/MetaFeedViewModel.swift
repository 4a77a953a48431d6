import CellarModel

/// `feeds/meta.csv`: a Meta commerce catalog data feed (CSV, one row per goods item, the
/// columns of https://developers.facebook.com/docs/commerce-platform/catalog/fields): the same
/// goods as the Google feed (see ``FeedListing``), every link absolute. Only made for a site
/// with an absolute base URL.
public struct MetaFeedViewModel: Sendable, Equatable {
    /// One row, in the header's column order.
    public struct Row: Sendable, Equatable {
        public let id: String
        public let title: String
        public let description: String
        /// `in stock` or `out of stock` (Meta's words, with spaces).
        public let availability: String
        public let condition: String
        public let price: String
        public let link: String
        public let imageLink: String
        /// Empty when the goods item has no brand.
        public let brand: String
        /// Empty when there is no sale price.
        public let salePrice: String
    }

    public let rows: FeedItems<Row>

    init(listing: FeedListing) {
        rows = FeedItems(listing.entries) { entry in
            Row(
                id: entry.goods.id, title: entry.title, description: entry.description,
                availability: entry.isInStock ? "in stock" : "out of stock", condition: "new",
                price: entry.price, link: entry.link, imageLink: entry.imageLink,
                brand: entry.goods.brand ?? "", salePrice: entry.salePrice ?? ""
            )
        }
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
