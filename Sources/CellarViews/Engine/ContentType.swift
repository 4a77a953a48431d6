/// What a template writes, which decides how `{{name}}` escapes values.
///
/// A template names its type with a first-line pragma, `{{% CONTENT_TYPE: MARKDOWN }}`;
/// without one it is HTML.
enum ContentType: String, Sendable {
    case html = "HTML"
    /// GitHub-flavoured Markdown: a value stays one line, one table cell and plain text.
    case markdown = "MARKDOWN"
    /// Plain text, written as it is (`robots.txt`).
    case text = "TEXT"

    /// Appends `value` to `output`, escaped for this content type.
    func append(_ value: String, escapedTo output: inout String) {
        switch self {
        case .html: Self.appendHTML(value, to: &output)
        case .markdown: Self.appendMarkdown(value, to: &output)
        case .text: output += value
        }
    }

    private static func appendHTML(_ value: String, to output: inout String) {
        let bytes = value.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            let replacement: String? = switch bytes[index] {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&#39;"
            default: nil
            }
            let next = bytes.index(after: index)
            if let replacement {
                output += value[start..<index]
                output += replacement
                start = next
            }
            index = next
        }
        output += value[start...]
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
}
