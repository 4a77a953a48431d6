/// Sizes as the build's summary and a host's problems show them.
public enum SizeText {
    /// "25 MiB", "220.3 MiB", "812 bytes": binary units, as the hosts state their limits.
    public static func bytes(_ count: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard count >= 1024 else { return "\(count) bytes" }
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) \(units[unit])" : "\(rounded) \(units[unit])"
    }
}
