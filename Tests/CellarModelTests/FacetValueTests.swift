import Foundation
import Testing
@testable import CellarModel

struct FacetValueTests {
    /// Foundation's rule, which ``FacetValue/normalized(_:)`` must give for every text.
    private func foundationNormalized(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            .precomposedStringWithCanonicalMapping
    }

    /// Each scalar taken as needing no normalization is its own NFC form and a starter
    /// (canonical combining class 0), as Foundation and the Unicode data say.
    @Test func everyLoneStarterIsItsOwnNFCForm() {
        var checked = 0
        for value in 0x80...0xFFFF {
            guard let scalar = Unicode.Scalar(value), FacetValue.isLoneStarter(scalar) else { continue }
            let text = String(scalar)
            #expect(
                Array(text.precomposedStringWithCanonicalMapping.utf8) == Array(text.utf8),
                "U+\(String(value, radix: 16))")
            #expect(scalar.properties.canonicalCombiningClass == .notReordered, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 39_000)
    }

    /// Values with and without anything to change, byte for byte as Foundation gives them.
    @Test func givesFoundationsNFCForEveryKindOfValue() {
        let values = [
            "茅台", "獭祭 Dassai", "Château Margaux", "Ch\u{E2}teau", "Cha\u{302}teau", "e\u{301}", "茅\u{301}台",
            "\u{3000}四川", "四川\u{3000}", " Kopparberg ", "\u{1100}\u{1161}", "\u{AC00}\u{11A8}", "한국", "ｶ\u{FF9E}",
            "か\u{3099}",
            "ゞ", "\u{2126}hm", "\u{212B}ngstrom", "\u{F900}", "Lö\u{308}wen", "Ấ", "A\u{323}\u{302}", "\u{A0}Brand",
            "Brand\u{A0}",
        ]
        for value in values {
            #expect(
                Array(FacetValue.normalized(value).utf8) == Array(foundationNormalized(value).utf8),
                "\(value.unicodeScalars.map(\.value))")
        }
    }
}
