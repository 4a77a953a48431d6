import CellarMarkdown

/// An image a Markdown text of the fixtures shows (a goods or category description, a docs
/// page): `![alt](url)`, a local path relative to the fixtures folder as in the JSON files, or
/// a remote URL.
public struct MarkdownImage: Sendable, Hashable {
    /// The URL as written.
    public let url: String
    /// The plain text of the image's description.
    public let alt: String

    public init(url: String, alt: String) {
        self.url = url
        self.alt = alt
    }

    /// Every image `markdown` shows, in document order, as cmark reads it (reference images and
    /// images in table cells too).
    public static func all(in markdown: String) -> [MarkdownImage] {
        Markdown.images(in: markdown).map { MarkdownImage(url: $0.url, alt: $0.alt) }
    }

    /// The path of each local image `markdown` shows, in document order.
    public static func localPaths(in markdown: String) -> [String] {
        all(in: markdown).compactMap { image in
            if case .local(let path) = ImageReference(image.url) { path } else { nil }
        }
    }
}
