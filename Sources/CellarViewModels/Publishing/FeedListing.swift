import CellarModel

/// The items the product feeds list, with what both feeds say of each, and what is left out
/// with the reasons. A goods item without variants is one item; one with variants is one item
/// per variant, grouped by the goods id as `item_group_id`
/// (https://support.google.com/merchants/answer/6324507), each linking to its goods page with
/// the variant chosen (`?variant=…`). Left out is what Google Merchant Center would refuse
/// (product data specification, https://support.google.com/merchants/answer/7052112): no image,
/// or an image in a format it does not read (SVG; it takes JPEG, PNG, GIF, WebP, BMP and TIFF),
/// or one without an absolute http(s) URL; no description (it is required); a price of 0; an
/// id (or item group id) longer than 50 characters, or one another item has.
struct FeedListing: Sendable {
    /// A goods item, or one of its variants, as the feeds show it.
    struct Entry: Sendable, Equatable {
        let goods: GoodsItem
        /// The variant this item is; `nil` for a goods item without variants.
        let variant: Variant?
        /// The goods id, or for a variant ``itemID(of:in:)``.
        let id: String
        /// Absolute URL of the goods page, for a variant with it chosen.
        let link: String
        /// Absolute URL of the picture.
        let imageLink: String
        /// Absolute URLs of its other photos (a variant's own first), at most
        /// ``additionalImageLimit``; Google takes the first ``googleAdditionalImageLimit``.
        let additionalImageLinks: [String]
        /// Plain text, at most ``titleLimit`` characters: the goods item's title.
        let title: String
        /// The regular price: the market price when it is above the price charged, else the
        /// price; `238.00 CNY`.
        let price: String
        /// The price charged, when the market price is above it; `nil` otherwise.
        let salePrice: String?
        let isInStock: Bool
        let gtin: String?
        /// The category's name.
        let productType: String

        /// The goods id, which groups a goods item's variants; `nil` for a goods item without variants.
        var itemGroupID: String? { variant == nil ? nil : goods.id }

        /// The variant's option values; `nil` for a goods item without variants.
        let attributes: VariantAttributes?

        /// Plain text, at most ``descriptionLimit`` characters; made when a feed asks, so a
        /// build does not hold every goods item's long excerpt while it renders its pages
        /// (unless the listing keeps them: ``descriptions``).
        var description: String {
            goods.description.map { PlainTextExcerpt.make(fromMarkdown: $0, limit: FeedListing.descriptionLimit) } ?? ""
        }
    }

    /// A goods item's description as the feeds show it, with the Markdown it was made from.
    struct Description: Sendable {
        let markdown: String?
        let text: String
    }

    /// A goods item, or one of its variants, left out of the feeds.
    struct Refusal: Sendable, Equatable {
        let goods: GoodsItem
        /// The variant left out; `nil` when it is the goods item (with all its variants).
        let variant: Variant?
        let problems: [Problem]
    }

    /// Why Google would refuse a goods item or a variant.
    enum Problem: Sendable, Equatable {
        case svgImage, noAbsoluteImageURL, noImage, noDescription, zeroPrice, longID, longGroupID
        /// The item's id is also another item's.
        case takenID(String)

        /// The problem in the store's words (`image is SVG, which Google does not accept`).
        func text(in strings: InterfaceStrings) -> String {
            switch self {
            case .svgImage: strings[.feedProblemSVGImage]
            case .noAbsoluteImageURL: strings[.feedProblemNoImageURL]
            case .noImage: strings[.feedProblemNoImage]
            case .noDescription: strings[.feedProblemNoDescription]
            case .zeroPrice: strings[.feedProblemZeroPrice]
            case .longID: strings.fill(.feedProblemLongIDPattern, ["n": String(FeedListing.idLimit)])
            case .longGroupID: strings.fill(.feedProblemLongGroupIDPattern, ["n": String(FeedListing.idLimit)])
            case .takenID(let id): strings.fill(.feedProblemTakenIDPattern, ["id": id])
            }
        }
    }

