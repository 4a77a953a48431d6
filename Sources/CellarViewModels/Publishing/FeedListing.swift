import CellarModel

/// The goods the product feeds list, with what both feeds say of each, and the goods left out
/// with the reasons: what Google Merchant Center would refuse (product data specification,
/// https://support.google.com/merchants/answer/7052112): no image, or an image in a format it
/// does not read (SVG; it takes JPEG, PNG, GIF, WebP, BMP and TIFF), or one without an
/// absolute http(s) URL; no description (it is required); a price of 0; an id longer than 50
/// characters.
struct FeedListing: Sendable {
    /// A goods item as the feeds show it.
    struct Entry: Sendable, Equatable {
        let goods: Goods
        /// Absolute URL of the goods page.
        let link: String
        /// Absolute URL of the picture.
        let imageLink: String
        /// Plain text, at most ``titleLimit`` characters.
        let title: String
        /// The regular price: the market price when it is above the price charged, else the
        /// price; `238.00 CNY`.
        let price: String
        /// The price charged, when the market price is above it; `nil` otherwise.
        let salePrice: String?
        let isInStock: Bool
        /// The category's name.
        let productType: String

        /// Plain text, at most ``descriptionLimit`` characters; made when a feed asks, so a
        /// build does not hold every goods item's long excerpt while it renders its pages.
        var description: String {
            goods.description.map { PlainTextExcerpt.make(fromMarkdown: $0, limit: FeedListing.descriptionLimit) } ?? ""
        }
    }

    /// A goods item left out of the feeds.
    struct Refusal: Sendable, Equatable {
        let goods: Goods
        let problems: [Problem]
    }

    /// Why Google would refuse a goods item.
    enum Problem: Sendable, Equatable {
        case svgImage, noAbsoluteImageURL, noImage, noDescription, zeroPrice, longID

        /// The problem in the store's words (`image is SVG, which Google does not accept`).
        func text(in strings: InterfaceStrings) -> String {
            switch self {
            case .svgImage: strings[.feedProblemSVGImage]
            case .noAbsoluteImageURL: strings[.feedProblemNoImageURL]
            case .noImage: strings[.feedProblemNoImage]
            case .noDescription: strings[.feedProblemNoDescription]
            case .zeroPrice: strings[.feedProblemZeroPrice]
            case .longID: strings.fill(.feedProblemLongIDPattern, ["n": String(FeedListing.idLimit)])
            }
        }
    }

    /// Google's limits: `title` 150 characters, `description` 5,000, `id` 50.
    static let titleLimit = 150
    static let descriptionLimit = 5_000
    static let idLimit = 50

    /// Where the site is published, which every link starts from.
    let address: SiteAddress
    let entries: [Entry]
    let refusals: [Refusal]

    init(context: SiteContext, address: SiteAddress) {
        self.address = address
        let catalogue = context.catalogue
        let categoryNames = Dictionary(catalogue.categories.map { ($0.id, $0.name) }) { first, _ in first }
        var entries: [Entry] = []
        var refusals: [Refusal] = []
        for goods in catalogue.goods {
            let imageLink = address.imageURL(Self.image(of: goods))
            let problems = Self.problems(of: goods, imageLink: imageLink)
            guard problems.isEmpty, let imageLink else {
                refusals.append(Refusal(goods: goods, problems: problems))
                continue
            }
            let charged = Self.amount(goods.price, prices: context.prices)
            let regular = goods.marketPrice.flatMap { $0 > goods.price ? Self.amount($0, prices: context.prices) : nil }
            entries.append(Entry(
                goods: goods,
                link: address.url(to: context.routes.goods(goods.id)),
                imageLink: imageLink,
                title: String(goods.title.prefix(Self.titleLimit)),
                price: regular ?? charged,
                salePrice: regular == nil ? nil : charged,
                isInStock: goods.stock > 0,
                productType: categoryNames[goods.category] ?? goods.category
            ))
        }
        self.entries = entries
        self.refusals = refusals
    }

    /// The picture feeds show: the large one, else the thumbnail.
    static func image(of goods: Goods) -> String? {
        [goods.image, goods.thumb].lazy.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// Why Google would refuse a goods item, whose picture's absolute URL is `imageLink`;
    /// none when it would take it.
    static func problems(of goods: Goods, imageLink: String?) -> [Problem] {
        var problems: [Problem] = []
        if let image = image(of: goods) {
            if isSVG(image) {
                problems.append(.svgImage)
            } else if imageLink == nil {
                problems.append(.noAbsoluteImageURL)
            }
        } else {
            problems.append(.noImage)
        }
        // Checks that the description has a visible character without reading all of it.
        if PlainTextExcerpt.make(fromMarkdown: goods.description ?? "", limit: 1).isEmpty { problems.append(.noDescription) }
        if goods.price.cents == 0 { problems.append(.zeroPrice) }
        if goods.id.count > idLimit { problems.append(.longID) }
        return problems
    }

    private static func isSVG(_ image: String) -> Bool {
        let path = image.prefix { $0 != "?" && $0 != "#" }.lowercased()
        return path.hasSuffix(".svg") || path.hasSuffix(".svgz") || path.hasPrefix("data:image/svg")
    }

    /// `238.00 CNY`: the amount with two decimals and the ISO 4217 code, as both feeds want it.
    private static func amount(_ money: Money, prices: PriceFormatter) -> String {
        prices.decimal(for: money) + " " + prices.currency
    }
}

extension FeedListing {
    /// Whether the feeds can look different after `changes`: they show the store, the
    /// categories' names and the goods items' own fields, not their comments.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared || changes.anyGoodsItem
    }
}
