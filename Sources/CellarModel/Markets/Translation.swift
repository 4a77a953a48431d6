/// The texts of the fixtures in one language, from `translations/<locale>.json` and
/// `translations/<locale>/docs/*.md`: what a market speaking that language shows in place of
/// the fixtures' own texts. A text it does not give is the fixtures' (and is counted as
/// missing for a market whose language is not the default market's).
public struct Translation: Sendable, Equatable {
    /// The BCP 47 tag it is for, as a market's ``Market/locale`` names it.
    public var locale: String
    /// The store's tagline; `nil` when not translated.
    public var tagline: String?
    /// The banners' titles, by banner id (store.json's).
    public var bannerTitles: [String: String]
    /// The brands' names shown, by the brand as goods.json names it.
    public var brands: [String: String]
    /// By category id.
    public var categories: [String: CategoryText]
    /// By goods id.
    public var goods: [String: GoodsText]
    /// The docs pages translated, by name (`delivery`).
    public var docs: [String: DocPage]

    public init(
        locale: String, tagline: String? = nil, bannerTitles: [String: String] = [:], brands: [String: String] = [:],
        categories: [String: CategoryText] = [:], goods: [String: GoodsText] = [:], docs: [String: DocPage] = [:]
    ) {
        self.locale = locale
        self.tagline = tagline
        self.bannerTitles = bannerTitles
        self.brands = brands
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

    /// A goods item's texts in the language; each `nil` (or left out of its dictionary) when
    /// not translated.
    public struct GoodsText: Sendable, Equatable {
        public var title: String?
        public var description: String?
        /// Its specifications, the rows of its fact list, by goods.json's field.
        public var specs: [Spec: String]
        /// Its option names, by the name goods.json gives (`Size`).
        public var options: [String: String]
        /// Its variants' option values, by option (goods.json's name) and by value (goods.json's).
        public var values: [String: [String: String]]
        /// Its variants' own specifications, by variant id; a variant whose specification is its
        /// goods item's shows the item's translated ``Spec/specification`` when not given here.
        public var variantSpecifications: [String: String]

        public init(
            title: String? = nil, description: String? = nil, specs: [Spec: String] = [:],
            options: [String: String] = [:], values: [String: [String: String]] = [:],
            variantSpecifications: [String: String] = [:]
        ) {
            self.title = title
            self.description = description
            self.specs = specs
            self.options = options
            self.values = values
            self.variantSpecifications = variantSpecifications
        }

        /// A goods item's specification, by the goods.json field that holds it.
        public enum Spec: String, Sendable, CaseIterable, Comparable {
            case manufacturer, origin, scent, specification

            /// The goods item's text for it; `nil` when it has none.
            public func text(of goods: GoodsItem) -> String? {
                switch self {
                case .manufacturer: goods.manufacturer
                case .origin: goods.origin
                case .scent: goods.scent
                case .specification: goods.specification
                }
            }

            /// Sets the goods item's text for it.
            public func set(_ text: String?, in goods: inout GoodsItem) {
                switch self {
                case .manufacturer: goods.manufacturer = text
                case .origin: goods.origin = text
                case .scent: goods.scent = text
                case .specification: goods.specification = text
                }
            }

            /// In goods.json's field order.
            public static func < (lhs: Spec, rhs: Spec) -> Bool {
                allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
            }
        }
    }
}

extension Translation.GoodsText {
    /// `goods` with these texts over its own: its title, description, specifications, option
    /// names and values and its variants' specifications; ids, prices and everything else as they were.
    public func applied(to goods: GoodsItem) -> GoodsItem {
        var shown = goods
        shown.title = title ?? goods.title
        shown.description = description ?? goods.description
        for (spec, text) in specs where spec.text(of: goods) != nil { spec.set(text, in: &shown) }
        guard !goods.variants.isEmpty else { return shown }
        shown.options = goods.options.map { options[$0] ?? $0 }
        let valueTexts = goods.options.map { values[$0] ?? [:] }
        let itemSpecification = specs[.specification]
        shown.variants = goods.variants.map { variant in
            var translated = variant
            if !values.isEmpty {
                translated.values = zip(variant.values, valueTexts).map { value, texts in texts[value] ?? value }
            }
            translated.specification =
                variantSpecifications[variant.id]
                ?? (variant.specification == goods.specification ? itemSpecification : nil) ?? variant.specification
            return translated
        }
        return shown
    }
}
