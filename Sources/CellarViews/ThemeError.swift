/// A problem with the templates folder, naming the template and, where there is one, the line.
public struct ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's path relative to the templates folder (`partials/stars.mustache`).
    public var file: String
    /// 1-based; `nil` when the problem is the file as a whole.
    public var line: Int?
    public var problem: String

    public var description: String {
        line.map { "\(file):\($0): \(problem)" } ?? "\(file): \(problem)"
    }
}
