import CellarImport
import Testing

struct HTMLToMarkdownTests {
    private func convert(_ html: String) -> (markdown: String, removed: [String]) {
        var converter = HTMLToMarkdown()
        let markdown = converter.markdown(from: html)
        return (markdown, converter.removed)
    }

    @Test func keepsParagraphsHeadingsAndEmphasis() {
        let result = convert(
            "<h2>The  wine</h2><p>A <strong>bold </strong>and <em>soft</em> red.<br>Second line</p><p>Next</p>")
        #expect(result.markdown == "## The wine\n\nA **bold** and *soft* red.\\\nSecond line\n\nNext")
        #expect(result.removed == [])
    }

    @Test func keepsNestedListsLinksAndImages() {
        let html =
            #"""
            <ul><li>One <a \#
            href="https://x.example/a?b=1">link</a></li><li>Two<ol><li>inner</li></ol></li></ul><p><img \#
            src="https://img.example/p.jpg" alt="A bottle"></p>
            """#
        #expect(
            convert(html).markdown
                == """
                - One [link](https://x.example/a?b=1)\n- Two\n\n  1. inner\n\n![A bottle](https://img.example/p.jpg)
                """
        )
    }

    @Test func keepsTablesAsPipeTables() {
        let html =
            """
            <table><thead><tr><th>Item</th><th>Value</th></tr></thead><tbody><tr><td>Size</td><td>750 | \
            ml</td></tr><tr><td>Year</td></tr></tbody></table>
            """
        #expect(convert(html).markdown == "| Item | Value |\n| --- | --- |\n| Size | 750 \\| ml |\n| Year |  |")
    }

    @Test func dropsScriptsStylesHandlersAndUnsafeURLs() {
        let html =
            #"""
            <p onclick="steal()">Hello<script>alert(1)</script><style>p{}</style> <a \#
            href="javascript:alert(1)">click</a> <img src="https://i/x.png" onerror="alert(2)" alt="pic"> <img \#
            src="data:image/png;base64,AAAA" alt="inline"></p>
            """#
        let result = convert(html)
        #expect(result.markdown == "Hello click ![pic](https://i/x.png) inline")
        #expect(result.removed == ["onclick", "<script>", "<style>", "javascript: URL", "onerror", "data: URL"])
    }

    @Test func leavesOutPicturesAtARelativePathKeepingTheirText() {
        let result = convert(
            #"""
            <p><img src="x" alt="pic"> <img src="images/a.jpg"> <img src="/files/b.jpg"> <img \#
            src="//cdn.example.com/c.jpg"></p>
            """#
        )
        #expect(result.markdown == "pic  ![](/files/b.jpg) ![](//cdn.example.com/c.jpg)")
        #expect(
            result.removed == [
                #"picture "x" at a relative path, which names no file of the shop"#,
                #"picture "images/a.jpg" at a relative path, which names no file of the shop"#,
            ])
    }

    @Test func escapesTextThatWouldReadAsMarkup() {
        #expect(
            convert("<p>1. not a list &lt;b&gt; *star* [x](y) # no</p>").markdown
                == ##"1\. not a list \<b\> \*star\* \[x\](y) \# no"##)
    }

    @Test func collapsesEveryKindOfWhiteSpaceAndEscapesMarkupInText() {
        let html = "<p>X\t\n a\u{A0}\u{A0}b\u{3000}c\u{2028}d\u{85}e\u{200B}f  全*_é\u{1680}|~!`#X</p>"
        #expect(convert(html).markdown == "X a b c d e\u{200B}f 全\\*\\_é \\|\\~\\!\\`\\#X")
    }

    @Test func readsBrokenHTMLAsABrowserWould() {
        #expect(convert("<p>Unclosed <b>bold<p>Next &amp; last").markdown == "Unclosed **bold**\n\nNext \\& last")
        #expect(convert("plain text, no markup").markdown == "plain text, no markup")
        #expect(convert("").markdown == "")
    }

    @Test func prefixesEveryLineOfABlockQuoteAndLeavesOutAnEmptyOne() {
        let html = "<blockquote><p>One</p><p>Two<br>three</p></blockquote><blockquote> </blockquote><p>After</p>"
        #expect(convert(html).markdown == "> One\n>\n> Two\\\n> three\n\nAfter")
    }

    /// A combining mark after `-`, `1.` or `=` makes another character, which starts no marker.
    @Test func escapesALineStartOnlyWhereItsCharactersMakeAMarker() {
        let html =
            """
            <p>- x</p><p>- \u{301}x</p><p>-\u{301} x</p><p>1. x</p><p>1.\u{301} x</p><p>12)</p><p>= x</p><p>=\u{301}</p>
            """
        #expect(
            convert(html).markdown
                == "\\- x\n\n- \u{301}x\n\n-\u{301} x\n\n1\\. x\n\n1.\u{301} x\n\n12\\)\n\n\\= x\n\n=\u{301}")
    }

    /// The spaces go outside the delimiters whatever ends the text: a space with a combining
    /// mark is one character, and white space.
    @Test func keepsBoldTextsSpacesOutsideItsDelimiters() {
        let html = "<p><b>酒 </b>x <b>e\u{301} </b>y <b> \u{301}</b>z <em>a\u{A0}</em>b</p>"
        #expect(convert(html).markdown == "**酒** x **e\u{301}** y  **\u{301}** z *a* b")
    }

    /// The example in docs/Importing.md, "Descriptions".
    @Test func convertsTheDocumentedExample() {
        let html = """
            <h3>Tasting</h3><p>Dark <b>cherry</b>, <i>cedar</i>.<script>track()</script></p>
            <ul><li>750 ml</li><li><a href="javascript:alert(1)">Order</a></li></ul>
            <table><tr><th>Year</th><th>Score</th></tr><tr><td>2018</td><td>93</td></tr></table>
            """
        let result = convert(html)
        #expect(
            result.markdown
                == """
                ### Tasting\n\nDark **cherry**, *cedar*.\n\n- 750 ml\n- Order\n\n| Year | Score |\n| --- | --- \
                |\n| 2018 | 93 |
                """
        )
        #expect(result.removed == ["<script>", "javascript: URL"])
    }
}

struct ManyDescriptionsTests {
    /// Descriptions of every kind the converter handles, safe and not, long and empty.
    private static let htmls = (0..<500).map { index in
        [
            "<p>Plain <b>bold</b> #\(index) * [x]</p>",
            #"<p onclick="x()">Click <a href="javascript:alert(\#(index))">here</a><script>bad()</script></p>"#,
            "<ul><li>one \(index)</li><li>two<ol><li>inner</li></ol></li></ul>",
            "",
            "<table><tr><th>A</th></tr><tr><td>\(index) | b</td></tr></table>",
            String(repeating: "<p>白酒 \u{3000}long\u{00A0}text \(index)</p>", count: index % 40),
        ][index % 6]
    }

    @Test func convertsManyAtOnceAsOneAtATimeInOrder() {
        let together = HTMLToMarkdown.markdown(from: Self.htmls)
        #expect(together.count == Self.htmls.count)
        for (html, converted) in zip(Self.htmls, together) {
            var converter = HTMLToMarkdown()
            let markdown = converter.markdown(from: html)
            #expect(converted.markdown == markdown, "\(html)")
            #expect(converted.removed == converter.removed, "\(html)")
        }
        #expect(together[1].removed == ["onclick", "javascript: URL", "<script>"])
        #expect(HTMLToMarkdown.markdown(from: []).isEmpty)
    }
}

/// What libxml2 would drop by its default limits is kept, or named.
struct HTMLToMarkdownLimitTests {
    private func convert(_ html: String) -> (markdown: String, removed: [String]) {
        var converter = HTMLToMarkdown()
        let markdown = converter.markdown(from: html)
        return (markdown, converter.removed)
    }

    /// libxml2 cuts a text node at 10,000,000 bytes unless told otherwise (XML_PARSE_HUGE).
    @Test func keepsADescriptionOfAnyLength() {
        let words = String(repeating: "Dry red wine ", count: 1_000_000)
        let result = convert("<p>" + words + "end.</p>")
        #expect(result.markdown.utf8.count == words.utf8.count + 4)
        #expect(result.markdown.hasSuffix("wine end."))
        #expect(result.removed == [])
    }

    /// Markup nested past the deepest kept is its text, named; a million levels neither
    /// crash the walk nor lose the words.
    @Test func flattensMarkupNestedTooDeepToItsTextAndSaysSo() {
        let kept = HTMLToMarkdown.deepestNesting - 10
        let shallow = convert(
            String(repeating: "<div>", count: kept) + "<b>bold</b> <i>soft</i>"
                + String(repeating: "</div>", count: kept))
        #expect(shallow.markdown == "**bold** *soft*")
        #expect(shallow.removed == [])
        for depth in [HTMLToMarkdown.deepestNesting + 10, 100_000] {
            let html =
                "<p>Start</p>" + String(repeating: "<div><span>", count: depth / 2)
                + "deep <b>words</b><script>x()</script>"
                + String(repeating: "</span></div>", count: depth / 2) + "<p>After</p>"
            let result = convert(html)
            #expect(result.markdown.hasPrefix("Start\n\n"), "\(depth)")
            #expect(result.markdown.contains("deep words"), "\(depth)")
            #expect(!result.markdown.contains("x()"), "\(depth)")
            #expect(result.markdown.hasSuffix("After"), "\(depth)")
            #expect(
                result.removed == ["the markup nested more than \(HTMLToMarkdown.deepestNesting) elements deep"],
                "\(depth)")
        }
    }
}
