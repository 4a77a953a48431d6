import Foundation
import Testing
@testable import CellarImport

struct TrimmingTests {
    @Test(arguments: [
        "", "   ", "plain", "  both ends  ", "\t\ttabs\t", "\n lines \r\n", "\u{3000}全角\u{3000}", "\u{00A0}nbsp\u{00A0}",
        "\u{2028}separators\u{2029}", " inner  spaces stay ", "e\u{301} ", " \u{301}", "🍷 ", "\u{85}next line\u{85}",
    ])
    func trimsAsFoundationDoes(text: String) {
        for set in [CharacterSet.whitespaces, .whitespacesAndNewlines] {
            #expect(text.trimming(set) == text.trimmingCharacters(in: set))
            #expect(text[...].trimming(set) == text.trimmingCharacters(in: set))
        }
    }
}
