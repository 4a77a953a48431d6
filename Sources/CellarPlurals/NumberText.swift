/// Locale-independent number text, so builds are byte-identical on every machine and the
/// commands' messages read alike: the one grouping of digits the site and the messages use.
public enum NumberText {
    /// `1234567` → `"1,234,567"`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `4.66` → `"4.7"`, `5` → `"5.0"`: one decimal, rounded half away from zero.
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.toNearestOrAwayFromZero))
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
