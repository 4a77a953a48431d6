@testable import CellarViewModels
import Testing

@Suite("Plain-text excerpts of Markdown")
struct PlainTextExcerptTests {
    @Test(arguments: [
        ("# Title\n\nSome *dry* and __crisp__ wine.", "Title Some dry and crisp wine."),
        ("See [our <em>guide</em>](https://x.example/g) and ![a bottle](b.png).", "See our guide and a bottle."),
        ("Visit <https://x.example/a> or <b>bold</b>.", "Visit https://x.example/a or bold."),
        ("1 < 2 and [not a link] and [half](open", "1 < 2 and [not a link] and [half](open"),
        ("> quoted\n>   text  ", "quoted text"),
        ("  \n\t ", ""),
        ("白酒 **清香型**", "白酒 清香型"),
        ("Specs\n\n| 项目 | 信息 |\n| :-- | --: |\n| Oak | 18 months |\n\nEnd", "Specs 项目 信息 Oak 18 months End"),
        ("a|b - c: d", "a b - c: d"),
        ("清香型\u{3000}白酒\u{00A0}酱香\u{2028}| :-: |\u{2029}x", "清香型 白酒 酱香 x"),
        ("Café crème <br/>brûlée", "Café crème brûlée"),
    ])
    func keepsTheText(_ markdown: String, _ expected: String) {
        #expect(PlainTextExcerpt.make(fromMarkdown: markdown) == expected)
    }

    @Test func stopsAtTheLimitWithoutATrailingSpace() {
        let excerpt = PlainTextExcerpt.make(fromMarkdown: String(repeating: "word ", count: 200_000))
        #expect(excerpt.count == 159)
        #expect(excerpt.hasPrefix("word word"))
    }

    @Test func leavesOutACharacterTheLimitWouldCutInTwo() {
        #expect(PlainTextExcerpt.make(fromMarkdown: "ab ce\u{301}f", limit: 5) == "ab c")
        #expect(PlainTextExcerpt.make(fromMarkdown: "ab ce\u{301}f", limit: 6) == "ab cé")
    }
}
