/// A date and time to the minute, as written in the fixtures (`2016-10-26 18:10`, or ISO 8601
/// whose time zone is kept as written rather than converted).
///
/// Stored in 6 bytes: a shop can have millions of dated comments.
public struct Timestamp: Sendable, Hashable, Comparable {
    private var storedYear: Int16
    private var storedMonth, storedDay, storedHour, storedMinute: UInt8

    public var year: Int { Int(storedYear) }
    public var month: Int { Int(storedMonth) }
    public var day: Int { Int(storedDay) }
    public var hour: Int { Int(storedHour) }
    public var minute: Int { Int(storedMinute) }

    /// - Precondition: `year` is 0…9999 and the other parts are within their ranges
    ///   (fixture text is checked before it gets here).
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        storedYear = Int16(year)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
        storedHour = UInt8(hour)
        storedMinute = UInt8(minute)
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute) < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
    }
}
