/// What a build made, for the summary line.
public struct BuildSummary: Sendable, Equatable {
    /// Pages per kind (`goods`, `comments` …).
    public var pagesByKind: [String: Int]
    public var seconds: Double
    public var output: String

    public var pageCount: Int { pagesByKind.values.reduce(0, +) }

    /// "Built 512 pages (category 14, comments 430, …) in 0.42 s → site".
    public var line: String {
        let kinds = pagesByKind.keys.sorted().map { "\($0) \(pagesByKind[$0]!)" }.joined(separator: ", ")
        let time = (seconds * 100).rounded() / 100
        return "Built \(pageCount) pages (\(kinds)) in \(time) s → \(output)"
    }
}
