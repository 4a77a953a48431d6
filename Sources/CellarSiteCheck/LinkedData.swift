import Foundation

/// Reading the values of JSON-LD (linked data) as JSONSerialization gives them.
enum LinkedData {
    /// A value that may be one item or a list of them, as a list of the objects among them
    /// (empty for nothing).
    static func objects(_ value: Any?) -> [[String: Any]] {
        list(value).compactMap { $0 as? [String: Any] }
    }

    /// A value that may be one item or a list of them, as a list (empty for nothing).
    static func list(_ value: Any?) -> [Any] {
        switch value {
        case nil, is NSNull: []
        case let list as [Any]: list
        case let value?: [value]
        }
    }

    /// The `@type` of an object, one or several, as a list.
    static func types(of object: [String: Any]) -> [String] {
        list(object["@type"]).compactMap { $0 as? String }
    }

    /// A number, or a text that is one (`"54.99"`); `nil` for anything else.
    static func decimal(_ value: Any?) -> Decimal? {
        let text: String
        switch value {
        case let value as String: text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        case let value as NSNumber: text = value.description
        default: return nil
        }
        guard text.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/) != nil else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// A value as the messages show it: a text as it is, `None` for nothing.
    static func describing(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: "None"
        case let text as String: text
        case let value?: "\(value)"
        }
    }
}
