/// Markdown source from the fixtures, for a view to render; view models never hold HTML.
public struct MarkdownText: Sendable, Equatable {
    public let source: String
    /// The level its highest heading is shown at, so its headings fit under the page's own:
    /// a goods description sits under the page's "Description" `<h2>`, so it starts at 3.
    public let topHeadingLevel: Int

    public init(_ source: String, topHeadingLevel: Int = 1) {
        self.source = source
        self.topHeadingLevel = topHeadingLevel
    }
}
