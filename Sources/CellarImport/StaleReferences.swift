import CellarFixtures
import CellarModel
import CellarPlurals
import Foundation

/// What in a shop's `store.json` and `comments.json` points to goods or categories that an
/// import into the shop leaves out (`featured` goods, banners linking to a goods item or a
/// category, comments on goods), and those files without it: the rest of the files, the
/// store's settings and the comments on goods the import has, stay as they are.
struct StaleReferences {
    /// The new `store.json`, when it named what is gone.
    private(set) var store: JSONValue?
    /// The new `comments.json`, when a comment was on goods that are gone.
    private(set) var comments: [JSONValue]?
    /// One line for each kind of thing removed, for the import's summary.
    private(set) var lines: [String] = []

    /// - Parameter files: the contents of the shop's `store.json` and `comments.json` (`nil`
    ///   for a file it does not have); a file that is not valid JSON is left for the check to report.
    init(store storeFile: [UInt8]?, comments commentsFile: [UInt8]?, goodsIDs: Set<String>, categoryIDs: Set<String>) {
        if let storeFile, case .object(var object)? = try? JSONValue.parse(storeFile, file: "store.json") {
            let featuredDropped = Self.dropFeatured(from: &object, keeping: goodsIDs)
            let bannersDropped = Self.dropBanners(from: &object, goodsIDs: goodsIDs, categoryIDs: categoryIDs)
            if !featuredDropped.isEmpty {
                lines.append(
                    "store.json: removed from featured \(Self.quoted(featuredDropped)), which the import does not have")
            }
            if !bannersDropped.isEmpty {
                let banners = bannersDropped.map { "\($0.id.map { "\"\($0)\"" } ?? "without id") (to \($0.target))" }
                lines.append(
                    """
                    store.json: removed \(EnglishCount.form(banners.count, "banner", "banners")) \
                    \(banners.joined(separator: ", ")), linking to what the import does not have
                    """
                )
            }
            if !featuredDropped.isEmpty || !bannersDropped.isEmpty { store = .object(object) }
        }
        if let commentsFile, case .array(let elements)? = try? JSONValue.parse(commentsFile, file: "comments.json") {
            var goneGoods: [String] = []
            let kept = elements.filter { element in
                guard case .object(let comment) = element, let goods = Self.string("goods", in: comment),
                    !goodsIDs.contains(goods)
                else { return true }
                if !goneGoods.contains(goods) { goneGoods.append(goods) }
                return false
            }
            if kept.count < elements.count {
                let count = elements.count - kept.count
                lines.append(
                    """
                    comments.json: removed \(EnglishCount.of(count, "comment", "comments")) on goods the import does \
                    not have (\(Self.quoted(goneGoods)))
                    """
                )
                comments = kept
            }
        }
    }

    /// Removes the goods ids not in `goodsIDs` from `featured`, and `featured` itself when
    /// none is left (the home then shows the best sellers); the ids removed.
    private static func dropFeatured(from object: inout JSONObject, keeping goodsIDs: Set<String>) -> [String] {
        guard let index = object.members.lastIndex(where: { $0.key == "featured" }),
            case .array(let ids) = object.members[index].value
        else { return [] }
        let kept = ids.filter { if case .string(let id) = $0 { goodsIDs.contains(id) } else { true } }
        let dropped = ids.compactMap { if case .string(let id) = $0, !goodsIDs.contains(id) { id } else { nil } }
        if kept.isEmpty { object.members.remove(at: index) } else { object.members[index].value = .array(kept) }
        return dropped
    }

    /// Removes the banners whose link names a goods item or a category not in the import; each
    /// removed banner's id and what it linked to (`category "wine"`).
    private static func dropBanners(
        from object: inout JSONObject, goodsIDs: Set<String>, categoryIDs: Set<String>
    ) -> [(id: String?, target: String)] {
        guard let index = object.members.lastIndex(where: { $0.key == "banners" }),
            case .array(let banners) = object.members[index].value
        else { return [] }
        var dropped: [(id: String?, target: String)] = []
        let kept = banners.filter { banner in
            guard case .object(let fields) = banner,
                case .object(let link)? = fields.members.last(where: { $0.key == "link" })?.value
            else { return true }
            if let goods = string("goods", in: link), !goodsIDs.contains(goods) {
                dropped.append((string("id", in: fields), "goods \"\(goods)\""))
                return false
            }
            if let category = string("category", in: link), !categoryIDs.contains(category) {
                dropped.append((string("id", in: fields), "category \"\(category)\""))
                return false
            }
            return true
        }
        object.members[index].value = .array(kept)
        return dropped
    }

    private static func string(_ key: String, in object: JSONObject) -> String? {
        if case .string(let text)? = object.members.last(where: { $0.key == key })?.value { text } else { nil }
    }

    /// `"a", "b" and 3 more`: at most five named.
    private static func quoted(_ ids: [String]) -> String {
        let named = ids.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
        return ids.count > 5 ? named + " and \(ids.count - 5) more" : named
    }
}
