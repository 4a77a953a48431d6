extension Store {
    /// The interface languages a store may pick.
    static let supportedLocales = ["en", "zh-CN"]

    /// Reads `store.json`, checking banner links and `featured` against `goodsIDs` and
    /// `categoryIDs` (each unchecked when `nil`); returns `nil` when a required part is wrong.
    static func decodeFixture(
        _ json: JSONValue, goodsIDs: IDRegistry?, categoryIDs: IDRegistry?, reader: inout FieldReader
    ) -> Store? {
        guard case .object(let object) = json else {
            reader.report("", "expected an object, found \(json.briefDescription)")
            return nil
        }
        let name = reader.requiredString("name", in: object, at: "")
        let tagline = reader.optionalString("tagline", in: object, at: "")
        let baseURL = readBaseURL(in: object, reader: &reader)
        let currency = readCurrency(in: object, reader: &reader)
        let locale = readLocale(in: object, reader: &reader)
        let banners = readBanners(in: object, goodsIDs: goodsIDs, categoryIDs: categoryIDs, reader: &reader)
        let featured = readFeatured(in: object, goodsIDs: goodsIDs, reader: &reader)
        let orderEmail = readOrderEmail(in: object, reader: &reader)
        guard let name, let currency else { return nil }
        return Store(
            name: name, tagline: tagline, baseURL: baseURL, currency: currency, locale: locale,
            banners: banners, featured: featured, orderEmail: orderEmail
        )
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
        guard currency.utf8.count == 3, currency.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            reader.report(".currency", "must be 3 uppercase letters (ISO 4217, like \"CNY\"), found \"\(currency)\"")
            return nil
        }
        return currency
    }

    private static func readLocale(in object: JSONObject, reader: inout FieldReader) -> String {
        guard let locale = reader.optionalString("locale", in: object, at: "") else { return "en" }
        guard supportedLocales.contains(locale) else {
            reader.report(".locale", "must be \"en\" or \"zh-CN\", found \"\(locale)\"")
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

    private static func readFeatured(in object: JSONObject, goodsIDs: IDRegistry?, reader: inout FieldReader) -> [String]? {
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
}
