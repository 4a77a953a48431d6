import CellarModel
import CellarViewModels
import CellarViews
import Foundation
import Testing

@Suite("JSON-LD on goods pages")
struct StructuredDataTests {
    static let attack = "</script><script>alert(1)</script>"

    static let catalogue = Catalogue(
        store: Store(name: "Tiny", baseURL: "https://host/shop/", currency: "CNY"),
        categories: [Category(id: "wine", name: "Wine")],
        goods: [
            Goods(id: "g-1", title: "Riesling \(attack)", category: "wine", price: Money(cents: 14_500), brand: "Dr. Loosen",
                  stock: 4, saleCount: 3, image: "images/r.jpg", description: "Dry & *crisp* \(attack)"),
            Goods(id: "g-2", title: "Moutai", category: "wine", price: Money(cents: 149_900), stock: 0, saleCount: 9),
        ],
        comments: [
            Comment(id: "c1", goods: "g-1", author: "Ann", star: 4.5, content: "Lovely \(attack)",
                    createdAt: Timestamp(year: 2024, month: 3, day: 9, hour: 10, minute: 0)),
            Comment(id: "c2", goods: "g-1", star: 5),
        ],
        docs: []
    )

    private func html(_ index: Int) throws -> String {
        try Theme(directory: ThemeTests.templates).render(SiteViewModel(catalogue: Self.catalogue).viewModel(for: .goods(index: index)))
    }

    /// The JSON-LD script's text, parsed.
    private func product(in html: String) throws -> [String: Any] {
        let open = try #require(html.range(of: #"<script type="application/ld+json">"#))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let json = Data(html[open.upperBound..<close.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func productParsesWithOfferAndReviews() throws {
        let product = try product(in: html(0))
        #expect(product["@context"] as? String == "https://schema.org")
        #expect(product["@type"] as? String == "Product")
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
        #expect(html.components(separatedBy: "<script").count == 3, "only the store's script and the JSON-LD")
        #expect(html.components(separatedBy: "</script>").count == 3)
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
}
