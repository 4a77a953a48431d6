import CellarPlurals
import Foundation

/// One problem found in the fixtures: which file, where in it, and what is wrong.
public struct FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name relative to the fixtures folder (`goods.json`, `docs/faq.md`).
    public var file: String
    /// Where in the file: a JSON path (`[41].price`, `.banners[2].link`; a goods item's with
    /// its id beside its index, `[41] (id "riesling-2022").price`), `LINE:COLUMN` (`3:7`),
    /// or in a spreadsheet its row and column (`row 6, column price`); empty when the problem
    /// is the file as a whole.
    public var place: String
    public var problem: String

    public init(file: String, place: String = "", problem: String) {
        self.file = file
        self.place = place
        self.problem = problem
    }

    /// `goods.json[41] (id "riesling-2022").price: must be a number ≥ 0, found "12"`; a line/column place
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

    /// How many problems of one kind are shown in full; the rest are counted.
    public static let shownPerKind = 20

    /// The problems as shown: of each kind (one file, one problem but for its quoted values and
    /// numbers), the first ``shownPerKind`` in full, in file order, then a line per kind
    /// counting the rest (`goods.json: and 999,979 more: duplicate id …`). A million goods
    /// with one id make 21 lines, not a million.
    public var shown: [String] {
        var counts: [String: Int] = [:]
        var lines: [String] = []
        var kinds: [(key: String, file: String, label: String)] = []
        for error in errors {
            let kind = Self.kind(of: error.problem)
            let key = error.file + "\u{0}" + kind
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count <= Self.shownPerKind {
                lines.append(error.description)
            } else if count == Self.shownPerKind + 1 {
                kinds.append((key, error.file, kind))
            }
        }
        for kind in kinds {
            lines.append(
                """
                \(kind.file): and \(NumberText.grouped(counts[kind.key, default: 0] - Self.shownPerKind)) more: \
                \(kind.label) …
                """
            )
        }
        return lines
    }

    public var description: String {
        shown.joined(separator: "\n")
    }

    /// A problem's words up to its first quoted value or number: `duplicate id "g-1" (first
    /// at [3])` is of the kind `duplicate id`.
    static func kind(of problem: String) -> String {
        let words = problem.prefix { $0 != "\"" && !$0.isNumber && $0 != "(" && $0 != "“" }
        let trimmed = words.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ",:;")))
        return trimmed.isEmpty ? problem : trimmed
    }
}
