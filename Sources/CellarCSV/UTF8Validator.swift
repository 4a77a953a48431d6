/// UTF-8's validity, as the standard library judges it, as a state machine a byte moves by one
/// shift: each byte's entry in ``transitions`` holds, at each state's bit offset, the state it
/// leads to (six bits each), so that a text's next state is `transitions[byte] &>> state &
/// stateMask`, the load not waiting on the state. Bytes are valid UTF-8 when they leave the
/// machine in ``complete``; ``invalid`` is never left.
///
/// For text whose bytes are checked on the way as they are read or written (a CSV file's
/// cells, libxml2's text in a description), so that its `String` is made without the standard
/// library's checking them again.
public enum UTF8Validator {
    /// Between characters: where a text starts, and where a valid one ends.
    public static let complete: UInt64 = 0
    public static let invalid: UInt64 = 6
    public static let stateMask: UInt64 = 63
    /// One more continuation byte (80–BF) to come.
    private static let oneMore: UInt64 = 12
    /// Two more.
    private static let twoMore: UInt64 = 18
    /// Two more, the first A0–BF (after E0, not overlong).
    private static let twoMoreAfterE0: UInt64 = 24
    /// Two more, the first 80–9F (after ED, no surrogate).
    private static let twoMoreAfterED: UInt64 = 30
    /// Three more.
    private static let threeMore: UInt64 = 36
    /// Three more, the first 90–BF (after F0, not overlong).
    private static let threeMoreAfterF0: UInt64 = 42
    /// Three more, the first 80–8F (after F4, not past U+10FFFF).
    private static let threeMoreAfterF4: UInt64 = 48
    private static let states = [
        complete, invalid, oneMore, twoMore, twoMoreAfterE0, twoMoreAfterED, threeMore, threeMoreAfterF0,
        threeMoreAfterF4,
    ]

    /// Each byte's row: the state it leads to from each state, at that state's bit offset.
    public static let transitions: [UInt64] = (0...255).map { value in
        states.reduce(0) { row, state in row | next(after: state, UInt8(value)) << state }
    }

    private static func next(after state: UInt64, _ byte: UInt8) -> UInt64 {
        switch (state, byte) {
        case (complete, 0x00...0x7F): complete
        case (complete, 0xC2...0xDF): oneMore
        case (complete, 0xE0): twoMoreAfterE0
        case (complete, 0xE1...0xEC), (complete, 0xEE...0xEF): twoMore
        case (complete, 0xED): twoMoreAfterED
        case (complete, 0xF0): threeMoreAfterF0
        case (complete, 0xF1...0xF3): threeMore
        case (complete, 0xF4): threeMoreAfterF4
        case (oneMore, 0x80...0xBF): complete
        case (twoMore, 0x80...0xBF), (twoMoreAfterE0, 0xA0...0xBF), (twoMoreAfterED, 0x80...0x9F): oneMore
        case (threeMore, 0x80...0xBF), (threeMoreAfterF0, 0x90...0xBF), (threeMoreAfterF4, 0x80...0x8F): twoMore
        default: invalid
        }
    }

    /// The text `bytes` hold, or `nil` when they are not valid UTF-8: checked here, eight bytes
    /// at a time where they are ASCII, and copied into the `String` without a second check.
    public static func string(from bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return "" }
        let (isValid, isASCII) = check(bytes)
        guard isValid else { return nil }
        return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
    }

    /// Whether `bytes` are valid UTF-8, and whether they are all ASCII (a `String` that knows
    /// it is compares and hashes without normalizing).
    private static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> (isValid: Bool, isASCII: Bool) {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        return transitions.withUnsafeBufferPointer { transitions in
            var state = complete
            var high: UInt64 = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = UInt64(
                    littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                if word & highBits == 0 {
                    // Eight ASCII bytes move the state as one does: nowhere between characters,
                    // to invalid within one.
                    state = transitions[0] &>> state & stateMask
                } else {
                    high |= word
                    for shift in stride(from: 0 as UInt64, to: 64, by: 8) {
                        state = transitions[Int(truncatingIfNeeded: word &>> shift & 0xFF)] &>> state & stateMask
                    }
                }
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                high |= UInt64(byte)
                state = transitions[Int(byte)] &>> state & stateMask
                index += 1
            }
            return (state == complete, high & highBits == 0)
        }
    }
}
