import CellarModel

/// One text of the fixtures a translation gives, as the translations' spreadsheet names it
/// (`goods/g-1/title`): the store's tagline, a banner's title, a brand's name, a category's
/// name or description, a goods item's title, description, specification, option name or
/// option value, a variant's own specification. The docs pages, Markdown files, are not among
/// them.
///
/// In the key, each id or name is written as goods.json (or store.json, categories.json) has it,
/// with `%` written `%25` and `/` written `%2F`, so that the key's `/`s part it alone.
public enum TranslationKey: Hashable, Sendable {
    case tagline
    case bannerTitle(banner: String)
    case brand(String)
    case categoryName(category: String)
    case categoryDescription(category: String)
    case goodsTitle(goods: String)
    case goodsDescription(goods: String)
    /// A specification by goods.json's field (`origin`); any word here, checked where it is read.
    case spec(goods: String, name: String)
    case option(goods: String, option: String)
    case value(goods: String, option: String, value: String)
    case variantSpecification(goods: String, variant: String)

    /// The shapes of the keys, for a problem naming a key that has none of them.
    public static let shapes = [
        "store/tagline", "banners/<id>/title", "brands/<name>", "categories/<id>/name", "categories/<id>/description",
        "goods/<id>/title", "goods/<id>/description", "goods/<id>/specs/<name>", "goods/<id>/options/<name>",
        "goods/<id>/values/<option>/<value>", "goods/<id>/variants/<id>/specification",
    ]

