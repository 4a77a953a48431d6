import CellarCSV
import CellarModel
import Foundation

/// Reads a fixtures spreadsheet into the elements its JSON file would hold, one at a time,
/// so that one set of rules checks both: a row is an item (a category, a comment, a goods
/// item), and rows sharing a goods id are one goods item's variants.
///
/// Cells become JSON values by their column's kind: an empty cell is a field left out; a
/// number column's cell a number when it reads as one (else it stays text, and the rules say
/// it must be a number); a list column's cell its `|`-separated entries. What only a
/// spreadsheet can get wrong is noted here: a row with more or fewer cells than the header, a
/// required column missing, a decimal comma in a comma-separated file, a goods item's field
/// that differs between its rows, a goods item's rows apart from one another (the file is read
/// a row at a time, so they must follow one another), and (as a warning, once) an unknown column.
struct SpreadsheetReader {
    let columns: SpreadsheetColumns
    let path: String

    /// What a column holds.
    private enum Role {
        case field(String, SpreadsheetColumns.Kind)
        case variantField(String, SpreadsheetColumns.Kind)
        /// `variants.values.<option>`.
        case optionValue(String)
        /// `pictures.thumb`: the list's name and the member's.
        case objectList(String, String)
    }

    /// Reads the file, handing each element and its rows to `body`.
    ///
    /// - Returns: Whether the file could be read as a table with the required columns (its
    ///   elements' problems are the rules' to find); `false` after noting why not.
    func read(reader: inout FieldReader, _ body: (JSONValue, [Int], inout FieldReader) -> Void) -> Bool {
        var roles: [Role?]?
        var columnCount = 0
        var decimalComma = false
        var cellsOK = true
        var group: [CSVRow] = []
        var idColumn: Int?
        var variantColumns: [Int] = []
        /// The goods items handed over, by id: their first row, and whether they have variants.
        var itemsRead: [String: (row: Int, hasVariants: Bool)] = [:]
        func handOver() {
            guard let roles, let first = group.first else { return }
            let hasVariants = group.contains { hasVariantCells($0, variantColumns) }
            if cellsOK {
                body(
                    element(group, roles: roles, hasVariants: hasVariants, decimalComma: decimalComma, reader: &reader),
                    group.map(\.number), &reader)
            }
            if let idColumn, !first[idColumn].isEmpty, itemsRead[first[idColumn]] == nil {
                itemsRead[first[idColumn]] = (first.number, hasVariants)
            }
            group.removeAll(keepingCapacity: true)
        }
        do {
            try CSVReader.read(
                contentsOf: path,
                header: { header, format in
                    roles = self.roles(of: header, reader: &reader)
                    idColumn =
                        columns.variantFields.isEmpty
                        ? nil : roles?.firstIndex { if case .field("id", _) = $0 { true } else { false } }
                    variantColumns = roles.map(Self.variantColumns) ?? []
                    columnCount = header.count
                    decimalComma = format.delimiter == .semicolon
                    return roles != nil
                },
                row: { row in
                    guard roles != nil else { return }
                    if row.fields.count != columnCount
                        // Spreadsheets pad short rows; a longer row only matters when its extra cells hold something.
                        && !(row.fields.count > columnCount && row.fields[columnCount...].allSatisfy(\.isEmpty))
                    {
                        reader.reportInSpreadsheet(
                            row: row.number, column: nil,
                            """
                            has \(row.fields.count) cells where the header has \(columnCount) (a separator or line \
                            break outside quotes?)
                            """
                        )
                        // The columns of the rows after it cannot be trusted: they are checked for their cell counts
                        // only.
                        cellsOK = false
                        return
                    }
                    if let first = group.first,
                        !belongsToGroup(row, first: first, idColumn: idColumn, variantColumns: variantColumns)
                    {
                        handOver()
                    }
                    if group.isEmpty, let idColumn, let earlier = itemsRead[row[idColumn]],
                        earlier.hasVariants || hasVariantCells(row, variantColumns)
                    {
                        reader.reportInSpreadsheet(
                            row: row.number, column: "id",
                            """
                            is a row of goods item \"\(row[idColumn])\", whose rows start at row \(earlier.row), apart \
                            from this one: a goods item's rows follow one another (sort the sheet by id to bring them \
                            together)
                            """
                        )
                        return
                    }
                    group.append(row)
                })
        } catch {
            reader.reportInSpreadsheet(row: error.row, column: nil, error.problem)
            return false
        }
        handOver()
        return roles != nil
    }

