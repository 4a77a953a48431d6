/// The words of the interface in the store's language (`en` or `zh-CN`).
///
/// Fixed labels are properties, so templates can show them as `{{strings.soldOut}}`;
/// phrases with numbers in them are methods the view models call.
public struct InterfaceStrings: Sendable, Equatable {
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
    }

    private var isChinese: Bool { language == "zh-CN" }

    /// "Rated 4.5 out of 5".
    public func rated(_ value: String) -> String {
        isChinese ? "评分 \(value)（满分 5 分）" : "Rated \(value) out of 5"
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
