/// A problem with a theme's templates, naming the template and, where there is one, the line.
public struct ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template as its theme shows it: its path in the built-in theme (`partials/stars.mustache`)
    /// or in an override folder (`MyTheme/partials/stars.mustache`).
    public var file: String
    /// 1-based; `nil` when the problem is the file as a whole.
    public var line: Int?
    public var problem: String

    public init(file: String, line: Int?, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String {
        line.map { "\(file):\($0): \(problem)" } ?? "\(file): \(problem)"
    }
}
