/// What a check of a built site found: its faults and how much of the site it read.
public struct SiteCheckReport: Sendable {
    /// Every fault found, each once.
    public let faults: Set<SiteFault>
    /// How many HTML pages the site has.
    public let pageCount: Int
    /// How many markets the site sells in (its root, and each market's folder).
    public let marketCount: Int

    public init(faults: Set<SiteFault>, pageCount: Int, marketCount: Int) {
        self.faults = faults
        self.pageCount = pageCount
        self.marketCount = marketCount
    }

    /// Each fault as its line, `FILE: problem`, in order and each line once.
    public var lines: [String] {
        Set(faults.map(\.description)).sorted()
    }

    /// How many faults of `kind` were found.
    public func count(of kind: SiteFault.Kind) -> Int {
        faults.count { $0.kind == kind }
    }

    /// `416 pages in 2 markets: 0 hreflang faults, 0 price mismatches, 0 feed faults`.
    public var summary: String {
        "\(pageCount) pages in \(marketCount) markets: \(count(of: .hreflang)) hreflang faults, "
            + "\(count(of: .price)) price mismatches, \(count(of: .feed)) feed faults"
    }
}
