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
    static let templateKeys = TemplateKeys<GoogleFeedViewModel>.properties()
}

extension GoogleFeedViewModel.Item: TypedTemplateFace {
    static let templateKeys = TemplateKeys<GoogleFeedViewModel.Item>.properties()
}

extension VariantAttributes.Detail: TypedTemplateFace {
    static let templateKeys = TemplateKeys<VariantAttributes.Detail>.properties()
}

extension GoogleFeedViewModel.Shipping: TypedTemplateFace {
    static let templateKeys = TemplateKeys<GoogleFeedViewModel.Shipping>.properties()
}

extension MetaFeedViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MetaFeedViewModel>.properties()
}

extension MetaFeedViewModel.Row: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MetaFeedViewModel.Row>.properties()
}
