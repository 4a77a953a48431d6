/// Why a photo cannot be published: unreadable, of a format the build does not take, or
/// larger than the pixel limit.
public struct ImageProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
