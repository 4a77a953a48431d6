/// A view model made once and shown by many pages, behind one reference: copying it costs one
/// retain however large it is, and a view can tell, by its identity, that it has shown the
/// same one before. Equal when the values are, whichever making they come from.
@dynamicMemberLookup
public final class Shared<Value: Sendable & Equatable>: Sendable, Equatable {
    public let value: Value

    init(_ value: Value) {
        self.value = value
    }

    public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property {
        value[keyPath: property]
    }

    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
