import CellarModel

/// Price bands for the report's price charts, the same for every category so their charts
/// compare: edges on the 1–2–5 scale (10, 20, 50, 100 …, in whole currency units) from the
/// band holding the lowest price to the one holding the highest.
struct PriceBands: Sendable, Equatable {
    /// Each band's lower edge in cents; a band ends where the next begins, the last at ``end``.
    let starts: [Int]
    let end: Int

    /// The bands covering `prices`; one band, 0 to 10, when there are none.
    init(covering prices: [Money]) {
        let lowest = prices.map(\.cents).min() ?? 0
        let highest = prices.map(\.cents).max() ?? 0
        var edges = [0]
        var step = 0
        // Edges in cents: 0, 10.00, 20.00, 50.00, 100.00 …; the last is above the highest price.
        // 48 steps reach 5 × 10^18 cents, the last edge an Int holds.
        while edges.last! <= highest, step < 48 {
            edges.append([1_000, 2_000, 5_000][step % 3] * Self.power(of: step / 3))
            step += 1
        }
        let first = edges.lastIndex { $0 <= lowest } ?? 0
        starts = Array(edges[first..<(edges.count - 1)])
        end = edges.last!
    }

    /// The index of the band holding `price`.
    func band(of price: Money) -> Int {
        (starts.lastIndex { $0 <= price.cents } ?? 0)
    }

    /// How many of `prices` fall in each band.
    func counts(of prices: [Money]) -> [Int] {
        var counts = Array(repeating: 0, count: starts.count)
        for price in prices { counts[band(of: price)] += 1 }
        return counts
    }

    /// A band's edges in cents.
    func range(ofBand index: Int) -> (from: Int, to: Int) {
        (starts[index], index + 1 < starts.count ? starts[index + 1] : end)
    }

    private static func power(of exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }
}
