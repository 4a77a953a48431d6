import CellarViewModels

/// A feed's items are a list whose items are made as the template reaches them.
extension FeedItems: TemplateKeyValue where Item: TemplateKeyValue {
    static var templateKind: TemplateValueKind { .list(Item.templateKind) }
    var templateValue: TemplateValue { .list(FeedItemList(items: self)) }
}

/// A feed's items as a template reads them: a ``ListItemCache`` knows each by its revision
/// (``FeedItems/revision(at:)``), so an item kept from the last build is neither made nor compared.
struct FeedItemList<Item: TemplateKeyValue>: TemplateList {
    let items: FeedItems<Item>

    var count: Int { items.count }

    func item(at index: Int) -> TemplateValue {
        items[index].templateValue
    }

    func key(at index: Int) -> ListItemCache.Item? {
        // Of its feed's items: both feeds list the same revisions.
        .revision(items.revision(at: index), of: ObjectIdentifier(Item.self))
    }
}

extension GoogleFeedViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoogleFeedViewModel> = [
        .key("title") { $0.title },
        .key("link") { $0.link },
        .key("description") { $0.description },
        .key("items") { $0.items },
        .key("shipping") { $0.shipping },
    ]
}

extension GoogleFeedViewModel.Item: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoogleFeedViewModel.Item> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("description") { $0.description },
        .key("link") { $0.link },
        .key("imageLink") { $0.imageLink },
        .key("availability") { $0.availability },
        .key("price") { $0.price },
        .key("salePrice") { $0.salePrice },
        .key("brand") { $0.brand },
        .key("condition") { $0.condition },
        .key("productType") { $0.productType },
        .key("gtin") { $0.gtin },
        .key("identifierExists") { $0.identifierExists },
        .key("itemGroupID") { $0.itemGroupID },
        .key("size") { $0.size },
        .key("color") { $0.color },
        .key("details") { $0.details },
        .key("shipping") { $0.shipping },
    ]
}

extension VariantAttributes.Detail: TypedTemplateFace {
    static let templateKeys: TemplateKeys<VariantAttributes.Detail> = [
        .key("name") { $0.name },
        .key("value") { $0.value },
    ]
}

extension GoogleFeedViewModel.Shipping: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoogleFeedViewModel.Shipping> = [
        .key("country") { $0.country },
        .key("service") { $0.service },
        .key("price") { $0.price },
        .key("minHandlingTime") { $0.minHandlingTime },
        .key("maxHandlingTime") { $0.maxHandlingTime },
        .key("minTransitTime") { $0.minTransitTime },
        .key("maxTransitTime") { $0.maxTransitTime },
    ]
}

extension MetaFeedViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<MetaFeedViewModel> = [
        .key("rows") { $0.rows },
        .key("hasVariants") { $0.hasVariants },
    ]
}

extension MetaFeedViewModel.Row: TypedTemplateFace {
    static let templateKeys: TemplateKeys<MetaFeedViewModel.Row> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("description") { $0.description },
        .key("availability") { $0.availability },
        .key("condition") { $0.condition },
        .key("price") { $0.price },
        .key("link") { $0.link },
        .key("imageLink") { $0.imageLink },
        .key("brand") { $0.brand },
        .key("salePrice") { $0.salePrice },
        .key("itemGroupID") { $0.itemGroupID },
        .key("size") { $0.size },
        .key("color") { $0.color },
        .key("additionalVariantAttribute") { $0.additionalVariantAttribute },
        .key("hasVariants") { $0.hasVariants },
    ]
}
