/// One slide of the home page's banner carousel.
public struct Banner: Sendable, Equatable {
    public var id: String
    /// An absolute URL or a path relative to the fixtures folder.
    public var image: String
    public var title: String
    public var link: Link

    /// Where a banner leads: exactly one of a goods item, a category or a URL.
    public enum Link: Sendable, Equatable {
        case goods(id: String)
        case category(id: String)
        case url(String)
    }

    public init(id: String, image: String, title: String, link: Link) {
        self.id = id
        self.image = image
        self.title = title
        self.link = link
    }
}
