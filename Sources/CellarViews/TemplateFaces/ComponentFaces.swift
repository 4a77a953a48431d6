import CellarViewModels

extension LinkViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<LinkViewModel>.properties()
}

extension MarkdownText: TypedTemplateFace {
    /// `parts`: cmark's rendering, cut at each image for its picture (``MarkdownPart``).
    static let templateKeys: TemplateKeys<MarkdownText> = [
        .key("parts") { MarkdownPart.parts(of: $0) }
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
    static let templateKeys = TemplateKeys<StarRatingViewModel>.properties()
}

extension StarRatingViewModel.Star: TypedTemplateFace {
    static let templateKeys = TemplateKeys<StarRatingViewModel.Star>.properties()
}

extension PaginationViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PaginationViewModel>.properties()
}

extension PaginationViewModel.PageLink: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PaginationViewModel.PageLink>.properties()
}

extension PaginationViewModel.StepLink: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PaginationViewModel.StepLink>.properties()
}

extension LayoutViewModel: TypedTemplateFace {
    /// Its own keys, then the frame's, so `layout.homeURL` reads as `layout.frame.homeURL` does.
    static let templateKeys = TemplateKeys<LayoutViewModel>.properties()
        .forwarding(LayoutFrameViewModel.templateKeys, through: \.frame.model)
}

extension LayoutFrameViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<LayoutFrameViewModel>.properties()
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
    static let templateKeys = TemplateKeys<GoodsCardViewModel>.properties()
}

extension CommentViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CommentViewModel>.properties(
        and:
            .key("content") { $0.content.isEmpty ? nil : $0.content }
    )
}

extension CommentViewModel.Picture: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CommentViewModel.Picture>.properties()
}

extension PictureViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PictureViewModel>.properties()
}

extension PictureViewModel.Source: TypedTemplateFace {
    static let templateKeys = TemplateKeys<PictureViewModel.Source>.properties()
}

extension GalleryViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<GalleryViewModel>.properties()
}

extension GalleryViewModel.Photo: TypedTemplateFace {
    static let templateKeys = TemplateKeys<GalleryViewModel.Photo>.properties()
}

extension CommentTabViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CommentTabViewModel>.properties()
}

extension CommentTabPanelViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<CommentTabPanelViewModel>.properties()
}

extension MetaTag: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MetaTag>.properties()
}

extension MarketPickerViewModel: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MarketPickerViewModel>.properties()
}

extension MarketPickerViewModel.Choice: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MarketPickerViewModel.Choice>.properties()
}

extension LanguageAlternate: TypedTemplateFace {
    static let templateKeys = TemplateKeys<LanguageAlternate>.properties()
}
