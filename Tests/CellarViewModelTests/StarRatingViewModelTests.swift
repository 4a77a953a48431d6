import CellarTestSupport
@testable import CellarViewModels
import Testing

struct StarRatingViewModelTests {
    @Test(arguments: [
        (0.0, 0, 0, 5, "0.0"),
        (0.3, 0, 1, 4, "0.3"),
        (2.5, 2, 1, 2, "2.5"),
        (4.5, 4, 1, 0, "4.5"),
        (4.74, 4, 1, 0, "4.7"),
        (4.76, 5, 0, 0, "4.8"),
        (5.0, 5, 0, 0, "5.0"),
    ])
    func starPattern(rating: Double, full: Int, half: Int, empty: Int, value: String) {
        let model = StarRatingViewModel(rating: rating, strings: TestData.english)
        #expect(model.hasRating)
        #expect(model.stars.count == 5)
        #expect(model.stars.filter(\.isFull).count == full)
        #expect(model.stars.filter(\.isHalf).count == half)
        #expect(model.stars.filter(\.isEmpty).count == empty)
        // Full stars come first, then the half, then the empty ones.
        let pattern = model.stars.map { $0.isFull ? "F" : $0.isHalf ? "H" : "E" }.joined()
        #expect(
            pattern == String(repeating: "F", count: full) + String(repeating: "H", count: half)
                + String(repeating: "E", count: empty))
        // Exactly one flag per star.
        for star in model.stars {
            #expect([star.isFull, star.isHalf, star.isEmpty].filter { $0 }.count == 1)
        }
        #expect(model.value == value)
        #expect(model.label == "Rated \(value) out of 5")
    }

    @Test func zeroIsARatingNotTheAbsenceOfOne() {
        let model = StarRatingViewModel(rating: 0, strings: TestData.english)
        #expect(model.hasRating)
        #expect(model.stars.allSatisfy { $0.isEmpty })
        #expect(model.label == "Rated 0.0 out of 5")
    }

    @Test func noRating() {
        let model = StarRatingViewModel(rating: nil, strings: TestData.english)
        #expect(!model.hasRating)
        #expect(model.stars.isEmpty)
        #expect(model.value == "")
        #expect(model.label == "No ratings yet")
        #expect(model.noRatingText == "No ratings yet")
    }

    @Test func label() {
        #expect(StarRatingViewModel(rating: 4.5, strings: TestData.english).label == "Rated 4.5 out of 5")
        #expect(StarRatingViewModel(rating: 4.5, strings: InterfaceStrings.theme("zh-CN")).label == "评分 4.5（满分 5 分）")
    }

    @Test(arguments: [(-1.0, "0.0", 0), (7.0, "5.0", 5)])
    func outOfRangeRatingsAreClamped(rating: Double, value: String, full: Int) {
        let model = StarRatingViewModel(rating: rating, strings: TestData.english)
        #expect(model.value == value)
        #expect(model.stars.count == 5)
        #expect(model.stars.filter(\.isFull).count == full)
    }

    /// A build makes each rating's stars once and shares them: by the tenths it shows, which
    /// decide its stars too, so every rating gets the stars it would get on its own.
    @Test func aBuildSharesTheStarsOfRatingsThatShowTheSame() {
        let context = SiteContext(catalogue: TestData.catalogue(), strings: TestData.english, baseURL: "/")
        #expect(context.starRating(4.0) === context.starRating(4.0))
        #expect(context.starRating(4.04) === context.starRating(3.96))
        #expect(context.starRating(4.0) !== context.starRating(4.1))
        #expect(context.starRating(nil) === context.starRating(nil))
        #expect(context.starRating(nil).model == StarRatingViewModel(rating: nil, strings: TestData.english))
        for step in -20...1020 {
            let rating = Double(step) * 0.005
            #expect(
                context.starRating(rating).model == StarRatingViewModel(rating: rating, strings: TestData.english),
                "\(rating)")
        }
    }
}
