@testable import CellarCSV
import Testing

/// The CSV reader and the description conversion trust this check instead of validating each
/// string again: it must accept exactly what Swift's validation accepts.
struct UTF8ValidatorTests {
    private typealias Validator = UTF8Validator

    /// The state machine alone, a byte at a time.
    private func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.reduce(Validator.complete) { state, byte in
            Validator.transitions[Int(byte)] &>> state & Validator.stateMask
        } == Validator.complete
    }

    @Test func acceptsWhatSwiftAcceptsOfEveryOneAndTwoByteSequence() {
        for first in UInt8.min...UInt8.max {
            #expect(isValid([first]) == (String(validating: [first], as: UTF8.self) != nil), "\([first])")
            for second in UInt8.min...UInt8.max
            where isValid([first, second]) != (String(validating: [first, second], as: UTF8.self) != nil) {
                Issue.record("\([first, second])")
            }
        }
    }

    /// Every boundary byte UTF-8's rules name (overlong forms, surrogates, past U+10FFFF), in
    /// sequences of three and four.
    @Test func acceptsWhatSwiftAcceptsOfLongerSequencesOfBoundaryBytes() {
        let bytes: [UInt8] = [
            0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
            0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for a in bytes {
            for b in bytes {
                for c in bytes {
                    if isValid([a, b, c]) != (String(validating: [a, b, c], as: UTF8.self) != nil) {
                        Issue.record("\([a, b, c])")
                    }
                    for d in bytes
                    where isValid([a, b, c, d]) != (String(validating: [a, b, c, d], as: UTF8.self) != nil) {
                        Issue.record("\([a, b, c, d])")
                    }
                }
            }
        }
        #expect(isValid(Array("白酒 ✓ 🍶".utf8)))
    }

    /// `string(from:)` reads eight bytes at a time where they are ASCII: characters, whole,
    /// cut short or ill-formed, at every offset from a word's start, with ASCII after them
    /// shorter and longer than a word, and after that nothing or the bytes that would end a
    /// character cut short.
    @Test func makesTheStringSwiftMakesOrNoneWhereverACharacterFalls() {
        let characters: [[UInt8]] = [
            Array("é".utf8), Array("酒".utf8), Array("🍶".utf8), Array("白酒 ✓".utf8),
            [0xE9], [0x80], [0xE6, 0x97], [0xF0, 0x9F, 0x8D], [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80],
        ]
        for character in characters {
            for before in 0...17 {
                for after in [0, 1, 7, 8, 9, 16, 23] {
                    for end: [UInt8] in [[], [0xB6], [0x8D, 0xB6]] {
                        let bytes =
                            Array(repeating: UInt8(ascii: "a"), count: before) + character
                            + Array(repeating: UInt8(ascii: "b"), count: after) + end
                        let made = bytes.withUnsafeBufferPointer { Validator.string(from: $0) }
                        #expect(made == String(validating: bytes, as: UTF8.self), "\(bytes)")
                    }
                }
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer { Validator.string(from: $0) } == "")
    }

    /// A string made of ASCII bytes knows it is ASCII (and so compares and hashes on the fast path).
    @Test func tellsTheStringWhetherItIsASCII() throws {
        // Long enough not to be small strings; the second's other bytes in a word, the third's after the last word.
        for text in [
            "a goods item's title, long enough not to be a small string", "白酒 first, then a goods item's title",
            String(repeating: "a", count: 16) + "é",
        ] {
            let made = try #require(Array(text.utf8).withUnsafeBufferPointer { Validator.string(from: $0) })
            #expect(made.utf8Span.isKnownASCII == text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
        }
    }
}