    /// Google's limits: `title` 150 characters, `description` 5,000, `id` and `item_group_id` 50.
    static let titleLimit = TextLimits.shownTitle
    static let descriptionLimit = 5_000
    static let idLimit = 50

    /// Where the site is published, which every link starts from.
    let address: SiteAddress
    let entries: [Entry]
    /// Each entry's revision (``Revisions``): an entry copied from the listing before keeps
    /// its own, one made gets a fresh one. Copied only while nothing every page shows changed
    /// (the store's shipping and currency, the address), feed items made alike from entries of
    /// one revision are the same without comparing them.
    let revisions: [Int]
    let refusals: [Refusal]
    /// Whether the catalogue has goods with variants.
    let hasVariants: Bool
    /// Each listed goods item's description as the feeds show it, by goods id, when the
    /// listing keeps them; otherwise each feed makes an item's as it writes it.
    let descriptions: [String: Description]?
    /// Where each goods item's entries and refusals are, by its index in the catalogue, kept
    /// with the descriptions: a listing made after this one copies those of the goods items
    /// that did not change.
    private let spans: [Span]?

    private struct Span {
        var entries: Range<Int>
        var refusals: Range<Int>
    }

    /// - Parameters:
    ///   - mode: with ``BuildMode/serve``, each listed goods item's description is made now and
    ///     kept, for both feeds and for the next listing (their size in memory); a one-off
    ///     build holds none.
    ///   - previous: the last build's listing, whose kept descriptions serve the goods items
    ///     whose Markdown is the same.
    ///   - changedGoods: when nothing every page shows changed since `previous` was made, the
    ///     indices of the goods items that may have (``Catalogue/goodsChanges(since:)``): the
    ///     others' entries and refusals are copied from it.
    init(
        context: SiteContext, address: SiteAddress, mode: BuildMode = .once,
        reusing previous: FeedListing? = nil, changing changedGoods: [Int]? = nil
    ) {
        self.address = address
        let catalogue = context.catalogue
        let categoryNames = Dictionary(catalogue.categories.map { ($0.id, $0.name) }) { first, _ in first }
        func list(
            _ goods: GoodsItem, into entries: inout [Entry], _ refusals: inout [Refusal], takenIDs: inout Set<String>
        ) {
            Self.list(
                goods, context: context, address: address, categoryNames: categoryNames, into: &entries, &refusals,
                takenIDs: &takenIDs)
        }
        if let previous, let changedGoods, let spans = previous.patchableSpans(changing: changedGoods, in: catalogue) {
            // Only goods items without variants, before and after, changed: no item id is taken anew.
            var entries = previous.entries
            var revisions = previous.revisions
            var refusals = previous.refusals
            var descriptions = previous.descriptions
            var spans = spans
            var noIDs: Set<String> = []
            for index in changedGoods {
                let goods = catalogue.goods[index]
                var made: (entries: [Entry], refusals: [Refusal]) = ([], [])
                list(goods, into: &made.entries, &made.refusals, takenIDs: &noIDs)
                let span = spans[index]
                entries.replaceSubrange(span.entries, with: made.entries)
                revisions.replaceSubrange(span.entries, with: Revisions.take(made.entries.count))
                refusals.replaceSubrange(span.refusals, with: made.refusals)
                let shift = (
                    entries: made.entries.count - span.entries.count,
                    refusals: made.refusals.count - span.refusals.count
                )
                spans[index] = Span(
                    entries: span.entries.lowerBound..<span.entries.lowerBound + made.entries.count,
                    refusals: span.refusals.lowerBound..<span.refusals.lowerBound + made.refusals.count)
                if shift != (0, 0) {
                    for later in spans.indices.dropFirst(index + 1) {
                        spans[later].entries =
                            spans[later].entries.lowerBound + shift.entries..<spans[later].entries.upperBound
                            + shift.entries
                        spans[later].refusals =
                            spans[later].refusals.lowerBound + shift.refusals..<spans[later].refusals.upperBound
                            + shift.refusals
                    }
                }
                descriptions?[goods.id] = made.entries.first.map {
                    Self.description(of: $0, reusing: previous.descriptions?[goods.id])
                }
            }
            self.entries = entries
            self.revisions = revisions
            self.refusals = refusals
            hasVariants = previous.hasVariants
            self.descriptions = descriptions
            self.spans = spans
            return
        }
        hasVariants = catalogue.goods.contains { !$0.variants.isEmpty }
        // Goods ids are unique; a variant's item id could still be another item's.
        var takenIDs: Set<String> = hasVariants ? Set(catalogue.goods.lazy.filter(\.variants.isEmpty).map(\.id)) : []
        var entries: [Entry] = []
        var refusals: [Refusal] = []
        var spans: [Span] = []
        for goods in catalogue.goods {
            let start = (entries: entries.count, refusals: refusals.count)
            list(goods, into: &entries, &refusals, takenIDs: &takenIDs)
            spans.append(Span(entries: start.entries..<entries.count, refusals: start.refusals..<refusals.count))
        }
        self.entries = entries
        revisions = Array(Revisions.take(entries.count))
        self.refusals = refusals
        descriptions = mode.keepsForNextBuild ? Self.descriptions(of: entries, reusing: previous?.descriptions) : nil
        self.spans = mode.keepsForNextBuild ? spans : nil
    }

