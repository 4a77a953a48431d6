/// A view model made once and shown by many pages, behind one reference: copying it costs one
/// retain however large it is, and a view can tell, by its identity, that it has shown the
/// same one before. Equal when the values are, whichever making they come from.
@dynamicMemberLookup
public final class Common<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The view model.
    public let model: Value

    init(_ model: Value) {
        self.model = model
    }

    public subscript<Property>(dynamicMember property: KeyPath<Value, Property>) -> Property {
        model[keyPath: property]
    }

    public static func == (lhs: Common, rhs: Common) -> Bool {
        lhs === rhs || lhs.model == rhs.model
    }
}
