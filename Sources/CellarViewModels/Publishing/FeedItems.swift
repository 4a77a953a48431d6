/// A product feed's items, each made from its goods item's entry when it is read, so a feed
/// of 100,000s of goods is never held whole (its descriptions alone run to 100s of MB).
public struct FeedItems<Item: Sendable>: RandomAccessCollection, Sendable, Equatable {
    private let entries: [FeedListing.Entry]
    private let make: @Sendable (FeedListing.Entry) -> Item

    init(_ entries: [FeedListing.Entry], make: @escaping @Sendable (FeedListing.Entry) -> Item) {
        self.entries = entries
        self.make = make
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }

    public subscript(position: Int) -> Item {
        make(entries[position])
    }

    /// Items made alike from the same entries are the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries == rhs.entries
    }
}
