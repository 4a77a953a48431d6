import CellarMarkdown
import CellarViewModels

extension LinkViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<LinkViewModel> = [
        .key("label") { $0.label },
        .key("url") { $0.url },
        .key("isCurrent") { $0.isCurrent },
    ]
}

extension MarkdownText: TypedTemplateFace {
    /// `html` is cmark's rendering, with raw HTML and unsafe link schemes left out.
    static let templateKeys: TemplateKeys<MarkdownText> = [
        .key("html") { Markdown.html(from: $0.source, headingsFrom: $0.topHeadingLevel) },
    ]
}

extension InterfaceStrings: TypedTemplateFace {
    static let templateKeys: TemplateKeys<InterfaceStrings> = [
        .key("language") { $0.language },
        .key("home") { $0.home },
        .key("categories") { $0.categories },
        .key("allCategories") { $0.allCategories },
        .key("search") { $0.search },
        .key("searchPlaceholder") { $0.searchPlaceholder },
        .key("cart") { $0.cart },
        .key("addToCart") { $0.addToCart },
        .key("soldOut") { $0.soldOut },
        .key("featured") { $0.featured },
        .key("bestSellers") { $0.bestSellers },
        .key("reviews") { $0.reviews },
        .key("noRatingsYet") { $0.noRatingsYet },
        .key("previous") { $0.previous },
        .key("next") { $0.next },
        .key("pagination") { $0.pagination },
        .key("docs") { $0.docs },
        .key("catalogueReport") { $0.catalogueReport },
        .key("description") { $0.description },
        .key("details") { $0.details },
        .key("price") { $0.price },
        .key("marketPrice") { $0.marketPrice },
        .key("anonymous") { $0.anonymous },
        .key("notFoundTitle") { $0.notFoundTitle },
        .key("notFoundMessage") { $0.notFoundMessage },
        .key("backToHome") { $0.backToHome },
        .key("noGoodsInCategory") { $0.noGoodsInCategory },
        .key("noReviewsYet") { $0.noReviewsYet },
        .key("banners") { $0.banners },
        .key("brand") { $0.brand },
        .key("origin") { $0.origin },
        .key("scent") { $0.scent },
        .key("specification") { $0.specification },
        .key("manufacturer") { $0.manufacturer },
        .key("stock") { $0.stock },
        .key("viewAll") { $0.viewAll },
        .key("backToGoods") { $0.backToGoods },
        .key("shopByCategory") { $0.shopByCategory },
        .key("skipToContent") { $0.skipToContent },
        .key("goodsCountPattern") { $0.goodsCountPattern },
        .key("ratedPattern") { $0.ratedPattern },
        .key("noResultsPattern") { $0.noResultsPattern },
        .key("resultsPattern") { $0.resultsPattern },
        .key("cartCountPattern") { $0.cartCountPattern },
        .key("quantity") { $0.quantity },
        .key("decreaseQuantity") { $0.decreaseQuantity },
        .key("increaseQuantity") { $0.increaseQuantity },
        .key("remove") { $0.remove },
        .key("selectAll") { $0.selectAll },
        .key("total") { $0.total },
        .key("checkout") { $0.checkout },
        .key("cartEmpty") { $0.cartEmpty },
        .key("continueShopping") { $0.continueShopping },
        .key("addedToCart") { $0.addedToCart },
        .key("cartReset") { $0.cartReset },
        .key("cartPricesChanged") { $0.cartPricesChanged },
        .key("cartGoodsRemoved") { $0.cartGoodsRemoved },
        .key("stockLimited") { $0.stockLimited },
        .key("selectForCheckout") { $0.selectForCheckout },
        .key("orderSummary") { $0.orderSummary },
        .key("contactDetails") { $0.contactDetails },
        .key("name") { $0.name },
        .key("phone") { $0.phone },
        .key("address") { $0.address },
        .key("agreeToTerms") { $0.agreeToTerms },
        .key("nameProblem") { $0.nameProblem },
        .key("phoneProblem") { $0.phoneProblem },
        .key("addressProblem") { $0.addressProblem },
        .key("termsProblem") { $0.termsProblem },
        .key("sendOrder") { $0.sendOrder },
        .key("copyOrder") { $0.copyOrder },
        .key("copied") { $0.copied },
        .key("copyFailed") { $0.copyFailed },
        .key("orderText") { $0.orderText },
        .key("noPaymentNote") { $0.noPaymentNote },
        .key("backToCart") { $0.backToCart },
        .key("searchResults") { $0.searchResults },
        .key("searchHint") { $0.searchHint },
        .key("loading") { $0.loading },
        .key("searchFailed") { $0.searchFailed },
        .key("cartFailed") { $0.cartFailed },
        .key("filters") { $0.filters },
        .key("sortBy") { $0.sortBy },
        .key("sortSales") { $0.sortSales },
        .key("sortPriceLow") { $0.sortPriceLow },
        .key("sortPriceHigh") { $0.sortPriceHigh },
        .key("sortRating") { $0.sortRating },
        .key("clearFilters") { $0.clearFilters },
        .key("share") { $0.share },
        .key("linkCopied") { $0.linkCopied },
        .key("requiresJavaScript") { $0.requiresJavaScript },
    ]
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
    static let templateKeys: TemplateKeys<LayoutViewModel> = [
        .key("language") { $0.language },
        .key("pageTitle") { $0.pageTitle },
        .key("storeName") { $0.storeName },
        .key("tagline") { $0.tagline },
        .key("metaDescription") { $0.metaDescription },
        .key("canonicalURL") { $0.canonicalURL },
        .key("homeURL") { $0.homeURL },
        .key("stylesheetURL") { $0.stylesheetURL },
        .key("scriptURL") { $0.scriptURL },
        .key("scriptModules") { $0.scriptModules },
        .key("faviconURL") { $0.faviconURL },
        .key("cartURL") { $0.cartURL },
        .key("searchPageURL") { $0.searchPageURL },
        .key("catalogueDataURL") { $0.catalogueDataURL },
        .key("pricePrefix") { $0.pricePrefix },
        .key("categoriesURL") { $0.categoriesURL },
        .key("searchURL") { $0.searchURL },
        .key("navigation") { $0.navigation },
        .key("docsLinks") { $0.docsLinks },
        .key("reportLink") { $0.reportLink },
    ]
}

