import CellarModel

extension Translation {
    /// How many places of the texts left untranslated a warning names.
    static let untranslatedExamples = 3

    /// For each language a market speaks other than the default market's, when its translation
    /// (or, without one, nothing) leaves texts to the default language, one warning counting
    /// them, on the locale's translation file (`translations/<locale>.json`, as spelled among
    /// `files` when it is there): the goods items' titles and the descriptions, specifications,
    /// option names and values they have, their variants' own specifications (those that are
    /// not their goods item's), the categories' names and the descriptions they have, the docs
    /// pages, the brands, the banners' titles, the store's tagline when it has one.
    static func untranslatedWarnings(
        store: Store, categories: [Category], goods: [GoodsItem], docs: [DocPage], translations: [Translation],
        files: some Collection<String>
    ) -> [FixtureWarning] {
        guard let defaultLocale = store.markets.first?.locale else { return [] }
        var locales: [String] = []
        for market in store.markets where market.locale != defaultLocale && !locales.contains(market.locale) {
            locales.append(market.locale)
        }
        return locales.compactMap { locale in
            let translation = translations.first { $0.locale == locale } ?? Translation(locale: locale)
            var count = 0
            var examples: [String] = []
            func missing(_ place: @autoclosure () -> String) {
                count += 1
                if examples.count < untranslatedExamples { examples.append(place()) }
            }
            var brands: [String] = []
            var seenBrands: Set<String> = []
            for item in goods {
                let text = translation.goods[item.id]
                let goodsName = "goods \(item.id.jsonStringLiteral)"
                if text?.title == nil { missing("\(goodsName) title") }
                if hasText(item.description), text?.description == nil { missing("\(goodsName) description") }
                for spec in GoodsText.Spec.allCases where hasText(spec.text(of: item)) && text?.specs[spec] == nil {
                    missing("\(goodsName) \(spec.rawValue)")
                }
                for (index, option) in item.options.enumerated() {
                    if text?.options[option] == nil { missing("\(goodsName) option \(option.jsonStringLiteral)") }
                    let values = text?.values[option]
                    for value in item.values(ofOptionAt: index) where values?[value] == nil {
                        missing("\(goodsName) option \(option.jsonStringLiteral) value \(value.jsonStringLiteral)")
                    }
                }
                for variant in item.variants
                where hasText(variant.specification) && variant.specification != item.specification
                    && text?.variantSpecifications[variant.id] == nil
                {
                    missing("\(goodsName) variant \(variant.id.jsonStringLiteral) specification")
                }
                if let brand = item.brand, seenBrands.insert(brand).inserted { brands.append(brand) }
            }
            for category in categories {
                let text = translation.categories[category.id]
                if text?.name == nil { missing("category \(category.id.jsonStringLiteral) name") }
                if hasText(category.description), text?.description == nil {
                    missing("category \(category.id.jsonStringLiteral) description")
                }
            }
            for page in docs where translation.docs[page.name] == nil {
                missing("docs page \(page.name.jsonStringLiteral)")
            }
            for brand in brands where translation.brands[brand] == nil { missing("brand \(brand.jsonStringLiteral)") }
            for banner in store.banners where hasText(banner.title) && translation.bannerTitles[banner.id] == nil {
                missing("banner \(banner.id.jsonStringLiteral) title")
            }
            if hasText(store.tagline), translation.tagline == nil { missing("the tagline") }
            guard count > 0 else { return nil }
            let file = "translations/\(locale).json"
            return FixtureWarning(
                file: files.first { $0.lowercased() == file.lowercased() } ?? file,
                kind: .untranslated(locale: locale, count: count, examples: examples))
        }
    }

    /// Whether `text` is there and not only spaces: a text to translate.
    private static func hasText(_ text: String?) -> Bool {
        // Stops at the first visible character, where trimming would copy the whole text.
        !(text ?? "").allSatisfy(\.isWhitespace)
    }
}
