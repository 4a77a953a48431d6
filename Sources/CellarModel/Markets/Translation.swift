/// The texts of the fixtures in one language, from `translations/<locale>.json` and
/// `translations/<locale>/docs/*.md`: what a market speaking that language shows in place of
/// the fixtures' own texts. A text it does not give is the fixtures' (and is counted as
/// missing for a market whose language is not the default market's).
public struct Translation: Sendable, Equatable {
    /// The BCP 47 tag it is for, as a market's ``Market/locale`` names it.
    public var locale: String
    /// The store's tagline; `nil` when not translated.
    public var tagline: String?
    /// By category id.
    public var categories: [String: CategoryText]
    /// By goods id.
    public var goods: [String: GoodsText]
    /// The docs pages translated, by name (`delivery`).
    public var docs: [String: DocPage]

    public init(
        locale: String, tagline: String? = nil, categories: [String: CategoryText] = [:],
        goods: [String: GoodsText] = [:], docs: [String: DocPage] = [:]
    ) {
        self.locale = locale
        self.tagline = tagline
        self.categories = categories
        self.goods = goods
        self.docs = docs
    }

    /// A category's texts in the language; each `nil` when not translated.
    public struct CategoryText: Sendable, Equatable {
        public var name: String?
        public var description: String?

        public init(name: String? = nil, description: String? = nil) {
            self.name = name
            self.description = description
        }
    }

    /// A goods item's texts in the language; each `nil` when not translated.
    public struct GoodsText: Sendable, Equatable {
        public var title: String?
        public var description: String?

        public init(title: String? = nil, description: String? = nil) {
            self.title = title
            self.description = description
        }
    }
}
