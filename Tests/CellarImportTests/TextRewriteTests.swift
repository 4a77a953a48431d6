import Testing
@testable import CellarImport

/// `TextRewrite.rewrite`, which collapses white space, escapes markup and checks UTF-8 a run
/// of bytes at a time, against the plain reference written here one character at a time.
struct TextRewriteTests {
    /// The three ways the conversion rewrites text: a text node's, a code span's, a link's or an image's.
    private static let uses = [
        (collapsing: true, escaping: true), (collapsing: true, escaping: false), (collapsing: false, escaping: true),
    ]

    /// The characters Markdown or HTML read as markup.
    private static let markup = Set(#"\`*_[]<>#&|~!"#.utf8)

    /// What the rewrite must give: at each place, the character that starts there when one
    /// (whole and valid) does, else the byte alone, written as it is. When collapsing, a run of
    /// characters with Unicode's White_Space property is one space; when escaping, a backslash
    /// goes before each markup character.
    private static func expected(_ bytes: [UInt8], collapsing: Bool, escaping: Bool) -> (
        bytes: [UInt8], isValidUTF8: Bool
    ) {
        var result: [UInt8] = []
        var afterWhitespace = false
        var index = 0
        while index < bytes.count {
            let character = (1...4).lazy.compactMap { length -> (Unicode.Scalar, Int)? in
                guard index + length <= bytes.count,
                    let text = String(validating: bytes[index..<index + length], as: UTF8.self),
                    text.unicodeScalars.count == 1
                else { return nil }
                return (text.unicodeScalars.first!, length)
            }.first
            let length = character?.1 ?? 1
            if collapsing, let (scalar, _) = character, scalar.properties.isWhitespace {
                if !afterWhitespace { result.append(UInt8(ascii: " ")) }
                afterWhitespace = true
            } else {
                if escaping, length == 1, markup.contains(bytes[index]) { result.append(UInt8(ascii: "\\")) }
                result.append(contentsOf: bytes[index..<index + length])
                afterWhitespace = false
            }
            index += length
        }
        return (result, String(validating: bytes, as: UTF8.self) != nil)
    }

    /// What the rewrite gives, its bytes followed by a NUL as it asks, and written where there
    /// is room for twice as many bytes, all of which past the count it returns it must leave
    /// alone (and the guard after them).
    private static func rewritten(_ bytes: [UInt8], collapsing: Bool, escaping: Bool) -> (
        bytes: [UInt8], isValidUTF8: Bool
    ) {
        let input = bytes + [0]
        let guardBytes = 16
        var output = [UInt8](repeating: 0xEE, count: bytes.count * 2 + guardBytes)
        let written = input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                TextRewrite.rewrite(
                    UnsafeBufferPointer(rebasing: input.dropLast()), collapsing: collapsing, escaping: escaping,
                    into: output.baseAddress!)
            }
        }
        #expect(
            output[written.count...].allSatisfy { $0 == 0xEE },
            "wrote past the \(written.count) bytes it returned for \(bytes)")
        return (Array(output.prefix(written.count)), written.isValidUTF8)
    }

    /// Pieces the random texts are made of: ASCII, markup, every kind of white space, text in
    /// other scripts, characters near the edges of each length, and bytes that are not UTF-8
    /// (stray continuation bytes, overlong forms, surrogates, cut characters).
    private static let pieces: [[UInt8]] = {
        let characters = [
            "a", "Z", "7", ".", "-", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}",
            "\u{0}",
            "\u{85}", "\u{A0}", "\u{A0}\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{200B}", "\u{2028}",
            "\u{2029}",
            "\u{202F}", "\u{205F}", "\u{3000}", "\u{180E}", "\u{FEFF}", "\u{A1}", "\u{C0}", "é", "e\u{301}", "ß",
            "\u{7FF}", "\u{800}",
            "\u{1000}", "\u{2019}", "\u{201C}", "\u{2026}", "\u{3001}", "\u{3002}", "ぁ", "\u{3FFF}", "全", "酒", "窖香",
            "\u{D7FF}",
            "\u{E000}", "\u{FFFD}", "\u{FFFF}", "🍷", "\u{10000}", "\u{10FFFF}", "plain words", "白酒 long",
        ].map { Array($0.utf8) }
        let notUTF8: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2], [0xC2, 0x20], [0xDF], [0xE0, 0x80, 0x80],
            [0xE0, 0x9F, 0xBF],
            [0xE1, 0x9A], [0xE2, 0x80], [0xE2, 0x80, 0x20], [0xE3, 0x80], [0xE3, 0x80, 0x80, 0x80], [0xE5],
            [0xE5, 0x85],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xEF, 0xBF], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x9F, 0x8D],
            [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xF8], [0xFF],
        ]
        return characters + Self.markup.map { [$0] } + notUTF8
    }()

    /// A reproducible generator (SplitMix64).
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func rewritesAsOneCharacterAtATimeWould() {
        var generator = Generator(state: 2026)
        var texts: [[UInt8]] = Self.pieces
        for _ in 0..<800 {
            texts.append(
                Array(
                    (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                        Self.pieces.randomElement(using: &generator)!
                    }.joined()))
        }
        // Bytes of any value, and runs of one kind, around 8 and 16 bytes long.
        for length in [7, 8, 9, 15, 16, 17, 33] {
            texts.append((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            for piece in ["x", "*", " ", "\u{A0}", "全", "\u{2019}"] {
                texts.append(Array(String(repeating: piece, count: length).utf8))
            }
        }
        // Every byte, then continuation bytes at the edges of each lead's ranges, or none.
        for byte in UInt8.min...UInt8.max {
            for tail: [UInt8] in [
                [], [0x41], [0x80], [0xBF], [0x80, 0x80], [0x9F, 0xBF], [0xA0, 0x80], [0x8F, 0xBF, 0xBF],
                [0x90, 0x80, 0x80], [0x80, 0x2A],
            ] {
                texts.append([byte] + tail)
            }
        }
        var failures = 0
        for text in texts {
            // Every cut of it too: characters cut at the end.
            for count in 0...text.count where failures < 10 {
                let bytes = Array(text.prefix(count))
                for use in Self.uses {
                    let expected = Self.expected(bytes, collapsing: use.collapsing, escaping: use.escaping)
                    let actual = Self.rewritten(bytes, collapsing: use.collapsing, escaping: use.escaping)
                    if actual.bytes != expected.bytes || actual.isValidUTF8 != expected.isValidUTF8 {
                        failures += 1
                        Issue.record("\(bytes.map { String($0, radix: 16) }) \(use): \(actual) expected \(expected)")
                    }
                }
            }
        }
    }

    /// A string's rewrite (a link's text, an image's) reads it whole, past a NUL in it.
    @Test func escapesAStringPastANUL() {
        #expect(HTMLToMarkdown.escaped("a*b [c]\u{0}\u{A0} d") == "a\\*b \\[c\\]\u{0}\u{A0} d")
        #expect(HTMLToMarkdown.escaped("no markup") == "no markup")
    }
}
