import CellarModel

/// A goods item as Snipcart defines a product: the buy button's `data-item-…` attributes on
/// the goods page, and the same values in the JSON file at `url` (in Snipcart's JSON crawler
/// format, beside the goods page) that Snipcart's crawler fetches to check the id and price of
/// every order before completing it (docs.snipcart.com/v3/setup/order-validation). Only a
/// Snipcart shop publishes these files.
public struct SnipcartProductViewModel: Sendable, Equatable {
    /// A custom field with its options (`750 ml|1.5 L[+112.00]`): a variant choice, each
    /// option's price the difference from `price`.
    public struct CustomField: Sendable, Equatable {
        /// From 1, for `data-item-custom<n>-name`.
        public let number: Int
        public let name: String
        public let options: String
    }

    /// The goods id.
    public let id: String
    public let name: String
    /// `98.00`: what the shop charges, in the store's currency.
    public let price: String
    /// Where the crawler reads the definition: this JSON file's URL, absolute with an absolute
    /// base URL, else from the site's root path.
    public let url: String
    public let description: String
    /// Absolute, or from the root path; `nil` without a photo.
    public let image: String?
    /// Units in stock: the most one order may have.
    public let stock: Int
    public let customFields: [CustomField]

    init(goods: GoodsItem, context: SiteContext) {
        id = goods.id
        name = goods.title
        price = context.prices.decimal(for: goods.price)
        let path = Self.path(ofGoods: goods.id, routes: context.routes)
        let root = LinkBuilder(rootPath: context.rootPath, assets: context.assets)
        url = context.address?.url(to: path) ?? root.url(to: path)
        description = goods.description.map { PlainTextExcerpt.make(fromMarkdown: $0) } ?? ""
        image = context.address?.imageURL(goods.image ?? goods.thumb) ?? root.imageURL(goods.thumb ?? goods.image)
        stock = goods.stock
        // One field choosing the variant: its price is the item's (the lowest variant price)
        // plus the chosen option's modifier, which the crawler checks as well.
        let choices = VariantChoice.inStock(of: goods, prices: context.prices)
        customFields = choices.isEmpty ? [] : [
            CustomField(
                number: 1, name: goods.options.joined(separator: " / "),
                options: choices.map { $0.label + ($0.variant.price == goods.price ? "" : "[+\($0.priceDifference)]") }
                    .joined(separator: "|")),
        ]
    }

    /// The JSON file's place: beside the goods page (`goods/<slug>/snipcart.json`).
    static func path(ofGoods id: String, routes: Routes) -> SitePath {
        SitePath(routes.goods(id).value + "snipcart.json")
    }
}

extension SnipcartProductViewModel: DataFileKind {
    /// A file per goods item; after `changes`, those of the goods items that did not change are kept.
    static func files(in site: SiteViewModel, after changes: SiteChanges?) -> some Sequence<DataFiles> {
        let context = site.context
        let isSnipcart = if case .snipcart = context.catalogue.store.checkout { true } else { false }
        return (isSnipcart ? context.catalogue.goods : []).lazy.map { item in
            let path = Self.path(ofGoods: item.id, routes: context.routes)
            if let changes, !changes.everyPage, !changes.goods.contains(item.id) { return .kept(path.file) }
            return .json(path, SnipcartProductViewModel(goods: item, context: context).crawlerDefinition)
        }
    }

    /// The definitions show the goods items' own fields, and their routes and the base URL.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem
    }

    /// The product in Snipcart's JSON crawler format.
    var crawlerDefinition: ScriptValue {
        var members: [String: ScriptValue] = [
            "id": .string(id), "name": .string(name), "price": .decimal(price), "url": .string(url),
            "description": .string(description), "maxQuantity": .int(stock),
            "customFields": .array(customFields.map { .object(["name": .string($0.name), "options": .string($0.options)]) }),
        ]
        if let image { members["image"] = .string(image) }
        return .object(members)
    }
}
