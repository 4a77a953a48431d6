import CellarProperties

extension TemplateKeys where Face: PropertyListing {
    /// A key for each property the face lists (``PropertyListing``) whose type templates can
    /// show (``TemplateKeyValue``), then the keys computed from it: a computed key named as a
    /// property takes the property's place.
    ///
    /// A property of another type is no key: a template naming it is refused when the theme
    /// loads, as for any key its face does not have.
    static func properties(and computed: Key...) -> TemplateKeys {
        var listing = KeyListing<Face>()
        Face.listProperties(to: &listing)
        let computedNames = Set(computed.map(\.name))
        return TemplateKeys(listing.keys.filter { !computedNames.contains($0.name) } + computed)
    }
}

/// Makes a template key of each listed property whose type is a ``TemplateKeyValue``.
private struct KeyListing<Face>: PropertyVisitor {
    var keys: [TemplateKeys<Face>.Key] = []

    mutating func visit<Property>(_ name: String, _ read: @escaping @Sendable (Face) -> Property) {
        guard let valueType = Property.self as? any TemplateKeyValue.Type else { return }
        keys.append(Self.key(name, read, as: valueType))
    }

    /// The key reading `read` as the `Value` it returns: the cast checks once, when the face's
    /// keys are made, what the compiler cannot see through the unconstrained `Property`.
    private static func key<Property, Value: TemplateKeyValue>(
        _ name: String, _ read: @escaping @Sendable (Face) -> Property, as _: Value.Type
    ) -> TemplateKeys<Face>.Key {
        guard let typed = read as? @Sendable (Face) -> Value else {
            preconditionFailure("the property “\(name)” reads a \(Property.self), not a \(Value.self)")
        }
        return .key(name, typed)
    }
}
