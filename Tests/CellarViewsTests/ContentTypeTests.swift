@testable import CellarViews
import Testing

@Suite("Escaping values for each content type")
struct ContentTypeTests {
    private func escaped(_ text: String, as type: ContentType) -> String {
        var output = ""
        type.append(text, escapedTo: &output)
        return output
    }

    @Test(arguments: [
        ("a | b", #"a \| b"#),
        ("*bold* _em_ `code`", #"\*bold\* \_em\_ \`code\`"#),
        ("<script>alert(1)</script>", #"\<script\>alert(1)\</script\>"#),
        ("[x](javascript:y)", #"\[x\](javascript:y)"#),
        ("line one\nline two", "line one line two"),
        ("Brandy & Cognac", #"Brandy \& Cognac"#),
        ("白酒 ¥145.00", "白酒 ¥145.00"),
    ])
    func markdown(_ text: String, _ expected: String) {
        #expect(escaped(text, as: .markdown) == expected)
    }

    @Test(arguments: [
        (#"<img src=x onerror="alert('1')">"#, "&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;"),
        ("Tom & Jerry", "Tom &amp; Jerry"),
        ("&amp;", "&amp;amp;"),
        ("白酒 ¥145.00", "白酒 ¥145.00"),
        ("", ""),
        ("<", "&lt;"),
        ("é<é", "é&lt;é"),
    ])
    func html(_ text: String, _ expected: String) {
        #expect(escaped(text, as: .html) == expected)
    }

    @Test(arguments: [
        ("a ]]> b", "a ]]&gt; b"),
        ("<b>Tom & \"Jerry's\"</b>", "&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;"),
        ("bell\u{07} null\u{00} esc\u{1B} tab\tline\nret\r", "bell null esc tab\tline\nret\r"),
        ("not a character \u{FFFE}\u{FFFF}!", "not a character !"),
        ("🍷 白酒 é", "🍷 白酒 é"),
    ])
    func xml(_ text: String, _ expected: String) {
        #expect(escaped(text, as: .xml) == expected)
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("a, b", "\"a, b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\r\nlf", "\"cr\r\nlf\""),
        (" padded", "\" padded\""),
        ("🍷 白酒", "🍷 白酒"),
        ("", ""),
        ("nul\u{00}bell\u{07}", "nulbell"),
        ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
        ("+1", "'+1"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("-2+3", "'-2+3"),
        ("-12.50", "-12.50"),
    ])
    func csv(_ text: String, _ expected: String) {
        #expect(escaped(text, as: .csv) == expected)
    }

    @Test func textIsWrittenAsItIs() {
        #expect(escaped("Disallow: <x> & y", as: .text) == "Disallow: <x> & y")
    }
}
