import CellarModel

/// The catalogue report's charts made from the comments (stars, comments a month), counted
/// in one pass; ``CatalogueReportViewModel`` shows them and writes them as CSV.
struct CommentCharts: Sendable {
    /// Comments by stars 1 to 5: each comment's stars rounded to the nearest whole, halves up,
    /// 0 counted as 1.
    let starCounts: [Int]
    /// Comments a month from the first month with a dated comment to the last, empty months
    /// included.
    let months: [(year: Int, month: Int, count: Int)]
    let undatedComments: Int

    init(catalogue: Catalogue) {
        var stars = Array(repeating: 0, count: 5)
        var byMonth: [Int: Int] = [:]
        var undated = 0
        for goods in catalogue.goods {
            let comments = catalogue.comments(onGoods: goods.id)
            // By index: reads the two fields, not a copy of each comment.
            for index in comments.indices {
                let star = min(5, max(1, Int(comments[index].star.rounded(.toNearestOrAwayFromZero))))
                stars[star - 1] += 1
                if let time = comments[index].createdAt {
                    byMonth[time.year * 12 + time.month - 1, default: 0] += 1
                } else {
                    undated += 1
                }
            }
        }
        starCounts = stars
        undatedComments = undated
        if let first = byMonth.keys.min(), let last = byMonth.keys.max() {
            months = (first...last).map { ($0 / 12, $0 % 12 + 1, byMonth[$0] ?? 0) }
        } else {
            months = []
        }
    }
}
