/// Why a CSV file cannot be read as a table, and the row where the trouble is.
public struct CSVProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spreadsheet row number (the header is row 1); `nil` when it is the file as a whole.
    public var row: Int?
    public var problem: String

    public init(row: Int?, problem: String) {
        self.row = row
        self.problem = problem
    }

    public var description: String {
        row.map { "row \($0): \(problem)" } ?? problem
    }
}
