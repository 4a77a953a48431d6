import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

struct RatingSummaryTests {
    @Test(arguments: [
        (5.0, CommentTab.good),
        (4.0, .good),
        (3.9, .middle),
        (3.0, .middle),
        (2.9, .bad),
        (0.0, .bad),
    ])
    func bucketOfAStar(star: Double, tab: CommentTab) {
        let comment = TestData.comment("c", on: "g", star: star)
        let summary = RatingSummary(comments: [comment])
        #expect(tab.contains(comment))
        #expect(CommentTab.all.contains(comment))
        #expect(summary.count(tab) == 1)
        #expect(summary.count(.all) == 1)
        for other in [CommentTab.good, .middle, .bad] where other != tab {
            #expect(!other.contains(comment))
            #expect(summary.count(other) == 0)
        }
    }

    @Test func picturesBucketCountsCommentsWithPictures() {
        let comments = [
            TestData.comment("a", on: "g", star: 5, pictures: 2),
            TestData.comment("b", on: "g", star: 1, pictures: 1),
            TestData.comment("c", on: "g", star: 4),
        ]
        let summary = RatingSummary(comments: comments)
        #expect(summary.count(.pictures) == 2)
        #expect(summary.count(.good) == 2)
        #expect(summary.count(.bad) == 1)
        #expect(summary.count(.all) == 3)
    }

    @Test(arguments: [
        ([5.0, 4, 4], 4.3),
        ([5.0, 4], 4.5),
        ([4.5, 4.5, 5], 4.7),
        ([1.0], 1.0),
        ([0.0, 0], 0.0),
    ])
    func averageToOneDecimal(stars: [Double], expected: Double) {
        let comments = stars.enumerated().map { TestData.comment("c\($0.offset)", on: "g", star: $0.element) }
        #expect(RatingSummary(comments: comments).average == expected)
    }

    @Test(arguments: [
        ([5.0, 4, 3], 67),
        ([5.0, 1], 50),
        ([1.0, 2], 0),
        ([4.0], 100),
    ])
    func goodRatePercent(stars: [Double], expected: Int) {
        let comments = stars.enumerated().map { TestData.comment("c\($0.offset)", on: "g", star: $0.element) }
        #expect(RatingSummary(comments: comments).goodRatePercent == expected)
    }

    @Test func noComments() {
        let summary = RatingSummary(comments: [])
        #expect(summary.average == nil)
        #expect(summary.goodRatePercent == nil)
        for tab in CommentTab.allCases {
            #expect(summary.count(tab) == 0)
        }
    }
}
