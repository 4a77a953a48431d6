import CellarPlurals
import CellarProperties

/// Five stars, each full, half or empty, for a rating rounded to the nearest half
/// (4.74 → 4½, 4.76 → 5), with its number and an accessible label.
public struct StarRatingViewModel: Sendable, Equatable, PropertyListing {
    /// One of the five stars; exactly one flag is true.
    public struct Star: Sendable, Equatable, PropertyListing {
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
    /// Whether the "no ratings yet" text shows: without a rating, and in the script's card template.
    public let showsNoRating: Bool

    public init(rating: Double?, strings: InterfaceStrings) {
        noRatingText = strings[.noRatingsYet]
        showsNoRating = rating == nil
        guard let rating else {
            hasRating = false
            stars = []
            value = ""
            label = strings[.noRatingsYet]
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

    /// Every part the `stars` partial can draw, for the card template the script fills in:
    /// five empty stars and the "no ratings yet" text.
    static func template(strings: InterfaceStrings) -> StarRatingViewModel {
        StarRatingViewModel(
            hasRating: true, stars: Array(repeating: Star(isFull: false, isHalf: false), count: 5),
            value: "", label: "", noRatingText: strings[.noRatingsYet], showsNoRating: true)
    }

    private init(
        hasRating: Bool, stars: [Star], value: String, label: String, noRatingText: String, showsNoRating: Bool
    ) {
        self.hasRating = hasRating
        self.stars = stars
        self.value = value
        self.label = label
        self.noRatingText = noRatingText
        self.showsNoRating = showsNoRating
    }
}
