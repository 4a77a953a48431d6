import CellarPlurals
import Foundation

/// One text of a theme's string table: plain text, or a plural text, a form for each Unicode
/// CLDR plural category of the table's language (`{"one": "{n} review", "other": "{n} reviews"}`),
/// `other` required. A plain text serves every count.
public enum StringTableText: Sendable, Equatable, ExpressibleByStringLiteral {
    case plain(String)
    case plural([PluralCategory: String])

    public init(stringLiteral text: String) {
        self = .plain(text)
    }

    /// The text a JSON table holds: a string, or an object of forms by category name with
    /// `other` among them; `nil` for anything else.
    public init?(jsonValue: Any) {
        if let text = jsonValue as? String {
            self = .plain(text)
            return
        }
        guard let object = jsonValue as? [String: Any], object["other"] != nil else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in object {
            guard let category = PluralCategory(rawValue: name), let text = form as? String else { return nil }
            forms[category] = text
        }
        self = .plural(forms)
    }

    /// The form for `category`: a plural text's own, else its `other`.
    public func form(for category: PluralCategory) -> String {
        switch self {
        case .plain(let text): text
        case .plural(let forms): forms[category] ?? forms[.other]!
        }
    }

    /// What a template shows of it: a plain text as it is; a plural text as a JSON object of its
    /// forms, which the storefront script chooses from by the count (`Intl.PluralRules`).
    public var shown: String {
        switch self {
        case .plain(let text):
            return text
        case .plural(let forms):
            let object = Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
            let data = try! JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }
    }
}
