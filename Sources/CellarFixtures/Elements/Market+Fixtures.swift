import CellarModel

extension Market {
    /// The settings a market may have.
    private static let keys: Set<String> = ["id", "locale", "currency", "path", "baseURL", "rate", "rounding", "label"]

    /// Reads `store.json`'s `markets`, the default one first, checked against the store's
    /// `currency`, `locale` and checkout; `[]` when absent. A market with a problem is left out
    /// (the load fails with it).
    static func decodeFixtures(
        in object: JSONObject, currency: String?, locale: String, checkout: Checkout?, reader: inout FieldReader
    ) -> [Market] {
        guard let elements = reader.optionalArray("markets", in: object, at: "") else { return [] }
        var ids = IDRegistry()
        var folders: [String: Int] = [:]
        var markets: [Market] = []
        for (index, element) in elements.enumerated() {
            let base = ".markets[\(index)]"
            guard let market = reader.object(element, at: base) else { continue }
            for key in market.members.map(\.key) where !keys.contains(key) {
                let settings = keys.sorted().joined(separator: ", ")
                reader.report(base + "." + key, "is not a setting of a market (they are \(settings))")
            }
            let id = reader.uniqueID(in: market, at: base, registry: &ids)
            let marketLocale = readLocale(in: market, at: base, reader: &reader)
            let marketCurrency = readCurrency(in: market, at: base, reader: &reader)
            let folder = readFolder(in: market, at: base, isDefault: index == 0, reader: &reader)
            if let folder {
                if let other = folders[folder] {
                    reader.report(base + ".path", "is the path of markets[\(other)] too: each market needs its own")
                }
                folders[folder] = folders[folder] ?? index
            }
            let baseURL = readBaseURL(in: market, at: base, reader: &reader)
            let pricing = readPricing(
                in: market, at: base, isDefault: index == 0, currency: marketCurrency, storeCurrency: currency,
                reader: &reader)
            let label = reader.optionalString("label", in: market, at: base, nonEmpty: true)
            if index == 0, let marketLocale, marketLocale != locale {
                reader.report(
                    base + ".locale",
                    "is the default market's, so it must be the store's locale \"\(locale)\"; found \"\(marketLocale)\""
                )
            }
            if case .converted = pricing, case .stripe = checkout {
                reader.report(
                    base + ".rate",
                    """
                    converts prices, but Stripe Payment Links sell at goods.json's prices in the store's currency; \
                    a market with another currency needs another checkout
                    """)
            }
            if let id, let marketLocale, let marketCurrency, let folder, let pricing {
                markets.append(
                    Market(
                        id: id, locale: marketLocale, currency: marketCurrency, folder: folder, baseURL: baseURL,
                        pricing: pricing, label: label))
            }
        }
        return markets
    }

    private static func readLocale(in market: JSONObject, at base: String, reader: inout FieldReader) -> String? {
        guard let locale = reader.requiredString("locale", in: market, at: base) else { return nil }
        guard Store.isLanguageTag(locale) else {
            reader.report(base + ".locale", "must be a language tag like \"en\" or \"zh-CN\", found \"\(locale)\"")
            return nil
        }
        return locale
    }

    private static func readCurrency(in market: JSONObject, at base: String, reader: inout FieldReader) -> String? {
        guard let currency = reader.requiredString("currency", in: market, at: base) else { return nil }
        guard Store.isCurrencyCode(currency) else {
            reader.report(
                base + ".currency", "must be 3 uppercase letters (ISO 4217, like \"USD\"), found \"\(currency)\"")
            return nil
        }
        return currency
    }

    /// The market's folder in the output from its `path` (`/en/` → `en/`): the default
    /// market's is the root (`/`, or no path); another's is one or more segments of lowercase
    /// letters, digits and `-`.
    private static func readFolder(in market: JSONObject, at base: String, isDefault: Bool, reader: inout FieldReader)
        -> String?
    {
        let path = reader.optionalString("path", in: market, at: base)
        if isDefault {
            guard let path, path != "/" else { return "" }
            reader.report(
                base + ".path", "is the default market's, whose pages are at the root: \"/\"; found \"\(path)\"")
            return nil
        }
        guard let path else {
            reader.report(base + ".path", "is required: the folder its pages are in, like \"/en/\"")
            return nil
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        let isFolder =
            path.count > 2 && path.hasPrefix("/") && path.hasSuffix("/")
            && segments.dropFirst().dropLast().allSatisfy { segment in
                !segment.isEmpty
                    && segment.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    }
            }
        guard isFolder else {
            reader.report(
                base + ".path",
                "must be a folder like \"/en/\" (lowercase letters, digits and -, between slashes), found \"\(path)\"")
            return nil
        }
        return String(path.dropFirst())
    }

    private static func readBaseURL(in market: JSONObject, at base: String, reader: inout FieldReader) -> String? {
        guard let url = reader.optionalString("baseURL", in: market, at: base) else { return nil }
        let lowercased = url.lowercased()
        let scheme = ["https://", "http://"].first { lowercased.hasPrefix($0) }
        let host = scheme.map { url.dropFirst($0.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" } }
        guard let host, !host.isEmpty, !url.contains(where: \.isWhitespace) else {
            let example = "https://shop.example.com/"
            reader.report(base + ".baseURL", "must be an absolute http(s) URL like \"\(example)\", found \"\(url)\"")
            return nil
        }
        return url
    }

    /// goods.json's prices as they are (the store's currency) or times `rate`, rounded by `rounding`.
    private static func readPricing(
        in market: JSONObject, at base: String, isDefault: Bool, currency: String?, storeCurrency: String?,
        reader: inout FieldReader
    ) -> MarketPricing? {
        let rateValue = FieldReader.value("rate", in: market)
        let roundingName = reader.optionalString("rounding", in: market, at: base)
        guard let rateValue else {
            if let roundingName {
                reader.report(base + ".rounding", "rounds converted prices, but \"\(roundingName)\" comes with no rate")
            }
            if let currency, let storeCurrency, currency != storeCurrency {
                reader.report(
                    base + (isDefault ? ".currency" : ".rate"),
                    isDefault
                        ? """
                        is the default market's, which sells at goods.json's prices: it must be the store's \
                        \"\(storeCurrency)\"; found \"\(currency)\"
                        """
                        : "is required: the market's currency \(currency) is not the store's \(storeCurrency)")
                return nil
            }
            return .storePrices
        }
        if isDefault {
            reader.report(base + ".rate", "is the default market's, which sells at goods.json's prices: it has no rate")
            return nil
        }
        guard case .number(let number) = rateValue, number.value > 0,
            (number.value * 1e6).rounded() == (number.value * 1e6 * 1e3).rounded() / 1e3
        else {
            reader.report(
                base + ".rate",
                """
                must be a number above 0 with at most 6 decimals (0.14: 1 of the store's currency is 0.14 of the \
                market's), found \(rateValue.briefDescription)
                """)
            return nil
        }
        var rounding = PriceRounding.cent
        if let roundingName {
            guard let named = PriceRounding(rawValue: roundingName) else {
                reader.report(base + ".rounding", "must be one of \(PriceRounding.names), found \"\(roundingName)\"")
                return nil
            }
            rounding = named
        }
        return .converted(ExchangeRate(millionths: Int((number.value * 1e6).rounded())), rounding)
    }
}
