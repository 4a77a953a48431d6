import Foundation
import Testing
import CellarMarkdown

/// GFM pipe tables: the GFM spec's table examples (`../shared/gfm-tables/examples.json`, beside the
/// package) and the malformed tables the spec settles.
struct PipeTableTests {
    private struct Example: Decodable {
        var example: Int
        var markdown: String
        var html: String
    }

    private struct Examples: Decodable {
        var examples: [Example]
    }

    private static let examplesFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/gfm-tables/examples.json").standardizedFileURL

    /// HTML without the line breaks between tags, which do not change what it means.
    private func normalised(_ html: String) -> String {
        html.replacingOccurrences(of: #">\s+<"#, with: "><", options: .regularExpression)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The spec's HTML with its `align` attributes, obsolete in HTML, written as the classes
    /// Cellar gives aligned cells instead (`align="right"` → `class="align-right"`).
    private func withAlignmentClasses(_ html: String) -> String {
        html.replacingOccurrences(
            of: #"align="(left|center|right)""#, with: #"class="align-$1""#, options: .regularExpression)
    }

    @Test func passesTheGFMSpecTableExamples() throws {
        let examples = try JSONDecoder().decode(Examples.self, from: Data(contentsOf: Self.examplesFile)).examples
        #expect(examples.map(\.example) == Array(198...205))
        #expect(examples.contains { $0.html.contains(#"align="right""#) }, "the examples align cells")
        for example in examples {
            #expect(
                normalised(Markdown.html(from: example.markdown)) == normalised(withAlignmentClasses(example.html)),
                "example \(example.example)")
        }
    }

    @Test func rendersCellsLineByLineAsTheSpecWritesThem() {
        #expect(
            Markdown.html(from: "| a | b |\n| :- | -: |\n| 1 | 2 |\n") == """
                <table>
                <thead>
                <tr>
                <th class="align-left">a</th>
                <th class="align-right">b</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td class="align-left">1</td>
                <td class="align-right">2</td>
                </tr>
                </tbody>
                </table>

                """)
    }

    @Test func raggedRowsArePaddedOrCut() {
        let html = normalised(Markdown.html(from: "a | b | c\n--|--|--\n1\n1 | 2 | 3 | 4 | 5\n"))
        #expect(html.contains("<tr><td>1</td><td></td><td></td></tr>"))
        #expect(html.contains("<tr><td>1</td><td>2</td><td>3</td></tr>"))
        #expect(!html.contains("4"))
    }

    @Test func withoutADelimiterRowThereIsNoTable() {
        #expect(Markdown.html(from: "| a | b |\n| 1 | 2 |\n") == "<p>| a | b |\n| 1 | 2 |</p>\n")
        #expect(Markdown.html(from: "| a | b |\n| -- | x |\n") == "<p>| a | b |\n| -- | x |</p>\n")
        #expect(Markdown.html(from: "Notes\n:-:\n") == "<p>Notes\n:-:</p>\n")
    }

    @Test func aPipeInACodeSpanSplitsTheCellUnlessEscaped() {
        let split = normalised(Markdown.html(from: "| x |\n| - |\n| `a|b` |\n"))
        #expect(split.contains("<td>`a</td>"))
        let escaped = normalised(Markdown.html(from: "| x |\n| - |\n| `a\\|b` |\n"))
        #expect(escaped.contains("<td><code>a|b</code></td>"))
    }

    @Test func escapedPipesAreText() {
        let html = normalised(Markdown.html(from: "| a \\| b | c |\n| - | - |\n| \\\\| d |\n"))
        #expect(html.contains("<th>a | b</th><th>c</th>"))
        #expect(html.contains("<td>\\</td><td>d</td>"))
    }

    @Test func cellsAreRenderedInSafeMode() {
        let html = Markdown.html(from: "| a |\n| - |\n| <script>alert(1)</script> [x](javascript:alert(1)) *em* |\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(html.contains("<a href=\"\">x</a> <em>em</em>"))
        #expect(
            normalised(Markdown.html(from: "| a |\n| - |\n| &lt;b&gt; & < |\n")).contains(
                "<td>&lt;b&gt; &amp; &lt;</td>"))
    }

    @Test func cellsAreInlinesOnly() {
        let html = normalised(
            Markdown.html(from: "| a | b | c | d |\n| - | - | - | - |\n| # h | - item | 1. one | > q |\n"))
        #expect(html.contains("<td># h</td><td>- item</td><td>1. one</td><td>&gt; q</td>"))
    }

    @Test func linesBeforeTheHeaderStayAParagraph() {
        let html = normalised(Markdown.html(from: "Intro *text*\nmore\n| a |\n| - |\n| 1 |\n"))
        #expect(html.hasPrefix("<p>Intro <em>text</em>\nmore</p><table><thead><tr><th>a</th>"))
    }

    @Test func tablesInBlockQuotesAndListItems() {
        let quoted = normalised(Markdown.html(from: "> | a | b |\n> | - | - |\n> | 1 | 2 |\n"))
        #expect(
            quoted
                == """
                <blockquote><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr>\
                </tbody></table></blockquote>
                """
        )
        let listed = normalised(Markdown.html(from: "- | a |\n  | - |\n  | 1 |\n"))
        #expect(
            listed
                == """
                <ul><li><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></li>\
                </ul>
                """
        )
    }

    @Test func tablesInDescriptionsKeepTheHeadingShift() {
        let html = normalised(
            Markdown.html(from: "# Specs\n\n| 项目 | 信息 |\n| --- | --- |\n| 品牌 | **Penfolds** |\n", headingsFrom: 3))
        #expect(
            html
                == """
                <h3>Specs</h3><table><thead><tr><th>项目</th><th>信息</th></tr></thead><tbody><tr><td>品牌</td><td>\
                <strong>Penfolds</strong></td></tr></tbody></table>
                """
        )
    }
}
