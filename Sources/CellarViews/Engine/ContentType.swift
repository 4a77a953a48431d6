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
    func append(_ value: String, escapedTo output: inout some TextOutput) {
        switch self {
        case .html: Self.appendHTML(value, to: &output)
        case .markdown: Self.appendMarkdown(value, to: &output)
        case .json: Self.appendJSON(value, to: &output)
        case .text: output.append(value)
        case .xml: Self.appendXML(value, to: &output)
        case .csv: Self.appendCSV(value, to: &output)
        }
    }

    private static func appendXML(_ value: String, to output: inout some TextOutput) {
        append(value, to: &output) { bytes, index in
            if let entity = htmlEntity(for: bytes[index]) { return (entity, 1) }
            return lengthForbiddenInXML(bytes, at: index).map { ("", $0) }
        }
    }

    private static func appendCSV(_ value: String, to output: inout some TextOutput) {
        let needsQuotes =
            value.utf8.contains {
                [UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0)
            }
            || value.first?.isWhitespace == true || value.last?.isWhitespace == true
        if needsQuotes { output.append("\"") }
        if startsLikeAFormula(value) { output.append("'") }
        append(value, to: &output) { bytes, index in
            if bytes[index] == UInt8(ascii: "\"") { return ("\"\"", 1) }
            return lengthForbiddenInXML(bytes, at: index).map { ("", $0) }
        }
        if needsQuotes { output.append("\"") }
    }

    /// Whether a spreadsheet opening the CSV would run the field as a formula.
    private static func startsLikeAFormula(_ value: String) -> Bool {
        switch value.first {
        case "=", "+", "@": true
        case "-": Double(value) == nil
        default: false
        }
    }

    /// How many bytes the scalar at `index` takes when XML 1.0 forbids it (a C0 control but tab,
    /// line feed and carriage return; U+FFFE or U+FFFF); `nil` when it allows it.
    @inline(__always)
    private static func lengthForbiddenInXML(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        switch bytes[index] {
        case 0x9, 0xA, 0xD: nil
        case 0..<0x20: 1
        case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE: 3
        default: nil
        }
    }

    private static func appendHTML(_ value: String, to output: inout some TextOutput) {
        append(value, to: &output) { bytes, index in htmlEntity(for: bytes[index]).map { ($0, 1) } }
    }

    /// Appends `value`, writing what `substitute` returns in place of the bytes it names: given
    /// the value's UTF-8 and a position there, it returns the text to write (possibly none) and
    /// how many bytes that text stands for, or `nil` to keep the byte. The runs of bytes kept
    /// are appended whole, which is much cheaper than scalar by scalar; most values are one run.
    @inline(__always)
    private static func append(
        _ value: String, to output: inout some TextOutput,
        substituting substitute: (UnsafeBufferPointer<UInt8>, Int) -> (text: String, length: Int)?
    ) {
        var contiguous = value
        contiguous.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                guard let substitution = substitute(bytes, index) else {
                    index += 1
                    continue
                }
                if start < index { output.append(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                output.append(substitution.text)
                index += substitution.length
                start = index
            }
            if start == 0 {
                output.append(value)
            } else if start < bytes.count {
                output.append(utf8: UnsafeBufferPointer(rebasing: bytes[start...]))
            }
        }
    }

    /// What a byte HTML reads as markup is written as; `nil` for every other byte.
    @inline(__always)
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

    private static func appendMarkdown(_ value: String, to output: inout some TextOutput) {
        var text = ""
        for character in value {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~", "!", "&":
                text.append("\\")
                text.append(character)
            case "\n", "\r", "\r\n", "\t":
                text.append(" ")
            default:
                text.append(character)
            }
        }
        output.append(text)
    }

    private static func appendJSON(_ value: String, to output: inout some TextOutput) {
        append(value, to: &output) { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "\""): ("\\\"", 1)
            case UInt8(ascii: "\\"): ("\\\\", 1)
            case UInt8(ascii: "\n"): ("\\n", 1)
            case UInt8(ascii: "\r"): ("\\r", 1)
            case UInt8(ascii: "\t"): ("\\t", 1)
            case UInt8(ascii: "<"): ("\\u003c", 1)
            case UInt8(ascii: ">"): ("\\u003e", 1)
            case UInt8(ascii: "&"): ("\\u0026", 1)
            case let byte where byte < 0x20 || byte == 0x7F:
                ("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16), 1)
            // U+2028 and U+2029, which end a line in JavaScript before ES2019.
            case 0xE2
            where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
            default: nil
            }
        }
    }
}
