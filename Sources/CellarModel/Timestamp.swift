/// A date and time to the minute, as written in the fixtures (`2016-10-26 18:10`, or ISO 8601
/// whose time zone is kept as written rather than converted).
public struct Timestamp: Sendable, Hashable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute) < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
    }
}