    /// Appends a goods item's entries (one, or one per variant) to `entries`, or what Google
    /// would refuse of it to `refusals`; a variant's item id another item has is refused, and
    /// each listed one is noted in `takenIDs`.
    private static func list(
        _ goods: GoodsItem, context: SiteContext, address: SiteAddress, categoryNames: [String: String],
        into entries: inout [Entry], _ refusals: inout [Refusal], takenIDs: inout Set<String>
    ) {
        let link = address.url(to: context.routes.goods(goods.id))
        let productType = categoryNames[goods.category] ?? goods.category
        let title = String(goods.title.prefix(Self.titleLimit))
        if goods.variants.isEmpty {
            let imageLink = address.imageURL(Self.image(of: goods))
            let problems = Self.problems(of: goods, imageLink: imageLink)
            guard problems.isEmpty, let imageLink else {
                refusals.append(Refusal(goods: goods, variant: nil, problems: problems))
                return
            }
            let prices = Self.prices(goods.price, market: goods.marketPrice, prices: context.prices)
            entries.append(
                Entry(
                    goods: goods, variant: nil, id: goods.id, link: link, imageLink: imageLink,
                    additionalImageLinks: Self.additionalImageLinks(
                        goods.gallery, besides: imageLink, address: address),
                    title: title,
                    price: prices.regular, salePrice: prices.sale, isInStock: goods.stock > 0, gtin: goods.gtin,
                    productType: productType, attributes: nil
                ))
            return
        }
        let groupProblems = Self.groupProblems(of: goods)
        guard groupProblems.isEmpty else {
            refusals.append(Refusal(goods: goods, variant: nil, problems: groupProblems))
            return
        }
        // The options as goods.json names them tell the size and color apart in every market.
        let fixtureOptions = context.catalogue.fixtureGoods(withID: goods.id)?.options
        for variant in goods.variants {
            let id = Self.itemID(of: variant, in: goods)
            let imageLink = address.imageURL(Self.image(of: variant, in: goods))
            var problems = Self.problems(of: variant, in: goods, imageLink: imageLink)
            if !takenIDs.insert(id).inserted { problems.append(.takenID(id)) }
            guard problems.isEmpty, let imageLink else {
                refusals.append(Refusal(goods: goods, variant: variant, problems: problems))
                continue
            }
            let prices = Self.prices(variant.price, market: variant.marketPrice, prices: context.prices)
            entries.append(
                Entry(
                    goods: goods, variant: variant, id: id, link: link + "?variant=" + variant.id, imageLink: imageLink,
                    additionalImageLinks: Self.additionalImageLinks(
                        goods.gallery(of: variant) + goods.gallery, besides: imageLink, address: address),
                    title: title, price: prices.regular, salePrice: prices.sale, isInStock: variant.stock > 0,
                    gtin: variant.gtin, productType: productType,
                    attributes: VariantAttributes(
                        options: goods.options, values: variant.values, fixtureOptions: fixtureOptions)
                ))
        }
    }

