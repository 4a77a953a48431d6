/// The words of the interface in the store's language (`en` or `zh-CN`).
///
/// Fixed labels are properties, so templates can show them as `{{strings.soldOut}}`;
/// phrases with numbers in them are methods the view models call.
///
/// A class, because every page and card holds the site's one set: handing it on is one
/// reference instead of copying ninety strings (see BENCHMARKS.md, "What was changed").
public final class InterfaceStrings: Sendable, Equatable {
    /// The language tag for `<html lang>`.
    public let language: String
    public let home: String
    public let categories: String
    public let allCategories: String
    public let search: String
    public let searchPlaceholder: String
    public let cart: String
    public let addToCart: String
    public let soldOut: String
    public let featured: String
    public let bestSellers: String
    public let reviews: String
    public let noRatingsYet: String
    public let previous: String
    public let next: String
    public let pagination: String
    public let docs: String
    public let catalogueReport: String
    public let description: String
    public let details: String
    public let price: String
    public let marketPrice: String
    public let anonymous: String
    public let notFoundTitle: String
    public let notFoundMessage: String
    public let backToHome: String
    public let noGoodsInCategory: String
    public let noReviewsYet: String
    public let banners: String
    public let brand: String
    public let origin: String
    public let scent: String
    public let specification: String
    public let manufacturer: String
    public let stock: String
    public let viewAll: String
    public let backToGoods: String
    public let shopByCategory: String
    public let skipToContent: String
    /// Patterns for phrases the script makes; `{n}` and `{query}` stand for the values.
    public let goodsCountPattern: String
    public let ratedPattern: String
    public let noResultsPattern: String
    public let resultsPattern: String
    public let cartCountPattern: String
    public let quantity: String
    public let decreaseQuantity: String
    public let increaseQuantity: String
    public let remove: String
    public let selectAll: String
    public let total: String
    public let checkout: String
    public let cartEmpty: String
    public let continueShopping: String
    public let addedToCart: String
    public let cartReset: String
    public let cartPricesChanged: String
    public let cartGoodsRemoved: String
    public let stockLimited: String
    public let selectForCheckout: String
    public let orderSummary: String
    public let contactDetails: String
    public let name: String
    public let phone: String
    public let address: String
    public let agreeToTerms: String
    public let nameProblem: String
    public let phoneProblem: String
    public let addressProblem: String
    public let termsProblem: String
    public let sendOrder: String
    public let copyOrder: String
    public let copied: String
    public let copyFailed: String
    public let orderText: String
    public let noPaymentNote: String
    public let backToCart: String
    public let searchResults: String
    public let searchHint: String
    public let loading: String
    public let searchFailed: String
    public let cartFailed: String
    public let filters: String
    public let sortBy: String
    public let sortSales: String
    public let sortPriceLow: String
    public let sortPriceHigh: String
    public let sortRating: String
    public let clearFilters: String
    public let share: String
    public let linkCopied: String
    public let requiresJavaScript: String

