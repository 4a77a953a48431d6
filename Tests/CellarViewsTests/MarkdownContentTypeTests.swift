@testable import CellarViews
import Testing

@Suite("Escaping values for Markdown")
struct MarkdownContentTypeTests {
    @Test(arguments: [
        ("a | b", #"a \| b"#),
        ("*bold* _em_ `code`", #"\*bold\* \_em\_ \`code\`"#),
        ("<script>alert(1)</script>", #"\<script\>alert(1)\</script\>"#),
        ("[x](javascript:y)", #"\[x\](javascript:y)"#),
        ("line one\nline two", "line one line two"),
        ("Brandy & Cognac", #"Brandy \& Cognac"#),
        ("白酒 ¥145.00", "白酒 ¥145.00"),
    ])
    func escapes(_ text: String, _ expected: String) {
        #expect(MarkdownContentType().escapeText(text) == expected)
    }
}
