import Mustache

/// Escapes values as the inside of a JSON string, for templates that start with
/// `{{% CONTENT_TYPE: JSON }}`: the template writes the quotes, `{{x}}` writes the text.
/// `<`, `>` and `&` are written as `\u003c`, `\u003e` and `\u0026` too, so the output is
/// also safe inside a `<script>` element.
struct JSONContentType: MustacheContentType {
    static let name = "JSON"

    func escapeText(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "<": escaped += "\\u003c"
            case ">": escaped += "\\u003e"
            case "&": escaped += "\\u0026"
            case "\u{2028}": escaped += "\\u2028"
            case "\u{2029}": escaped += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
