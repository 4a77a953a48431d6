import CellarFixtures

/// JSON text written again with the same values, as a script that loads and dumps it writes:
/// Python's `json.dump` with its defaults (every character past ASCII escaped as `\u`, `", "`
/// and `": "` between members, all on one line); with `sortingKeys`, each object's keys
/// sorted (`sort_keys=True`); with `spellingWholeNumbersAsFractions`, `3` written `3.0`.
public enum JSONDump {
    public static func rewritten(
        _ text: String, sortingKeys: Bool = false, spellingWholeNumbersAsFractions: Bool = false
    ) -> String {
        var output = ""
        let value = try! JSONValue.parse(Array(text.utf8), file: "the text to rewrite")
        write(value, into: &output, sortingKeys: sortingKeys, fractions: spellingWholeNumbersAsFractions)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout String, sortingKeys: Bool, fractions: Bool) {
        switch value {
        case .object(let object):
            let members = sortingKeys ? object.members.sorted { $0.key < $1.key } : object.members
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                writeString(member.key, into: &output)
                output += ": "
                write(member.value, into: &output, sortingKeys: sortingKeys, fractions: fractions)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                write(element, into: &output, sortingKeys: sortingKeys, fractions: fractions)
            }
            output += "]"
        case .string(let string):
            writeString(string, into: &output)
        case .number(let number):
            let isWhole = number.literal.allSatisfy { $0.isNumber || $0 == "-" }
            output += fractions && isWhole ? number.literal + ".0" : number.literal
        case .bool(let bool):
            output += bool ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private static func writeString(_ string: String, into output: inout String) {
        output += "\""
        for unit in string.utf16 {
            switch unit {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x20...0x7F: output.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        output += "\""
    }
}
