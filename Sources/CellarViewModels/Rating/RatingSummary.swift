import CellarModel

/// What a goods item's comments add up to, counted in one pass.
public struct RatingSummary: Sendable, Equatable {
    /// Comments per tab.
    public private(set) var counts: [CommentTab: Int]
    /// The mean of the stars to one decimal; `nil` with no comments (no rating, not zero).
    public let average: Double?

    public init(comments: some Collection<Comment>) {
        var counts = Dictionary(uniqueKeysWithValues: CommentTab.allCases.map { ($0, 0) })
        var total = 0.0
        for comment in comments {
            total += comment.star
            for tab in CommentTab.allCases where tab.contains(comment) {
                counts[tab, default: 0] += 1
            }
        }
        self.counts = counts
        average = comments.isEmpty ? nil : (total / Double(comments.count) * 10).rounded(.toNearestOrAwayFromZero) / 10
    }

    public func count(_ tab: CommentTab) -> Int {
        counts[tab] ?? 0
    }

    /// Good comments as a whole percentage of all; `nil` with no comments.
    public var goodRatePercent: Int? {
        let all = count(.all)
        guard all > 0 else { return nil }
        return Int((Double(count(.good)) * 100 / Double(all)).rounded(.toNearestOrAwayFromZero))
    }
}
