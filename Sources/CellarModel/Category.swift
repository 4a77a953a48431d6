/// A category of goods, read from `categories.json`.
public struct Category: Sendable, Equatable {
    public var id: String
    public var name: String
    /// Markdown source; `nil` when absent.
    public var description: String?

    public init(id: String, name: String, description: String? = nil) {
        self.id = id
        self.name = name
        self.description = description
    }
}
