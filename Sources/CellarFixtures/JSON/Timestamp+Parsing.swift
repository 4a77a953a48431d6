import CellarModel

extension Timestamp {
    /// Reads a fixtures date: `2016-10-26 18:10`, or ISO 8601 with a `T`, optional seconds and
    /// fraction, and an optional zone (`2016-10-26T18:10:00+08:00`, `2016-10-26T18:10Z`).
    ///
    /// The local fields are kept as written; the zone offset is checked but not applied.
    /// Returns `nil` for any other text or an impossible date or time.
    init?(fixtureText text: String) {
        let bytes = Array(text.utf8)
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2)
        else { return nil }
        let isISO: Bool
        if reader.skip(" ") {
            isISO = false
        } else if reader.skip("T") {
            isISO = true
        } else {
            return nil
        }
        guard let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2) else {
            return nil
        }
        if isISO {
            if reader.skip(":") {
                guard let second = reader.number(digits: 2), second <= 59 else { return nil }
                if reader.skip(".") {
                    guard reader.skipDigits() > 0 else { return nil }
                }
            }
            if reader.skip("Z") {
                // UTC
            } else if reader.skip("+") || reader.skip("-") {
                guard let offsetHours = reader.number(digits: 2), offsetHours <= 23 else { return nil }
                _ = reader.skip(":")
                guard let offsetMinutes = reader.number(digits: 2), offsetMinutes <= 59 else { return nil }
            }
        }
        guard reader.isAtEnd,
            (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour),
            (0...59).contains(minute)
        else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// Reads fixed-width ASCII numbers and separators from a byte array.
private struct DigitReader {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func number(digits count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }

    mutating func skip(_ separator: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: separator) else { return false }
        index += 1
        return true
    }

    /// Skips ASCII digits and returns how many there were.
    mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }
}
