/// Markdown source from the fixtures, for a view to render; view models never hold HTML.
public struct MarkdownText: Sendable, Equatable {
    public let source: String

    public init(_ source: String) {
        self.source = source
    }
}