    /// This listing's spans, when the goods items at `changedGoods` of `catalogue` (which has
    /// the same goods list) can be listed again in place: this listing kept its spans, and
    /// none of those items has variants, before or after (a variant's id taken by another
    /// item depends on the items before it).
    private func patchableSpans(changing changedGoods: [Int], in catalogue: Catalogue) -> [Span]? {
        guard let spans, spans.count == catalogue.goods.count else { return nil }
        for index in changedGoods {
            let before = entries[spans[index].entries].first?.goods ?? refusals[spans[index].refusals].first?.goods
            guard catalogue.goods[index].variants.isEmpty, before?.variants.isEmpty ?? true else { return nil }
        }
        return spans
    }

    /// The descriptions of the goods items `entries` list, by goods id: `previous`'s when an
    /// item's Markdown is the same, else made.
    private static func descriptions(of entries: [Entry], reusing previous: [String: Description]?) -> [String:
        Description]
    {
        var descriptions: [String: Description] = [:]
        descriptions.reserveCapacity(entries.count)
        for entry in entries where descriptions[entry.goods.id] == nil {
            descriptions[entry.goods.id] = description(of: entry, reusing: previous?[entry.goods.id])
        }
        return descriptions
    }

    /// The description of `entry`'s goods item: `kept` when it was made from the same Markdown, else made.
    private static func description(of entry: Entry, reusing kept: Description?) -> Description {
        if let kept, kept.markdown == entry.goods.description { return kept }
        return Description(markdown: entry.goods.description, text: entry.description)
    }

    /// What Google would refuse of a goods item, judged without the site's address (so an
    /// image's URL is not): the goods item as a whole, or each variant it would refuse.
    static func refusalsJudgingNoAddress(of goods: GoodsItem) -> [Refusal] {
        if goods.variants.isEmpty {
            let problems = problems(of: goods, imageLink: "")
            return problems.isEmpty ? [] : [Refusal(goods: goods, variant: nil, problems: problems)]
        }
        let groupProblems = groupProblems(of: goods)
        guard groupProblems.isEmpty else { return [Refusal(goods: goods, variant: nil, problems: groupProblems)] }
        return goods.variants.compactMap { variant in
            let problems = problems(of: variant, in: goods, imageLink: "")
            return problems.isEmpty ? nil : Refusal(goods: goods, variant: variant, problems: problems)
        }
    }

    /// A variant's id in the feeds, unique among them: its goods id and its own, `chateau-x:750-2018`.
    static func itemID(of variant: Variant, in goods: GoodsItem) -> String {
        goods.id + ":" + variant.id
    }

    /// A variant's name where it stands alone, as in a feed item's title: its goods item's
    /// title and its option values, `Château X (750 ml, 2018)`, at most ``titleLimit`` characters.
    static func title(of variant: Variant, in goods: GoodsItem) -> String {
        let values = " (" + variant.values.joined(separator: ", ") + ")"
        return String(goods.title.prefix(max(0, titleLimit - values.count))) + values.prefix(titleLimit)
    }

    /// The most additional images an entry has: as many as Meta takes
    /// (https://developers.facebook.com/docs/commerce-platform/catalog/fields).
    static let additionalImageLimit = 20
    /// The most `additional_image_link`s Google takes (https://support.google.com/merchants/answer/6324370).
    static let googleAdditionalImageLimit = 10

