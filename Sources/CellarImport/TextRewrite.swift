import CellarCSV

/// The rewrite of a text's UTF-8 bytes that most of a description's conversion spends its time
/// in (``HTMLToMarkdown``): runs of white space collapsed to one space, markup characters
/// escaped with a backslash, the bytes checked as UTF-8 on the way, in one pass. It is written
/// for speed (a table of byte rules, no branch on which ASCII byte it meets); TextRewriteTests
/// holds the plain reference it is compared with, one character at a time, on many inputs.
enum TextRewrite {
    /// Writes UTF-8 text at `target` with each run of white space one space (when `collapsing`:
    /// see ``HTMLToMarkdown``) and a backslash before each markup character (when
    /// `escaping`); returns how many bytes it wrote, and whether `bytes` are valid UTF-8 (checked
    /// on the way, so that the Markdown's string need not be). `bytes` must be followed by a NUL,
    /// as a C string's are; `target` must have room for twice as many bytes as `bytes` has. It
    /// writes no byte past the count it returns.
    ///
    /// Plain text, markup and spaces alternate every few bytes: an ASCII byte is written as its
    /// ``ByteRule`` says without branching on which it is, so that the loop has no branch to
    /// guess wrong in ASCII text. A character that is not ASCII is taken whole, a run of
    /// ideographs at a time; the rare ones whose continuation bytes are restricted (and NUL,
    /// and bytes that are not UTF-8) go through ``UTF8Validator``'s machine.
    static func rewrite(
        _ bytes: UnsafeBufferPointer<UInt8>, collapsing: Bool, escaping: Bool, into target: UnsafeMutablePointer<UInt8>
    ) -> (count: Int, isValidUTF8: Bool) {
        guard let start = bytes.baseAddress else { return (0, true) }
        let table = collapsing ? (escaping ? ByteRule.collapsingAndEscaping : ByteRule.collapsing) : ByteRule.escaping
        return table.withUnsafeBufferPointer { rules in
            isWhitespaceScalar.withUnsafeBufferPointer { isWhitespace in
                utf8Transitions.withUnsafeBufferPointer { transitions in
                    let end = start + bytes.count
                    var from = start
                    var to = target
                    var isValid = true
                    // Which of a rule's counts of the bytes kept holds for the next byte: after
                    // white space, white space keeps none.
                    var shift = ByteRule.afterText

                    /// The length in bytes of the white space character at `from`, whose first byte
                    /// is of `kind`, a lead of white space (C2; E1, E2, E3), or `nil` when none starts
                    /// there (the NUL after the bytes ends a character cut short).
                    func whitespaceLength(_ kind: UInt32) -> Int? {
                        guard isContinuation(from[1]) else { return nil }
                        if kind == ByteRule.twoByteLeadOfWhitespace {
                            return isWhitespace[Int(from[0] & 0x1F) << 6 | Int(from[1] & 0x3F)] ? 2 : nil
                        }
                        guard isContinuation(from[2]) else { return nil }
                        return isWhitespace[Int(from[0] & 0x0F) << 12 | Int(from[1] & 0x3F) << 6 | Int(from[2] & 0x3F)]
                            ? 3 : nil
                    }
                    /// Copies the character at `from`, `length` bytes long, when its continuation
                    /// bytes are there, else its first byte alone (which is not UTF-8).
                    func copyCharacter(length: Int) {
                        if isContinuation(from[1]) && (length == 2 || isContinuation(from[2])) {
                            to[0] = from[0]
                            to[1] = from[1]
                            if length == 3 { to[2] = from[2] }
                            to += length
                            from += length
                        } else {
                            isValid = false
                            to.pointee = from.pointee
                            to += 1
                            from += 1
                        }
                    }

                    while true {
                        let rule = rules[Int(from.pointee)]
                        if rule & ByteRule.slow == 0 {
                            // ASCII: most of a text.
                            // The rule's two bytes go to the last of the bytes kept, or the two kept:
                            // kept 2, at 0 and 1; kept 1, both at 0 (the rule holds the byte twice);
                            // kept 0 (white space after white space), both at -1, the space before.
                            let kept = Int(truncatingIfNeeded: rule &>> shift & 3)
                            to[(kept + 1) &>> 1 - 1] = UInt8(truncatingIfNeeded: rule)
                            to[kept - 1] = UInt8(truncatingIfNeeded: rule &>> 8)
                            to += kept
                            shift = rule &>> ByteRule.nextShift
                            from += 1
                            continue
                        }
                        let kind = rule & ~ByteRule.slow
                        if kind >= ByteRule.twoByteLeadOfWhitespace, let length = whitespaceLength(kind) {
                            if shift == ByteRule.afterText {
                                to.pointee = UInt8(ascii: " ")
                                to += 1
                            }
                            shift = ByteRule.afterWhitespace
                            from += length
                            continue
                        }
                        shift = ByteRule.afterText
                        switch kind {
                        case ByteRule.threeByteLead:
                            // Ideographs, a run of them at a time.
                            repeat {
                                copyCharacter(length: 3)
                            } while rules[Int(from.pointee)] == ByteRule.slow | ByteRule.threeByteLead
                        case ByteRule.threeByteLeadOfWhitespace:
                            copyCharacter(length: 3)
                        case ByteRule.twoByteLead, ByteRule.twoByteLeadOfWhitespace:
                            copyCharacter(length: 2)
                        default:
                            guard from < end else { return (target.distance(to: to), isValid) }
                            // NUL, or a character the paths above do not take: through the machine, up
                            // to the first byte that cannot follow.
                            var state =
                                transitions[Int(from.pointee)] &>> UTF8Validator.complete & UTF8Validator.stateMask
                            while true {
                                to.pointee = from.pointee
                                to += 1
                                from += 1
                                guard state != UTF8Validator.complete && state != UTF8Validator.invalid else { break }
                                let next = transitions[Int(from.pointee)] &>> state & UTF8Validator.stateMask
                                guard next != UTF8Validator.invalid else { break }
                                state = next
                            }
                            if state != UTF8Validator.complete { isValid = false }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// ``UTF8Validator/transitions``, held by this module too: read through CellarCSV's
    /// accessor, the table would be retained for each text node.
    private static let utf8Transitions = UTF8Validator.transitions

    /// What ``rewrite(_:collapsing:escaping:into:)`` does with each byte where a character may
    /// start, one table for each of its uses.
    ///
    /// An ASCII byte's rule (NUL's aside) holds all it takes to write it: the two bytes
    /// written (a backslash and the markup character, when escaping; else the byte, or a space
    /// for white space when collapsing, twice) in the low 16 bits; how many of them are kept after text, two bits at
    /// ``afterText``, and after white space, two bits at ``afterWhitespace`` (when collapsing,
    /// none of white space's: a run of it is one space); and at ``nextShift``, which of the two
    /// counts holds for the next byte. Any other byte's rule is ``slow`` and the byte's kind.
    private enum ByteRule {
        static let afterText: UInt32 = 16
        static let afterWhitespace: UInt32 = 18
        static let nextShift: UInt32 = 24
        static let slow: UInt32 = 1 << 23

        /// NUL, the leads whose continuation bytes are restricted (E0, ED, F0–F4), and bytes
        /// that start no character.
        static let other: UInt32 = 0
        /// The first of a character's two bytes, when any continuation byte (80–BF) makes a
        /// valid one (C2–DF).
        static let twoByteLead: UInt32 = 1
        /// The first of three bytes, when any two continuation bytes make a valid character
        /// (E1–EC, EE, EF).
        static let threeByteLead: UInt32 = 2
        /// The same leads, when collapsing and some white space character starts with them (C2; E1, E2, E3).
        static let twoByteLeadOfWhitespace: UInt32 = 3
        static let threeByteLeadOfWhitespace: UInt32 = 4

        static let collapsingAndEscaping = table(collapsing: true, escaping: true)
        static let collapsing = table(collapsing: true, escaping: false)
        static let escaping = table(collapsing: false, escaping: true)

        private static func table(collapsing: Bool, escaping: Bool) -> [UInt32] {
            func rule(_ bytes: UInt32, keptAfterText: UInt32, keptAfterWhitespace: UInt32, next: UInt32) -> UInt32 {
                bytes | keptAfterText << afterText | keptAfterWhitespace << afterWhitespace | next << nextShift
            }
            return (0...255).map { value in
                let byte = UInt8(value)
                let startsWhitespace = collapsing && whitespaceLeads.contains(byte)
                if byte == 0 { return slow | other }
                if escaping && isMarkup(byte) {
                    return rule(
                        UInt32(UInt8(ascii: "\\")) | UInt32(byte) << 8, keptAfterText: 2, keptAfterWhitespace: 2,
                        next: afterText)
                }
                if byte < 0x80 {
                    guard startsWhitespace else {
                        return rule(UInt32(byte) * 0x101, keptAfterText: 1, keptAfterWhitespace: 1, next: afterText)
                    }
                    return rule(
                        UInt32(UInt8(ascii: " ")) * 0x101, keptAfterText: 1, keptAfterWhitespace: 0,
                        next: afterWhitespace)
                }
                switch freeContinuationCount(after: byte) {
                case 1: return slow | (startsWhitespace ? twoByteLeadOfWhitespace : twoByteLead)
                case 2: return slow | (startsWhitespace ? threeByteLeadOfWhitespace : threeByteLead)
                default: return slow | other
                }
            }
        }

        /// The first bytes of the white space characters.
        private static let whitespaceLeads = Set(
            isWhitespaceScalar.indices.filter { isWhitespaceScalar[$0] }.map {
                String(Unicode.Scalar(UInt32($0))!).utf8.first!
            })

        /// How many continuation bytes `lead` takes when, by ``UTF8Validator``'s machine, any
        /// 80–BF will do for each, or `nil` when it takes others or is no lead.
        private static func freeContinuationCount(after lead: UInt8) -> Int? {
            let continuations = UInt8(0x80)...0xBF
            func next(_ state: UInt64, _ byte: UInt8) -> UInt64 {
                UTF8Validator.transitions[Int(byte)] &>> state & UTF8Validator.stateMask
            }
            /// Whether any `count` continuation bytes end a character begun in `state`, and fewer do not.
            func completes(_ state: UInt64, after count: Int) -> Bool {
                continuations.allSatisfy { byte in
                    let state = next(state, byte)
                    return count == 1
                        ? state == UTF8Validator.complete
                        : state != UTF8Validator.complete && completes(state, after: count - 1)
                }
            }
            let state = next(UTF8Validator.complete, lead)
            guard state != UTF8Validator.complete && state != UTF8Validator.invalid else { return nil }
            return (1...2).first { completes(state, after: $0) }
        }
    }

    /// Whether each scalar below U+4000 (ASCII's, and every one C2, E1, E2 and E3 start) has
    /// Unicode's White_Space property, asked once rather than for each such character of a text.
    private static let isWhitespaceScalar: [Bool] = (0..<0x4000).map {
        Unicode.Scalar(UInt32($0))?.properties.isWhitespace ?? false
    }

    static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
            UInt8(ascii: "]"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "~"),
            UInt8(ascii: "!"):
            return true
        default:
            return false
        }
    }
}
