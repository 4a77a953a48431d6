import CellarModel

extension Checkout {
    /// Reads store.json's `checkout` (`order` when absent); `nil` after noting what is wrong.
    static func decodeFixture(in store: JSONObject, currency: String?, reader: inout FieldReader) -> Checkout? {
        guard let value = FieldReader.value("checkout", in: store) else { return .order }
        // Not repeated in the message: a secret pasted here must not reach a log.
        guard case .object(let object) = value else {
            reader.report(".checkout", "must be an object naming the provider, like {\"provider\": \"order\"}")
            return nil
        }
        guard let provider = reader.requiredString("provider", in: object, at: ".checkout") else { return nil }
        let known = ["order", "endpoint", "snipcart", "foxy", "stripe"]
        let keys: [String: Set<String>] = [
            "order": [], "endpoint": ["url", "encoding", "secretVariable"], "snipcart": ["publicAPIKey", "currency"],
            "foxy": ["storeDomain", "secretVariable"], "stripe": [],
        ]
        guard let allowed = keys[provider] else {
            reader.report(
                ".checkout.provider",
                "must be one of \(known.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(provider)\"")
            return nil
        }
        for key in object.members.map(\.key) where key != "provider" && !allowed.contains(key) {
            reader.report(".checkout.\(key)", "is not a setting of the \"\(provider)\" checkout")
        }
        switch provider {
        case "endpoint": return readEndpoint(in: object, reader: &reader)
        case "snipcart": return readSnipcart(in: object, storeCurrency: currency, reader: &reader)
        case "foxy": return readFoxy(in: object, reader: &reader)
        case "stripe": return .stripe
        default: return .order
        }
    }

    private static func readEndpoint(in object: JSONObject, reader: inout FieldReader) -> Checkout? {
        guard let url = reader.requiredString("url", in: object, at: ".checkout") else { return nil }
        guard isOrderURL(url) else {
            reader.report(
                ".checkout.url",
                "must be an https URL (or http on 127.0.0.1 or localhost, for trying it out), found \"\(url)\"")
            return nil
        }
        var encoding = OrderEndpoint.Encoding.json
        if let text = reader.optionalString("encoding", in: object, at: ".checkout") {
            guard let chosen = OrderEndpoint.Encoding(rawValue: text) else {
                reader.report(".checkout.encoding", "must be \"json\" or \"form\", found \"\(text)\"")
                return nil
            }
            encoding = chosen
        }
        guard
            let variable = readSecretVariable(in: object, default: OrderEndpoint.defaultSecretVariable, reader: &reader)
        else { return nil }
        return .endpoint(OrderEndpoint(url: url, encoding: encoding, secretVariable: variable))
    }

    /// https with a host, or http on loopback; no spaces, quotes or angle brackets.
    static func isOrderURL(_ url: String) -> Bool {
        guard !url.contains(where: { $0.isWhitespace || "\"'<>\\`".contains($0) }),
            !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return false }
        let lowered = url.lowercased()
        let scheme: String
        if lowered.hasPrefix("https://") {
            scheme = "https://"
        } else if lowered.hasPrefix("http://") {
            scheme = "http://"
        } else {
            return false
        }
        let authority = lowered.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains("@") else { return false }
        if scheme == "https://" { return true }
        let host = authority.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        return host == "127.0.0.1" || host == "localhost"
    }

    private static func readSnipcart(in object: JSONObject, storeCurrency: String?, reader: inout FieldReader)
        -> Checkout?
    {
        guard let key = reader.requiredString("publicAPIKey", in: object, at: ".checkout") else { return nil }
        // Snipcart's keys are base64-like; anything else is a paste gone wrong, and would be
        // written into every page's attributes.
        let allowed = key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "-_=+/.".unicodeScalars.contains($0)
        }
        guard allowed, (8...200).contains(key.count) else {
            reader.report(
                ".checkout.publicAPIKey",
                """
                must be Snipcart's public API key: 8 to 200 letters, digits and - _ = + / . (check for spaces or \
                quotes pasted with it)
                """
            )
            return nil
        }
        let currency = reader.optionalString("currency", in: object, at: ".checkout") ?? storeCurrency
        guard let currency else { return nil }
        if let storeCurrency, currency != storeCurrency {
            reader.report(
                ".checkout.currency",
                "must be the store's currency, \"\(storeCurrency)\", which every price is in; found \"\(currency)\"")
            return nil
        }
        return .snipcart(Snipcart(publicAPIKey: key, currency: currency))
    }

    private static func readFoxy(in object: JSONObject, reader: inout FieldReader) -> Checkout? {
        guard let domain = reader.requiredString("storeDomain", in: object, at: ".checkout") else { return nil }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        let isHostName =
            labels.count >= 2
            && labels.allSatisfy { label in
                !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    }
            }
        guard isHostName else {
            reader.report(
                ".checkout.storeDomain",
                """
                must be the store's Foxy domain in lowercase, like \"example.foxycart.com\" (no https://, no path), \
                found \"\(domain)\"
                """
            )
            return nil
        }
        guard let variable = readSecretVariable(in: object, default: Foxy.defaultSecretVariable, reader: &reader) else {
            return nil
        }
        return .foxy(Foxy(storeDomain: domain, secretVariable: variable))
    }

    /// The name of the environment variable holding the checkout's signing secret.
    private static func readSecretVariable(
        in object: JSONObject, default defaultName: String, reader: inout FieldReader
    ) -> String? {
        let variable = reader.optionalString("secretVariable", in: object, at: ".checkout") ?? defaultName
        let isVariableName =
            variable.first.map { !$0.isNumber } == true
            && variable.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        guard isVariableName else {
            // Not repeated in the message: it may be the secret itself, pasted here.
            reader.report(
                ".checkout.secretVariable",
                """
                must name an environment variable (capital letters, digits and _); the secret itself never goes in \
                store.json
                """
            )
            return nil
        }
        return variable
    }
}

extension Checkout {
    /// What does not stop a build but would surprise the owner once a provider takes money: a
    /// goods item or variant priced 0 (it would be sold for nothing), a Stripe checkout with no
    /// payment link at all (every item goes through the cart, as with `order`).
    func warnings(goods: [GoodsItem]) -> [FixtureWarning] {
        guard self != .order, !isEndpoint else { return [] }
        var warnings: [FixtureWarning] = []
        for (index, item) in goods.enumerated() {
            let free =
                item.variants.isEmpty
                ? (item.price.cents == 0 ? ["[\(index)].price"] : [])
                : item.variants.enumerated().filter { $0.element.price.cents == 0 }.map {
                    "[\(index)].variants[\($0.offset)].price"
                }
            for place in free {
                warnings.append(
                    FixtureWarning(
                        file: "goods.json", place: place, kind: .freeWithCheckout, goodsID: item.id))
            }
        }
        if self == .stripe,
            !goods.contains(where: { $0.paymentLink != nil || $0.variants.contains { $0.paymentLink != nil } })
        {
            warnings.append(
                FixtureWarning(
                    file: "store.json", place: ".checkout", kind: .stripeWithoutPaymentLinks))
        }
        return warnings
    }

    private var isEndpoint: Bool {
        if case .endpoint = self { true } else { false }
    }
}
