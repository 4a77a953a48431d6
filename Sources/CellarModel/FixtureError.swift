/// One problem found in the fixtures: which file, where in it, and what is wrong.
public struct FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name relative to the fixtures folder (`goods.json`, `docs/faq.md`).
    public var file: String
    /// Where in the file: a JSON path (`[41].price`, `.banners[2].link`), `LINE:COLUMN` (`3:7`),
    /// or in a spreadsheet its row and column (`row 6, column price`); empty when the problem
    /// is the file as a whole.
    public var place: String
    public var problem: String

    public init(file: String, place: String = "", problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    /// `goods.json[41].price: must be a number ≥ 0, found "12"`; a line/column place
    /// reads `goods.json:3:7: …`, a spreadsheet place `goods.csv, row 6, column price: …`.
    public var description: String {
        if place.isEmpty { return "\(file): \(problem)" }
        if place.hasPrefix("row ") { return "\(file), \(place): \(problem)" }
        if place.hasPrefix("[") || place.hasPrefix(".") { return "\(file)\(place): \(problem)" }
        return "\(file):\(place): \(problem)"
    }
}

/// Every problem found in one load of the fixtures, in file order.
public struct FixtureErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [FixtureError]

    public init(_ errors: [FixtureError]) {
        self.errors = errors
    }

    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
