import Testing
import CellarMarkdown

@Suite("Markdown rendering")
struct MarkdownTests {
    @Test func rendersHeadings() {
        #expect(Markdown.html(from: "# Title") == "<h1>Title</h1>\n")
        #expect(Markdown.html(from: "### Small") == "<h3>Small</h3>\n")
    }

    @Test func rendersLists() {
        let html = Markdown.html(from: "- one\n- two\n\n1. first\n2. second\n")
        #expect(html.contains("<ul>\n<li>one</li>\n<li>two</li>\n</ul>"))
        #expect(html.contains("<ol>\n<li>first</li>\n<li>second</li>\n</ol>"))
    }

    @Test func rendersEmphasis() {
        #expect(Markdown.html(from: "*soft* and **bold**") == "<p><em>soft</em> and <strong>bold</strong></p>\n")
    }

    @Test func rendersLinks() {
        #expect(
            Markdown.html(from: "[shop](https://example.com/a?b=1&c=2)")
                == "<p><a href=\"https://example.com/a?b=1&amp;c=2\">shop</a></p>\n")
    }

    @Test func noSmartPunctuation() {
        #expect(Markdown.html(from: "\"quoted\" -- dash...") == "<p>&quot;quoted&quot; -- dash...</p>\n")
    }

    @Test func emptyInput() {
        #expect(Markdown.html(from: "") == "")
        #expect(Markdown.html(from: "", headingsFrom: 2) == "")
    }

    @Test func scriptBlockIsNotPassedThrough() {
        let html = Markdown.html(from: "<script>alert(1)</script>")
        #expect(!html.contains("<script"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
    }

    @Test func inlineScriptIsNotPassedThrough() {
        let html = Markdown.html(from: "hello <script>alert(1)</script> world")
        #expect(!html.contains("<script"))
        #expect(html.contains("hello"))
    }

    @Test func imgOnerrorIsNotPassedThrough() {
        for source in ["<img src=x onerror=alert(1)>", "text <img src=x onerror=alert(1)> more"] {
            let html = Markdown.html(from: source)
            #expect(!html.contains("<img"))
            #expect(!html.contains("onerror"))
        }
    }

    @Test(arguments: [
        "[x](javascript:alert(1))",
        "[x](JavaScript:alert(1))",
        "[x](vbscript:msgbox(1))",
        "[x](file:///etc/passwd)",
        "[x](data:text/html;base64,PHNjcmlwdD4=)",
    ])
    func dangerousLinkURLsAreDropped(source: String) {
        let html = Markdown.html(from: source)
        #expect(html == "<p><a href=\"\">x</a></p>\n")
        #expect(!html.lowercased().contains("javascript:"))
    }

    @Test func javascriptImageSourceIsDropped() {
        let html = Markdown.html(from: "![alt](javascript:alert(1))")
        #expect(!html.contains("javascript:"))
        #expect(html.contains("src=\"\""))
    }

    @Test func textIsEscaped() {
        #expect(Markdown.html(from: "a < b & c > d") == "<p>a &lt; b &amp; c &gt; d</p>\n")
    }

    @Test func nonASCIISurvives() {
        #expect(Markdown.html(from: "# 中文标题\n\n葡萄酒 *很好* 🍷 café") == "<h1>中文标题</h1>\n<p>葡萄酒 <em>很好</em> 🍷 café</p>\n")
    }

    @Test func largeInput() {
        let paragraph = String(repeating: "word ", count: 200) + "\n\n"  // 1,002 bytes
        let source = String(repeating: paragraph, count: 1_050)  // ~1 MB
        #expect(source.utf8.count >= 1_000_000)
        let html = Markdown.html(from: source)
        #expect(html.hasPrefix("<p>word"))
        #expect(html.split(separator: "\n").count == 1_050)
        #expect(html.hasSuffix("word</p>\n"))
    }

    @Test func deeplyNestedBlockquotes() {
        let source = String(repeating: ">", count: 10_000) + " deep"
        let html = Markdown.html(from: source)
        #expect(html.contains("deep"))
        #expect(html.hasPrefix("<blockquote>"))
        #expect(Markdown.html(from: source + "\n# h", headingsFrom: 2).contains("<h2>h</h2>"))
    }

    @Test func deeplyNestedBrackets() {
        let source = String(repeating: "[", count: 10_000) + "x" + String(repeating: "](y)", count: 10_000)
        let html = Markdown.html(from: source)
        #expect(html.hasPrefix("<p>"))
        #expect(html.contains("x"))
    }

    @Test func deeplyNestedEmphasisAndLists() {
        let emphasis = String(repeating: "*", count: 10_000) + "x" + String(repeating: "*", count: 10_000)
        #expect(Markdown.html(from: emphasis).contains("x"))
        let lists = (0..<2_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        #expect(Markdown.html(from: lists).contains("item"))
    }

    @Test func headingsMoveDownToStartAtTheGivenLevel() {
        #expect(
            Markdown.html(from: "## A\n\n### B\n\nText", headingsFrom: 3)
                == "<h3>A</h3>\n<h4>B</h4>\n<p>Text</p>\n")
        #expect(Markdown.html(from: "# A\n\n###### Six", headingsFrom: 2) == "<h2>A</h2>\n<h6>Six</h6>\n")
        #expect(Markdown.html(from: "#### Deep", headingsFrom: 2) == "<h4>Deep</h4>\n", "headings are never moved up")
        #expect(Markdown.html(from: "No headings", headingsFrom: 3) == "<p>No headings</p>\n")
    }

    @Test func movingHeadingsKeepsSafeMode() {
        let html = Markdown.html(from: "# <script>x</script>\n\n[a](javascript:alert(1))", headingsFrom: 2)
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(html.hasPrefix("<h2>"))
    }
}