extension LayoutViewModel.ScriptModule: TypedTemplateFace {
    static let templateKeys: TemplateKeys<LayoutViewModel.ScriptModule> = [
        .key("specifier") { $0.specifier },
        .key("url") { $0.url },
    ]
}

extension GoodsCardViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<GoodsCardViewModel> = [
        .key("id") { $0.id },
        .key("title") { $0.title },
        .key("url") { $0.url },
        .key("thumbURL") { $0.thumbURL },
        .key("showsPlaceholder") { $0.showsPlaceholder },
        .key("price") { $0.price },
        .key("marketPrice") { $0.marketPrice },
        .key("brand") { $0.brand },
        .key("isSoldOut") { $0.isSoldOut },
        .key("salesText") { $0.salesText },
        .key("rating") { $0.rating },
        .key("addToCartLabel") { $0.addToCartLabel },
    ]
}

extension CommentViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentViewModel> = [
        .key("author") { $0.author },
        .key("avatarURL") { $0.avatarURL },
        .key("rating") { $0.rating },
        .key("content") { $0.content.isEmpty ? nil : $0.content },
        .key("date") { $0.date },
        .key("specification") { $0.specification },
        .key("pictures") { $0.pictures },
        .key("hasPictures") { $0.hasPictures },
    ]
}

extension CommentViewModel.Picture: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentViewModel.Picture> = [
        .key("thumbURL") { $0.thumbURL },
        .key("fullURL") { $0.fullURL },
        .key("alt") { $0.alt },
    ]
}

extension CommentTabViewModel: TypedTemplateFace {
    static let templateKeys: TemplateKeys<CommentTabViewModel> = [
        .key("label") { $0.label },
        .key("count") { $0.count },
        .key("url") { $0.url },
        .key("isCurrent") { $0.isCurrent },
    ]
}

extension MetaTag: TypedTemplateFace {
    static let templateKeys: TemplateKeys<MetaTag> = [
        .key("attribute") { $0.attribute },
        .key("key") { $0.key },
        .key("content") { $0.content },
    ]
}
