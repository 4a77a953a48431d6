extension Category {
    /// Reads `categories.json`; returns `nil` when it is not an array.
    static func decodeFixtures(_ json: JSONValue, reader: inout FieldReader) -> (categories: [Category], ids: IDRegistry)? {
        guard let elements = reader.topLevelArray(json, of: "categories") else { return nil }
        var ids = IDRegistry()
        var categories: [Category] = []
        categories.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let base = "[\(index)]"
            guard let object = reader.object(element, at: base) else { continue }
            let id = reader.uniqueID(in: object, at: base, registry: &ids)
            let name = reader.requiredString("name", in: object, at: base)
            let description = reader.optionalString("description", in: object, at: base)
            if let id, let name {
                categories.append(Category(id: id, name: name, description: description))
            }
        }
        return (categories, ids)
    }
}
