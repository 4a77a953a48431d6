/// Five stars, each full, half or empty, for a rating rounded to the nearest half
/// (4.74 → 4½, 4.76 → 5), with its number and an accessible label.
public struct StarRatingViewModel: Sendable, Equatable {
    /// One of the five stars; exactly one flag is true.
    public struct Star: Sendable, Equatable {
        public let isFull: Bool
        public let isHalf: Bool
        public var isEmpty: Bool { !isFull && !isHalf }
    }

    /// False when there is no rating: templates then show `noRatingText`, never 0 stars.
    public let hasRating: Bool
    /// Five stars; empty when there is no rating.
    public let stars: [Star]
    /// The rating to one decimal (`"4.7"`); empty when there is none.
    public let value: String
    /// "Rated 4.7 out of 5", or "No ratings yet".
    public let label: String
    public let noRatingText: String

    public init(rating: Double?, strings: InterfaceStrings) {
        noRatingText = strings.noRatingsYet
        guard let rating else {
            hasRating = false
            stars = []
            value = ""
            label = strings.noRatingsYet
            return
        }
        let clamped = min(max(rating, 0), 5)
        let halves = Int((clamped * 2).rounded(.toNearestOrAwayFromZero))
        hasRating = true
        stars = (1...5).map { position in
            Star(isFull: halves >= position * 2, isHalf: halves == position * 2 - 1)
        }
        value = NumberText.oneDecimal(clamped)
        label = strings.rated(value)
    }
}
