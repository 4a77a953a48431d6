@testable import CellarViews

/// A Mustache spec test's data: JSON values, shown to templates the way the spec expects.
enum SpecData: Decodable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case decimal(Double)
    case string(String)
    case array([SpecData])
    case object([String: SpecData])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let decimal = try? container.decode(Double.self) {
            self = .decimal(decimal)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([SpecData].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: SpecData].self))
        }
    }

    /// The value as templates see it: objects are faces with their members as keys.
    var templateValue: TemplateValue {
        switch self {
        case .null: .text(nil)
        case .bool(let flag): .flag(flag)
        case .integer(let integer): .number(integer)
        // Mustache writes a decimal as the language writes it; the spec's are short (1.21).
        case .decimal(let decimal): .text(String(decimal))
        case .string(let text): .text(text)
        case .array(let items): .list(SpecList(items: items))
        case .object(let members): .face(SpecObject(members: members))
        }
    }
}

/// A JSON object as a face: its keys are its members' names, known only when rendering
/// (in name order when read by position).
struct SpecObject: TemplateFace {
    var members: [String: SpecData]
    private let keys: [String]

    init(members: [String: SpecData]) {
        self.members = members
        keys = members.keys.sorted()
    }

    func value(forKey key: String) -> TemplateValue? {
        members[key]?.templateValue
    }

    func value(ofKeyAt position: Int) -> TemplateValue {
        members[keys[position]]!.templateValue
    }
}

/// A JSON array as a template's list.
struct SpecList: TemplateList {
    var items: [SpecData]

    var count: Int { items.count }

    func item(at index: Int) -> TemplateValue { items[index].templateValue }

    func key(at index: Int) -> ListItemCache.Item? { nil }
}
