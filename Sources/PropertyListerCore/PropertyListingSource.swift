/// The Swift source that makes listed types `PropertyListing`: for each, an extension whose
/// `listProperties` hands the visitor each of its properties by name with a function reading it.
public enum PropertyListingSource {
    /// The source for `types`, in their order.
    public static func make(for types: [ListedTypes.ListedType]) -> String {
        var source = "// Made by PropertyLister from the types that declare PropertyListing.\nimport CellarProperties\n"
        for type in types {
            let access = type.isPublic ? "public " : ""
            source += """

                extension \(type.name) {
                    \(access)static func listProperties<Visitor: PropertyVisitor>(to visitor: inout Visitor) where \
                Visitor.Root == Self {

                """
            for property in type.properties {
                let read = property.isBackquoted ? "`\(property.name)`" : property.name
                source += "        visitor.visit(\"\(property.name)\") { $0.\(read) }\n"
            }
            source += "    }\n}\n"
        }
        return source
    }
}
