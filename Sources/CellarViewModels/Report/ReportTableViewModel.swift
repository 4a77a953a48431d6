import CellarProperties

/// One of the catalogue report's tables as a CSV file for spreadsheets (`reports/<name>.csv`):
/// a header and rows of plain values (numbers without grouping, prices as decimals).
public struct ReportTableViewModel: Sendable, Equatable, PropertyListing {
    /// The report's tables, each named by its file.
    public enum Name: String, Sendable, CaseIterable {
        case categories
        case topRated = "top-rated"
        case topSellers = "top-sellers"
        case commentTabs = "comment-tabs"
        case warnings
        case priceDistribution = "price-distribution"
        case ratings
        case commentsPerMonth = "comments-per-month"
        case stock
        case feedReadiness = "feed-readiness"
        case leftOutOfFeeds = "left-out-of-feeds"
        case photosToImprove = "photos-to-improve"
    }

    /// One row's cells, in the header's order.
    public struct Row: Sendable, Equatable, PropertyListing {
        public let cells: [String]
    }

    public let name: Name
    public let header: [String]
    public let rows: [Row]

    init(_ name: Name, header: [String], rows: [[String]]) {
        self.name = name
        self.header = header
        self.rows = rows.map(Row.init)
    }
}
