/// Splits a list into pages: page 1 holds the first `pageSize` items, and an empty list is
/// still one (empty) page, never an extra empty one.
public struct Pagination: Sendable, Equatable {
    public let itemCount: Int
    public let pageSize: Int

    public init(itemCount: Int, pageSize: Int) {
        precondition(pageSize > 0, "a page holds at least one item")
        self.itemCount = itemCount
        self.pageSize = pageSize
    }

    public var pageCount: Int {
        max(1, (itemCount + pageSize - 1) / pageSize)
    }

    /// The item indices on a page (1-based page number).
    public func range(ofPage page: Int) -> Range<Int> {
        let start = min((page - 1) * pageSize, itemCount)
        return start..<min(start + pageSize, itemCount)
    }
}
