@testable import CellarFixtures
import Testing
@testable import CellarModel

struct ControlCharactersTests {
    /// Each control character, and each character whose bytes are near one's (tab and line
    /// breaks, which stay; U+00A0 and Â, whose first byte is C2 or whose second is 0x82), at
    /// every place of a text long enough that it is scanned eight bytes at a time, against a
    /// plain test of each scalar.
    @Test func findsEachControlCharacterAtEveryPlaceOfALongText() {
        func expected(_ text: String) -> (text: String, removed: [String])? {
            let controls = text.unicodeScalars.filter {
                ($0.value < 0x20 && !"\t\n\r".unicodeScalars.contains($0)) || (0x7F...0x9F).contains($0.value)
            }
            guard !controls.isEmpty else { return nil }
            let kept = text.unicodeScalars.filter { !controls.contains($0) }
            let names = controls.map {
                "U+" + String(repeating: "0", count: 4 - String($0.value, radix: 16).count)
                    + String($0.value, radix: 16, uppercase: true)
            }
            return (String(String.UnicodeScalarView(kept)), names)
        }
        let specials =
            (Array(0..<0x20) + Array(0x7F...0x9F)).map { String(UnicodeScalar(UInt8($0))) } + [
                "\u{A0}", "Â", "é", "白", " ",
            ]
        // Each also after a line feed or U+00A0 in the same eight bytes, which are looked past.
        for special in specials + specials.map({ "\n" + $0 }) + specials.map({ "\u{A0}" + $0 }) {
            for place in 0..<17 {
                let text = String(repeating: "a", count: place) + special + String(repeating: "b", count: 24 - place)
                let found = ControlCharacters.removed(from: text)
                let wanted = expected(text)
                #expect(
                    found?.text == wanted?.text && found?.removed == wanted?.removed,
                    "\(special.unicodeScalars.map(\.value)) at \(place)")
            }
        }
    }
}
