@testable import CellarViews
import Foundation
import Testing

@Suite("Escaping values for JSON")
struct JSONEscapingTests {
    @Test(arguments: [
        (#"say "hi""#, #"say \"hi\""#),
        (#"back\slash"#, #"back\\slash"#),
        ("line\nbreak\ttab\r", #"line\nbreak\ttab\r"#),
        ("\u{1}\u{7F}", #"\u0001\u007f"#),
        ("</script><b>&", #"\u003c/script\u003e\u003cb\u003e\u0026"#),
        ("\u{2028}", #"\u2028"#),
        ("白酒 ¥145.00 🍷 Château", "白酒 ¥145.00 🍷 Château"),
    ])
    func escapes(_ text: String, _ expected: String) {
        var output = ""
        ContentType.json.append(text, escapedTo: &output)
        #expect(output == expected)
    }

    @Test func escapedTextReadsBackAsTheSameString() throws {
        let text = "\"<img src=x onerror=alert(1)>\"\\\n\u{0}\u{1F}%💥 白酒"
        var json = "[\""
        ContentType.json.append(text, escapedTo: &json)
        json += "\"]"
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        #expect(decoded == [text])
    }
}
