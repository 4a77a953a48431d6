import Foundation

/// The prices' rules, per market (Merchant Center's rule that a feed's price is the landing
/// page's): for each goods page and each variant's offer, the price shown (in the market's
/// format), Open Graph's (of goods sold in variants: the lowest of theirs), the JSON-LD Offer's
/// (with its `StrikethroughPrice`) and the market's feeds' agree, all in the market's one
/// currency. Every feed item links to a goods page (or one of its variants) of its market, and
/// every goods page and variant is in its market's feeds unless Merchant Center would refuse it.
extension SiteCheck {
    /// Merchant Center's limit on `id` and `item_group_id`.
    static let idLimit = 50

    /// Checks the prices and feeds of the market whose folder is `market`.
    mutating func checkPrices(of market: String) {
        let goods = pageFiles.compactMap { pages[$0] }.filter {
            $0.product != nil && self.market(of: $0.file) == market
        }
        let feedsPath = market + "feeds/google.xml"
        let feeds = readFeeds(of: market) ?? MarketFeeds()
        if !isSiteFile(feedsPath), !goods.isEmpty {
            fault(.feed, feedsPath, "missing, though the market has \(goods.count) goods pages")
        }
        let currency = Self.mostCommon(
            goods.flatMap { $0.offers.map { $0.offer["priceCurrency"] as? String } }
                + [feeds.google, feeds.meta].flatMap { $0.values.compactMap(\.charged).map(\.currency) })
        var offered: Set<FeedKey> = []
        for page in goods {
            let offers = page.offers
            let odd = Set(offers.map { LinkedData.describing($0.offer["priceCurrency"]) })
                .subtracting([currency].compactMap { $0 }).sorted()
            if !odd.isEmpty {
                fault(
                    .price, page.file,
                    """
                    \(LinkedData.describing(page.goodsID)) priced in \(odd.joined(separator: " and ")), though \
                    \(Self.name(of: market)) prices in \(LinkedData.describing(currency))
                    """)
            }
            if offers.isEmpty {
                let type = LinkedData.describing(page.product?["@type"])
                fault(.price, page.file, "its JSON-LD \(type) has no offer")
            }
            if !page.openGraphPrices.isEmpty, offers.first?.variant != nil {
                checkLowestPrice(of: page)
            }
            for (variant, offer, product) in offers {
                let key = FeedKey(file: page.file, variant: variant)
                offered.insert(key)
                checkOffer(
                    offer, variant: variant, of: page, google: feeds.google[key], meta: feeds.meta[key], in: market)
                if feeds.google[key] == nil, refusals(of: offer, variant: variant, product: product, on: page).isEmpty {
                    fault(
                        .feed, page.file,
                        """
                        \(itemName(page, variant)) is not in \(market)feeds/google.xml, though Merchant Center \
                        would take it
                        """
                    )
                }
            }
        }
        for (items, name) in [(feeds.google, "google.xml"), (feeds.meta, "meta.csv")] {
            for (key, item) in items where !offered.contains(key) {
                let which = key.variant.map { "for variant \($0)" } ?? "without variant"
                fault(
                    .feed, market + "feeds/" + name,
                    "item \(item.id) links to \(item.link), whose page has no offer \(which)")
            }
        }
    }

