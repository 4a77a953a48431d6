import CellarModel

extension Store {
    /// Whether `code` is written as ISO 4217 codes are: 3 uppercase letters (`CNY`).
    public static func isCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    /// Reads `store.json`, checking banner links and `featured` against `goodsIDs` and
    /// `categoryIDs` (each unchecked when `nil`); returns `nil` when a required part is wrong.
    static func decodeFixture(
        _ json: JSONValue, goodsIDs: IDRegistry?, categoryIDs: IDRegistry?, reader: inout FieldReader
    ) -> Store? {
        guard case .object(let object) = json else {
            reader.report("", "expected an object, found \(json.briefDescription)")
            return nil
        }
        let name = reader.limited(
            reader.requiredString("name", in: object, at: ""), to: TextLimits.name, at: ".name", what: "names")
        let tagline = reader.optionalString("tagline", in: object, at: "")
        let baseURL = readBaseURL(in: object, reader: &reader)
        let currency = readCurrency(in: object, reader: &reader)
        let locale = readLocale(in: object, reader: &reader)
        let banners = readBanners(in: object, goodsIDs: goodsIDs, categoryIDs: categoryIDs, reader: &reader)
        let featured = readFeatured(in: object, goodsIDs: goodsIDs, reader: &reader)
        let orderEmail = readOrderEmail(in: object, reader: &reader)
        let shipping = readShipping(in: object, currency: currency, reader: &reader) ?? []
        let returns = readReturns(in: object, reader: &reader)
        let tax = readTax(in: object, reader: &reader)
        let termsPage = reader.optionalString("termsPage", in: object, at: "", nonEmpty: true)
        let checkout = Checkout.decodeFixture(in: object, currency: currency, reader: &reader)
        let host = readHost(in: object, reader: &reader)
        let markets = Market.decodeFixtures(
            in: object,
            store: (
                currency: currency, locale: locale, baseURL: baseURL, checkout: checkout,
                hasShipping: !shipping.isEmpty, goodsIDs: goodsIDs, categoryIDs: categoryIDs
            ),
            reader: &reader)
        guard let name, let currency, let checkout else { return nil }
        return Store(
            name: name, tagline: tagline, baseURL: baseURL, currency: currency, locale: locale,
            banners: banners, featured: featured, orderEmail: orderEmail, shipping: shipping, returns: returns,
            tax: tax,
            termsPage: termsPage, checkout: checkout,
            host: host, markets: markets
        )
    }

    private static func readHost(in object: JSONObject, reader: inout FieldReader) -> SiteHost? {
        guard let name = reader.optionalString("host", in: object, at: "") else { return nil }
        guard let host = SiteHost(rawValue: name) else {
            reader.report(".host", "must be one of \(SiteHost.names), found \"\(name)\"")
            return nil
        }
        return host
    }

    private static func readBaseURL(in object: JSONObject, reader: inout FieldReader) -> String {
        guard let baseURL = reader.optionalString("baseURL", in: object, at: "") else { return "/" }
        if baseURL.hasPrefix("/") && !baseURL.hasPrefix("//") && !baseURL.contains(" ") { return baseURL }
        let lowercased = baseURL.lowercased()
        for scheme in ["http://", "https://"] where lowercased.hasPrefix(scheme) {
            let rest = baseURL.dropFirst(scheme.count)
            let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if !host.isEmpty && !baseURL.contains(where: \.isWhitespace) { return baseURL }
        }
        reader.report(".baseURL", "must be an http(s) URL or a path starting with \"/\", found \"\(baseURL)\"")
        return "/"
    }

    private static func readCurrency(in object: JSONObject, reader: inout FieldReader) -> String? {
        guard let currency = reader.requiredString("currency", in: object, at: "") else { return nil }
        guard isCurrencyCode(currency) else {
            reader.report(".currency", "must be 3 uppercase letters (ISO 4217, like \"CNY\"), found \"\(currency)\"")
            return nil
        }
        return currency
    }

    private static func readLocale(in object: JSONObject, reader: inout FieldReader) -> String {
        guard let locale = reader.optionalString("locale", in: object, at: "") else { return "en" }
        guard isLanguageTag(locale) else {
            reader.report(".locale", "must be a language tag like \"en\" or \"zh-CN\", found \"\(locale)\"")
            return "en"
        }
        return locale
    }

