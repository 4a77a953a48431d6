import CellarModel

/// A parsed JSON document, as ``JSONParser`` produces it.
///
/// Objects keep their members in file order; numbers keep their literal text so that money
/// can be read exactly (see ``Money/init(jsonLiteral:)``). A writer of fixtures (`cellar import`)
/// makes them too, to check what it writes without parsing it again (``FixtureValuesCheck``).
public enum JSONValue: Sendable, Equatable {
    case object(JSONObject)
    case array([JSONValue])
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null

    /// A short description for error messages: `an object`, `an array`, `"12"`, `2.5`, `true`, `null`.
    var briefDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text):
            let limit = 40
            if text.count <= limit { return "\"\(text)\"" }
            return "\"\(text.prefix(limit))…\""
        case .number(let number): return number.literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// A JSON number: its value as a `Double`, and the literal as written.
public struct JSONNumber: Sendable, Equatable {
    var value: Double
    /// Whether the literal has neither a fraction nor an exponent (`145`, not `145.0` or `1e2`).
    var isIntegerLiteral: Bool
    /// The literal text as written (`71.4`).
    public var literal: String

    init(value: Double, isIntegerLiteral: Bool, literal: String) {
        self.value = value
        self.isIntegerLiteral = isIntegerLiteral
        self.literal = literal
    }

    /// The number a JSON literal (`12.50`, `3`) writes, read as ``JSONParser`` reads it.
    public init(literal: String) {
        let isInteger = !literal.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        self.init(value: Double(literal) ?? .infinity, isIntegerLiteral: isInteger, literal: literal)
    }
}

/// A JSON object's members, in file order.
public struct JSONObject: Sendable, Equatable {
    public var members: [Member]

    public init(members: [Member]) {
        self.members = members
    }

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The value of the last member named `key` (a later duplicate wins), or `nil`.
    subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }
}
