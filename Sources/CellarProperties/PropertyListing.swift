/// A value that names its properties and reads each: what another layer needs to show
/// the value without restating it property by property.
///
/// A type declares it in its inheritance clause (`struct LinkViewModel: Sendable, PropertyListing`)
/// and the ListProperties build plugin writes `listProperties` from the type's declaration:
/// every instance property declared in its body, stored or computed, by name; in a public type
/// its public ones, in another all but the private and fileprivate ones. Properties declared in
/// extensions are not listed.
public protocol PropertyListing {
    /// Calls `visitor` with the name of each instance property declared in the type's body
    /// and as visible as the type, in the order they are declared, and a function reading it.
    static func listProperties<Visitor: PropertyVisitor>(to visitor: inout Visitor) where Visitor.Root == Self
}

/// What ``PropertyListing/listProperties(to:)`` hands each property to.
public protocol PropertyVisitor {
    /// The type whose properties are listed.
    associatedtype Root

    /// One property: its name and how to read it.
    mutating func visit<Property>(_ name: String, _ read: @escaping @Sendable (Root) -> Property)
}
