/// The longest texts the fixtures may hold, in characters: past them a build stops with an
/// error naming the place, before the text is copied into every page that shows it (a
/// 200 MB title would make gigabytes of pages).
public enum TextLimits {
    /// A goods item's title. Google Shopping shows 150 characters of it.
    public static let title = 1_000
    /// The most of a goods item's title Google Shopping shows, where the product feeds cut it:
    /// a longer title is warned of, not refused.
    public static let shownTitle = 150
    /// The store's and a category's name.
    public static let name = 200
    /// An id (goods item, category, comment, banner …): ids name folders and files in the
    /// site's URLs, at most 255 bytes each on common file systems.
    public static let id = 100
}
