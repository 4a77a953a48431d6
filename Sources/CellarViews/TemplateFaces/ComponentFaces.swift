import CellarViewModels

extension LinkViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<LinkViewModel> = [
        .key("label") { $0.label },
        .key("url") { $0.url },
        .key("isCurrent") { $0.isCurrent },
    ]
}

extension MarkdownText: TypedTemplateFace {
    /// `parts`: cmark's rendering, cut at each image for its picture (``MarkdownPart``).
    static let templateKeys: TemplateKeys<MarkdownText> = [
        .key("parts") { MarkdownPart.parts(of: $0) },
    ]
}

extension InterfaceStrings: TemplateFace, TemplateKeyValue {
    /// Its keys are the theme's, known when the theme loads (``TemplateBinder/stringKeys``).
    static var templateKind: TemplateValueKind { .strings }
    var templateValue: TemplateValue { .face(self) }

    /// `language`, and every key of the table.
    func value(forKey key: String) -> TemplateValue? {
        key == "language" ? .text(language) : text(forKey: key).map { .text($0) }
    }

    /// `language` at 0, then the table's texts in the order of its sorted keys.
    func value(ofKeyAt position: Int) -> TemplateValue {
        position == 0 ? .text(language) : .text(text(atSortedPosition: position - 1))
    }
}

extension StarRatingViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<StarRatingViewModel> = [
        .key("hasRating") { $0.hasRating },
        .key("stars") { $0.stars },
        .key("value") { $0.value },
        .key("label") { $0.label },
        .key("noRatingText") { $0.noRatingText },
        .key("showsNoRating") { $0.showsNoRating },
    ]
}

extension StarRatingViewModel.Star: TypedTemplateFace {
    static let templateKeys: TemplateKeys<StarRatingViewModel.Star> = [
        .key("isFull") { $0.isFull },
        .key("isHalf") { $0.isHalf },
        .key("isEmpty") { $0.isEmpty },
    ]
}

extension PaginationViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PaginationViewModel> = [
        .key("isNeeded") { $0.isNeeded },
        .key("label") { $0.label },
        .key("navigationLabel") { $0.navigationLabel },
        .key("previous") { $0.previous },
        .key("next") { $0.next },
        .key("pages") { $0.pages },
    ]
}

extension PaginationViewModel.PageLink: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PaginationViewModel.PageLink> = [
        .key("number") { $0.number },
        .key("url") { $0.url },
        .key("isCurrent") { $0.isCurrent },
        .key("isGap") { $0.isGap },
    ]
}

extension PaginationViewModel.StepLink: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PaginationViewModel.StepLink> = [
        .key("label") { $0.label },
        .key("url") { $0.url },
    ]
}

extension LayoutViewModel: TypedTemplateFace {
    /// Its own keys, then the frame's, so `layout.homeURL` reads as `layout.frame.homeURL` does.
    static let templateKeys = TemplateKeys<LayoutViewModel>(
        [
            .key("pageTitle") { $0.pageTitle },
            .key("metaDescription") { $0.metaDescription },
            .key("canonicalURL") { $0.canonicalURL },
            .key("robots") { $0.robots },
            .key("frame") { $0.frame },
        ],
        forwarding: LayoutFrameViewModel.templateKeys, through: \.frame.model
    )
}

extension LayoutFrameViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<LayoutFrameViewModel> = [
        .key("language") { $0.language },
        .key("storeName") { $0.storeName },
        .key("tagline") { $0.tagline },
        .key("generator") { $0.generator },
        .key("homeURL") { $0.homeURL },
        .key("stylesheetURL") { $0.stylesheetURL },
        .key("scriptURL") { $0.scriptURL },
        .key("faviconURL") { $0.faviconURL },
        .key("cartURL") { $0.cartURL },
        .key("searchPageURL") { $0.searchPageURL },
        .key("cartDataURL") { $0.cartDataURL },
        .key("pricePrefix") { $0.pricePrefix },
        .key("categoriesURL") { $0.categoriesURL },
        .key("searchURL") { $0.searchURL },
        .key("navigation") { $0.navigation },
        .key("docsLinks") { $0.docsLinks },
        .key("brandsLink") { $0.brandsLink },
        .key("strings") { $0.strings },
        .key("snipcartSetup") { $0.snipcartSetup },
        .key("countsSiteCart") { $0.countsSiteCart },
    ]
}

