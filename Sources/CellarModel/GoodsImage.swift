/// One photo of a goods item or a variant, with the text that stands for it where it cannot
/// be seen.
public struct GoodsImage: Sendable, Hashable {
    /// An absolute URL or a path relative to the fixtures folder.
    public var source: String
    /// What the photo shows, for screen readers and search engines; `nil` when the fixtures
    /// give none (pages then use the goods item's title).
    public var alt: String?

    public init(source: String, alt: String? = nil) {
        self.source = source
        self.alt = alt
    }

    /// The most photos one goods item, or one variant, may list: a gallery longer than this is
    /// one no shopper goes through, and Google's feed reads 11.
    public static let maximumCount = 20
}
