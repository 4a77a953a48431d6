import CellarModel

extension Market {
    /// What a market's reading needs of the rest of `store.json` and the fixtures: the store's
    /// currency (`nil` when it is wrong), locale, base URL, checkout (`nil` when it is wrong),
    /// whether it has delivery rates, and the goods' and categories' ids that `sells` names
    /// (each unchecked when `nil`).
    typealias StoreSettings = (
        currency: String?, locale: String, baseURL: String, checkout: Checkout?, hasShipping: Bool,
        goodsIDs: IDRegistry?, categoryIDs: IDRegistry?
    )

    /// The keys a market may have, in the order the messages list them.
    private static let keys = [
        "id", "locale", "currency", "path", "baseURL", "rate", "rounding", "prices", "label", "tax", "shipping",
        "sells",
    ]

    /// Reads `store.json`'s `markets` (`[]` when absent), noting every problem. The first is the
    /// default market: it sells at goods.json's prices in the store's currency, speaks the
    /// store's locale and its pages are the site's root.
    static func decodeFixtures(in object: JSONObject, store: StoreSettings, reader: inout FieldReader) -> [Market] {
        guard let elements = reader.optionalArray("markets", in: object, at: "") else { return [] }
        var decoder = FixtureDecoder(store: store)
        for (index, element) in elements.enumerated() {
            decoder.decode(element, at: index, reader: &reader)
        }
        return decoder.markets
    }

    /// Reads the markets one element at a time, each checked against those before it.
    private struct FixtureDecoder {
        let store: StoreSettings
        var ids = IDRegistry()
        var paths = IDRegistry()
        /// Each market's base URL as compared (``comparable(_:)``), at the market's place.
        var baseURLs = IDRegistry()
        private(set) var markets: [Market] = []

        mutating func decode(_ element: JSONValue, at index: Int, reader: inout FieldReader) {
            let base = ".markets[\(index)]"
            guard let object = reader.object(element, at: base) else { return }
            reader.checkKeys(of: object, at: base, allowed: Market.keys, of: "a market")
            let isDefault = index == 0
            let id = reader.uniqueID(in: object, at: base, registry: &ids)
            let locale = readLocale(in: object, at: base, isDefault: isDefault, reader: &reader)
            let currency = readCurrency(in: object, at: base, isDefault: isDefault, reader: &reader)
            let folder = readPath(in: object, at: base, isDefault: isDefault, reader: &reader)
            let baseURL = readBaseURL(in: object, at: base, isDefault: isDefault, reader: &reader)
            let pricing = readPricing(in: object, at: base, isDefault: isDefault, currency: currency, reader: &reader)
            let label = reader.limited(
                reader.optionalString("label", in: object, at: base, nonEmpty: true), to: TextLimits.name,
                at: base + ".label", what: "labels")
            let tax = Store.readTax(in: object, at: base, reader: &reader)
            let shipping = Store.readShipping(
                in: object, at: base, currency: currency, owner: "the market's", reader: &reader)
            if case .listed = pricing, FieldReader.value("shipping", in: object) == nil, store.hasShipping,
                let currency, let storeCurrency = store.currency, currency != storeCurrency
            {
                reader.report(
                    base + ".shipping",
                    """
                    is required: the market's prices are its price list's, in \(currency), and the store's delivery \
                    rates, in \(storeCurrency), have no rate to convert them by
                    """)
            }
            let sells = readSells(in: object, at: base, isDefault: isDefault, reader: &reader)
            guard let id, let locale, let currency, let folder, let pricing else { return }
            markets.append(
                Market(
                    id: id, locale: locale, currency: currency, folder: folder, baseURL: baseURL, pricing: pricing,
                    label: label, tax: tax, shipping: shipping, sells: sells))
        }

