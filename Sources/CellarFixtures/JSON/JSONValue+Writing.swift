import CellarModel

/// JSON as Cellar writes fixtures (`cellar import`'s, `cellar translations import`'s): objects keep
/// their members in the order given, numbers their literal text.
extension JSONValue {
    package static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members: members.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }

    package static func number(_ literal: String) -> JSONValue {
        .number(JSONNumber(literal: literal))
    }

    /// Appends the value's UTF-8 bytes, indented by two spaces a level; arrays of strings and
    /// objects of one level (`values`) stay on one line.
    package func write(to output: inout [UInt8], indent: Int = 0) {
        switch self {
        case .string(let text): text.appendJSONStringLiteral(to: &output)
        case .number(let number): output.append(contentsOf: number.literal.utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let elements):
            if isFlat {
                Self.writeOnOneLine(elements, between: "[", and: "]", to: &output) { element, output in
                    element.write(to: &output)
                }
            } else {
                Self.writeArray(elements, to: &output, indent: indent)
            }
        case .object(let object):
            if isFlat {
                Self.writeOnOneLine(object.members, between: "{", and: "}", to: &output) { member, output in
                    Self.write(member, to: &output, indent: 0)
                }
            } else {
                Self.writeLines(object.members, between: "{", and: "}", to: &output, indent: indent) { member, output in
                    Self.write(member, to: &output, indent: indent + 1)
                }
            }
        }
    }

    /// Appends an array of values that are not all scalars, one element a line, calling
    /// `afterEach` with each element after writing it: a lazy sequence's elements are then made
    /// as they are written, and the output can be handed on as it grows, so a long array is never held whole.
    package static func writeArray(
        _ elements: some Sequence<JSONValue>, to output: inout [UInt8], indent: Int = 0,
        afterEach: (JSONValue, inout [UInt8]) -> Void = { _, _ in }
    ) {
        writeLines(elements, between: "[", and: "]", to: &output, indent: indent) { element, output in
            element.write(to: &output, indent: indent + 1)
            afterEach(element, &output)
        }
    }

    private static func write(_ member: JSONObject.Member, to output: inout [UInt8], indent: Int) {
        member.key.appendJSONStringLiteral(to: &output)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        member.value.write(to: &output, indent: indent)
    }

    private static func writeOnOneLine<Element>(
        _ elements: [Element], between open: Unicode.Scalar, and close: Unicode.Scalar, to output: inout [UInt8],
        _ writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        for (index, element) in elements.enumerated() {
            if index > 0 {
                output.append(UInt8(ascii: ","))
                output.append(UInt8(ascii: " "))
            }
            writeElement(element, &output)
        }
        output.append(UInt8(ascii: close))
    }

    private static func writeLines<Elements: Sequence>(
        _ elements: Elements, between open: Unicode.Scalar, and close: Unicode.Scalar, to output: inout [UInt8],
        indent: Int,
        _ writeElement: (Elements.Element, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        var isEmpty = true
        for element in elements {
            if !isEmpty { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1)))
            writeElement(element, &output)
            isEmpty = false
        }
        if !isEmpty {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
        }
        output.append(UInt8(ascii: close))
    }

    private var isFlat: Bool {
        switch self {
        case .array(let elements): return elements.allSatisfy(\.isScalar)
        case .object(let object): return object.members.count <= 4 && object.members.allSatisfy { $0.value.isScalar }
        default: return true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool, .null: return true
        case .array, .object: return false
        }
    }
}
