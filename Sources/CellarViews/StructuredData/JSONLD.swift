import CellarViewModels

/// JSON-LD for a `<script type="application/ld+json">` element: keys in sorted order, `nil`
/// values left out, and safe inside the element, since `<`, `>` and `&` are written as
/// `\u003c`, `\u003e` and `\u0026`, so no text from the fixtures can close the `<script>`.
enum JSONLD {
    /// The goods page's schema.org `Product`.
    static func product(_ product: ProductDataViewModel) -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("@context", "https://schema.org")
            json.member("@type", "Product")
            if let rating = product.aggregateRating {
                json.key("aggregateRating")
                json.object { json in
                    json.member("@type", "AggregateRating")
                    json.key("ratingValue")
                    json.number(rating.value)
                    json.key("reviewCount")
                    json.number(rating.reviewCount)
                }
            }
            if let brand = product.brand {
                json.key("brand")
                json.object { json in
                    json.member("@type", "Brand")
                    json.member("name", brand)
                }
            }
            json.member("description", product.description)
            json.member("image", product.imageURL)
            json.member("name", product.name)
            json.key("offers")
            json.object { json in
                json.member("@type", "Offer")
                json.member("availability", product.isInStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock")
                json.member("price", product.price)
                json.member("priceCurrency", product.currency)
                json.member("url", product.url)
            }
            if !product.reviews.isEmpty {
                json.key("review")
                json.array { json in
                    for review in product.reviews {
                        json.element()
                        json.object { json in review.write(to: &json) }
                    }
                }
            }
            json.member("sku", product.sku)
        }
        return json.text
    }
}

private extension ProductDataViewModel.Review {
    func write(to json: inout JSONWriter) {
        json.member("@type", "Review")
        json.key("author")
        json.object { json in
            json.member("@type", "Person")
            json.member("name", author)
        }
        json.member("datePublished", datePublished)
        json.member("reviewBody", body)
        json.key("reviewRating")
        json.object { json in
            json.member("@type", "Rating")
            json.key("ratingValue")
            json.number(rating)
        }
    }
}
