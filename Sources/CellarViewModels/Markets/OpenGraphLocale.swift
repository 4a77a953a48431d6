/// A BCP 47 tag as Open Graph's `og:locale` writes it, `language_TERRITORY`: `zh-CN` is
/// `zh_CN`; a tag without a region takes its language's most likely one (CLDR's likely
/// subtags: `en` is `en_US`, `zh-Hant` is `zh_TW`).
enum OpenGraphLocale {
    /// `nil` for a language without a likely region here: Meta reads no bare language.
    static func value(of tag: String) -> String? {
        let subtags = tag.split(separator: "-").map(String.init)
        guard let language = subtags.first?.lowercased(), (2...3).contains(language.count) else { return nil }
        let region = subtags.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) }?.uppercased()
        let isTraditionalChinese = language == "zh" && subtags.contains { $0.lowercased() == "hant" }
        guard let territory = region ?? (isTraditionalChinese ? "TW" : likelyRegions[language]) else { return nil }
        return language + "_" + territory
    }

    private static let likelyRegions: [String: String] = [
        "ar": "EG", "cs": "CZ", "da": "DK", "de": "DE", "el": "GR", "en": "US", "es": "ES", "fi": "FI",
        "fr": "FR", "he": "IL", "hi": "IN", "hu": "HU", "id": "ID", "it": "IT", "ja": "JP", "ko": "KR",
        "ms": "MY", "nb": "NO", "nl": "NL", "pl": "PL", "pt": "BR", "ro": "RO", "ru": "RU", "sv": "SE",
        "th": "TH", "tr": "TR", "uk": "UA", "vi": "VN", "zh": "CN",
    ]
}
