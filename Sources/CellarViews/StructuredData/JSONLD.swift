import CellarViewModels

/// JSON-LD for a `<script type="application/ld+json">` element: keys in sorted order, `nil`
/// values left out, and safe inside the element, since `<`, `>` and `&` are written as
/// `\u003c`, `\u003e` and `\u0026`, so no text from the fixtures can close the `<script>`.
///
/// A page's nodes go in one `@graph`, so a node defined once (the shop, its return policy)
/// can be referred to by its `@id` from the others.
enum JSONLD {
    /// A goods page: its `Product` (or with variants its `ProductGroup`), and with an absolute
    /// base URL its `BreadcrumbList` and the shop as `Organization`.
    static func goodsPage(_ product: ProductDataViewModel) -> String {
        graph { json in
            json.element()
            json.object { json in product.write(to: &json) }
            if let breadcrumbs = product.breadcrumbs {
                json.element()
                json.object { json in breadcrumbs.write(to: &json) }
            }
            if let seller = product.seller {
                json.element()
                json.object { json in seller.write(to: &json) }
            }
        }
    }

    /// A category page's `BreadcrumbList`.
    static func categoryPage(_ breadcrumbs: BreadcrumbDataViewModel) -> String {
        graph { json in
            json.element()
            json.object { json in breadcrumbs.write(to: &json) }
        }
    }

    /// The home page's `WebSite` with its search, and the shop as `Organization`.
    static func homePage(_ site: WebSiteDataViewModel, _ organization: OrganizationDataViewModel) -> String {
        graph { json in
            json.element()
            json.object { json in site.write(to: &json) }
            json.element()
            json.object { json in organization.write(to: &json) }
        }
    }

    private static func graph(_ nodes: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("@context", "https://schema.org")
            json.key("@graph")
            json.array(nodes)
        }
        return json.text
    }
}

private extension JSONWriter {
    /// `{"@id": id}`: a node defined elsewhere in the graph.
    mutating func reference(_ key: String, to id: String) {
        self.key(key)
        object { json in json.member("@id", id) }
    }

    /// A `ServicePeriod` of whole days from `min` to `max`.
    mutating func days(_ key: String, _ range: ClosedRange<Int>) {
        self.key(key)
        object { json in
            json.member("@type", "ServicePeriod")
            json.key("duration")
            json.object { json in
                json.member("@type", "QuantitativeValue")
                json.key("maxValue")
                json.number(range.upperBound)
                json.key("minValue")
                json.number(range.lowerBound)
                json.member("unitCode", "d")
            }
        }
    }
}

/// The schema.org `Product`, as Google's merchant listing documentation wants it
/// (https://developers.google.com/search/docs/appearance/structured-data/merchant-listing):
/// the offer's condition, the market price as a `StrikethroughPrice` price specification, the
/// seller and its return policy referred to by `@id`. No `priceValidUntil`: the fixtures never
/// say how long a price holds.
///
/// A goods item with variants is a `ProductGroup` instead, as Google's product variant
/// documentation shows (https://developers.google.com/search/docs/appearance/structured-data/product-variants):
/// what its variants share (name, brand, reviews), its `productGroupID`, `variesBy` and the
/// page's `url`, and each variant in `hasVariant` as a `Product` with its own offer.
private extension ProductDataViewModel {
    func write(to json: inout JSONWriter) {
        let isGroup = !variants.isEmpty
        json.member("@type", isGroup ? "ProductGroup" : "Product")
        if let rating = aggregateRating {
            json.key("aggregateRating")
            json.object { json in
                json.member("@type", "AggregateRating")
                json.key("ratingValue")
                json.number(rating.value)
                json.key("reviewCount")
                json.number(rating.reviewCount)
            }
        }
        if let brand {
            json.key("brand")
            json.object { json in
                json.member("@type", "Brand")
                json.member("name", brand)
            }
        }
        json.member("category", category)
        json.member("description", description)
        if isGroup {
            json.key("hasVariant")
            json.array { json in
                for variant in variants {
                    json.element()
                    json.object { json in write(variant, to: &json) }
                }
            }
        } else {
            json.member("gtin", gtin)
        }
        if imageURLs.count > 1 {
            json.key("image")
            json.array { json in
                for url in imageURLs {
                    json.element()
                    json.string(url)
                }
            }
        } else {
            json.member("image", imageURL)
        }
        json.member("name", name)
        if isGroup {
            json.member("productGroupID", sku)
        } else {
            json.key("offers")
            json.object { json in
                writeOffer(price: price, marketPrice: marketPrice, isInStock: isInStock, url: url, to: &json)
            }
        }
        if !reviews.isEmpty {
            json.key("review")
            json.array { json in
                for review in reviews {
                    json.element()
                    json.object { json in review.write(to: &json) }
                }
            }
        }
        if isGroup {
            json.member("url", url)
            json.key("variesBy")
            json.array { json in
                for property in variesBy {
                    json.element()
                    json.string(property)
                }
            }
        } else {
            json.member("sku", sku)
        }
    }

