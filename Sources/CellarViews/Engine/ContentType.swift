/// What a template writes, which decides how `{{name}}` escapes values.
///
/// A template names its type with a first-line pragma, `{{% CONTENT_TYPE: MARKDOWN }}`;
/// without one it is HTML.
enum ContentType: String, Sendable {
    case html = "HTML"
    /// GitHub-flavoured Markdown: a value stays one line, one table cell and plain text.
    case markdown = "MARKDOWN"
    /// The inside of a JSON string: the template writes the quotes, `{{x}}` the text. `<`, `>`
    /// and `&` are written as `\u003c`, `\u003e`, `\u0026` too, so it is also safe in `<script>`.
    case json = "JSON"
    /// Plain text, written as it is (`robots.txt`).
    case text = "TEXT"
    /// XML 1.0 text or attribute value: the five markup characters as entities (so `]]>` is
    /// `]]&gt;`), and the characters XML 1.0 forbids even as references (C0 controls but tab,
    /// line feed and carriage return; U+FFFE, U+FFFF) left out, so a strict parser reads it.
    case xml = "XML"
    /// One CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, a quote,
    /// a line break or space at either end; as it is otherwise. Control characters other than
    /// tab and line breaks are left out, as for XML. A field a spreadsheet would take for a
    /// formula (starting with `=`, `+`, `@`, or `-` when it is not a number) gets a leading `'`,
    /// as OWASP's CSV-injection advice says. The template writes the commas.
    case csv = "CSV"

    /// Appends `value` to `output`, escaped for this content type.
    func append(_ value: String, escapedTo output: inout String) {
        switch self {
        case .html: Self.appendHTML(value, to: &output)
        case .markdown: Self.appendMarkdown(value, to: &output)
        case .json: Self.appendJSON(value, to: &output)
        case .text: output += value
        case .xml: Self.appendXML(value, to: &output)
        case .csv: Self.appendCSV(value, to: &output)
        }
    }

    private static func appendXML(_ value: String, to output: inout String) {
        for scalar in value.unicodeScalars where isAllowedInXML(scalar) {
            if let entity = htmlEntity(for: scalar) {
                output += entity
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func appendCSV(_ value: String, to output: inout String) {
        let special: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        let needsQuotes = value.utf8.contains(where: special.contains)
            || value.first?.isWhitespace == true || value.last?.isWhitespace == true
        if needsQuotes { output += "\"" }
        if startsLikeAFormula(value) { output += "'" }
        for scalar in value.unicodeScalars where isAllowedInXML(scalar) {
            output.unicodeScalars.append(scalar)
            if scalar == "\"" { output.unicodeScalars.append(scalar) }
        }
        if needsQuotes { output += "\"" }
    }

    /// Whether a spreadsheet opening the CSV would run the field as a formula.
    private static func startsLikeAFormula(_ value: String) -> Bool {
        switch value.first {
        case "=", "+", "@": true
        case "-": Double(value) == nil
        default: false
        }
    }

    /// Whether XML 1.0 allows the character: not a C0 control but tab, line feed and carriage
    /// return, nor U+FFFE or U+FFFF.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    private static func appendHTML(_ value: String, to output: inout String) {
        let bytes = value.utf8
        let needsEscaping: (UInt8) -> Bool = { htmlEntity(for: $0) != nil }
        // Most values need no escaping; appending them whole is much cheaper than by slices.
        guard bytes.withContiguousStorageIfAvailable({ $0.contains(where: needsEscaping) })
            ?? bytes.contains(where: needsEscaping)
        else {
            output += value
            return
        }
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if let entity = htmlEntity(for: bytes[index]) {
                output += value[start..<index]
                output += entity
                start = next
            }
            index = next
        }
        output += value[start...]
    }

    /// What a character XML reads as markup is written as; `nil` for every other one.
    private static func htmlEntity(for scalar: Unicode.Scalar) -> String? {
        scalar.isASCII ? htmlEntity(for: UInt8(scalar.value)) : nil
    }

    /// What a byte HTML reads as markup is written as; `nil` for every other byte.
    private static func htmlEntity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    private static func appendMarkdown(_ value: String, to output: inout String) {
        for character in value {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~", "!", "&":
                output.append("\\")
                output.append(character)
            case "\n", "\r", "\r\n", "\t":
                output.append(" ")
            default:
                output.append(character)
            }
        }
    }

    private static func appendJSON(_ value: String, to output: inout String) {
        // Most values need no escaping; appending them whole is much cheaper than by scalars.
        // 0xE2 starts U+2028 and U+2029 in UTF-8 (and other characters, which then take the slow way).
        let needsEscaping: (UInt8) -> Bool = { byte in
            byte < 0x20 || byte == 0x7F || byte == 0xE2 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
        }
        let bytes = value.utf8
        guard bytes.withContiguousStorageIfAvailable({ $0.contains(where: needsEscaping) }) ?? bytes.contains(where: needsEscaping) else {
            output += value
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
    }
}