    /// Whether `row` is another variant of the goods item whose first row is `first`: the rows
    /// of one goods item follow one another, share its id and fill variant cells.
    private func belongsToGroup(_ row: CSVRow, first: CSVRow, idColumn: Int?, variantColumns: [Int]) -> Bool {
        guard let idColumn else { return false }
        return !row[idColumn].isEmpty && row[idColumn] == first[idColumn]
            && (hasVariantCells(row, variantColumns) || hasVariantCells(first, variantColumns))
    }

    // MARK: Header

    private func roles(of header: [String], reader: inout FieldReader) -> [Role?]? {
        var seen: [String: Int] = [:]
        var ok = true
        let roles = header.enumerated().map { index, name -> Role? in
            if let first = seen[name], !name.isEmpty {
                reader.reportInSpreadsheet(
                    row: 1, column: name, "is named twice (columns \(first + 1) and \(index + 1))")
                ok = false
            }
            seen[name] = index
            if let kind = columns.fields[name] { return .field(name, kind) }
            if name.hasPrefix("variants."), !columns.variantFields.isEmpty {
                let field = String(name.dropFirst("variants.".count))
                if field.hasPrefix("values."), field.count > "values.".count {
                    return .optionValue(String(field.dropFirst("values.".count)))
                }
                if let kind = columns.variantFields[field] { return .variantField(field, kind) }
            }
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, columns.objectLists[parts[0]]?.contains(parts[1]) == true {
                return .objectList(parts[0], parts[1])
            }
            let known =
                (columns.fields.keys.sorted() + columns.variantFields.keys.sorted().map { "variants." + $0 }
                    + (columns.variantFields.isEmpty ? [] : ["variants.values.<option>"])
                    + columns.objectLists.sorted { $0.key < $1.key }.flatMap { list in
                        list.value.map { list.key + "." + $0 }
                    })
            reader.warnInSpreadsheet(
                row: 1, column: name.isEmpty ? "\(index + 1) (no name)" : name,
                .unknownColumn(known: known))
            return nil
        }
        for alternatives in columns.required where !alternatives.contains(where: { seen[$0] != nil }) {
            reader.reportInSpreadsheet(
                row: 1, column: nil,
                "has no column \(alternatives.map { "\"\($0)\"" }.joined(separator: " or ")), which is required")
            ok = false
        }
        return ok ? roles : nil
    }

    // MARK: Rows

    /// The columns whose cells make a row a variant: `variants.…` and `options`.
    private static func variantColumns(_ roles: [Role?]) -> [Int] {
        roles.indices.filter { index in
            switch roles[index] {
            case .variantField, .optionValue, .field("options", _): return true
            default: return false
            }
        }
    }

    private func hasVariantCells(_ row: CSVRow, _ variantColumns: [Int]) -> Bool {
        variantColumns.contains { !row[$0].isEmpty }
    }

    private func element(
        _ rows: [CSVRow], roles: [Role?], hasVariants: Bool, decimalComma: Bool, reader: inout FieldReader
    ) -> JSONValue {
        let first = rows[0]
        var members: [JSONObject.Member] = []
        var lists: [String: [String: [String]]] = [:]
        for (index, role) in roles.enumerated() {
            let cell = first[index]
            switch role {
            case .field(let name, let kind):
                for row in rows.dropFirst() where !row[index].isEmpty && row[index] != cell {
                    reader.reportInSpreadsheet(
                        row: row.number, column: name,
                        """
                        differs from row \(first.number) (\(JSONValue.string(cell).briefDescription)): a goods item's \
                        own fields are on its first row; leave them empty on its other rows
                        """
                    )
                }
                if !cell.isEmpty {
                    members.append(
                        .init(
                            key: name,
                            value: value(
                                cell, kind, row: first, column: name, decimalComma: decimalComma, reader: &reader)))
                }
            case .objectList(let list, let member):
                if !cell.isEmpty { lists[list, default: [:]][member] = Self.positionalEntries(cell) }
            default:
                break
            }
        }
        for (list, membersByName) in lists.sorted(by: { $0.key < $1.key }) {
            let count = membersByName.values.map(\.count).max() ?? 0
            let objects = (0..<count).map { position in
                JSONValue.object(
                    JSONObject(
                        members: membersByName.sorted { $0.key < $1.key }.compactMap { name, entries in
                            position < entries.count && !entries[position].isEmpty
                                ? .init(key: name, value: .string(entries[position])) : nil
                        }))
            }
            members.append(.init(key: list, value: .array(objects)))
        }
        if hasVariants {
            if !members.contains(where: { $0.key == "options" }) {
                // Without an `options` cell, the options are the value columns the rows fill, in column order.
                let names = roles.indices.compactMap { index -> String? in
                    guard case .optionValue(let name) = roles[index], rows.contains(where: { !$0[index].isEmpty })
                    else { return nil }
                    return name
                }
                if !names.isEmpty { members.append(.init(key: "options", value: .array(names.map(JSONValue.string)))) }
            }
            let variants = rows.map { variant($0, roles: roles, decimalComma: decimalComma, reader: &reader) }
            members.append(.init(key: "variants", value: .array(variants)))
        }
        return .object(JSONObject(members: members))
    }

    private func variant(_ row: CSVRow, roles: [Role?], decimalComma: Bool, reader: inout FieldReader) -> JSONValue {
        var members: [JSONObject.Member] = []
        var values: [JSONObject.Member] = []
        for (index, role) in roles.enumerated() where !row[index].isEmpty {
            switch role {
            case .variantField(let name, let kind):
                members.append(
                    .init(
                        key: name,
                        value: value(
                            row[index], kind, row: row, column: "variants." + name, decimalComma: decimalComma,
                            reader: &reader)))
            case .optionValue(let option):
                values.append(.init(key: option, value: .string(row[index])))
            default:
                break
            }
        }
        if !values.isEmpty { members.append(.init(key: "values", value: .object(JSONObject(members: values)))) }
        return .object(JSONObject(members: members))
    }

    // MARK: Cells

    private func value(
        _ cell: String, _ kind: SpreadsheetColumns.Kind, row: CSVRow, column: String, decimalComma: Bool,
        reader: inout FieldReader
    ) -> JSONValue {
        switch kind {
        case .text:
            return .string(cell)
        case .list:
            return .array(Self.entries(cell).map(JSONValue.string))
        case .number:
            let trimmed =
                cell.first?.isWhitespace == true || cell.last?.isWhitespace == true
                ? cell.trimmingCharacters(in: .whitespaces) : cell
            if let number = Self.number(trimmed) { return .number(number) }
            if Self.hasDecimalComma(trimmed) {
                if decimalComma, let number = Self.number(trimmed.replacingOccurrences(of: ",", with: ".")) {
                    return .number(number)
                }
                reader.reportInSpreadsheet(
                    row: row.number, column: column,
                    """
                    \"\(cell)\" has a decimal comma: write \(trimmed.replacingOccurrences(of: ",", with: ".")) (a \
                    comma-separated file takes decimal points; a semicolon-separated one takes either)
                    """
                )
            }
            return .string(cell)
        }
    }

    /// The entries of a cell of one member of a list of objects: split at `|`, spaces around
    /// each trimmed, empty ones kept (an object without that member) but for those at the end,
    /// so the n-th entry of each column goes with the n-th of the others (`a.jpg | b.jpg` and
    /// ` | The back label`).
    private static func positionalEntries(_ cell: String) -> [String] {
        var entries = cell.split(separator: SpreadsheetColumns.listSeparator, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        while entries.last?.isEmpty == true { entries.removeLast() }
        return entries
    }

    /// A list cell's entries: split at `|`, spaces around each trimmed, empty ones left out.
    private static func entries(_ cell: String) -> [String] {
        cell.split(separator: SpreadsheetColumns.listSeparator).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// A JSON number (`12`, `-3`, `71.4`, `1e3`), or `nil`.
    private static func number(_ text: String) -> JSONNumber? {
        var text = text
        guard let isInteger = text.withUTF8(numberShape), let value = Double(text) else { return nil }
        return JSONNumber(value: value, isIntegerLiteral: isInteger, literal: text)
    }

    /// Whether the bytes are a JSON number and it is an integer literal; `nil` when not a number.
    private static func numberShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return nil }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        return index == bytes.count ? isInteger : nil
    }

    /// Digits, one comma, digits: `12,50`.
    private static func hasDecimalComma(_ text: String) -> Bool {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