        /// The goods a market sells: categories' and goods items' ids, and goods items' it does
        /// not, each checked against the fixtures'; `nil` for every goods item, which the default
        /// market sells (so each page of another market has its default version).
        private func readSells(in object: JSONObject, at base: String, isDefault: Bool, reader: inout FieldReader)
            -> GoodsSelection?
        {
            guard let value = FieldReader.value("sells", in: object) else { return nil }
            let place = base + ".sells"
            guard !isDefault else {
                reader.report(place, "must be left out: the default market sells every goods item")
                return nil
            }
            guard let sells = reader.object(value, at: place) else { return nil }
            reader.checkKeys(of: sells, at: place, allowed: ["categories", "goods", "except"], of: "`sells`")
            let categories = reader.stringArray("categories", in: sells, at: place, nonEmpty: true)
            let goods = reader.stringArray("goods", in: sells, at: place, nonEmpty: true)
            let except = reader.stringArray("except", in: sells, at: place, nonEmpty: true)
            guard !categories.isEmpty || !goods.isEmpty || !except.isEmpty else {
                reader.report(
                    place,
                    "names no `categories`, `goods` or `except`: leave it out for a market selling every goods item")
                return nil
            }
            for (index, id) in categories.enumerated() {
                reader.checkReference(
                    id, at: "\(place).categories[\(index)]", in: store.categoryIDs, noun: "category",
                    file: "categories.json")
            }
            for (key, ids) in [("goods", goods), ("except", except)] {
                for (index, id) in ids.enumerated() {
                    reader.checkReference(
                        id, at: "\(place).\(key)[\(index)]", in: store.goodsIDs, noun: "goods", file: "goods.json")
                }
            }
            return GoodsSelection(categories: categories, goods: goods, except: except)
        }

        /// A language tag, the store's for the default market (which may only repeat it), spelled
        /// as the store or an earlier market spells it when they differ only in case, so that a
        /// language has one tag and a market finds its translation by it.
        private func readLocale(in object: JSONObject, at base: String, isDefault: Bool, reader: inout FieldReader)
            -> String?
        {
            let given =
                isDefault
                ? reader.optionalString("locale", in: object, at: base)
                : reader.requiredString("locale", in: object, at: base)
            guard let locale = given else { return isDefault ? store.locale : nil }
            guard Store.isLanguageTag(locale) else {
                reader.report(base + ".locale", "must be a language tag like \"en\" or \"zh-CN\", found \"\(locale)\"")
                return nil
            }
            if isDefault, locale.lowercased() != store.locale.lowercased() {
                reader.report(
                    base + ".locale",
                    """
                    must be the store's locale, \"\(store.locale)\": the default market speaks it (store.json's \
                    locale sets both); found \"\(locale)\"
                    """)
                return nil
            }
            return ([store.locale] + markets.map(\.locale)).first { $0.lowercased() == locale.lowercased() } ?? locale
        }

        /// An ISO 4217 code; the default market's, the store's (which it may only repeat).
        private func readCurrency(in object: JSONObject, at base: String, isDefault: Bool, reader: inout FieldReader)
            -> String?
        {
            let given =
                isDefault
                ? reader.optionalString("currency", in: object, at: base)
                : reader.requiredString("currency", in: object, at: base)
            guard let currency = given else { return isDefault ? store.currency : nil }
            guard Store.isCurrencyCode(currency) else {
                reader.report(
                    base + ".currency", "must be 3 uppercase letters (ISO 4217, like \"CNY\"), found \"\(currency)\"")
                return nil
            }
            if isDefault, let storeCurrency = store.currency, currency != storeCurrency {
                reader.report(
                    base + ".currency",
                    """
                    must be the store's currency, \"\(storeCurrency)\": the default market sells at goods.json's \
                    prices; found \"\(currency)\"
                    """)
                return nil
            }
            return currency
        }

        /// The market's folder: `""` for the default market, whose pages are the site's root;
        /// another's `path` without its leading `/` (`"/en/"` is `"en/"`).
        private mutating func readPath(
            in object: JSONObject, at base: String, isDefault: Bool, reader: inout FieldReader
        ) -> String? {
            guard !isDefault else {
                if let path = reader.optionalString("path", in: object, at: base), path != "/" {
                    reader.report(
                        base + ".path",
                        "must be \"/\": the default market's pages are the site's root; found \"\(path)\"")
                }
                return ""
            }
            guard let path = reader.requiredString("path", in: object, at: base) else { return nil }
            guard Self.isFolderPath(path) else {
                reader.report(
                    base + ".path",
                    """
                    must be a folder like \"/en/\": one or more names of a-z, 0-9 and -, each between slashes \
                    (\"/\" is the default market's); found \"\(path)\"
                    """)
                return nil
            }
            if let first = paths.register(path, at: base) {
                reader.report(
                    base + ".path", "\"\(path)\" is the path of \(first) too: each market has a folder of its own")
                return nil
            }
            return String(path.dropFirst())
        }