    private static func readBanners(
        in object: JSONObject, goodsIDs: IDRegistry?, categoryIDs: IDRegistry?, reader: inout FieldReader
    ) -> [Banner] {
        guard let elements = reader.optionalArray("banners", in: object, at: "") else { return [] }
        var ids = IDRegistry()
        var banners: [Banner] = []
        for (index, element) in elements.enumerated() {
            let base = ".banners[\(index)]"
            guard let banner = reader.object(element, at: base) else { continue }
            let id = reader.uniqueID(in: banner, at: base, registry: &ids)
            let image = reader.image("image", in: banner, at: base, required: true)
            let title = reader.requiredString("title", in: banner, at: base, nonEmpty: false)
            let link = readLink(in: banner, at: base, goodsIDs: goodsIDs, categoryIDs: categoryIDs, reader: &reader)
            if let id, let image, let title, let link {
                banners.append(Banner(id: id, image: image, title: title, link: link))
            }
        }
        return banners
    }

    private static func readLink(
        in banner: JSONObject, at base: String, goodsIDs: IDRegistry?, categoryIDs: IDRegistry?,
        reader: inout FieldReader
    ) -> Banner.Link? {
        let place = base + ".link"
        guard let value = FieldReader.value("link", in: banner) else {
            reader.report(place, "is required")
            return nil
        }
        guard let link = reader.object(value, at: place) else { return nil }
        let kinds = ["goods", "category", "url"].filter { FieldReader.value($0, in: link) != nil }
        guard kinds.count == 1 else {
            reader.report(place, "must have exactly one of goods, category or url")
            return nil
        }
        guard let target = reader.requiredString(kinds[0], in: link, at: place) else { return nil }
        switch kinds[0] {
        case "goods":
            reader.checkReference(target, at: place + ".goods", in: goodsIDs, noun: "goods", file: "goods.json")
            return .goods(id: target)
        case "category":
            reader.checkReference(
                target, at: place + ".category", in: categoryIDs, noun: "category", file: "categories.json")
            return .category(id: target)
        default:
            reader.checkLinkScheme(target, at: place + ".url")
            return .url(target)
        }
    }

    private static func readFeatured(in object: JSONObject, goodsIDs: IDRegistry?, reader: inout FieldReader)
        -> [String]?
    {
        guard let elements = reader.optionalArray("featured", in: object, at: "") else { return nil }
        var featured: [String] = []
        for (index, element) in elements.enumerated() {
            let place = ".featured[\(index)]"
            guard let id = reader.string(element, at: place, nonEmpty: true) else { continue }
            reader.checkReference(id, at: place, in: goodsIDs, noun: "goods", file: "goods.json")
            featured.append(id)
        }
        return featured
    }

    private static func readOrderEmail(in object: JSONObject, reader: inout FieldReader) -> String? {
        guard let email = reader.optionalString("orderEmail", in: object, at: "") else { return nil }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !email.contains(where: \.isWhitespace) else {
            reader.report(".orderEmail", "must be an e-mail address like orders@example.com, found \"\(email)\"")
            return nil
        }
        return email
    }

    /// The `shipping` of `object` at `base` (the store, `""`, or a market), its prices in
    /// `currency`, which `owner` names (`the store's`); `nil` when absent.
    static func readShipping(
        in object: JSONObject, at objectBase: String = "", currency: String?, owner: String = "the store's",
        reader: inout FieldReader
    ) -> [ShippingRate]? {
        guard let elements = reader.optionalArray("shipping", in: object, at: objectBase) else { return nil }
        var rates: [ShippingRate] = []
        for (index, element) in elements.enumerated() {
            let base = objectBase + ".shipping[\(index)]"
            guard let rate = reader.object(element, at: base) else { continue }
            let country = readCountry(in: rate, at: base, reader: &reader)
            let service = reader.optionalString("service", in: rate, at: base, nonEmpty: true)
            let price = reader.requiredMoney("price", in: rate, at: base)
            let handling = readDayRange("handlingDays", in: rate, at: base, reader: &reader)
            let transit = readDayRange("transitDays", in: rate, at: base, reader: &reader)
            let freeFrom = reader.optionalMoney("freeFrom", in: rate, at: base)
            // A rate is charged with the goods, so in their currency; one written in another
            // would be charged as if it were in the store's.
            if let rateCurrency = reader.optionalString("currency", in: rate, at: base), let currency,
                rateCurrency != currency
            {
                reader.report(
                    base + ".currency",
                    """
                    must be \(owner) currency, \"\(currency)\", which the order is charged in; found \
                    \"\(rateCurrency)\"
                    """
                )
                continue
            }
            if let country, let price {
                rates.append(
                    ShippingRate(
                        country: country, service: service, price: price, handlingDays: handling, transitDays: transit,
                        freeFrom: freeFrom))
            }
        }
        var seen = Set<String>()
        for (index, rate) in rates.enumerated()
        where !seen.insert(rate.country + "\u{1F}" + (rate.service ?? "")).inserted {
            reader.report(
                objectBase + ".shipping[\(index)]",
                """
                repeats the rate for \(rate.country)\(rate.service.map { " " + $0 } ?? ""): each country and service \
                has one rate
                """
            )
        }
        return rates
    }

