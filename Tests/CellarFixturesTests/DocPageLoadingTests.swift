@testable import CellarFixtures
import Testing
@testable import CellarModel

struct DocPageLoadingTests {
    @Test func loadsEveryMarkdownFileSortedByName() throws {
        let folder = FixtureFolder()
        folder.write("docs/shipping.md", "Intro\n\n# Shipping ##\n\n# Second\n")
        folder.write("docs/about.md", "\u{FEFF}# About us\nWe sell wine.")
        folder.write("docs/faq.md", "## Not level one\nText")
        folder.write("docs/notes.txt", "ignored")
        folder.write("docs/nested/deep.md", "# Ignored")
        let docs = try folder.load().docs
        #expect(
            docs == [
                DocPage(name: "about", title: "About us", markdown: "# About us\nWe sell wine."),
                DocPage(name: "faq", title: "faq", markdown: "## Not level one\nText"),
                DocPage(name: "shipping", title: "Shipping", markdown: "Intro\n\n# Shipping ##\n\n# Second\n"),
            ])
    }

    @Test(
        arguments: [
            ("# Title", "Title"), ("   #   Spaced   #  ", "Spaced"), ("# C#", "C#"), ("#NoSpace\n# Real", "Real"),
            ("    # Code block\n# Real", "Real"), ("```\n# In a fence\n```\n# After", "After"),
            ("#\n# Second", "Second"),
            ("# 配送说明\r\nText", "配送说明"), ("Text only", nil),
        ] as [(String, String?)])
    func findsTheFirstLevelOneHeading(markdown: String, title: String?) {
        #expect(DocPage.title(ofMarkdown: markdown) == title)
    }

    @Test func reportsInvalidUTF8() {
        let folder = FixtureFolder()
        folder.write("docs/bad.md", bytes: Array("# Bad ".utf8) + [0xC0, 0xAF])
        #expect(folder.errors() == [FixtureError(file: "docs/bad.md", problem: "is not valid UTF-8 text")])
    }
}
