import CellarModel

extension Translation {
    /// What a translation's ids and names refer to, each `nil` when its file could not be read
    /// (then it is not checked): the goods (their ids, and each item's specifications, options,
    /// values and variants), the categories' ids, the banners' ids and the brands goods.json names.
    struct FixtureTargets {
        var goodsIDs: IDRegistry?
        var goodsByID: [String: GoodsItem]?
        var categoryIDs: IDRegistry?
        var bannerIDs: IDRegistry?
        var brands: IDRegistry?

        init(goodsIDs: IDRegistry?, goods: [GoodsItem]?, categoryIDs: IDRegistry?, banners: [Banner]?) {
            self.goodsIDs = goodsIDs
            self.categoryIDs = categoryIDs
            goodsByID = goods.map { list in Dictionary(list.map { ($0.id, $0) }) { first, _ in first } }
            bannerIDs = banners.map { banners in
                var ids = IDRegistry()
                for banner in banners { _ = ids.register(banner.id, at: "") }
                return ids
            }
            brands = goods.map { list in
                var names = IDRegistry()
                for case let brand? in list.lazy.map(\.brand) { _ = names.register(brand, at: "") }
                return names
            }
        }
    }

    /// Whether goods lists of the same ids in the same order have the same brands, specifications
    /// (which each item has), options, values and variant ids: what a translation is checked against
    /// besides the ids, so one checked against `old` holds for `new`.
    static func sameTargets(in old: [GoodsItem], as new: [GoodsItem]) -> Bool {
        old.count == new.count
            && zip(old, new).allSatisfy { old, new in
                old.brand == new.brand && old.options == new.options
                    && GoodsText.Spec.allCases.allSatisfy { ($0.text(of: old) == nil) == ($0.text(of: new) == nil) }
                    && old.variants.map(\.id) == new.variants.map(\.id)
                    && old.variants.map(\.values) == new.variants.map(\.values)
            }
    }

    /// The keys of a translation, as the errors name them.
    static let keys = ["$schema", "store", "banners", "brands", "categories", "goods"]
    /// The keys of a goods item's translation.
    static let goodsKeys = ["title", "description", "specs", "options", "values", "variants"]

    /// Reads one `translations/<locale>.json`: the store's tagline, the banners' titles, the
    /// brands' names and the categories' and goods items' texts, each text checked as the
    /// fixtures' own is (a string, here never empty; control characters removed with a warning;
    /// a title's and a name's longest length; a description's local images; an option name or
    /// value plain text, tidied as a filter value), and each id or name against `targets`. A
    /// translation that would make two options, or two values of one option, of a goods item
    /// alike is refused: the shopper could not tell its variants apart. The docs pages are read
    /// apart, from the locale's folder.
    static func decodeFixture(
        _ json: JSONValue, locale: String, targets: FixtureTargets, reader: inout FieldReader
    ) -> Translation {
        var translation = Translation(locale: locale)
        guard case .object(let object) = json else {
            reader.report(
                "", "expected an object of store, banners, brands, categories and goods, found \(json.briefDescription)"
            )
            return translation
        }
        reader.checkKeys(of: object, at: "", allowed: keys, of: "a translation")
        if let store = section("store", in: object, reader: &reader) {
            reader.checkKeys(of: store, at: ".store", allowed: ["tagline"], of: "the store's translation")
            translation.tagline = reader.optionalString("tagline", in: store, at: ".store", nonEmpty: true)
        }
        translation.bannerTitles = texts(
            "banners", in: object, ids: targets.bannerIDs, noun: "banner", file: "store.json", reader: &reader
        ) { _, text, place, reader in
            reader.checkKeys(of: text, at: place, allowed: ["title"], of: "a banner's translation")
            return reader.optionalString("title", in: text, at: place, nonEmpty: true)
        }.compactMapValues { $0 }
        translation.brands = brands(in: object, targets: targets.brands, reader: &reader)
        translation.categories = texts(
            "categories", in: object, ids: targets.categoryIDs, noun: "category", file: "categories.json",
            reader: &reader
        ) { _, text, place, reader in
            reader.checkKeys(of: text, at: place, allowed: ["name", "description"], of: "a category's translation")
            let name = reader.limited(
                reader.optionalString("name", in: text, at: place, nonEmpty: true), to: TextLimits.name,
                at: place + ".name", what: "names")
            return CategoryText(
                name: name, description: reader.optionalMarkdown("description", in: text, at: place, nonEmpty: true))
        }
        translation.goods = texts(
            "goods", in: object, ids: targets.goodsIDs, noun: "goods", file: "goods.json", reader: &reader
        ) { id, text, place, reader in
            goodsText(text, at: place, goods: targets.goodsByID?[id], reader: &reader)
        }
        return translation
    }

