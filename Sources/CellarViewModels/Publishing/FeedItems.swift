import CellarModel

/// A product feed's items, each made from its goods item's entry when it is read, so a feed
/// of 100,000s of goods is never held whole (its descriptions alone run to 100s of MB).
public struct FeedItems<Item: Sendable>: RandomAccessCollection, Sendable, Equatable {
    private let entries: [FeedListing.Entry]
    private let revisions: [Int]
    /// The listing's kept descriptions, when it keeps them (``FeedListing/descriptions``).
    private let descriptions: [String: FeedListing.Description]?
    private let make: @Sendable (_ entry: FeedListing.Entry, _ description: String) -> Item

    /// Items of `listing`'s entries, each made by `make` from its entry and its description.
    init(_ listing: FeedListing, make: @escaping @Sendable (_ entry: FeedListing.Entry, _ description: String) -> Item)
    {
        entries = listing.entries
        revisions = listing.revisions
        descriptions = listing.descriptions
        self.make = make
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }

    public subscript(position: Int) -> Item {
        let entry = entries[position]
        return make(entry, descriptions?[entry.goods.id]?.text ?? entry.description)
    }

    /// The revision of the item at `position`: an item of a feed made the same way with the
    /// same revision is equal to it (``FeedListing/revisions``).
    public func revision(at position: Int) -> Int {
        revisions[position]
    }

    /// Items made alike from the same entries are the same: a description is made from its
    /// entry. Entries of the same revision are the same without comparing them.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.count == rhs.entries.count
            && lhs.entries.indices.allSatisfy {
                lhs.revisions[$0] == rhs.revisions[$0] || lhs.entries[$0] == rhs.entries[$0]
            }
    }
}
