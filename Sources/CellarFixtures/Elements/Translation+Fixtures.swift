import CellarModel

extension Translation {
    /// Reads one `translations/<locale>.json`: the store's tagline and the categories' and goods
    /// items' texts by id, each text checked as the fixtures' own is (a string, here never
    /// empty; control characters removed with a warning; a title's and a name's longest length;
    /// a description's local images), and each id against `goodsIDs` and `categoryIDs` (unless
    /// `nil`: their file could not be read). The docs pages are read apart, from the locale's
    /// folder.
    static func decodeFixture(
        _ json: JSONValue, locale: String, goodsIDs: IDRegistry?, categoryIDs: IDRegistry?, reader: inout FieldReader
    ) -> Translation {
        var translation = Translation(locale: locale)
        guard case .object(let object) = json else {
            reader.report("", "expected an object of store, categories and goods, found \(json.briefDescription)")
            return translation
        }
        reader.checkKeys(of: object, at: "", allowed: ["$schema", "store", "categories", "goods"], of: "a translation")
        if let store = section("store", in: object, reader: &reader) {
            reader.checkKeys(of: store, at: ".store", allowed: ["tagline"], of: "the store's translation")
            translation.tagline = reader.optionalString("tagline", in: store, at: ".store", nonEmpty: true)
        }
        translation.categories = texts(
            "categories", in: object, ids: categoryIDs, noun: "category", file: "categories.json", reader: &reader
        ) { text, place, reader in
            reader.checkKeys(of: text, at: place, allowed: ["name", "description"], of: "a category's translation")
            let name = reader.limited(
                reader.optionalString("name", in: text, at: place, nonEmpty: true), to: TextLimits.name,
                at: place + ".name", what: "names")
            return CategoryText(
                name: name, description: reader.optionalMarkdown("description", in: text, at: place, nonEmpty: true))
        }
        translation.goods = texts(
            "goods", in: object, ids: goodsIDs, noun: "goods", file: "goods.json", reader: &reader
        ) { text, place, reader in
            reader.checkKeys(of: text, at: place, allowed: ["title", "description"], of: "a goods item's translation")
            let title = reader.limited(
                reader.optionalString("title", in: text, at: place, nonEmpty: true), to: TextLimits.title,
                at: place + ".title", what: "titles")
            if let title, title.utf8.count > TextLimits.shownTitle, case let characters = title.count,
                characters > TextLimits.shownTitle
            {
                reader.warn(place + ".title", .titleCutInFeeds(characters: characters))
            }
            return GoodsText(
                title: title, description: reader.optionalMarkdown("description", in: text, at: place, nonEmpty: true))
        }
        return translation
    }

    /// The object at `key`, `nil` when absent or (noted) not an object.
    private static func section(_ key: String, in object: JSONObject, reader: inout FieldReader) -> JSONObject? {
        FieldReader.value(key, in: object).flatMap { reader.object($0, at: "." + key) }
    }

    /// The texts of `key`'s object by id (`{"g-1": {"title": …}}`), each id one of `ids`
    /// (unless `nil`) and given once, each text read by `read` at its place (`.goods["g-1"]`).
    private static func texts<Text>(
        _ key: String, in object: JSONObject, ids: IDRegistry?, noun: String, file: String,
        reader: inout FieldReader, read: (JSONObject, String, inout FieldReader) -> Text
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
            texts[member.key] = read(text, place, &reader)
            if noun == "goods" { reader.attributeWarnings(since: warningCount, toGoods: member.key) }
        }
        return texts
    }
}
