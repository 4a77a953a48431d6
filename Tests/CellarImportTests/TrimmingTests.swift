import Foundation
import Testing
@testable import CellarImport

struct TrimmingTests {
    private static let sets: [(TrimmedCharacters, CharacterSet)] = [
        (.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines),
    ]

    @Test(arguments: [
        "", "   ", "plain", "  both ends  ", "\t\ttabs\t", "\n lines \r\n", "\u{3000}全角\u{3000}",
        "\u{00A0}nbsp\u{00A0}",
        "\u{2028}separators\u{2029}", " inner  spaces stay ", "e\u{301} ", " \u{301}", "🍷 ", "\u{85}next line\u{85}",
    ])
    func trimsAsFoundationDoes(text: String) {
        for (set, foundationSet) in Self.sets {
            #expect(text.trimming(set) == text.trimmingCharacters(in: foundationSet))
            #expect(text[...].trimming(set) == text.trimmingCharacters(in: foundationSet))
        }
    }

    /// The ASCII members are known without Foundation: each ASCII scalar at either end.
    @Test func trimsEveryASCIIScalarAsFoundationDoes() {
        for value in UInt8(0)..<0x80 {
            let scalar = Character(Unicode.Scalar(value))
            let text = "\(scalar)a\(scalar)"
            for (set, foundationSet) in Self.sets {
                #expect(
                    text.trimming(set) == text.trimmingCharacters(in: foundationSet), "U+\(String(value, radix: 16))")
            }
        }
    }
}
