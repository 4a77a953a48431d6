@testable import CellarFixtures
@testable import CellarModel

/// What must hold for any input to ``JSONParser``: an error names a place inside the input; a
/// parsed value written out again parses to the same value; a top-level array handed out
/// element by element gives the same elements as the whole parse.
enum JSONParserOracle {
    static func check(_ bytes: [UInt8]) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            precondition(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "bad error \(error)")
            return
        }
        let written = Array(JSONText.write(value).utf8)
        do {
            let reparsed = try JSONParser.parse(written)
            precondition(reparsed == value, "round trip changed \(value) into \(reparsed)")
        } catch {
            preconditionFailure("written-out value does not parse: \(error)")
        }
        var elements: [JSONValue] = []
        let streamed = bytes.withUnsafeBufferPointer { buffer in
            JSONParser.parse(buffer) { element, end in
                precondition(end <= buffer.count, "element ends past the input")
                elements.append(element)
            }
        }
        switch (value, streamed) {
        case (.array(let whole), .success(nil)):
            precondition(whole == elements, "streamed elements differ")
        case (_, .success(let single?)):
            precondition(single == value, "streamed value differs")
        default:
            preconditionFailure("streamed parse disagrees: \(streamed)")
        }
    }
}

/// Writes a ``JSONValue`` as compact JSON text, numbers as their literal.
enum JSONText {
    static func write(_ value: JSONValue) -> String {
        switch value {
        case .object(let object):
            let members = object.members.map { quoted($0.key) + ":" + write($0.value) }
            return "{" + members.joined(separator: ",") + "}"
        case .array(let elements):
            return "[" + elements.map(write).joined(separator: ",") + "]"
        case .string(let text):
            return quoted(text)
        case .number(let number):
            return number.literal
        case .bool(let flag):
            return flag ? "true" : "false"
        case .null:
            return "null"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case ..<" ": result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
