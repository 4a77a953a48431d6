import Foundation

/// Where each element read from a spreadsheet came from, so that a problem found at a JSON
/// path (`[3].variants[1].price`) is reported as a spreadsheet shows it: the file, the row
/// number and the column (`goods.csv, row 6, column variants.price`).
package struct SpreadsheetPlaces: Sendable {
    /// The spreadsheet's file name.
    package let file: String
    /// Each element's rows: the first is the item's own, then one per variant.
    private(set) var rows: [[Int]] = []

    package init(file: String) {
        self.file = file
    }

    package mutating func append(rows elementRows: [Int]) {
        rows.append(elementRows)
    }

    /// The spreadsheet place of a JSON path: `row 6, column variants.price`; `row 6` for the
    /// element as a whole; the path itself when it names no element.
    package func place(of path: String) -> String {
        guard let (element, rest) = Self.leadingIndex(Substring(path)), element < rows.count else { return path }
        var row = rows[element].first ?? 0
        var column = rest
        if column.hasPrefix(".variants["), let (variant, after) = Self.leadingIndex(column.dropFirst(".variants".count))
        {
            if variant < rows[element].count { row = rows[element][variant] }
            column = "variants" + after
        } else if column.hasPrefix(".") {
            column = column.dropFirst()
        }
        let name = Self.withoutIndices(column)
        return name.isEmpty ? "row \(row)" : "row \(row), column \(name)"
    }

    /// `problem` with the places it names (`first at [3].variants[0]`) written as their rows (`first at row 4`).
    package func problem(_ problem: String) -> String {
        var result = ""
        var rest = Substring(problem)
        while let range = rest.range(of: "at [") {
            result += rest[..<range.lowerBound] + "at "
            let placeStart = rest.index(before: range.upperBound)
            let placeEnd = rest[placeStart...].firstIndex { $0 == ")" || $0 == " " || $0 == "," } ?? rest.endIndex
            let place = place(of: String(rest[placeStart..<placeEnd]))
            result += place.hasPrefix("row ") ? String(place.prefix { $0 != "," }) : place
            rest = rest[placeEnd...]
        }
        return result + rest
    }

    /// `[12].rest` → (12, `.rest`).
    private static func leadingIndex(_ text: Substring) -> (Int, Substring)? {
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]"),
            let index = Int(text[text.index(after: text.startIndex)..<close])
        else { return nil }
        return (index, text[text.index(after: close)...])
    }

    /// `tags[2]` → `tags`; `pictures[0].thumb` → `pictures.thumb`.
    private static func withoutIndices(_ path: Substring) -> String {
        var result = ""
        var inIndex = false
        for character in path {
            if character == "[" {
                inIndex = true
            } else if character == "]" {
                inIndex = false
            } else if !inIndex {
                result.append(character)
            }
        }
        return result
    }
}
