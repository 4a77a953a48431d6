import CellarViewModels

extension CatalogueDataViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "items": .init(items)
        default: nil
        }
    }
}

extension CatalogueDataViewModel.Item: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .init(id)
        case "title": .init(title)
        case "price": .init(price)
        case "cents": .init(cents)
        case "stock": .init(stock)
        case "url": .init(url)
        case "thumbURL": .init(thumbURL)
        default: nil
        }
    }
}

extension SearchIndexViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "categories": .init(categories)
        case "entries": .init(entries)
        default: nil
        }
    }
}

extension SearchIndexViewModel.Entry: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .init(id)
        case "title": .init(title)
        case "brand": .init(brand)
        case "category": .init(category)
        case "cents": .init(cents)
        case "rating": .init(rating)
        case "url": .init(url)
        case "thumbURL": .init(thumbURL)
        default: nil
        }
    }
}

extension CategoryFacetsViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "facets": .init(facets)
        case "priceBands": .init(priceBands)
        case "goods": .init(goods)
        default: nil
        }
    }
}

extension CategoryFacetsViewModel.Facet: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "key": .init(self.key)
        case "label": .init(label)
        case "values": .init(values)
        default: nil
        }
    }
}

extension CategoryFacetsViewModel.Value: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "value": .init(value)
        case "count": .init(count)
        default: nil
        }
    }
}

extension CategoryFacetsViewModel.PriceBand: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .init(id)
        case "label": .init(label)
        case "low": .init(low)
        case "high": .init(high)
        case "count": .init(count)
        default: nil
        }
    }
}

extension CategoryFacetsViewModel.Item: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .init(id)
        case "title": .init(title)
        case "url": .init(url)
        case "thumbURL": .init(thumbURL)
        case "price": .init(price)
        case "marketPrice": .init(marketPrice)
        case "cents": .init(cents)
        case "isSoldOut": .init(isSoldOut)
        case "sales": .init(sales)
        case "salesText": .init(salesText)
        case "rating": .init(rating)
        case "ratingLabel": .init(ratingLabel)
        case "brand": .init(brand)
        case "origin": .init(origin)
        case "scent": .init(scent)
        default: nil
        }
    }
}
