import CellarModel
import CellarProperties

/// One item (a goods item, or one of its variants) as Snipcart defines a product: a buy
/// button's `data-item-…` attributes, and the same values in the JSON file at `url` (in
/// Snipcart's JSON crawler format, beside the goods page, listing every item of the goods
/// item) that Snipcart's crawler fetches to check the id and price of every order before
/// completing it (docs.snipcart.com/v3/setup/order-validation). Only a Snipcart shop
/// publishes these files.
public struct SnipcartProductViewModel: Sendable, Equatable, PropertyListing {
    /// One `data-item-…` attribute of the buy button.
    public struct Attribute: Sendable, Equatable, PropertyListing {
        public let name: String
        public let value: String
    }

    /// The goods id, or `<goods id>:<variant id>`.
    public let id: String
    /// The title, with a variant's option values.
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

    /// The buy button's attributes, in the order the button has them: the goods page's
    /// buttons and the cards the script draws set the same ones.
    public var attributes: [Attribute] {
        var attributes = [
            Attribute(name: "data-item-id", value: id), Attribute(name: "data-item-name", value: name),
            Attribute(name: "data-item-price", value: price), Attribute(name: "data-item-url", value: url),
            Attribute(name: "data-item-description", value: description),
        ]
        if let image { attributes.append(Attribute(name: "data-item-image", value: image)) }
        attributes.append(Attribute(name: "data-item-max-quantity", value: String(stock)))
        return attributes
    }

    /// The button's attributes as the script's card data carries them: `[[name, value], …]`.
    var scriptAttributes: ScriptValue {
        .array(attributes.map { .array([.string($0.name), .string($0.value)]) })
    }

    /// The JSON file's place: beside the goods page (`goods/<slug>/snipcart.json`).
    static func path(ofGoods id: String, routes: Routes) -> SitePath {
        SitePath(routes.goods(id).value + "snipcart.json")
    }
}

extension SnipcartProductViewModel {
    init(item: CheckoutItem, context: SiteContext) {
        id = item.id
        name = item.name
        price = context.prices.decimal(for: item.price)
        let path = Self.path(ofGoods: item.goods.id, routes: context.routes)
        let root = LinkBuilder(rootPath: context.rootPath, assets: context.assets)
        url = context.address?.url(to: path) ?? root.url(to: path)
        description = item.goods.description.map { PlainTextExcerpt.make(fromMarkdown: $0) } ?? ""
        image = context.address?.imageURL(item.image) ?? root.imageURL(item.thumb)
        stock = item.stock
    }
}

extension SnipcartProductViewModel: DataFileKind {
    /// A file per goods item; after `changes`, those of the goods items that did not change are kept.
    static func files(in site: SiteViewModel, after changes: SiteChanges?) -> some Sequence<DataFiles> {
        let context = site.context
        let isSnipcart = if case .snipcart = context.catalogue.store.checkout { true } else { false }
        return (isSnipcart ? context.catalogue.goods : []).lazy.map { goods in
            let path = Self.path(ofGoods: goods.id, routes: context.routes)
            if let changes, !changes.everyPage, !changes.goods.contains(goods.id) { return .kept(path.file) }
            return .json(
                path,
                .array(
                    CheckoutItem.items(of: goods).map {
                        SnipcartProductViewModel(item: $0, context: context).crawlerDefinition
                    }))
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
        ]
        if let image { members["image"] = .string(image) }
        return .object(members)
    }
}
