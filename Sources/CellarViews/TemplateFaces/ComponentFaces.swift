import CellarMarkdown
import CellarViewModels

extension LinkViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "label": .init(label)
        case "url": .init(url)
        case "isCurrent": .init(isCurrent)
        default: nil
        }
    }
}

extension MarkdownText: TemplateFace {
    /// `html` is cmark's rendering, with raw HTML and unsafe link schemes left out.
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "html": .init(Markdown.html(from: source, headingsFrom: topHeadingLevel))
        default: nil
        }
    }
}

extension InterfaceStrings: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "language": .init(language)
        case "home": .init(home)
        case "categories": .init(categories)
        case "allCategories": .init(allCategories)
        case "search": .init(search)
        case "searchPlaceholder": .init(searchPlaceholder)
        case "cart": .init(cart)
        case "addToCart": .init(addToCart)
        case "soldOut": .init(soldOut)
        case "featured": .init(featured)
        case "bestSellers": .init(bestSellers)
        case "reviews": .init(reviews)
        case "noRatingsYet": .init(noRatingsYet)
        case "previous": .init(previous)
        case "next": .init(next)
        case "pagination": .init(pagination)
        case "docs": .init(docs)
        case "catalogueReport": .init(catalogueReport)
        case "description": .init(description)
        case "details": .init(details)
        case "price": .init(price)
        case "marketPrice": .init(marketPrice)
        case "anonymous": .init(anonymous)
        case "notFoundTitle": .init(notFoundTitle)
        case "notFoundMessage": .init(notFoundMessage)
        case "backToHome": .init(backToHome)
        case "noGoodsInCategory": .init(noGoodsInCategory)
        case "noReviewsYet": .init(noReviewsYet)
        case "banners": .init(banners)
        case "brand": .init(brand)
        case "origin": .init(origin)
        case "scent": .init(scent)
        case "specification": .init(specification)
        case "manufacturer": .init(manufacturer)
        case "stock": .init(stock)
        case "viewAll": .init(viewAll)
        case "backToGoods": .init(backToGoods)
        case "shopByCategory": .init(shopByCategory)
        case "skipToContent": .init(skipToContent)
        case "goodsCountPattern": .init(goodsCountPattern)
        case "ratedPattern": .init(ratedPattern)
        case "noResultsPattern": .init(noResultsPattern)
        case "resultsPattern": .init(resultsPattern)
        case "cartCountPattern": .init(cartCountPattern)
        case "quantity": .init(quantity)
        case "decreaseQuantity": .init(decreaseQuantity)
        case "increaseQuantity": .init(increaseQuantity)
        case "remove": .init(remove)
        case "selectAll": .init(selectAll)
        case "total": .init(total)
        case "checkout": .init(checkout)
        case "cartEmpty": .init(cartEmpty)
        case "continueShopping": .init(continueShopping)
        case "addedToCart": .init(addedToCart)
        case "cartReset": .init(cartReset)
        case "cartPricesChanged": .init(cartPricesChanged)
        case "cartGoodsRemoved": .init(cartGoodsRemoved)
        case "stockLimited": .init(stockLimited)
        case "selectForCheckout": .init(selectForCheckout)
        case "orderSummary": .init(orderSummary)
        case "contactDetails": .init(contactDetails)
        case "name": .init(name)
        case "phone": .init(phone)
        case "address": .init(address)
        case "agreeToTerms": .init(agreeToTerms)
        case "nameProblem": .init(nameProblem)
        case "phoneProblem": .init(phoneProblem)
        case "addressProblem": .init(addressProblem)
        case "termsProblem": .init(termsProblem)
        case "sendOrder": .init(sendOrder)
        case "copyOrder": .init(copyOrder)
        case "copied": .init(copied)
        case "copyFailed": .init(copyFailed)
        case "orderText": .init(orderText)
        case "noPaymentNote": .init(noPaymentNote)
        case "backToCart": .init(backToCart)
        case "searchResults": .init(searchResults)
        case "searchHint": .init(searchHint)
        case "loading": .init(loading)
        case "searchFailed": .init(searchFailed)
        case "cartFailed": .init(cartFailed)
        case "filters": .init(filters)
        case "sortBy": .init(sortBy)
        case "sortSales": .init(sortSales)
        case "sortPriceLow": .init(sortPriceLow)
        case "sortPriceHigh": .init(sortPriceHigh)
        case "sortRating": .init(sortRating)
        case "clearFilters": .init(clearFilters)
        case "share": .init(share)
        case "linkCopied": .init(linkCopied)
        case "requiresJavaScript": .init(requiresJavaScript)
        default: nil
        }
    }
}