/// A shared view model shows its value's keys; a section over it that reads nothing else is
/// rendered once for it (``SectionCache``).
extension Common: TemplateFace, CommonTemplateFace, TemplateKeyValue where Value: TypedTemplateFace {
    static var templateKind: TemplateValueKind { .common(Value.self) }
    var templateValue: TemplateValue { .face(self) }
    var owner: AnyObject & Sendable { self }

    func value(forKey key: String) -> TemplateValue? {
        model.value(forKey: key)
    }

    func value(ofKeyAt position: Int) -> TemplateValue {
        model.value(ofKeyAt: position)
    }

    func write(keyAt position: Int, to output: inout RenderedText, escapedFor contentType: ContentType?) {
        model.write(keyAt: position, to: &output, escapedFor: contentType)
    }
}

extension GoodsCardViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoodsCardViewModel> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("url") { $0.url },
        .key("thumb") { $0.thumb },
        .key("thumbURL") { $0.thumbURL },
        .key("showsPlaceholder") { $0.showsPlaceholder },
        .key("price") { $0.price },
        .key("marketPrice") { $0.marketPrice },
        .key("brand") { $0.brand },
        .key("isSoldOut") { $0.isSoldOut },
        .key("salesText") { $0.salesText },
        .key("rating") { $0.rating },
        .key("buttonLabel") { $0.buttonLabel },
        .key("cartKey") { $0.cartKey },
        .key("purchase") { $0.purchase },
    ]
}

extension CommentViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentViewModel> = [
        .key("author") { $0.author },
        .key("avatar") { $0.avatar },
        .key("rating") { $0.rating },
        .key("content") { $0.content.isEmpty ? nil : $0.content },
        .key("date") { $0.date },
        .key("specification") { $0.specification },
        .key("variant") { $0.variant },
        .key("pictures") { $0.pictures },
        .key("hasPictures") { $0.hasPictures },
    ]
}

extension CommentViewModel.Picture: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentViewModel.Picture> = [
        .key("thumb") { $0.thumb },
        .key("fullURL") { $0.fullURL },
    ]
}

extension PictureViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PictureViewModel> = [
        .key("sources") { $0.sources },
        .key("src") { $0.src },
        .key("srcset") { $0.srcset },
        .key("width") { $0.width },
        .key("height") { $0.height },
        .key("alt") { $0.alt },
        .key("isDeferred") { $0.isDeferred },
        .key("isMain") { $0.isMain },
    ]
}

extension PictureViewModel.Source: TypedTemplateFace {
    static let templateKeys: TemplateKeys<PictureViewModel.Source> = [
        .key("mediaType") { $0.mediaType },
        .key("srcset") { $0.srcset },
    ]
}

extension CommentTabViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentTabViewModel> = [
        .key("name") { $0.name },
        .key("label") { $0.label },
        .key("count") { $0.count },
        .key("url") { $0.url },
        .key("panelID") { $0.panelID },
        .key("isCurrent") { $0.isCurrent },
    ]
}

extension CommentTabPanelViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentTabPanelViewModel> = [
        .key("name") { $0.name },
        .key("id") { $0.id },
        .key("heading") { $0.heading },
        .key("comments") { $0.comments },
        .key("emptyText") { $0.emptyText },
        .key("pagination") { $0.pagination },
    ]
}

extension MetaTag: TypedTemplateFace {
    static let templateKeys: TemplateKeys<MetaTag> = [
        .key("attribute") { $0.attribute },
        .key("key") { $0.key },
        .key("content") { $0.content },
    ]
}
