/// A shopper's comment on a goods item, read from `comments.json`.
public struct Comment: Sendable, Equatable {
    public var id: String
    /// The id of the goods item it is about.
    public var goodsID: String
    public var author: String?
    public var avatar: String?
    /// From 0 to 5; halves and other fractions allowed.
    public var star: Double
    /// May be empty.
    public var content: String
    public var createdAt: Timestamp?
    public var specification: String?
    public var pictures: [Picture]

    /// A picture attached to a comment.
    public struct Picture: Sendable, Equatable {
        public var thumb: String
        public var full: String

        public init(thumb: String, full: String) {
            self.thumb = thumb
            self.full = full
        }
    }

    public init(
        id: String, goodsID: String, author: String? = nil, avatar: String? = nil, star: Double,
        content: String = "", createdAt: Timestamp? = nil, specification: String? = nil, pictures: [Picture] = []
    ) {
        self.id = id
        self.goodsID = goodsID
        self.author = author
        self.avatar = avatar
        self.star = star
        self.content = content
        self.createdAt = createdAt
        self.specification = specification
        self.pictures = pictures
    }
}