    /// `{"percent": 13, "included": true}`: a rate above 0 and below 100, in hundredths at most.
    /// The `tax` of `object` at `base`: the store's (`""`) or a market's.
    static func readTax(in object: JSONObject, at base: String = "", reader: inout FieldReader) -> Tax? {
        guard let value = FieldReader.value("tax", in: object) else { return nil }
        guard let tax = reader.object(value, at: base + ".tax") else { return nil }
        for key in tax.members.map(\.key) where key != "percent" && key != "included" {
            reader.report(base + ".tax.\(key)", "is not a setting of the tax (they are percent and included)")
        }
        let percent = FieldReader.value("percent", in: tax)
        guard case .number(let number) = percent, number.value > 0, number.value < 100,
            (number.value * 100).rounded() == (number.value * 100 * 1e6).rounded() / 1e6
        else {
            reader.report(
                base + ".tax.percent",
                """
                must be a number above 0 and below 100 with at most two decimals (13 for 13%), found \
                \(percent?.briefDescription ?? "nothing")
                """
            )
            return nil
        }
        guard case .bool(let included) = FieldReader.value("included", in: tax) else {
            reader.report(
                base + ".tax.included",
                "must be true (the prices include the tax) or false (it is added at the checkout)")
            return nil
        }
        return Tax(basisPoints: Int((number.value * 100).rounded()), isIncluded: included)
    }

    /// `[min, max]` days, both whole numbers, min ≤ max.
    private static func readDayRange(_ key: String, in object: JSONObject, at base: String, reader: inout FieldReader)
        -> ClosedRange<Int>?
    {
        guard let elements = reader.optionalArray(key, in: object, at: base) else { return nil }
        let days = elements.compactMap { element -> Int? in
            guard case .number(let number) = element, number.value >= 0, number.value.rounded() == number.value else {
                return nil
            }
            return Int(exactly: number.value)
        }
        guard elements.count == 2, days.count == 2, days[0] <= days[1] else {
            reader.report(base + "." + key, "must be [min, max]: two whole numbers of days ≥ 0, min ≤ max")
            return nil
        }
        return days[0]...days[1]
    }

    private static func readReturns(in object: JSONObject, reader: inout FieldReader) -> ReturnPolicy? {
        guard let value = FieldReader.value("returns", in: object) else { return nil }
        guard let returns = reader.object(value, at: ".returns") else { return nil }
        let country = readCountry(in: returns, at: ".returns", reader: &reader)
        guard FieldReader.value("days", in: returns) != nil else {
            reader.report(".returns.days", "is required (0 when returns are not accepted)")
            return nil
        }
        let days = reader.wholeNumber("days", in: returns, at: ".returns")
        let fees = readChoice("fees", in: returns, default: ReturnPolicy.Fees.free, reader: &reader)
        let method = readChoice("method", in: returns, default: ReturnPolicy.Method.mail, reader: &reader)
        guard let country, let fees, let method else { return nil }
        return ReturnPolicy(country: country, days: days, fees: fees, method: method)
    }

    /// One of an enumeration's raw values, `defaultValue` when absent.
    private static func readChoice<Choice: RawRepresentable<String> & CaseIterable>(
        _ key: String, in object: JSONObject, default defaultValue: Choice, reader: inout FieldReader
    ) -> Choice? {
        guard let text = reader.optionalString(key, in: object, at: ".returns") else { return defaultValue }
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            reader.report(".returns." + key, "must be \(names), found \"\(text)\"")
            return nil
        }
        return choice
    }

    /// An ISO 3166-1 alpha-2 country code: two uppercase letters.
    private static func readCountry(in object: JSONObject, at base: String, reader: inout FieldReader) -> String? {
        guard let country = reader.requiredString("country", in: object, at: base) else { return nil }
        guard country.utf8.count == 2, country.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            reader.report(
                base + ".country", "must be 2 uppercase letters (ISO 3166-1, like \"CN\"), found \"\(country)\"")
            return nil
        }
        return country
    }

    /// A language and optional subtags of letters and digits: `en`, `zh-CN`, `pt-BR`. The
    /// theme's `strings/<locale>.json` is the locale's table, so nothing else may name a file.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let isLetters = { (part: Substring) in
            part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        }
        guard let language = parts.first, (2...3).contains(language.count), isLetters(language) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                }
        }
    }
}
