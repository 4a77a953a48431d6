import CellarViewModels

extension HomePageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "banners": .init(banners)
        case "goodsHeading": .init(goodsHeading)
        case "goods": .init(goods)
        case "categories": .init(categories)
        default: nil
        }
    }
}

extension HomePageViewModel.Banner: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .init(title)
        case "imageURL": .init(imageURL)
        case "url": .init(url)
        case "anchor": .init(anchor)
        default: nil
        }
    }
}

extension HomePageViewModel.CategoryShortcut: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .init(name)
        case "url": .init(url)
        case "countText": .init(countText)
        default: nil
        }
    }
}

extension CategoriesPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "heading": .init(heading)
        case "sections": .init(sections)
        default: nil
        }
    }
}

extension CategoriesPageViewModel.Section: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .init(name)
        case "url": .init(url)
        case "countText": .init(countText)
        case "goods": .init(goods)
        case "viewAllLabel": .init(viewAllLabel)
        default: nil
        }
    }
}

extension CategoryPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "name": .init(name)
        case "description": .init(description)
        case "countText": .init(countText)
        case "goods": .init(goods)
        case "emptyText": .init(emptyText)
        case "pagination": .init(pagination)
        case "filtersDataURL": .init(filtersDataURL)
        default: nil
        }
    }
}

extension GoodsPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "id": .init(id)
        case "title": .init(title)
        case "imageURL": .init(imageURL)
        case "price": .init(price)
        case "marketPrice": .init(marketPrice)
        case "saving": .init(saving)
        case "isSoldOut": .init(isSoldOut)
        case "stock": .init(stock)
        case "salesText": .init(salesText)
        case "tags": .init(tags)
        case "facts": .init(facts)
        case "description": .init(description)
        case "category": .init(category)
        case "rating": .init(rating)
        case "reviewCountText": .init(reviewCountText)
        case "goodRate": .init(goodRate)
        case "tabs": .init(tabs)
        case "comments": .init(comments)
        case "allCommentsLink": .init(allCommentsLink)
        case "emptyText": .init(emptyText)
        case "metaTags": .init(metaTags)
        // JSON-LD, already safe inside `<script>`: the one key besides `html` for `{{{…}}}`.
        case "jsonLD": .init(JSONLD.product(productData))
        default: nil
        }
    }
}

extension GoodsPageViewModel.Fact: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "label": .init(label)
        case "value": .init(value)
        default: nil
        }
    }
}

extension CommentsPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "heading": .init(heading)
        case "goodsLink": .init(goodsLink)
        case "goodsThumbURL": .init(goodsThumbURL)
        case "rating": .init(rating)
        case "goodRate": .init(goodRate)
        case "tabs": .init(tabs)
        case "comments": .init(comments)
        case "emptyText": .init(emptyText)
        case "pagination": .init(pagination)
        default: nil
        }
    }
}

extension DocPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "title": .init(title)
        case "body": .init(body)
        default: nil
        }
    }
}

extension NotFoundPageViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "heading": .init(heading)
        case "message": .init(message)
        case "homeLink": .init(homeLink)
        default: nil
        }
    }
}

extension CatalogueReportViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "layout": .init(layout)
        case "strings": .init(strings)
        case "title": .init(title)
        case "storeName": .init(storeName)
        case "goodsCount": .init(goodsCount)
        case "commentCount": .init(commentCount)
        case "categories": .init(categories)
        case "topRated": .init(topRated)
        case "topSellers": .init(topSellers)
        case "commentTotals": .init(commentTotals)
        case "warnings": .init(warnings)
        case "hasWarnings": .init(hasWarnings)
        default: nil
        }
    }
}

extension CatalogueReportViewModel.CategoryRow: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .init(name)
        case "url": .init(url)
        case "goodsCount": .init(goodsCount)
        case "stock": .init(stock)
        case "minimumPrice": .init(minimumPrice)
        case "medianPrice": .init(medianPrice)
        case "maximumPrice": .init(maximumPrice)
        default: nil
        }
    }
}

extension CatalogueReportViewModel.RankedRow: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "rank": .init(rank)
        case "title": .init(title)
        case "url": .init(url)
        case "value": .init(value)
        case "detail": .init(detail)
        default: nil
        }
    }
}

extension CatalogueReportViewModel.BucketRow: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "label": .init(label)
        case "count": .init(count)
        default: nil
        }
    }
}

extension CatalogueReportViewModel.Warning: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "goodsTitle": .init(goodsTitle)
        case "goodsID": .init(goodsID)
        case "url": .init(url)
        case "problem": .init(problem)
        default: nil
        }
    }
}

extension SitemapViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "urls": .init(urls)
        case "sitemapURLs": .init(sitemapURLs)
        default: nil
        }
    }
}

extension RobotsViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "sitemapURL": .init(sitemapURL)
        default: nil
        }
    }
}