    /// The strings for a locale; anything but `zh-CN` gets English.
    public init(locale: String) {
        let chinese = locale == "zh-CN"
        language = chinese ? "zh-CN" : "en"
        home = chinese ? "首页" : "Home"
        categories = chinese ? "分类" : "Categories"
        allCategories = chinese ? "全部分类" : "All categories"
        search = chinese ? "搜索" : "Search"
        searchPlaceholder = chinese ? "搜索商品" : "Search goods"
        cart = chinese ? "购物车" : "Cart"
        addToCart = chinese ? "加入购物车" : "Add to cart"
        soldOut = chinese ? "已售罄" : "Sold out"
        featured = chinese ? "精选商品" : "Featured"
        bestSellers = chinese ? "热销商品" : "Best sellers"
        reviews = chinese ? "评价" : "Reviews"
        noRatingsYet = chinese ? "暂无评分" : "No ratings yet"
        previous = chinese ? "上一页" : "Previous"
        next = chinese ? "下一页" : "Next"
        pagination = chinese ? "分页" : "Pagination"
        docs = chinese ? "帮助" : "Help"
        catalogueReport = chinese ? "商品报告" : "Catalogue report"
        description = chinese ? "商品介绍" : "Description"
        details = chinese ? "商品参数" : "Details"
        price = chinese ? "价格" : "Price"
        marketPrice = chinese ? "市场价" : "Market price"
        anonymous = chinese ? "匿名用户" : "Anonymous"
        notFoundTitle = chinese ? "页面不存在" : "Page not found"
        notFoundMessage = chinese ? "您要找的页面不存在或已被移除。" : "The page you are looking for does not exist or has moved."
        backToHome = chinese ? "返回首页" : "Back to the home page"
        noGoodsInCategory = chinese ? "该分类暂无商品。" : "There are no goods in this category yet."
        noReviewsYet = chinese ? "暂无评价。" : "No reviews yet."
        banners = chinese ? "推荐活动" : "Offers"
        brand = chinese ? "品牌" : "Brand"
        origin = chinese ? "产地" : "Origin"
        scent = chinese ? "香型" : "Scent"
        specification = chinese ? "规格" : "Specification"
        manufacturer = chinese ? "生产商" : "Manufacturer"
        stock = chinese ? "库存" : "Stock"
        viewAll = chinese ? "查看全部" : "View all"
        backToGoods = chinese ? "返回商品" : "Back to the goods page"
        shopByCategory = chinese ? "按分类选购" : "Shop by category"
        skipToContent = chinese ? "跳到正文" : "Skip to content"
        goodsCountPattern = chinese ? "{n} 件商品" : "{n} goods"
        ratedPattern = chinese ? "评分 {n}（满分 5 分）" : "Rated {n} out of 5"
        noResultsPattern = chinese ? "没有找到与“{query}”相关的商品。" : "No goods match “{query}”."
        resultsPattern = chinese ? "“{query}”的搜索结果：{n} 件" : "{n} results for “{query}”"
        cartCountPattern = chinese ? "购物车中有 {n} 件商品" : "{n} items in the cart"
        quantity = chinese ? "数量" : "Quantity"
        decreaseQuantity = chinese ? "减少数量" : "Decrease quantity"
        increaseQuantity = chinese ? "增加数量" : "Increase quantity"
        remove = chinese ? "删除" : "Remove"
        selectAll = chinese ? "全选" : "Select all"
        total = chinese ? "合计" : "Total"
        checkout = chinese ? "去结算" : "Checkout"
        cartEmpty = chinese ? "购物车是空的。" : "Your cart is empty."
        continueShopping = chinese ? "继续购物" : "Continue shopping"
        addedToCart = chinese ? "已加入购物车" : "Added to cart"
        cartReset = chinese ? "购物车数据无法读取，已清空。" : "Your saved cart could not be read, so it was emptied."
        cartPricesChanged = chinese ? "部分商品价格已更新。" : "Some prices in your cart have changed."
        cartGoodsRemoved = chinese ? "部分商品已下架或售罄，已从购物车移除。" : "Some goods are no longer available or sold out and were removed from your cart."
        stockLimited = chinese ? "已达到库存上限。" : "That is all we have in stock."
        selectForCheckout = chinese ? "请先在购物车中勾选商品。" : "Select goods in your cart to check out."
        orderSummary = chinese ? "订单摘要" : "Order summary"
        contactDetails = chinese ? "收货信息" : "Delivery details"
        name = chinese ? "姓名" : "Name"
        phone = chinese ? "手机号" : "Phone"
        address = chinese ? "收货地址" : "Delivery address"
        agreeToTerms = chinese ? "我同意本店的购物条款" : "I agree to the store's terms of sale"
        nameProblem = chinese ? "请填写收货人姓名。" : "Enter your name."
        phoneProblem = chinese ? "请填写以 1 开头的 11 位手机号。" : "Enter a phone number of 7 to 15 digits; it may start with +."
        addressProblem = chinese ? "请填写详细收货地址（至少 5 个字）。" : "Enter a delivery address of at least 5 characters."
        termsProblem = chinese ? "请同意购物条款。" : "Agree to the terms to send the order."
        sendOrder = chinese ? "发送订单邮件" : "Send order by e-mail"
        copyOrder = chinese ? "复制订单文本" : "Copy order as text"
        copied = chinese ? "已复制" : "Copied"
        copyFailed = chinese ? "无法复制，请手动选择文本。" : "Could not copy; select the text and copy it yourself."
        orderText = chinese ? "订单文本" : "Order as text"
        noPaymentNote = chinese ? "本店不在线收款，店家收到订单后会与您联系。" : "No payment is taken here: the store contacts you once it has your order."
        backToCart = chinese ? "返回购物车" : "Back to the cart"
        searchResults = chinese ? "搜索结果" : "Search results"
        searchHint = chinese ? "输入商品名、品牌或分类进行搜索。" : "Type a name, brand or category to search the goods."
        loading = chinese ? "正在加载…" : "Loading…"
        searchFailed = chinese ? "搜索暂时不可用。" : "Search is not available right now."
        cartFailed = chinese ? "无法读取最新价格和库存，请稍后再试。" : "Current prices and stock could not be loaded; please try again later."
        filters = chinese ? "筛选" : "Filters"
        sortBy = chinese ? "排序" : "Sort by"
        sortSales = chinese ? "销量" : "Best selling"
        sortPriceLow = chinese ? "价格从低到高" : "Price: low to high"
        sortPriceHigh = chinese ? "价格从高到低" : "Price: high to low"
        sortRating = chinese ? "评分" : "Rating"
        clearFilters = chinese ? "清除筛选" : "Clear filters"
        share = chinese ? "分享" : "Share"
        linkCopied = chinese ? "链接已复制" : "Link copied"
        requiresJavaScript = chinese ? "此功能需要启用 JavaScript。" : "This part of the shop needs JavaScript."
    }

