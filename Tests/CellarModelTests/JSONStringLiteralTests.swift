import Testing
@testable import CellarModel

struct JSONStringLiteralTests {
    @Test(arguments: [
        ("plain 白酒 🍷", #""plain 白酒 🍷""#),
        (#"say "hi" \ back"#, #""say \"hi\" \\ back""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{0}\u{1f}\u{7f}", #""\u0000\u001f"# + "\u{7f}\""),
        ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
    ])
    func escapesQuotesBackslashesControlsAndLineSeparators(text: String, literal: String) {
        #expect(text.jsonStringLiteral == literal)
    }

    @Test func readsBackAsTheSameText() throws {
        let text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\/\u{2028}\u{2029}é\u{10FFFF}"
        #expect(try JSONParser.parse(Array(text.jsonStringLiteral.utf8)) == .string(text))
    }
}
