@testable import CellarFixtures
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

    /// Each character that needs escaping, or is next to one that does by its bytes, at every
    /// place in a text long enough that it is scanned eight bytes at a time, against a plain
    /// escaping of each scalar.
    @Test func escapesAtEveryPlaceOfALongText() {
        func escaped(_ text: String) -> String {
            var literal = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": literal += "\\\""
                case "\\": literal += "\\\\"
                case "\n": literal += "\\n"
                case "\r": literal += "\\r"
                case "\t": literal += "\\t"
                case "\u{2028}": literal += "\\u2028"
                case "\u{2029}": literal += "\\u2029"
                case _ where scalar.value < 0x20:
                    literal += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: literal.unicodeScalars.append(scalar)
                }
            }
            return literal + "\""
        }
        let specials =
            (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
                "\"", "\\", "\u{2028}", "\u{2029}", "—", "!", "#", "[", "]", " ", "\u{7F}", "é", "白",
            ]
        for special in specials {
            for place in 0..<17 {
                let text = String(repeating: "a", count: place) + special + String(repeating: "b", count: 24 - place)
                #expect(text.jsonStringLiteral == escaped(text), "\(special.unicodeScalars.map(\.value)) at \(place)")
            }
        }
    }

    /// A text longer than the buffer the literal is put together in, escapes across its ends.
    @Test func escapesATextLongerThanItsBuffer() throws {
        let pieces = ["plain text ", "\\*", "\"", "\n", "\u{1}", "\u{2028}", "白酒", "—", "\\#\\# ", "\t"]
        let text = (0..<2_000).map { pieces[$0 * 7 % pieces.count] }.joined()
        #expect(try JSONParser.parse(Array(text.jsonStringLiteral.utf8)) == .string(text))
        #expect(text.jsonStringLiteral.count > 5 * 512)
    }

    @Test func readsBackAsTheSameText() throws {
        let text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\/\u{2028}\u{2029}é\u{10FFFF}"
        #expect(try JSONParser.parse(Array(text.jsonStringLiteral.utf8)) == .string(text))
    }
}