    /// The key read from its text, or `nil` when it has none of the ``shapes``.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Self.unescaped(String($0)) }
        guard !parts.contains(where: \.isEmpty) else { return nil }
        switch (parts.first, parts.count) {
        case ("store", 2) where parts[1] == "tagline": self = .tagline
        case ("banners", 3) where parts[2] == "title": self = .bannerTitle(banner: parts[1])
        case ("brands", 2): self = .brand(parts[1])
        case ("categories", 3) where parts[2] == "name": self = .categoryName(category: parts[1])
        case ("categories", 3) where parts[2] == "description": self = .categoryDescription(category: parts[1])
        case ("goods", 3) where parts[2] == "title": self = .goodsTitle(goods: parts[1])
        case ("goods", 3) where parts[2] == "description": self = .goodsDescription(goods: parts[1])
        case ("goods", 4) where parts[2] == "specs": self = .spec(goods: parts[1], name: parts[3])
        case ("goods", 4) where parts[2] == "options": self = .option(goods: parts[1], option: parts[3])
        case ("goods", 5) where parts[2] == "values":
            self = .value(goods: parts[1], option: parts[3], value: parts[4])
        case ("goods", 5) where parts[2] == "variants" && parts[4] == "specification":
            self = .variantSpecification(goods: parts[1], variant: parts[3])
        default: return nil
        }
    }

    /// The key's text, `goods/g-1/values/Size/750 ml`.
    public var text: String {
        path.map { Self.escaped($0.name) }.joined(separator: "/")
    }

    /// Where the text is in a `translations/<locale>.json`, member by member, each a fixed word
    /// of the format or an id or name of the fixtures'.
    var path: [(name: String, isID: Bool)] {
        func fixed(_ names: String...) -> [(name: String, isID: Bool)] { names.map { ($0, false) } }
        func id(_ name: String) -> [(name: String, isID: Bool)] { [(name, true)] }
        return switch self {
        case .tagline: fixed("store", "tagline")
        case .bannerTitle(let banner): fixed("banners") + id(banner) + fixed("title")
        case .brand(let brand): fixed("brands") + id(brand)
        case .categoryName(let category): fixed("categories") + id(category) + fixed("name")
        case .categoryDescription(let category): fixed("categories") + id(category) + fixed("description")
        case .goodsTitle(let goods): fixed("goods") + id(goods) + fixed("title")
        case .goodsDescription(let goods): fixed("goods") + id(goods) + fixed("description")
        case .spec(let goods, let name): fixed("goods") + id(goods) + fixed("specs", name)
        case .option(let goods, let option): fixed("goods") + id(goods) + fixed("options") + id(option)
        case .value(let goods, let option, let value):
            fixed("goods") + id(goods) + fixed("values") + id(option) + id(value)
        case .variantSpecification(let goods, let variant):
            fixed("goods") + id(goods) + fixed("variants") + id(variant) + fixed("specification")
        }
    }

    /// The place the loader names for the text in its translation file: `.goods["g-1"].title`.
    var place: String {
        path.map { $0.isID ? "[" + $0.name.jsonStringLiteral + "]" : "." + $0.name }.joined()
    }

    /// The text as the fixtures of `catalogue` have it; `nil` when they have none.
    public func fixtureText(in catalogue: Catalogue) -> String? {
        switch self {
        case .tagline: return catalogue.store.tagline
        case .bannerTitle(let banner): return catalogue.store.banners.first { $0.id == banner }?.title
        case .brand(let brand): return catalogue.goods.contains { $0.brand == brand } ? brand : nil
        case .categoryName(let category): return catalogue.category(withID: category)?.name
        case .categoryDescription(let category): return catalogue.category(withID: category)?.description
        case .goodsTitle(let goods): return catalogue.goods(withID: goods)?.title
        case .goodsDescription(let goods): return catalogue.goods(withID: goods)?.description
        case .spec(let goods, let name):
            guard let spec = Translation.GoodsText.Spec(rawValue: name), let item = catalogue.goods(withID: goods)
            else { return nil }
            return spec.text(of: item)
        case .option(let goods, let option):
            return catalogue.goods(withID: goods)?.options.first { $0 == option }
        case .value(let goods, let option, let value):
            guard let item = catalogue.goods(withID: goods), let index = item.options.firstIndex(of: option) else {
                return nil
            }
            return item.values(ofOptionAt: index).first { $0 == value }
        case .variantSpecification(let goods, let variant):
            return catalogue.goods(withID: goods)?.variant(withID: variant)?.specification
        }
    }

    /// The text as `translation` gives it; `nil` when it does not.
    public func text(in translation: Translation) -> String? {
        switch self {
        case .tagline: translation.tagline
        case .bannerTitle(let banner): translation.bannerTitles[banner]
        case .brand(let brand): translation.brands[brand]
        case .categoryName(let category): translation.categories[category]?.name
        case .categoryDescription(let category): translation.categories[category]?.description
        case .goodsTitle(let goods): translation.goods[goods]?.title
        case .goodsDescription(let goods): translation.goods[goods]?.description
        case .spec(let goods, let name):
            Translation.GoodsText.Spec(rawValue: name).flatMap { translation.goods[goods]?.specs[$0] }
        case .option(let goods, let option): translation.goods[goods]?.options[option]
        case .value(let goods, let option, let value): translation.goods[goods]?.values[option]?[value]
        case .variantSpecification(let goods, let variant): translation.goods[goods]?.variantSpecifications[variant]
        }
    }

    /// The texts a translation of `catalogue` may give, in the order the spreadsheet lists
    /// them: the tagline, the banners' titles, the brands (in the order the goods first name
    /// them), then each category's name and description, and each goods item's title,
    /// description, specifications, option names, each option's values and its variants' own
    /// specifications (not those that are the item's). A text the fixtures leave empty is
    /// among them only when one of the `translations` gives it.
    public static func keys(of catalogue: Catalogue, translations: [Translation]) -> [TranslationKey] {
        var keys: [TranslationKey] = []
        func add(_ key: TranslationKey, _ text: String?) {
            if !(text ?? "").allSatisfy(\.isWhitespace) || translations.contains(where: { key.text(in: $0) != nil }) {
                keys.append(key)
            }
        }
        add(.tagline, catalogue.store.tagline)
        for banner in catalogue.store.banners { add(.bannerTitle(banner: banner.id), banner.title) }
        var brands: Set<String> = []
        for case let brand? in catalogue.goods.lazy.map(\.brand) where brands.insert(brand).inserted {
            add(.brand(brand), brand)
        }
        for category in catalogue.categories {
            add(.categoryName(category: category.id), category.name)
            add(.categoryDescription(category: category.id), category.description)
        }
        for item in catalogue.goods {
            add(.goodsTitle(goods: item.id), item.title)
            add(.goodsDescription(goods: item.id), item.description)
            for spec in Translation.GoodsText.Spec.allCases where spec.text(of: item) != nil {
                add(.spec(goods: item.id, name: spec.rawValue), spec.text(of: item))
            }
            for (index, option) in item.options.enumerated() {
                add(.option(goods: item.id, option: option), option)
                for value in item.values(ofOptionAt: index) {
                    add(.value(goods: item.id, option: option, value: value), value)
                }
            }
            for variant in item.variants {
                let own = variant.specification == item.specification ? nil : variant.specification
                add(.variantSpecification(goods: item.id, variant: variant.id), own)
            }
        }
        return keys
    }

    private static func escaped(_ name: String) -> String {
        guard name.contains("%") || name.contains("/") else { return name }
        return name.replacing("%", with: "%25").replacing("/", with: "%2F")
    }

    private static func unescaped(_ part: String) -> String {
        guard part.contains("%") else { return part }
        var text = ""
        var rest = part[...]
        while let first = rest.first {
            if rest.hasPrefix("%25") {
                text.append("%")
                rest = rest.dropFirst(3)
            } else if rest.hasPrefix("%2F") || rest.hasPrefix("%2f") {
                text.append("/")
                rest = rest.dropFirst(3)
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }
}
