import CellarMarkdown
import CellarProperties
import CellarViewModels

/// A run of a Markdown text's HTML and the picture of the image after it: a text's `parts`,
/// so that its images are drawn by the same picture partial as every other image.
struct MarkdownPart: Sendable, Equatable, PropertyListing {
    /// cmark's rendering, with raw HTML and unsafe link schemes left out.
    let html: String
    /// `nil` after the last run.
    let picture: PictureViewModel?

    /// `text` rendered by cmark, cut at each image its view model has a picture for.
    static func parts(of text: MarkdownText) -> [MarkdownPart] {
        let pictured = { (image: Markdown.Image) in text.picture(url: image.url, alt: image.alt) }
        return Markdown.parts(from: text.source, headingsFrom: text.topHeadingLevel) { pictured($0) != nil }
            .map { MarkdownPart(html: $0.html, picture: $0.image.flatMap(pictured)) }
    }
}

extension MarkdownPart: TypedTemplateFace {
    static let templateKeys = TemplateKeys<MarkdownPart>.properties()
}
