@testable import CellarCSV
import Testing

/// The description conversion trusts this check instead of validating each
/// string again: it must accept exactly what Swift's validation accepts.
struct UTF8ValidatorTests {
    private typealias Validator = UTF8Validator

    /// The state machine alone, a byte at a time.
    private func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.reduce(Validator.complete) { state, byte in Validator.transitions[Int(byte)] &>> state & Validator.stateMask } == Validator.complete
    }

    @Test func acceptsWhatSwiftAcceptsOfEveryOneAndTwoByteSequence() {
        for first in UInt8.min...UInt8.max {
            #expect(isValid([first]) == (String(validating: [first], as: UTF8.self) != nil), "\([first])")
            for second in UInt8.min...UInt8.max where isValid([first, second]) != (String(validating: [first, second], as: UTF8.self) != nil) {
                Issue.record("\([first, second])")
            }
        }
    }

    /// Every boundary byte UTF-8's rules name (overlong forms, surrogates, past U+10FFFF), in
    /// sequences of three and four.
    @Test func acceptsWhatSwiftAcceptsOfLongerSequencesOfBoundaryBytes() {
        let bytes: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        for a in bytes {
            for b in bytes {
                for c in bytes {
                    if isValid([a, b, c]) != (String(validating: [a, b, c], as: UTF8.self) != nil) { Issue.record("\([a, b, c])") }
                    for d in bytes where isValid([a, b, c, d]) != (String(validating: [a, b, c, d], as: UTF8.self) != nil) {
                        Issue.record("\([a, b, c, d])")
                    }
                }
            }
        }
        #expect(isValid(Array("白酒 ✓ 🍶".utf8)))
    }
}