    /// A variant as a `Product`: its option values as `size`, `color` and `additionalProperty`
    /// `PropertyValue`s, its group's id as `inProductGroupWithID`.
    private func write(_ variant: Variant, to json: inout JSONWriter) {
        json.member("@type", "Product")
        if !variant.attributes.details.isEmpty {
            json.key("additionalProperty")
            json.array { json in
                for detail in variant.attributes.details {
                    json.element()
                    json.object { json in
                        json.member("@type", "PropertyValue")
                        json.member("name", detail.name)
                        json.member("value", detail.value)
                    }
                }
            }
        }
        json.member("color", variant.attributes.color)
        json.member("gtin", variant.gtin)
        json.member("image", variant.imageURL)
        json.member("inProductGroupWithID", sku)
        json.member("name", variant.name)
        json.key("offers")
        json.object { json in
            writeOffer(
                price: variant.price, marketPrice: variant.marketPrice, isInStock: variant.isInStock, url: variant.url,
                to: &json)
        }
        json.member("size", variant.attributes.size)
        json.member("sku", variant.sku)
    }

    private func writeOffer(
        price: String, marketPrice: String?, isInStock: Bool, url: String?, to json: inout JSONWriter
    ) {
        json.member("@type", "Offer")
        json.member("availability", isInStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock")
        if let policy = seller?.returnPolicy {
            json.reference("hasMerchantReturnPolicy", to: policy.id)
        }
        json.member("itemCondition", "https://schema.org/NewCondition")
        json.member("price", price)
        json.member("priceCurrency", currency)
        if let marketPrice {
            json.key("priceSpecification")
            json.object { json in
                json.member("@type", "UnitPriceSpecification")
                json.member("price", marketPrice)
                json.member("priceCurrency", currency)
                json.member("priceType", "https://schema.org/StrikethroughPrice")
            }
        }
        if let seller {
            json.reference("seller", to: seller.id)
        }
        json.member("url", url)
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

/// A `BreadcrumbList` (https://developers.google.com/search/docs/appearance/structured-data/breadcrumb).
private extension BreadcrumbDataViewModel {
    func write(to json: inout JSONWriter) {
        json.member("@type", "BreadcrumbList")
        json.key("itemListElement")
        json.array { json in
            for (index, crumb) in crumbs.enumerated() {
                json.element()
                json.object { json in
                    json.member("@type", "ListItem")
                    json.member("item", crumb.url)
                    json.member("name", crumb.name)
                    json.key("position")
                    json.number(index + 1)
                }
            }
        }
    }
}

/// The `WebSite` with a `SearchAction` that leads to the search page.
private extension WebSiteDataViewModel {
    func write(to json: inout JSONWriter) {
        json.member("@type", "WebSite")
        json.member("name", name)
        json.key("potentialAction")
        json.object { json in
            json.member("@type", "SearchAction")
            json.member("query-input", "required name=search_term_string")
            json.key("target")
            json.object { json in
                json.member("@type", "EntryPoint")
                json.member("urlTemplate", searchURLTemplate)
            }
        }
        json.member("url", url)
    }
}

/// The shop as `Organization` with its `MerchantReturnPolicy` and `ShippingService`s, each
/// with an `@id` (https://developers.google.com/search/docs/appearance/structured-data/return-policy,
/// …/shipping-policy).
private extension OrganizationDataViewModel {
    func write(to json: inout JSONWriter) {
        json.member("@id", id)
        json.member("@type", "Organization")
        if let policy = returnPolicy {
            json.key("hasMerchantReturnPolicy")
            json.object { json in policy.write(to: &json) }
        }
        if !shipping.isEmpty {
            json.key("hasShippingService")
            json.array { json in
                for rate in shipping {
                    json.element()
                    json.object { json in rate.write(to: &json, currency: currency) }
                }
            }
        }
        json.member("name", name)
        json.member("url", url)
    }
}

private extension OrganizationDataViewModel.ReturnPolicy {
    func write(to json: inout JSONWriter) {
        let accepted = days > 0
        json.member("@id", id)
        json.member("@type", "MerchantReturnPolicy")
        json.member("applicableCountry", country)
        if accepted {
            json.key("merchantReturnDays")
            json.number(days)
            json.member(
                "returnFees",
                isFree ? "https://schema.org/FreeReturn" : "https://schema.org/ReturnFeesCustomerResponsibility")
            json.member(
                "returnMethod", isByMail ? "https://schema.org/ReturnByMail" : "https://schema.org/ReturnInStore")
        }
        json.member(
            "returnPolicyCategory",
            accepted
                ? "https://schema.org/MerchantReturnFiniteReturnWindow"
                : "https://schema.org/MerchantReturnNotPermitted"
        )
    }
}

private extension OrganizationDataViewModel.Shipping {
    func write(to json: inout JSONWriter, currency: String) {
        json.member("@id", id)
        json.member("@type", "ShippingService")
        if let handlingDays { json.days("handlingTime", handlingDays) }
        json.member("name", name)
        json.key("shippingConditions")
        json.object { json in
            json.member("@type", "ShippingConditions")
            json.key("shippingDestination")
            json.object { json in
                json.member("@type", "DefinedRegion")
                json.member("addressCountry", country)
            }
            json.key("shippingRate")
            json.object { json in
                json.member("@type", "MonetaryAmount")
                json.member("currency", currency)
                json.member("value", price)
            }
            if let transitDays { json.days("transitTime", transitDays) }
        }
    }
}
