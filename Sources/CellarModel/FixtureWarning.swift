import CellarPlurals

/// Something in the fixtures that does not stop a build but that a shop owner should hear
/// about: which file, where in it, and what is wrong (or was changed).
///
/// What is wrong is a ``Kind`` with its values, not a text: the command line writes it in
/// English (``problem``), the catalogue report in the store's language.
public struct FixtureWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file name relative to the fixtures folder (`goods.json`, `docs/faq.md`).
    public var file: String
    /// Where in the file, as in ``FixtureError/place``.
    public var place: String
    public var kind: Kind
    /// The goods item the warning is about, when it is about one.
    public var goodsID: String?
    /// The variant of that goods item the warning is about, when it is about one.
    public var variantID: String?

    public init(file: String, place: String = "", kind: Kind, goodsID: String? = nil, variantID: String? = nil) {
        self.file = file
        self.place = place
        self.kind = kind
        self.goodsID = goodsID
        self.variantID = variantID
    }

    /// The problem in English, naming the goods item and variant when it is about a variant:
    /// `market price 8.00 is below the price 10.00 (goods item "cx", variant "a")`; and the
    /// goods item of a title, which a feed knows it by.
    public var problem: String {
        problem(namingGoods: true)
    }

    private func problem(namingGoods: Bool) -> String {
        let goods = namingGoods ? goodsID.map { "goods item \"\($0)\"" } : nil
        guard let variantID else {
            guard case .titleCutInFeeds = kind, let goods else { return kind.description }
            return kind.description + " (" + goods + ")"
        }
        let subjects = [goods, "variant \"\(variantID)\""].compactMap { $0 }
        return kind.description + " (" + subjects.joined(separator: ", ") + ")"
    }

    /// Written as a ``FixtureError`` is, a goods item's id beside its index as the errors name
    /// it: `goods.json[3] (id "house-red").title: control characters removed (U+0007)`.
    public var description: String {
        guard let goodsID, !goodsID.isEmpty, place.hasPrefix("["), let end = place.firstIndex(of: "]") else {
            return FixtureError(file: file, place: place, problem: problem).description
        }
        let named = place[...end] + " (id \(goodsID.jsonStringLiteral))" + place[place.index(after: end)...]
        return FixtureError(file: file, place: String(named), problem: problem(namingGoods: false)).description
    }
}

extension FixtureWarning {
    /// What a warning is about, with the values it names. Its `description` is the English
    /// the command line writes; a view model words each kind from its string table.
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
        /// Control characters were removed from a text; their code points (`U+0007`).
        case controlCharactersRemoved([String])
        /// A filter value is only spaces and is read as no value.
        case onlySpaces(String)
        /// A filter value is read as `normalized` (see ``FacetValue/normalized(_:)``).
        case normalized(String, to: String)
        /// An outside link with a scheme the pages leave out.
        case unsafeLink(String)
        /// An image URL with a scheme the pages leave out.
        case unsafeImageURL(String)
        case noImage
        case noDescription
        /// A market price below the price it is struck out beside.
        case marketPriceBelowPrice(marketPrice: Money, price: Money)
        /// A price of 0 with a checkout that takes money.
        case freeWithCheckout
        /// A Stripe checkout where no goods item has a payment link.
        case stripeWithoutPaymentLinks
        /// A JSON file ignored because its spreadsheet is read in its place.
        case ignoredForSpreadsheet(String)
        /// A spreadsheet column no field has; the columns there are.
        case unknownColumn(known: [String])
        /// A base URL that is not absolute, so there are no feeds and no sitemap.
        case baseURLNotAbsolute(String)
        /// A base URL whose host is reserved for examples (``ReservedHostName``), which the
        /// named parts of the site (canonical links, feeds, sitemap, a crawling provider) use.
        case baseURLReservedHost(String, usedBy: [String])
        /// The `order` checkout without an `orderEmail`: an order reaches no one.
        case ordersGoNowhere
        /// A goods item's title longer than Google Shopping shows (``TextLimits/shownTitle``); its length in
        /// characters.
        case titleCutInFeeds(characters: Int)
        /// Texts a market's language has no translation of, so its pages show them in the
        /// default market's: how many, and the places of the first few (`goods "g-1" title`).
        case untranslated(locale: String, count: Int, examples: [String])

        public var description: String {
            switch self {
            case .controlCharactersRemoved(let removed):
                """
                \(EnglishCount.form(removed.count, "control character", "control characters")) removed \
                (\(removed.joined(separator: ", ")))
                """
            case .onlySpaces(let text):
                "\"\(FacetValue.visible(text))\" is only spaces; read as no value"
            case .normalized(let text, let normalized):
                """
                \"\(FacetValue.visible(text))\" is read as \"\(FacetValue.visible(normalized))\" (spaces around it \
                dropped, Unicode normalised), so shoppers filter it with the other goods of that value
                """
            case .unsafeLink(let url):
                "URL \"\(url)\" has an unsafe scheme (only http, https, mailto and relative URLs); it is left out"
            case .unsafeImageURL(let url):
                "image URL \"\(url)\" has an unsafe scheme (only http, https and paths); it is left out"
            case .noImage:
                "no image"
            case .noDescription:
                "no description"
            case .marketPriceBelowPrice(let marketPrice, let price):
                "market price \(marketPrice.decimal) is below the price \(price.decimal)"
            case .freeWithCheckout:
                "is 0: the checkout would sell it for nothing"
            case .stripeWithoutPaymentLinks:
                "is stripe, but no goods item has a paymentLink: every item is ordered through the cart"
            case .ignoredForSpreadsheet(let spreadsheet):
                "ignored: \(spreadsheet) is read in its place"
            case .unknownColumn(let known):
                "unknown column, ignored (the columns are \(known.joined(separator: ", ")))"
            case .baseURLNotAbsolute(let baseURL):
                """
                \"\(baseURL)\" is not an absolute http(s) URL, so the build makes no product feeds (feeds/google.xml, \
                feeds/meta.csv) and no sitemap
                """
            case .baseURLReservedHost(let host, let users):
                "\(host) is reserved for examples and reaches no shop, yet "
                    + (users.count > 1
                        ? users.dropLast().joined(separator: ", ") + " and " + users[users.count - 1] : users.joined())
                    + " use it: "
                    + "set baseURL to the address the site will have"
            case .ordersGoNowhere:
                "the checkout is \"order\" and there is no orderEmail, so a shopper's order reaches no one: "
                    + "set orderEmail to the address that receives orders, or choose another checkout"
            case .titleCutInFeeds(let characters):
                "is \(characters) characters long; Google Shopping shows \(TextLimits.shownTitle), "
                    + "and the product feeds cut it there"
            case .untranslated(let locale, let count, let examples):
                "\(EnglishCount.of(count, "text", "texts")) not translated to \(locale), shown in the default "
                    + "language: \(examples.joined(separator: ", "))"
                    + (count > examples.count ? " and \(count - examples.count) more" : "")
            }
        }
    }
}
