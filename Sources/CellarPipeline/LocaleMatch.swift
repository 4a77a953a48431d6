/// The theme's string table for a locale as people write it: BCP 47 tags are compared without
/// regard to case (`zh-cn` is `zh-CN`), and a tag the theme has no table for falls back to
/// the nearest one it has, a script subtag dropped first (`zh-Hans-CN` → `zh-CN`), then
/// subtags from the end (`en-US` → `en`).
enum LocaleMatch {
    /// The locale of `locales` that `tag` reads as; `nil` when none is near.
    static func table(for tag: String, among locales: some Collection<String>) -> String? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var candidates = [parts]
        if parts.count > 2, parts[1].count == 4 { candidates.append([parts[0]] + parts[2...]) }
        for count in stride(from: parts.count - 1, through: 1, by: -1) { candidates.append(Array(parts.prefix(count))) }
        for candidate in candidates {
            let wanted = candidate.joined(separator: "-").lowercased()
            if let found = locales.first(where: { $0.lowercased() == wanted }) { return found }
        }
        return nil
    }
}