    /// A goods item's texts at `place`, its specifications, options, values and variants checked
    /// against `goods` (unless `nil`).
    private static func goodsText(_ text: JSONObject, at place: String, goods: GoodsItem?, reader: inout FieldReader)
        -> GoodsText
    {
        reader.checkKeys(of: text, at: place, allowed: goodsKeys, of: "a goods item's translation")
        let title = reader.limited(
            reader.optionalString("title", in: text, at: place, nonEmpty: true), to: TextLimits.title,
            at: place + ".title", what: "titles")
        if let title, title.utf8.count > TextLimits.shownTitle, case let characters = title.count,
            characters > TextLimits.shownTitle
        {
            reader.warn(place + ".title", .titleCutInFeeds(characters: characters))
        }
        var goodsText = GoodsText(
            title: title, description: reader.optionalMarkdown("description", in: text, at: place, nonEmpty: true))
        let subject = goods.map { "goods \($0.id.jsonStringLiteral)" } ?? "the goods item"
        if let specs = section("specs", in: text, at: place, reader: &reader) {
            for member in unique(specs, at: place + ".specs", reader: &reader) {
                let specPlace = place + ".specs." + member.key
                guard let spec = GoodsText.Spec(rawValue: member.key) else {
                    let names = GoodsText.Spec.allCases.map(\.rawValue).joined(separator: ", ")
                    reader.report(specPlace, "is not a specification a goods item has (they are \(names))")
                    continue
                }
                if let goods, spec.text(of: goods) == nil {
                    reader.report(
                        specPlace, "translates the \(spec.rawValue), which \(subject) has none of in goods.json")
                    continue
                }
                let read =
                    spec == .origin || spec == .scent
                    ? reader.facetText(member.value, at: specPlace)
                    : reader.string(member.value, at: specPlace, nonEmpty: true)
                if let read { goodsText.specs[spec] = read }
            }
        }
        let options = goods?.options
        if let names = section("options", in: text, at: place, reader: &reader) {
            var shown: [String: String] = [:]
            for member in unique(names, at: place + ".options", reader: &reader) {
                let option = FacetValue.normalized(member.key)
                let optionPlace = "\(place).options[\(member.key.jsonStringLiteral)]"
                guard reader.checkOption(option, at: optionPlace, of: options, subject: subject),
                    let name = reader.plainText(member.value, at: optionPlace)
                else { continue }
                goodsText.options[option] = name
                shown[option] = name
            }
            if let options {
                reader.checkDistinct(
                    options.map { (name: $0, shown: shown[$0] ?? $0) }, ignoringCase: true,
                    at: { "\(place).options[\($0.jsonStringLiteral)]" }, what: "options", of: subject)
            }
        }
        if let byOption = section("values", in: text, at: place, reader: &reader) {
            for member in unique(byOption, at: place + ".values", reader: &reader) {
                let option = FacetValue.normalized(member.key)
                let optionPlace = "\(place).values[\(member.key.jsonStringLiteral)]"
                guard reader.checkOption(option, at: optionPlace, of: options, subject: subject),
                    let values = reader.object(member.value, at: optionPlace)
                else { continue }
                let known = goods.flatMap { goods in
                    goods.options.firstIndex(of: option).map { goods.values(ofOptionAt: $0) }
                }
                var texts: [String: String] = [:]
                for value in unique(values, at: optionPlace, reader: &reader) {
                    let fixtureValue = FacetValue.normalized(value.key)
                    let valuePlace = "\(optionPlace)[\(value.key.jsonStringLiteral)]"
                    if let known, !known.contains(fixtureValue) {
                        reader.report(
                            valuePlace,
                            "option \(option.jsonStringLiteral) of \(subject) has no value "
                                + "\(fixtureValue.jsonStringLiteral) (its values are \(known.joined(separator: ", ")))")
                        continue
                    }
                    if let shown = reader.plainText(value.value, at: valuePlace) { texts[fixtureValue] = shown }
                }
                if let known {
                    reader.checkDistinct(
                        known.map { (name: $0, shown: texts[$0] ?? $0) }, ignoringCase: false,
                        at: { "\(optionPlace)[\($0.jsonStringLiteral)]" },
                        what: "values of option \(option.jsonStringLiteral)", of: subject)
                }
                if !texts.isEmpty { goodsText.values[option] = texts }
            }
        }
        if let variants = section("variants", in: text, at: place, reader: &reader) {
            let ids = goods?.variants.map(\.id)
            for member in unique(variants, at: place + ".variants", reader: &reader) {
                let variantPlace = "\(place).variants[\(member.key.jsonStringLiteral)]"
                if let ids, !ids.contains(member.key) {
                    reader.report(
                        variantPlace,
                        "\(subject) has no variant \(member.key.jsonStringLiteral)"
                            + (ids.isEmpty
                                ? " (it has no variants)" : " (its variants are \(ids.joined(separator: ", ")))"))
                    continue
                }
                guard let variant = reader.object(member.value, at: variantPlace) else { continue }
                reader.checkKeys(
                    of: variant, at: variantPlace, allowed: ["specification"], of: "a variant's translation")
                if let specification = reader.optionalString(
                    "specification", in: variant, at: variantPlace, nonEmpty: true)
                {
                    goodsText.variantSpecifications[member.key] = specification
                }
            }
        }
        return goodsText
    }

