import CellarViewModels

/// The schema.org `Product` of a goods page, shaped for `JSONEncoder`; `nil` values are
/// left out of the JSON.
struct ProductJSONLD: Encodable {
    struct Brand: Encodable {
        let type = "Brand"
        let name: String

        enum CodingKeys: String, CodingKey {
            case type = "@type", name
        }
    }

    struct Offer: Encodable {
        let type = "Offer"
        let price: String
        let priceCurrency: String
        let availability: String
        let url: String?

        enum CodingKeys: String, CodingKey {
            case type = "@type", price, priceCurrency, availability, url
        }
    }

    struct Rating: Encodable {
        let type: String
        let ratingValue: Double
        let reviewCount: Int?

        enum CodingKeys: String, CodingKey {
            case type = "@type", ratingValue, reviewCount
        }
    }

    struct Person: Encodable {
        let type = "Person"
        let name: String

        enum CodingKeys: String, CodingKey {
            case type = "@type", name
        }
    }

    struct Review: Encodable {
        let type = "Review"
        let author: Person
        let reviewRating: Rating
        let reviewBody: String?
        let datePublished: String?

        enum CodingKeys: String, CodingKey {
            case type = "@type", author, reviewRating, reviewBody, datePublished
        }
    }

    let context = "https://schema.org"
    let type = "Product"
    let name: String
    let image: String?
    let description: String?
    let sku: String
    let brand: Brand?
    let offers: Offer
    let aggregateRating: Rating?
    let review: [Review]?

    enum CodingKeys: String, CodingKey {
        case context = "@context", type = "@type", name, image, description, sku, brand, offers, aggregateRating, review
    }

    init(_ product: ProductDataViewModel) {
        name = product.name
        image = product.imageURL
        description = product.description
        sku = product.sku
        brand = product.brand.map { Brand(name: $0) }
        offers = Offer(
            price: product.price,
            priceCurrency: product.currency,
            availability: product.isInStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            url: product.url
        )
        aggregateRating = product.aggregateRating.map {
            Rating(type: "AggregateRating", ratingValue: $0.value, reviewCount: $0.reviewCount)
        }
        review = product.reviews.isEmpty ? nil : product.reviews.map {
            Review(
                author: Person(name: $0.author),
                reviewRating: Rating(type: "Rating", ratingValue: $0.rating, reviewCount: nil),
                reviewBody: $0.body,
                datePublished: $0.datePublished
            )
        }
    }
}
