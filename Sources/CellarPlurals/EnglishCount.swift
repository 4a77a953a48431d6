/// Counts in what the commands print, which is English: the noun in the form CLDR's English
/// rules give the count (`1 goods item`, `3 goods items`).
public enum EnglishCount {
    private static let rules = PluralRules(locale: "en")

    /// The count and the form of the noun it takes.
    public static func of(_ count: Int, _ one: String, _ other: String) -> String {
        "\(count) " + form(count, one, other)
    }

    /// The form of a word the count takes ("is" or "are"), without the count.
    public static func form(_ count: Int, _ one: String, _ other: String) -> String {
        rules.category(of: count) == .one ? one : other
    }
}
