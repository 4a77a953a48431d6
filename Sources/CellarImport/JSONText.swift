import CellarModel

/// JSON to write: objects keep their members in the order given, numbers their literal text.
enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(String)

    /// Appends the text's UTF-8 bytes, indented by two spaces a level; arrays of strings and
    /// objects of one level (`values`) stay on one line.
    func write(to output: inout [UInt8], indent: Int = 0) {
        switch self {
        case .string(let text): text.appendJSONStringLiteral(to: &output)
        case .number(let literal): output.append(contentsOf: literal.utf8)
        case .array(let elements):
            if isFlat {
                Self.writeOnOneLine(elements, between: "[", and: "]", to: &output) { element, output in element.write(to: &output) }
            } else {
                Self.writeArray(elements, to: &output, indent: indent)
            }
        case .object(let members):
            if isFlat {
                Self.writeOnOneLine(members, between: "{", and: "}", to: &output) { member, output in Self.write(member, to: &output, indent: 0) }
            } else {
                Self.writeLines(members, between: "{", and: "}", to: &output, indent: indent) { member, output in
                    Self.write(member, to: &output, indent: indent + 1)
                }
            }
        }
    }

    /// Appends an array of values that are not all strings and numbers, one element a line,
    /// calling `afterEach` after each: a lazy sequence's elements are then made as they are
    /// written, and the output can be handed on as it grows, so a long array is never held whole.
    static func writeArray(
        _ elements: some Sequence<JSONText>, to output: inout [UInt8], indent: Int = 0, afterEach: (inout [UInt8]) -> Void = { _ in }
    ) {
        writeLines(elements, between: "[", and: "]", to: &output, indent: indent) { element, output in
            element.write(to: &output, indent: indent + 1)
            afterEach(&output)
        }
    }

    private static func write(_ member: (String, JSONText), to output: inout [UInt8], indent: Int) {
        member.0.appendJSONStringLiteral(to: &output)
        output.append(contentsOf: ": ".utf8)
        member.1.write(to: &output, indent: indent)
    }

    private static func writeOnOneLine<Element>(
        _ elements: [Element], between open: String, and close: String, to output: inout [UInt8],
        _ writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(contentsOf: open.utf8)
        for (index, element) in elements.enumerated() {
            if index > 0 { output.append(contentsOf: ", ".utf8) }
            writeElement(element, &output)
        }
        output.append(contentsOf: close.utf8)
    }

    private static func writeLines<Elements: Sequence>(
        _ elements: Elements, between open: String, and close: String, to output: inout [UInt8], indent: Int,
        _ writeElement: (Elements.Element, inout [UInt8]) -> Void
    ) {
        let padding = String(repeating: "  ", count: indent)
        output.append(contentsOf: open.utf8)
        var isEmpty = true
        for element in elements {
            output.append(contentsOf: (isEmpty ? "\n" : ",\n").utf8)
            output.append(contentsOf: (padding + "  ").utf8)
            writeElement(element, &output)
            isEmpty = false
        }
        if !isEmpty {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: padding.utf8)
        }
        output.append(contentsOf: close.utf8)
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
}
