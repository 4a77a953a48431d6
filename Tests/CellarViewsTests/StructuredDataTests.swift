import CellarTestSupport
import CellarModel
import CellarViewModels
import CellarViews
import Foundation
import Testing

@Suite("JSON-LD on goods pages")
struct StructuredDataTests {
    static let attack = "</script><script>alert(1)</script>"

    static let catalogue = Catalogue(
        store: Store(
            name: "Tiny", baseURL: "https://host/shop/", currency: "CNY",
            shipping: [
                ShippingRate(
                    country: "CN", service: "Standard", price: Money(cents: 0), handlingDays: 0...1, transitDays: 1...3)
            ],
            returns: ReturnPolicy(country: "CN", days: 7, fees: .customer, method: .mail)
        ),
        categories: [Category(id: "wine", name: "Wine")],
        goods: [
            GoodsItem(
                id: "g-1", title: "Riesling \(attack)", category: "wine", price: Money(cents: 14_500),
                marketPrice: Money(cents: 19_900),
                brand: "Dr. Loosen", stock: 4, saleCount: 3, image: "images/r.jpg",
                description: "Dry & *crisp* \(attack)", gtin: "4006381333931"),
            GoodsItem(
                id: "g-2", title: "Moutai", category: "wine", price: Money(cents: 149_900), stock: 0, saleCount: 9),
        ],
        comments: [
            Comment(
                id: "c1", goodsID: "g-1", author: "Ann", star: 4.5, content: "Lovely \(attack)",
                createdAt: Timestamp(year: 2024, month: 3, day: 9, hour: 10, minute: 0)),
            Comment(id: "c2", goodsID: "g-1", star: 5),
        ],
        docs: []
    )

    private func html(_ index: Int) throws -> String {
        try html(of: .goods(index: index))
    }

    private func html(of page: Page, baseURL: String? = nil) throws -> String {
        try ThemeTemplates(directory: Repository.templates).render(
            SiteViewModel(catalogue: Self.catalogue, baseURL: baseURL).viewModel(for: page)
        ).string
    }

