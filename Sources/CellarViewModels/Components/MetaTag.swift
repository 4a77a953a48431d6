import CellarProperties

/// A `<meta>` tag of a page's head, for link previews: Open Graph tags are named by
/// `property` (`og:title`), others such as Twitter's by `name` (`twitter:card`).
public struct MetaTag: Sendable, Equatable, PropertyListing {
    /// `property` or `name`: the attribute that names the tag.
    public let attribute: String
    /// The tag's name: `og:title`, `twitter:card` …
    public let key: String
    public let content: String

    /// An Open Graph tag, `<meta property="og:…" content="…">`.
    public static func property(_ key: String, _ content: String) -> MetaTag {
        MetaTag(attribute: "property", key: key, content: content)
    }

    /// A named tag, `<meta name="twitter:…" content="…">`.
    public static func name(_ key: String, _ content: String) -> MetaTag {
        MetaTag(attribute: "name", key: key, content: content)
    }
}