extension StarRatingViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "hasRating": .init(hasRating)
        case "stars": .init(stars)
        case "value": .init(value)
        case "label": .init(label)
        case "noRatingText": .init(noRatingText)
        default: nil
        }
    }
}

extension StarRatingViewModel.Star: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "isFull": .init(isFull)
        case "isHalf": .init(isHalf)
        case "isEmpty": .init(isEmpty)
        default: nil
        }
    }
}

extension PaginationViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "isNeeded": .init(isNeeded)
        case "label": .init(label)
        case "navigationLabel": .init(navigationLabel)
        case "previous": .init(previous)
        case "next": .init(next)
        case "pages": .init(pages)
        default: nil
        }
    }
}

extension PaginationViewModel.PageLink: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "number": .init(number)
        case "url": .init(url)
        case "isCurrent": .init(isCurrent)
        case "isGap": .init(isGap)
        default: nil
        }
    }
}

extension PaginationViewModel.StepLink: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "label": .init(label)
        case "url": .init(url)
        default: nil
        }
    }
}

extension LayoutViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "language": .init(language)
        case "pageTitle": .init(pageTitle)
        case "storeName": .init(storeName)
        case "tagline": .init(tagline)
        case "metaDescription": .init(metaDescription)
        case "canonicalURL": .init(canonicalURL)
        case "homeURL": .init(homeURL)
        case "stylesheetURL": .init(stylesheetURL)
        case "scriptURL": .init(scriptURL)
        case "faviconURL": .init(faviconURL)
        case "cartURL": .init(cartURL)
        case "searchPageURL": .init(searchPageURL)
        case "catalogueDataURL": .init(catalogueDataURL)
        case "pricePrefix": .init(pricePrefix)
        case "categoriesURL": .init(categoriesURL)
        case "searchURL": .init(searchURL)
        case "navigation": .init(navigation)
        case "docsLinks": .init(docsLinks)
        case "reportLink": .init(reportLink)
        default: nil
        }
    }
}

extension GoodsCardViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .init(id)
        case "title": .init(title)
        case "url": .init(url)
        case "thumbURL": .init(thumbURL)
        case "price": .init(price)
        case "marketPrice": .init(marketPrice)
        case "brand": .init(brand)
        case "isSoldOut": .init(isSoldOut)
        case "salesText": .init(salesText)
        case "rating": .init(rating)
        case "addToCartLabel": .init(addToCartLabel)
        default: nil
        }
    }
}

extension CommentViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "author": .init(author)
        case "avatarURL": .init(avatarURL)
        case "rating": .init(rating)
        case "content": .init(content.isEmpty ? nil : content)
        case "date": .init(date)
        case "specification": .init(specification)
        case "pictures": .init(pictures)
        case "hasPictures": .init(hasPictures)
        default: nil
        }
    }
}

extension CommentViewModel.Picture: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "thumbURL": .init(thumbURL)
        case "fullURL": .init(fullURL)
        case "alt": .init(alt)
        default: nil
        }
    }
}

extension CommentTabViewModel: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "label": .init(label)
        case "count": .init(count)
        case "url": .init(url)
        case "isCurrent": .init(isCurrent)
        default: nil
        }
    }
}

extension MetaTag: TemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "attribute": .init(attribute)
        case "key": .init(self.key)
        case "content": .init(content)
        default: nil
        }
    }
}