    /// The absolute URLs of `photos` but `mainLink`'s, once each, in order, leaving out those
    /// the feeds do not take (SVG, no absolute URL); at most ``additionalImageLimit``.
    private static func additionalImageLinks(
        _ photos: [GoodsImage], besides mainLink: String, address: SiteAddress
    ) -> [String] {
        var links: [String] = []
        for photo in photos where !isSVG(photo.source) && links.count < additionalImageLimit {
            guard let link = address.imageURL(photo.source), link != mainLink, !links.contains(link) else { continue }
            links.append(link)
        }
        return links
    }

    /// The picture feeds show: the large one, else the thumbnail.
    static func image(of goods: GoodsItem) -> String? {
        image(large: goods.image, thumb: goods.thumb)
    }

    /// The large picture, else the thumbnail; `nil` when neither is given.
    static func image(large: String?, thumb: String?) -> String? {
        [large, thumb].lazy.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// A variant's picture: its own large one, else its own thumbnail, else its goods item's
    /// (a variant's picture that is its goods item's is not its own: a variant with only a
    /// thumbnail of its own may have its goods item's large picture filled in).
    static func image(of variant: Variant, in goods: GoodsItem) -> String? {
        [variant.image, variant.thumb].lazy.compactMap { $0 }.first {
            !$0.isEmpty && $0 != goods.image && $0 != goods.thumb
        }
            ?? image(of: goods)
    }

    /// Why Google would refuse a goods item without variants, whose picture's absolute URL is
    /// `imageLink`; none when it would take it.
    static func problems(of goods: GoodsItem, imageLink: String?) -> [Problem] {
        var problems = imageProblems(image(of: goods), imageLink: imageLink)
        if !hasDescription(goods) { problems.append(.noDescription) }
        if goods.price.cents == 0 { problems.append(.zeroPrice) }
        if goods.id.count > idLimit { problems.append(.longID) }
        return problems
    }

    /// Why Google would refuse a variant, whose picture's absolute URL is `imageLink`, apart
    /// from what its goods item lacks (``groupProblems(of:)``); none when it would take it.
    static func problems(of variant: Variant, in goods: GoodsItem, imageLink: String?) -> [Problem] {
        var problems = imageProblems(image(of: variant, in: goods), imageLink: imageLink)
        if variant.price.cents == 0 { problems.append(.zeroPrice) }
        if itemID(of: variant, in: goods).count > idLimit { problems.append(.longID) }
        return problems
    }

    /// What a goods item with variants lacks for all of them: a description, a goods id (their
    /// item group id) of at most ``idLimit`` characters.
    static func groupProblems(of goods: GoodsItem) -> [Problem] {
        var problems: [Problem] = []
        if !hasDescription(goods) { problems.append(.noDescription) }
        if goods.id.count > idLimit { problems.append(.longGroupID) }
        return problems
    }

    /// Whether the description has a visible character, found without reading all of it.
    private static func hasDescription(_ goods: GoodsItem) -> Bool {
        !PlainTextExcerpt.make(fromMarkdown: goods.description ?? "", limit: 1).isEmpty
    }

    private static func imageProblems(_ image: String?, imageLink: String?) -> [Problem] {
        guard let image else { return [.noImage] }
        if isSVG(image) { return [.svgImage] }
        return imageLink == nil ? [.noAbsoluteImageURL] : []
    }

    private static func isSVG(_ image: String) -> Bool {
        let path = image.prefix { $0 != "?" && $0 != "#" }.lowercased()
        return path.hasSuffix(".svg") || path.hasSuffix(".svgz") || path.hasPrefix("data:image/svg")
    }

    /// The regular price (the market price when it is above the price charged) and the sale
    /// price (the price charged, when it is below the regular one).
    private static func prices(_ price: Money, market: Money?, prices: PriceFormatter) -> (
        regular: String, sale: String?
    ) {
        let charged = amount(price, prices: prices)
        let regular = market.flatMap { $0 > price ? amount($0, prices: prices) : nil }
        return (regular ?? charged, regular == nil ? nil : charged)
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
        changes.everyPage || changes.anyGoodsItem
    }
}
