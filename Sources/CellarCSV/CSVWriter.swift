/// Writes CSV files as ``CSVReader`` reads them and spreadsheet programs open them: RFC 4180
/// fields, a field quoted (its quotes doubled) when it holds a comma, a quote, a line break or
/// space at either end; rows ending in CRLF; UTF-8 after a byte order mark, which Excel needs
/// to read it as UTF-8 ("CSV UTF-8").
///
/// A field a spreadsheet would take for a formula (starting with `=`, `+`, `@`, or `-` when it
/// is not a number) gets a leading `'`, as OWASP's CSV-injection advice says; so does a field
/// that starts with `'` before such a text, so that ``formulaGuardRemoved(from:)`` gives back
/// every field as it was.
public struct CSVWriter: Sendable {
    /// The file's bytes so far.
    public private(set) var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    public init() {}

    /// Appends one row of `fields`.
    public mutating func append(row fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: Self.field(field).utf8)
        }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    /// `text` as one field of a row.
    public static func field(_ text: String) -> String {
        let guarded = isGuarded(text) ? "'" + text : text
        let needsQuotes =
            guarded.utf8.contains {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
            }
            || guarded.first?.isWhitespace == true || guarded.last?.isWhitespace == true
        guard needsQuotes else { return guarded }
        var quoted = "\""
        for character in guarded {
            if character == "\"" { quoted.append("\"") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// A field as it was before ``field(_:)`` guarded it against being read as a formula.
    public static func formulaGuardRemoved(from field: String) -> String {
        field.first == "'" && isGuarded(String(field.dropFirst())) ? String(field.dropFirst()) : field
    }

    /// Whether ``field(_:)`` puts a `'` before `text`.
    private static func isGuarded(_ text: String) -> Bool {
        switch text.first {
        case "=", "+", "@": true
        case "-": Double(text) == nil
        case "'": isGuarded(String(text.dropFirst()))
        default: false
        }
    }
}