    /// The JSON-LD script's text, parsed.
    private func graph(in html: String) throws -> [String: Any] {
        let open = try #require(html.range(of: #"<script type="application/ld+json">"#))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let json = Data(html[open.upperBound..<close.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    /// The node of the JSON-LD graph of that type.
    private func node(_ type: String, in html: String) throws -> [String: Any] {
        let nodes = try #require(try graph(in: html)["@graph"] as? [[String: Any]])
        return try #require(nodes.first { $0["@type"] as? String == type })
    }

    private func product(in html: String) throws -> [String: Any] {
        try node("Product", in: html)
    }

    @Test func productParsesWithOfferAndReviews() throws {
        let product = try product(in: html(0))
        #expect(try graph(in: html(0))["@context"] as? String == "https://schema.org")
        #expect(product["name"] as? String == "Riesling \(Self.attack)")
        #expect(product["sku"] as? String == "g-1")
        #expect(product["image"] as? String == "https://host/shop/media/images/r.jpg")
        #expect((product["brand"] as? [String: Any])?["name"] as? String == "Dr. Loosen")
        let offer = try #require(product["offers"] as? [String: Any])
        #expect(offer["@type"] as? String == "Offer")
        #expect(offer["price"] as? String == "145.00")
        #expect(offer["priceCurrency"] as? String == "CNY")
        #expect(offer["availability"] as? String == "https://schema.org/InStock")
        #expect(offer["url"] as? String == "https://host/shop/goods/g-1/")
        let rating = try #require(product["aggregateRating"] as? [String: Any])
        #expect(rating["ratingValue"] as? Double == 4.8)
        #expect(rating["reviewCount"] as? Int == 2)
        let reviews = try #require(product["review"] as? [[String: Any]])
        #expect(reviews.count == 2)
        #expect((reviews[0]["author"] as? [String: Any])?["name"] as? String == "Ann")
        #expect(reviews[0]["datePublished"] as? String == "2024-03-09")
        #expect(reviews[0]["reviewBody"] as? String == "Lovely \(Self.attack)")
        #expect((reviews[0]["reviewRating"] as? [String: Any])?["ratingValue"] as? Double == 4.5)
        #expect(reviews[1]["reviewBody"] == nil)
        #expect(reviews[1]["datePublished"] == nil)
    }

    @Test func noRatingOrReviewsWithoutComments() throws {
        let product = try product(in: html(1))
        #expect(product["aggregateRating"] == nil)
        #expect(product["review"] == nil)
        #expect((product["offers"] as? [String: Any])?["availability"] as? String == "https://schema.org/OutOfStock")
    }

    @Test func fixtureTextCannotCloseTheScript() throws {
        let html = try html(0)
        #expect(
            html.components(separatedBy: "<script").count == 4,
            "only the layout's class-setting line, the store's script and the JSON-LD")
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)"#))
        #expect(html.contains(#"Dry \u0026 crisp"#))
    }

    @Test func openGraphTagsAreInTheHead() throws {
        let html = try html(0)
        let head = try #require(html.components(separatedBy: "</head>").first)
        #expect(head.contains(#"<meta property="og:type" content="product">"#))
        #expect(head.contains(#"<meta property="og:image" content="https://host/shop/media/images/r.jpg">"#))
        #expect(head.contains(#"<meta property="product:price:amount" content="145.00">"#))
        #expect(head.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        #expect(head.contains(#"<link rel="canonical" href="https://host/shop/goods/g-1/">"#))
        #expect(head.contains(#"<meta name="description" content="Dry &amp; crisp alert(1)">"#))
    }

    @Test func offerHasConditionStrikethroughPriceAndRefersToTheShopsPolicies() throws {
        let html = try html(0)
        let offer = try #require(try product(in: html)["offers"] as? [String: Any])
        #expect(offer["itemCondition"] as? String == "https://schema.org/NewCondition")
        let strikethrough = try #require(offer["priceSpecification"] as? [String: Any])
        #expect(strikethrough["@type"] as? String == "UnitPriceSpecification")
        #expect(strikethrough["priceType"] as? String == "https://schema.org/StrikethroughPrice")
        #expect(strikethrough["price"] as? String == "199.00")
        #expect(strikethrough["priceCurrency"] as? String == "CNY")
        #expect(offer["priceValidUntil"] == nil, "the fixtures never say how long a price holds")
        #expect(try product(in: html)["gtin"] as? String == "4006381333931")
        // The seller and its return policy are defined once, in the Organization, and referred to.
        let organization = try node("Organization", in: html)
        #expect((offer["seller"] as? [String: Any])?["@id"] as? String == organization["@id"] as? String)
        #expect(organization["@id"] as? String == "https://host/shop/#organization")
        let policy = try #require(organization["hasMerchantReturnPolicy"] as? [String: Any])
        #expect((offer["hasMerchantReturnPolicy"] as? [String: Any])?["@id"] as? String == policy["@id"] as? String)
        #expect(policy["merchantReturnDays"] as? Int == 7)
        #expect(policy["returnFees"] as? String == "https://schema.org/ReturnFeesCustomerResponsibility")
        #expect(policy["returnMethod"] as? String == "https://schema.org/ReturnByMail")
        #expect(policy["applicableCountry"] as? String == "CN")
        let shipping = try #require((organization["hasShippingService"] as? [[String: Any]])?.first)
        let conditions = try #require(shipping["shippingConditions"] as? [String: Any])
        #expect((conditions["shippingDestination"] as? [String: Any])?["addressCountry"] as? String == "CN")
        #expect((conditions["shippingRate"] as? [String: Any])?["value"] as? String == "0.00")
        let transit = try #require((conditions["transitTime"] as? [String: Any])?["duration"] as? [String: Any])
        #expect(transit["minValue"] as? Int == 1 && transit["maxValue"] as? Int == 3)
    }

    @Test func noStrikethroughPriceWithoutAHigherMarketPrice() throws {
        let offer = try #require(try product(in: html(1))["offers"] as? [String: Any])
        #expect(offer["priceSpecification"] == nil)
        #expect(offer["itemCondition"] as? String == "https://schema.org/NewCondition")
    }

    @Test func goodsAndCategoryPagesHaveBreadcrumbs() throws {
        let goods = try #require(try node("BreadcrumbList", in: html(0))["itemListElement"] as? [[String: Any]])
        #expect(goods.map { $0["position"] as? Int } == [1, 2, 3])
        #expect(
            goods.map { $0["item"] as? String } == [
                "https://host/shop/", "https://host/shop/category/wine/", "https://host/shop/goods/g-1/",
            ])
        #expect(goods.map { $0["name"] as? String } == ["Home", "Wine", "Riesling \(Self.attack)"])
        let category = try #require(
            try node("BreadcrumbList", in: html(of: .category(index: 0, page: 1)))["itemListElement"]
                as? [[String: Any]])
        #expect(
            category.map { $0["item"] as? String } == [
                "https://host/shop/", "https://host/shop/categories/", "https://host/shop/category/wine/",
            ])
    }

    @Test func homePageHasTheWebSiteWithItsSearch() throws {
        let html = try html(of: .home)
        let site = try node("WebSite", in: html)
        #expect(site["url"] as? String == "https://host/shop/")
        let action = try #require(site["potentialAction"] as? [String: Any])
        #expect(action["@type"] as? String == "SearchAction")
        #expect(
            (action["target"] as? [String: Any])?["urlTemplate"] as? String
                == "https://host/shop/search/?q={search_term_string}")
        #expect(action["query-input"] as? String == "required name=search_term_string")
        #expect(try node("Organization", in: html)["name"] as? String == "Tiny")
    }

    @Test func withoutAnAbsoluteBaseURLThereAreNoBreadcrumbsOrOrganization() throws {
        let nodes = try #require(
            try graph(in: html(of: .goods(index: 0), baseURL: "/shop/"))["@graph"] as? [[String: Any]])
        #expect(nodes.map { $0["@type"] as? String } == ["Product"])
        #expect(!(try html(of: .home, baseURL: "/shop/")).contains("application/ld+json"))
        #expect(!(try html(of: .category(index: 0, page: 1), baseURL: "/shop/")).contains("application/ld+json"))
    }
}
