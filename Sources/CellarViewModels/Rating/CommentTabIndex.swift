import CellarModel

/// Where each tab's comments are among a goods item's comments, so that any page of a tab
/// is found at once: walking a tab to its page N costs N pages, and a goods item with
/// 100,000 comments has thousands of pages a tab.
struct CommentTabIndex: Sendable {
    /// By tab, the offsets of its comments among the item's; the "all" tab needs none.
    private let offsets: [CommentTab: [Int]]

    init(comments: some Collection<Comment>) {
        var offsets: [CommentTab: [Int]] = [:]
        for (offset, comment) in comments.enumerated() {
            for tab in CommentTab.allCases where tab != .all && tab.contains(comment) {
                offsets[tab, default: []].append(offset)
            }
        }
        self.offsets = offsets
    }

    /// The comments at `range` of the tab, from the goods item's comments.
    func comments(in tab: CommentTab, at range: Range<Int>, of comments: ArraySlice<Comment>) -> [Comment] {
        guard tab != .all else { return Array(comments.dropFirst(range.lowerBound).prefix(range.count)) }
        let places = offsets[tab] ?? []
        return places[range.clamped(to: places.indices)].map { comments[comments.startIndex + $0] }
    }
}
