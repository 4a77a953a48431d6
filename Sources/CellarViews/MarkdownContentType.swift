import Mustache

/// Escapes values for GitHub-flavoured Markdown, for templates that start with
/// `{{% CONTENT_TYPE: MARKDOWN }}`: a value stays one line, one table cell and plain text.
struct MarkdownContentType: MustacheContentType {
    static let name = "MARKDOWN"

    func escapeText(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\", "|", "*", "_", "`", "[", "]", "<", ">", "#", "~", "!", "&":
                escaped.append("\\")
                escaped.append(character)
            case "\n", "\r", "\r\n", "\t":
                escaped.append(" ")
            default:
                escaped.append(character)
            }
        }
        return escaped
    }
}
