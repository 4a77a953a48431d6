import Synchronization

/// The text of list sections' items (``Template/Node/cachedList(_:_:slot:)``) by the item's
/// key, kept from one build of `cellar serve` to the next: a feed of 10,000s of items renders
/// again only the items whose keys changed. Make one per build from the last build's
/// (``init(keeping:)``), unless a template changed. It keeps the texts the last build used, at
/// each slot that build rendered (and the build's before at the slots it did not: their pages
/// were kept), so it holds what the site shows, not every value ever rendered.
public final class ListItemCache: Sendable {
    /// An item's key: items of one key render the same text at one place.
    enum Item: Hashable, @unchecked Sendable {
        /// An item known by its value. Made only from `Sendable` values (``init(_:)``), so
        /// sending it is safe.
        case value(AnyHashable)
        /// An item known by its revision among the items of its type, whose values are equal
        /// when their revisions are: compared without a cast.
        case revision(Int, of: ObjectIdentifier)

        /// The item known by `value`, when its type is `Hashable`.
        init?(_ value: some Sendable) {
            guard let hashable = value as? any Hashable else { return nil }
            self = .value(AnyHashable(hashable))
        }
    }

    /// A list item's text, and where and what it was rendered as.
    struct Use: Sendable {
        let place: SectionCache.Place
        let item: Item
        let text: SectionCache.Text
    }

    private struct Key: Hashable, Sendable {
        let startsLine: Bool
        let item: Item
    }

    /// The texts of the builds before, by slot, read without a lock.
    private let kept: [Int: [Key: SectionCache.Text]]
    /// The texts this build used, copied or rendered, by slot.
    private let used = Mutex<[Int: [Key: SectionCache.Text]]>([:])

    /// - Parameter last: the last build's cache, whose items' texts serve this build's items
    ///   of the same keys; `nil` after a template changed.
    public init(keeping last: ListItemCache? = nil) {
        guard let last else {
            kept = [:]
            return
        }
        kept = last.kept.merging(last.used.withLock { $0 }) { _, used in used }
    }

    /// The text kept for `item` rendered at `place`: the builds' before, or this one's.
    func text(at place: SectionCache.Place, for item: Item) -> SectionCache.Text? {
        let key = Key(startsLine: place.startsLine, item: item)
        return kept[place.slot]?[key] ?? used.withLock { $0[place.slot]?[key] }
    }

    /// Keeps texts this build used, copied or rendered, for the rest of it and the next build.
    func keep(_ uses: [Use]) {
        guard !uses.isEmpty else { return }
        used.withLock { used in
            if uses.count > 1, let slot = uses.first?.place.slot {
                used[slot, default: [:]].reserveCapacity((used[slot]?.count ?? 0) + uses.count)
            }
            for use in uses {
                used[use.place.slot, default: [:]][Key(startsLine: use.place.startsLine, item: use.item)] = use.text
            }
        }
    }
}
