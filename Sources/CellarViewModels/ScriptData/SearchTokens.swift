import Foundation

/// How search splits text into words, on the build's side; `tokens` in `assets/store/search.js`
/// is the same rule on the script's, and `Tests/search-cases.json` holds the cases both
/// test suites check. Text is folded (compatibility decomposition, U+0300–U+036F combining
/// accents removed, lower case: "Château" → "chateau", "ＡＢ" → "ab"), then split into runs of
/// Han characters (U+3400–U+4DBF, U+4E00–U+9FFF, U+F900–U+FAFF) and runs of other letters,
/// marks and digits (Unicode categories L, M, N); everything else separates words.
enum SearchTokens {
    /// A word of folded text; Chinese words are matched by their bigrams.
    struct Token: Equatable {
        let text: String
        let isHan: Bool
    }

    static func tokens(of text: String) -> [Token] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiTokens(of: text) }
        var tokens: [Token] = []
        var word = String.UnicodeScalarView()
        var wordIsHan = false
        func endWord() {
            if !word.isEmpty { tokens.append(Token(text: String(word), isHan: wordIsHan)) }
            word = String.UnicodeScalarView()
        }
        for scalar in fold(text).unicodeScalars {
            let han = isHan(scalar)
            guard han || isWordScalar(scalar) else {
                endWord()
                continue
            }
            if han != wordIsHan { endWord() }
            wordIsHan = han
            word.append(scalar)
        }
        endWord()
        return tokens
    }

    /// ASCII text (most titles of an English shop) without Foundation: bytes in, lower case.
    private static func asciiTokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            default:
                if !word.isEmpty { tokens.append(Token(text: String(decoding: word, as: UTF8.self), isHan: false)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { tokens.append(Token(text: String(decoding: word, as: UTF8.self), isHan: false)) }
        return tokens
    }

    private static func fold(_ text: String) -> String {
        var decomposed = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars
        where !(0x300...0x36F).contains(scalar.value) {
            decomposed.append(scalar)
        }
        return String(decomposed).lowercased()
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: true
        default: false
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
