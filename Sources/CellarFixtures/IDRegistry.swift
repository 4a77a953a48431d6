import CellarModel
import CellarSpelling

/// The ids met so far in one list (goods, categories, banners …) and where each was first seen.
struct IDRegistry: Sendable {
    private var firstPlaces: [String: String] = [:]

    func contains(_ id: String) -> Bool {
        firstPlaces[id] != nil
    }

    /// The id closest to `id` by ``EditDistance/nearest(to:among:within:)``, for "did you
    /// mean"; `nil` in a list of more than 20,000 ids, where looking would take longer than
    /// the suggestion is worth.
    func nearest(to id: String) -> String? {
        guard firstPlaces.count <= 20_000 else { return nil }
        // Sorted, so that of two as close the same one is named every time.
        return EditDistance.nearest(to: id, among: firstPlaces.keys.sorted())
    }

    /// The registered string equal to `id`, whose storage a copy then shares, or `id` itself.
    func canonical(_ id: String) -> String {
        firstPlaces.index(forKey: id).map { firstPlaces[$0].key } ?? id
    }

    /// Whether both registries hold the same ids, wherever they were seen.
    func hasSameIDs(as other: IDRegistry) -> Bool {
        firstPlaces.count == other.firstPlaces.count && firstPlaces.keys.allSatisfy(other.contains)
    }

    /// Makes room for `count` ids, so that registering that many never grows the table.
    mutating func reserveCapacity(_ count: Int) {
        firstPlaces.reserveCapacity(count)
    }

    /// Records `id` at `place`; returns the place it was first seen when it is a duplicate.
    mutating func register(_ id: String, at place: String) -> String? {
        if let first = firstPlaces[id] { return first }
        firstPlaces[id] = place
        return nil
    }
}

extension FieldReader {
    /// The object's required, non-empty `id`, recorded in `registry`; a duplicate is noted
    /// (`duplicate id "g-1" (first at [3])`) and still returned.
    mutating func uniqueID(in object: JSONObject, at base: String, registry: inout IDRegistry) -> String? {
        guard
            let id = limited(
                requiredString("id", in: object, at: base), to: TextLimits.id, at: base + ".id", what: "ids")
        else { return nil }
        if let first = registry.register(id, at: base) {
            report(base + ".id", "duplicate id \"\(id)\" (first at \(first))")
        }
        return id
    }

    /// Notes a reference that does not resolve, naming what refers (`subject`, like `goods item
    /// "g-1"`) and the nearest id there is: `category "wines" does not exist in categories.json
    /// (goods item "g-1"); did you mean "wine"?`. When `registry` is `nil` (its file could not
    /// be read) the reference is not checked.
    mutating func checkReference(
        _ id: String, at place: String, in registry: IDRegistry?, noun: String, file targetFile: String,
        subject: String? = nil
    ) {
        guard let registry, !registry.contains(id) else { return }
        let suggestion = registry.nearest(to: id).map { "; did you mean \"\($0)\"?" } ?? ""
        report(
            place, "\(noun) \"\(id)\" does not exist in \(targetFile)" + (subject.map { " (\($0))" } ?? "") + suggestion
        )
    }
}
