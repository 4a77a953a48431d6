import Synchronization

/// The text of list sections' items (``Template/Node/cachedList(_:_:slot:)``) by the item's
/// value, kept from one build of `cellar serve` to the next: a feed of 10,000s of items
/// renders again only the items whose values changed. Make one per build from the last
/// build's (``init(keeping:)``), unless a template changed: it keeps the last build's texts
/// (its pages may be kept, not rendered) and adds the new items', so it grows by the items edited.
public final class ListItemCache: Sendable {
    /// An item's value: items of one value render the same text at one place.
    struct Item: Hashable, @unchecked Sendable {
        /// Made only from `Sendable` values (``init(_:)``), so sending it is safe.
        private let value: AnyHashable

        /// The item `value`, when its type is `Hashable`.
        init?(_ value: some Sendable) {
            guard let hashable = value as? any Hashable else { return nil }
            self.value = AnyHashable(hashable)
        }
    }

    private struct Key: Hashable, Sendable {
        let place: SectionCache.Place
        let item: Item
    }

    /// The texts of the builds before, read without a lock.
    private let kept: [Key: SectionCache.Text]
    /// The texts this build added.
    private let added = Mutex<[Key: SectionCache.Text]>([:])

    /// - Parameter last: the last build's cache, whose items' texts serve this build's equal
    ///   items; `nil` after a template changed.
    public init(keeping last: ListItemCache? = nil) {
        guard let last else {
            kept = [:]
            return
        }
        kept = last.kept.merging(last.added.withLock { $0 }) { _, new in new }
    }

    /// The text kept for `item` rendered at `place`.
    func text(at place: SectionCache.Place, for item: Item) -> SectionCache.Text? {
        let key = Key(place: place, item: item)
        return kept[key] ?? added.withLock { $0[key] }
    }

    /// Keeps `text` as `item` rendered at `place`.
    func keep(_ text: SectionCache.Text, at place: SectionCache.Place, for item: Item) {
        added.withLock { $0[Key(place: place, item: item)] = text }
    }
}
