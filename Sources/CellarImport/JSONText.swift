/// JSON to write: objects keep their members in the order given, numbers their literal text.
enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(String)

    /// The text, indented by two spaces a level; arrays of strings and objects of one level
    /// (`values`) stay on one line.
    func rendered(indent: Int = 0) -> String {
        let padding = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let literal): return literal
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            if isFlat { return "[" + elements.map { $0.rendered() }.joined(separator: ", ") + "]" }
            return "[\n" + elements.map { padding + "  " + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n" + padding + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            if isFlat { return "{" + members.map { Self.quoted($0.0) + ": " + $0.1.rendered() }.joined(separator: ", ") + "}" }
            return "{\n" + members.map { padding + "  " + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n" + padding + "}"
        }
    }

    private var isFlat: Bool {
        switch self {
        case .array(let elements): return elements.allSatisfy(\.isScalar)
        case .object(let members): return members.count <= 4 && members.allSatisfy { $0.1.isScalar }
        default: return true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number: return true
        case .array, .object: return false
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