    /// `brands`: each brand as goods.json names it (one of `targets`, unless `nil`), its name in the language.
    private static func brands(in object: JSONObject, targets: IDRegistry?, reader: inout FieldReader)
        -> [String: String]
    {
        guard let section = section("brands", in: object, reader: &reader) else { return [:] }
        var names: [String: String] = [:]
        for member in unique(section, at: ".brands", reader: &reader) {
            let brand = FacetValue.normalized(member.key)
            let place = ".brands[\(member.key.jsonStringLiteral)]"
            reader.checkReference(brand, at: place, in: targets, noun: "brand", file: "goods.json")
            if let name = reader.limited(
                reader.facetText(member.value, at: place), to: TextLimits.name, at: place, what: "names")
            {
                names[brand] = name
            }
        }
        return names
    }

    /// The object at `key`, `nil` when absent or (noted) not an object.
    private static func section(_ key: String, in object: JSONObject, at base: String = "", reader: inout FieldReader)
        -> JSONObject?
    {
        FieldReader.value(key, in: object).flatMap { reader.object($0, at: base + "." + key) }
    }

    /// `object`'s members, each key once: a key given again is noted at `place` and left out.
    private static func unique(_ object: JSONObject, at place: String, reader: inout FieldReader)
        -> [JSONObject.Member]
    {
        var seen: Set<String> = []
        return object.members.filter { member in
            if seen.insert(member.key).inserted { return true }
            reader.report("\(place)[\(member.key.jsonStringLiteral)]", "is given twice")
            return false
        }
    }

    /// The texts of `key`'s object by id (`{"g-1": {"title": …}}`), each id one of `ids`
    /// (unless `nil`) and given once, each text read by `read` from its id, object and place (`.goods["g-1"]`).
    private static func texts<Text>(
        _ key: String, in object: JSONObject, ids: IDRegistry?, noun: String, file: String,
        reader: inout FieldReader, read: (String, JSONObject, String, inout FieldReader) -> Text
    ) -> [String: Text] {
        guard let section = section(key, in: object, reader: &reader) else { return [:] }
        var texts: [String: Text] = [:]
        for member in section.members {
            let place = ".\(key)[\(member.key.jsonStringLiteral)]"
            if texts[member.key] != nil {
                reader.report(place, "translates \(noun) \(member.key.jsonStringLiteral) a second time")
                continue
            }
            reader.checkReference(member.key, at: place, in: ids, noun: noun, file: file)
            guard let text = reader.object(member.value, at: place) else { continue }
            let warningCount = reader.warnings.count
            texts[member.key] = read(member.key, text, place, &reader)
            if noun == "goods" { reader.attributeWarnings(since: warningCount, toGoods: member.key) }
        }
        return texts
    }
}

extension FieldReader {
    /// Whether `option` is one of `options` (unless `nil`), after noting at `place` that it is not.
    fileprivate mutating func checkOption(_ option: String, at place: String, of options: [String]?, subject: String)
        -> Bool
    {
        guard let options, !options.contains(option) else { return true }
        report(
            place,
            "\(subject) has no option \(option.jsonStringLiteral)"
                + (options.isEmpty ? " (it has no variants)" : " (its options are \(options.joined(separator: ", ")))"))
        return false
    }

    /// Notes each of `names` whose text as shown is another's, at its place: two options or
    /// two values the shopper could not tell apart.
    fileprivate mutating func checkDistinct(
        _ names: [(name: String, shown: String)], ignoringCase: Bool, at place: (String) -> String, what: String,
        of subject: String
    ) {
        var first: [String: String] = [:]
        for (name, shown) in names {
            let key = ignoringCase ? shown.lowercased() : shown
            guard let other = first[key] else {
                first[key] = name
                continue
            }
            report(
                place(name),
                "is shown as \(shown.jsonStringLiteral), as \(other.jsonStringLiteral) is: the \(what) of \(subject) "
                    + "must stay distinct, so its variants can be told apart")
        }
    }
}