    /// The currency given most often, the first given of those given as often; `nil` when none
    /// is given, or when no currency is given most often.
    private static func mostCommon(_ values: [String?]) -> String? {
        var counts: [String?: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        guard let most = counts.values.max() else { return nil }
        return values.first { counts[$0] == most } ?? nil
    }

    /// Open Graph's price of goods sold in variants is theirs from: the lowest.
    private mutating func checkLowestPrice(of page: SitePage) {
        let amount = page.openGraphPrices["product:price:amount"]
        let currency = page.openGraphPrices["product:price:currency"]
        let prices = page.offers.compactMap { offer in
            LinkedData.decimal(offer.offer["price"]).map {
                (amount: $0, currency: offer.offer["priceCurrency"] as? String, text: offer.offer["price"])
            }
        }
        let lowest = prices.min { ($0.amount, $0.currency ?? "") < ($1.amount, $1.currency ?? "") }
        if let lowest, LinkedData.decimal(amount) == lowest.amount, currency == lowest.currency { return }
        let described = lowest.map { "\(LinkedData.describing($0.text)) \(LinkedData.describing($0.currency))" }
        fault(
            .price, page.file,
            """
            Open Graph price \(LinkedData.describing(amount)) \(LinkedData.describing(currency)) of \
            \(LinkedData.describing(page.goodsID)) is not its variants' lowest (\(described ?? "none"))
            """)
    }

    /// `goods item g-001`, `goods item g-002 variant 750`.
    private func itemName(_ page: SitePage, _ variant: String?) -> String {
        "goods item \(LinkedData.describing(page.goodsID))\(variant.map { " variant \($0)" } ?? "")"
    }

    /// `the market at /en/`.
    static func name(of market: String) -> String {
        "the market at /\(market)"
    }

    /// Why Merchant Center would refuse the item, by what its structured data shows (as the
    /// build leaves such items out of the feeds): no description, no image, an SVG or relative
    /// image, a price of 0, an id longer than ``idLimit``.
    private func refusals(of offer: [String: Any], variant: String?, product: [String: Any], on page: SitePage)
        -> [String]
    {
        var reasons: [String] = []
        let description = page.product?["description"] as? String
        if (description ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            reasons.append("no description")
        }
        let images = LinkedData.list(product["image"])
        var image = (images.isEmpty ? LinkedData.list(page.product?["image"]) : images).first
        if let object = image as? [String: Any] { image = object["url"] ?? object["contentUrl"] }
        if let image = image as? String, !image.isEmpty {
            if !SiteURL.isAbsolute(image) {
                reasons.append("image URL not absolute")
            } else if [".svg", ".svgz"].contains(where: SiteURL(image).path.lowercased().hasSuffix) {
                reasons.append("SVG image")
            }
        } else {
            reasons.append("no image")
        }
        if LinkedData.decimal(offer["price"]) == 0 { reasons.append("price 0") }
        let goodsID = (page.goodsID ?? "").unicodeScalars.count
        if goodsID > Self.idLimit || variant.map({ goodsID + 1 + $0.unicodeScalars.count > Self.idLimit }) ?? false {
            reasons.append("id longer than \(Self.idLimit) characters")
        }
        return reasons
    }

    /// Checks that one offer's price (and regular price) is the same in every source that gives it.
    private mutating func checkOffer(
        _ offer: [String: Any], variant: String?, of page: SitePage, google: FeedItem?, meta: FeedItem?,
        in market: String
    ) {
        let offerCurrency = offer["priceCurrency"] as? String
        var offerRegular: Price?
        for specification in LinkedData.objects(offer["priceSpecification"])
        where LinkedData.describing(specification["priceType"] ?? "").hasSuffix("StrikethroughPrice") {
            offerRegular = Price.structured(specification["price"], specification["priceCurrency"])
        }
        // The currency every source must give: the feed's, else the structured data's.
        let currency = google?.charged?.currency ?? offerCurrency
        var charged = [("JSON-LD", Price.structured(offer["price"], offer["priceCurrency"]))]
        var regular: [(String, Price?)] = [("JSON-LD", offerRegular)]
        var shown: [SitePage.ShownPrices] = []
        if let variant {
            shown = page.shownVariants[variant] ?? []
            if let box = page.shownBox, page.currentVariant == variant { shown.append(box) }
        } else if let box = page.shownBox {
            shown = [box]
        }
        if shown.isEmpty {
            fault(.price, page.file, "\(itemName(page, variant)): the page shows no price")
        }
        for prices in shown {
            guard let price = prices.price else {
                fault(.price, page.file, "\(itemName(page, variant)): the \(prices.place) shows no price")
                continue
            }
            charged.append(("shown (\(prices.place))", Price.shown(price, in: currency)))
            let regularPrice = prices.regularPrice.flatMap { $0.isEmpty ? nil : Price.shown($0, in: currency) }
            regular.append(("shown (\(prices.place))", regularPrice))
        }
        if !page.openGraphPrices.isEmpty, variant == nil {
            let prices = page.openGraphPrices
            charged.append(
                ("Open Graph", Price.structured(prices["product:price:amount"], prices["product:price:currency"])))
        }
        for (name, item) in [("google.xml", google), ("meta.csv", meta)] {
            guard let item else { continue }
            charged.append((name, item.charged ?? Price(amount: nil, currency: nil, text: "none")))
            regular.append((name, item.regular))
        }
        let itemID = (google ?? meta)?.id ?? LinkedData.describing(page.goodsID)
        let first = charged[0].1
        if !charged.allSatisfy({ $0.1.agrees(with: first) && $0.1.currency == currency }) {
            let which = variant.map { (google ?? meta) == nil ? " (variant \($0))" : "" } ?? ""
            let prices = charged.map { "\($0.0) \($0.1.text)" }.joined(separator: "; ")
            fault(.price, page.file, "price mismatch for \(itemID)\(which) in \(Self.name(of: market)): \(prices)")
        }
        let firstRegular = regular[0].1 ?? Price(amount: nil, currency: nil, text: "")
        if regular.contains(where: { $0.1 != nil }),
            !regular.allSatisfy({ $0.1.map { $0.agrees(with: firstRegular) } ?? false })
        {
            let prices = regular.map { "\($0.0) \($0.1?.text ?? "none")" }.joined(separator: "; ")
            fault(.price, page.file, "regular price mismatch for \(itemID) in \(Self.name(of: market)): \(prices)")
        }
    }
}
