@testable import CellarMarkdown
import Testing

/// The images a Markdown text shows, and its rendering cut at the ones a page draws itself.
@Suite("Images in Markdown")
struct MarkdownImageTests {
    @Test func findsEveryImageWithItsAltTextInDocumentOrder() {
        let source = """
            ![A *bold* `move`
            here](a.jpg "title") and ![ref][r]

            | x |
            | - |
            | ![cell](c.png) |

            `![not an image](code.jpg)`

            [r]: https://img.example.com/r.jpg
            """
        #expect(
            Markdown.images(in: source) == [
                Markdown.Image(url: "a.jpg", alt: "A bold move here"),
                Markdown.Image(url: "https://img.example.com/r.jpg", alt: "ref"),
                Markdown.Image(url: "c.png", alt: "cell"),
            ])
        #expect(Markdown.images(in: "No images, [a link](x.jpg).").isEmpty)
    }

    @Test func cutsTheHTMLAtEachTakenImageAndRendersTheRest() {
        let parts = Markdown.parts(from: "# Wine\n\nSee ![one](1.jpg) and ![two](2.jpg).\n", headingsFrom: 2) {
            $0.url == "1.jpg"
        }
        #expect(
            parts == [
                Markdown.Part(html: "<h2>Wine</h2>\n<p>See ", image: Markdown.Image(url: "1.jpg", alt: "one")),
                Markdown.Part(html: #" and <img src="2.jpg" alt="two" />.</p>\#n"#, image: nil),
            ])
        let none = Markdown.parts(from: "![one](1.jpg)", headingsFrom: 1) { _ in false }
        #expect(none == [Markdown.Part(html: "<p><img src=\"1.jpg\" alt=\"one\" /></p>\n", image: nil)])
    }

    @Test func textCannotForgeAnImageSlotAndRawHTMLStaysOut() {
        let parts = Markdown.parts(
            from: "<cellar-image-slot> `<cellar-image-slot>` ![x](x.jpg)<script>", headingsFrom: 1
        ) { _ in true }
        #expect(parts.count == 2)
        #expect(parts[0].html == "<p><!-- raw HTML omitted --> <code>&lt;cellar-image-slot&gt;</code> ")
        #expect(parts[1].html == "<!-- raw HTML omitted --></p>\n")
    }
}
