import CellarModel

extension Category {
    /// Reads `categories.json` one element at a time, as the parser hands them over, checking each.
    struct FixtureDecoder {
        private(set) var ids = IDRegistry()
        private(set) var categories: [Category] = []

        mutating func decode(_ element: JSONValue, at index: Int, reader: inout FieldReader) {
            let base = "[\(index)]"
            guard let object = reader.object(element, at: base) else { return }
            let id = reader.uniqueID(in: object, at: base, registry: &ids)
            let name = reader.limited(
                reader.requiredString("name", in: object, at: base), to: TextLimits.name, at: base + ".name",
                what: "names")
            let description = reader.optionalMarkdown("description", in: object, at: base)
            if let id, let name {
                categories.append(Category(id: id, name: name, description: description))
            }
        }
    }
}
