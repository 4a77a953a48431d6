import CellarModel

/// Markdown source from the fixtures, for a view to render; view models never hold HTML. The
/// images it shows are pictures like the fixtures' other images, below the fold.
public struct MarkdownText: Sendable, Equatable {
    public let source: String
    /// The level its highest heading is shown at, so its headings fit under the page's own:
    /// a goods description sits under the page's "Description" `<h2>`, so it starts at 3.
    public let topHeadingLevel: Int
    /// By the image as written; an image without one (an unsafe URL) is left to the renderer.
    private let pictures: [MarkdownImage: PictureViewModel]

    init(_ source: String, topHeadingLevel: Int = 1, links: LinkBuilder) {
        self.source = source
        self.topHeadingLevel = topHeadingLevel
        var pictures: [MarkdownImage: PictureViewModel] = [:]
        for image in MarkdownImage.all(in: source) {
            pictures[image] = PictureViewModel(image: image.url, alt: image.alt, priority: .deferred, links: links)
        }
        self.pictures = pictures
    }

    /// The picture of the image written `![alt](url)`.
    public func picture(url: String, alt: String) -> PictureViewModel? {
        pictures[MarkdownImage(url: url, alt: alt)]
    }
}
