extension Catalogue {
    /// The market the store's own settings describe: its locale and currency at its base URL,
    /// the only one of a store without `markets`.
    public var defaultMarket: Market {
        store.markets.first ?? Market(id: "", locale: store.locale, currency: store.currency)
    }

    /// The catalogue as `market` shows it: its prices (``MarketPricing/priced(_:)``), its
    /// currency, locale, tax and delivery rates in the store, and the texts of its locale's
    /// translation where there is one (the fixtures' elsewhere: the banners' titles, the brands'
    /// names, the goods items' titles, descriptions, specifications, option names and values);
    /// only the goods it sells (``Market/sells``), the categories they are in and the banners
    /// and featured goods that show them. Goods ids, variant ids, comments and their order are
    /// the same, so the revisions are this catalogue's (``goodsChanges(since:)`` compares two
    /// markets' catalogues made from catalogues of the same goods list), and its indices too
    /// when the market sells every goods item.
    public func inMarket(_ market: Market) -> Catalogue {
        let translation = translations.first { $0.locale == market.locale }
        var store = store
        store.currency = market.currency
        store.locale = market.locale
        store.tagline = translation?.tagline ?? store.tagline
        if let titles = translation?.bannerTitles, !titles.isEmpty {
            store.banners = store.banners.map {
                var banner = $0
                banner.title = titles[banner.id] ?? banner.title
                return banner
            }
        }
        let all = goods
        let sold = market.sells?.soldIndices(of: all)
        let soldCategories = sold.map { Set($0.map { all[$0].category }) }
        if let sold, let soldCategories {
            // What the home page shows of goods the market does not sell is left out.
            let soldIDs = Set(sold.map { all[$0].id })
            store.featured = store.featured?.filter(soldIDs.contains)
            if store.featured?.isEmpty == true { store.featured = nil }
            store.banners.removeAll { banner in
                switch banner.link {
                case .goods(let id): !soldIDs.contains(id)
                case .category(let id): !soldCategories.contains(id)
                case .url: false
                }
            }
        }
        store.tax = market.tax ?? store.tax
        store.shipping =
            market.shipping
            ?? store.shipping.map {
                var rate = $0
                rate.price = market.price(rate.price)
                rate.freeFrom = rate.freeFrom.map(market.price)
                return rate
            }
        let categories = categories.filter { soldCategories?.contains($0.id) ?? true }.map { category in
            guard let text = translation?.categories[category.id] else { return category }
            var translated = category
            translated.name = text.name ?? category.name
            translated.description = text.description ?? category.description
            return translated
        }
        let goods = (sold.map { $0.map { all[$0] } } ?? all).map { item in
            var shown = market.pricing.priced(item)
            if let brand = item.brand, let name = translation?.brands[brand] { shown.brand = name }
            return translation?.goods[item.id]?.applied(to: shown) ?? shown
        }
        let docs = docs.map { translation?.docs[$0.name] ?? $0 }
        guard let sold else {
            return Catalogue(sameGoodsListAs: self, store: store, categories: categories, goods: goods, docs: docs)
        }
        return Catalogue(selling: sold, of: self, store: store, categories: categories, goods: goods, docs: docs)
    }
}