    /// Every string follows from the language, so two sets of the same language are equal.
    public static func == (lhs: InterfaceStrings, rhs: InterfaceStrings) -> Bool {
        lhs.language == rhs.language
    }

    private var isChinese: Bool { language == "zh-CN" }

    /// "Rated 4.5 out of 5".
    public func rated(_ value: String) -> String {
        isChinese ? "评分 \(value)（满分 5 分）" : "Rated \(value) out of 5"
    }

    /// "Add to cart: Château …": the accessible name of a card's button.
    public func addToCart(_ title: String) -> String {
        isChinese ? "加入购物车：\(title)" : "Add to cart: \(title)"
    }

    /// "Quantity of Château …".
    public func quantity(of title: String) -> String {
        isChinese ? "\(title) 的数量" : "Quantity of \(title)"
    }

    /// "Under ¥100": the lowest price band.
    public func priceBelow(_ price: String) -> String {
        isChinese ? "\(price) 以下" : "Under \(price)"
    }

    /// "¥100 – ¥300".
    public func priceBetween(_ low: String, _ high: String) -> String {
        "\(low) – \(high)"
    }

    /// "¥300 and above": the highest price band.
    public func priceFrom(_ price: String) -> String {
        isChinese ? "\(price) 及以上" : "\(price) and above"
    }

    /// "1 review", "23 reviews".
    public func reviewCount(_ count: Int) -> String {
        isChinese ? "\(NumberText.grouped(count)) 条评价" : "\(NumberText.grouped(count)) review\(count == 1 ? "" : "s")"
    }

    /// "See all 23 reviews".
    public func seeAllReviews(_ count: Int) -> String {
        isChinese ? "查看全部 \(NumberText.grouped(count)) 条评价" : "See all \(reviewCount(count))"
    }

    /// "12 goods".
    public func goodsCount(_ count: Int) -> String {
        isChinese ? "\(NumberText.grouped(count)) 件商品" : "\(NumberText.grouped(count)) goods"
    }

    /// "111 sold".
    public func soldCount(_ count: Int) -> String {
        isChinese ? "已售 \(NumberText.grouped(count))" : "\(NumberText.grouped(count)) sold"
    }

    /// "700 in stock".
    public func inStock(_ count: Int) -> String {
        isChinese ? "库存 \(NumberText.grouped(count)) 件" : "\(NumberText.grouped(count)) in stock"
    }

    /// "Save ¥103.00 (42%)".
    public func saving(_ amount: String, percent: Int) -> String {
        isChinese ? "省 \(amount)（\(percent)%）" : "Save \(amount) (\(percent)%)"
    }

    /// "92% positive".
    public func goodRate(_ percent: Int) -> String {
        isChinese ? "好评率 \(percent)%" : "\(percent)% positive"
    }

    /// "Page 2 of 5".
    public func page(_ number: Int, of count: Int) -> String {
        isChinese ? "第 \(number) 页，共 \(count) 页" : "Page \(number) of \(count)"
    }

    /// "Reviews of …".
    public func reviewsOf(_ title: String) -> String {
        isChinese ? "\(title) 的评价" : "Reviews of \(title)"
    }

    /// The label of a comment tab.
    public func tabLabel(_ bucket: CommentBucket) -> String {
        switch bucket {
        case .all: isChinese ? "全部" : "All"
        case .good: isChinese ? "好评" : "Good"
        case .middle: isChinese ? "中评" : "Middle"
        case .bad: isChinese ? "差评" : "Bad"
        case .pictures: isChinese ? "有图" : "With pictures"
        }
    }

    /// What an empty comment tab says.
    public func emptyTab(_ bucket: CommentBucket) -> String {
        switch bucket {
        case .all: noReviewsYet
        case .good: isChinese ? "暂无好评。" : "No good reviews yet."
        case .middle: isChinese ? "暂无中评。" : "No middle reviews yet."
        case .bad: isChinese ? "暂无差评。" : "No bad reviews yet."
        case .pictures: isChinese ? "暂无带图评价。" : "No reviews with pictures yet."
        }
    }

    /// "Picture 2 of a review by Anna".
    public func picture(_ number: Int, by author: String) -> String {
        isChinese ? "\(author) 的评价图片 \(number)" : "Picture \(number) of a review by \(author)"
    }
}
