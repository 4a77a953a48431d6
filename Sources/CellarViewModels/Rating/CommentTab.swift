import CellarModel

/// The comment tabs, as the app had them: all, good (≥ 4 stars), middle (3 to < 4),
/// bad (< 3) and with pictures.
public enum CommentTab: String, Sendable, CaseIterable, Hashable {
    case all, good, middle, bad, pictures

    public func contains(_ comment: Comment) -> Bool {
        switch self {
        case .all: true
        case .good: comment.star >= 4
        case .middle: comment.star >= 3 && comment.star < 4
        case .bad: comment.star < 3
        case .pictures: !comment.pictures.isEmpty
        }
    }
}