        /// `/`, then one or more names of `a-z`, `0-9` and `-`, each followed by `/`.
        private static func isFolderPath(_ path: String) -> Bool {
            guard path.count > 1, path.hasPrefix("/"), path.hasSuffix("/") else { return false }
            return path.dropFirst().dropLast().split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
                !$0.isEmpty
                    && $0.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    }
            }
        }

        /// An absolute http(s) URL another market's pages are served at; the default market,
        /// served at the store's, has none of its own.
        private mutating func readBaseURL(
            in object: JSONObject, at base: String, isDefault: Bool, reader: inout FieldReader
        ) -> String? {
            guard let url = reader.optionalString("baseURL", in: object, at: base) else { return nil }
            guard Self.isAbsoluteHTTPURL(url) else {
                reader.report(
                    base + ".baseURL",
                    "must be an absolute http(s) URL like \"https://en.example.com/\", found \"\(url)\"")
                return nil
            }
            let place = base + ".baseURL"
            let comparable = Self.comparable(url)
            let isStoreBaseURL = comparable == Self.comparable(store.baseURL)
            if isDefault {
                if !isStoreBaseURL {
                    reader.report(
                        place,
                        """
                        must be store.json's baseURL or left out: the default market is served at the store's; found \
                        \"\(url)\"
                        """)
                }
                return nil
            }
            if isStoreBaseURL {
                reader.report(place, "is store.json's baseURL, where the default market is served; found \"\(url)\"")
                return nil
            }
            if let first = baseURLs.register(comparable, at: base) {
                reader.report(place, "\"\(url)\" is the baseURL of \(first) too: each market has an address of its own")
                return nil
            }
            return url
        }

        /// `http://` or `https://`, a host, and no spaces.
        private static func isAbsoluteHTTPURL(_ url: String) -> Bool {
            let lowercased = url.lowercased()
            guard !url.contains(where: \.isWhitespace),
                let scheme = ["http://", "https://"].first(where: lowercased.hasPrefix)
            else { return false }
            return !url.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }.isEmpty
        }

        /// A base URL as two that lead to one place compare: in lowercase, ending in `/`.
        private static func comparable(_ url: String) -> String {
            let lowercased = url.lowercased()
            return lowercased.hasSuffix("/") ? lowercased : lowercased + "/"
        }

        /// goods.json's prices, those times `rate` rounded by `rounding`, or the price list
        /// `prices` names (read later, by the loader: ``FixtureLoader/readPriceLists(of:goods:references:)``);
        /// a market has one of those, and the default market, and only a market in the store's
        /// currency, may have neither.
        private func readPricing(
            in object: JSONObject, at base: String, isDefault: Bool, currency: String?, reader: inout FieldReader
        ) -> MarketPricing? {
            let rateValue = FieldReader.value("rate", in: object)
            let pricesValue = FieldReader.value("prices", in: object)
            var rounding = PriceRounding.cent
            if let value = FieldReader.value("rounding", in: object) {
                if case .string(let name) = value, let chosen = PriceRounding(rawValue: name) {
                    rounding = chosen
                } else {
                    reader.report(
                        base + ".rounding", "must be one of \(PriceRounding.names), found \(value.briefDescription)")
                }
                if rateValue == nil {
                    reader.report(base + ".rounding", "is set without a rate: it rounds the prices a rate converts")
                }
            }
            if rateValue != nil, pricesValue != nil {
                reader.report(
                    base + ".prices",
                    """
                    is set beside a rate: a market's prices are goods.json's converted by its rate, or its price \
                    list's, not both
                    """)
                return nil
            }
            guard rateValue != nil || pricesValue != nil else {
                if let currency, let storeCurrency = store.currency, currency != storeCurrency {
                    reader.report(
                        base,
                        "needs a rate or a price list: its currency \(currency) is not the store's \(storeCurrency)")
                    return nil
                }
                return .storePrices
            }
            let key = rateValue != nil ? "rate" : "prices"
            guard !isDefault else {
                reader.report(
                    base + "." + key,
                    "must be left out: the default market sells at goods.json's prices, in the store's currency")
                return nil
            }
            let pricing: MarketPricing
            if let pricesValue {
                guard let file = Self.readPriceListFile(pricesValue, at: base + ".prices", reader: &reader) else {
                    return nil
                }
                pricing = .listed(PriceList(file: file))
            } else if let rateValue, let rate = Self.readRate(rateValue, at: base + ".rate", reader: &reader) {
                pricing = .converted(rate, rounding)
            } else {
                return nil
            }
            if let currency, let storeCurrency = store.currency, currency != storeCurrency,
                let provider = Self.providerChargingInOneCurrency(store.checkout)
            {
                reader.report(
                    base + ".currency",
                    """
                    cannot be \(currency) with the \(provider) checkout: it charges every cart in the currency \
                    its account is set to, the store's \(storeCurrency); sell this market through the endpoint \
                    or the order e-mail, or in \(storeCurrency)
                    """)
                return nil
            }
            if store.checkout == .stripe {
                let what = key == "rate" ? "convert prices" : "list prices of its own"
                reader.report(
                    base + "." + key,
                    """
                    cannot \(what) with the stripe checkout: its Payment Links sell at goods.json's prices, \
                    in the store's currency\(store.currency.map { " \($0)" } ?? "")
                    """)
                return nil
            }
            return pricing
        }

        /// The name in store.json of a checkout provider whose account has one currency, which
        /// Cellar's pages cannot change; `nil` for the others.
        private static func providerChargingInOneCurrency(_ checkout: Checkout?) -> String? {
            switch checkout {
            case .snipcart?: "snipcart"
            case .foxy?: "foxy"
            default: nil
            }
        }

        /// The fixtures' own files, which no price list may be.
        private static let fixtureFiles: Set<String> =
            Set(["store.json", "categories.json", "goods.json", "comments.json"] + FixtureLoader.spreadsheetFiles)

        /// The path of a price list inside the fixtures folder, `.csv` or `.json`: names joined by
        /// `/`, none of them empty, `.` or `..`, and none of the fixtures' own files (nor one
        /// under `translations/`, which holds translations).
        private static func readPriceListFile(_ value: JSONValue, at place: String, reader: inout FieldReader)
            -> String?
        {
            guard let path = reader.string(value, at: place, nonEmpty: true) else { return nil }
            let names = path.split(separator: "/", omittingEmptySubsequences: false)
            let lowercased = path.lowercased()
            guard lowercased.hasSuffix(".csv") || lowercased.hasSuffix(".json"),
                !path.contains("\\"), names.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
            else {
                reader.report(
                    place,
                    """
                    must be the path of a price list inside the fixtures folder, a .csv or .json file like \
                    \"prices/us.csv\"; found \"\(path)\"
                    """)
                return nil
            }
            if fixtureFiles.contains(path) || FixtureLoader.isTranslation(path) {
                let readAs = FixtureLoader.isTranslation(path) ? "a translation" : "itself"
                reader.report(
                    place,
                    """
                    names \(path), which the fixtures read as \(readAs): a price list has a file of its own, like \
                    \"prices/us.csv\"
                    """)
                return nil
            }
            return path
        }

        /// A number above 0 with at most 6 decimals, read exactly.
        private static func readRate(_ value: JSONValue, at place: String, reader: inout FieldReader)
            -> ExchangeRate?
        {
            let wanted = "must be a number above 0 (what one of the store's currency is in the market's)"
            guard case .number(let number) = value else {
                reader.report(place, "\(wanted), found \(value.briefDescription)")
                return nil
            }
            guard let rate = FixedPointLiteral(number.literal, decimals: 6) else {
                reader.report(place, "is too large, found \(number.literal)")
                return nil
            }
            guard rate.isExact else {
                reader.report(place, "has more than 6 decimals, found \(number.literal)")
                return nil
            }
            guard !rate.isNegative, rate.magnitude > 0 else {
                reader.report(place, "\(wanted), found \(number.literal)")
                return nil
            }
            return ExchangeRate(millionths: rate.magnitude)
        }
    }
}

extension Market {
    /// A problem for each market whose rate would convert a price of goods.json's or of the
    /// store's delivery rates (the largest) to more than a price holds, at the market's `rate`.
    static func conversionProblems(store: Store, goods: [GoodsItem]) -> [FixtureError] {
        guard store.markets.contains(where: { $0.pricing != .storePrices }) else { return [] }
        var largest = store.shipping.map { max($0.price.cents, $0.freeFrom?.cents ?? 0) }.max() ?? 0
        for item in goods {
            largest = max(largest, item.price.cents, item.marketPrice?.cents ?? 0)
            for variant in item.variants {
                largest = max(largest, variant.price.cents, variant.marketPrice?.cents ?? 0)
            }
        }
        return store.markets.indices.compactMap { index in
            guard case .converted(let rate, _) = store.markets[index].pricing else { return nil }
            let (converted, overflow) = largest.multipliedReportingOverflow(by: rate.millionths)
            // Room left for rounding up.
            guard overflow || converted > Int.max / 2 else { return nil }
            return FixtureError(
                file: "store.json", place: ".markets[\(index)].rate",
                problem: "converts the largest price, \(Money(cents: largest).decimal), to more than a price can hold")
        }
    }
}
