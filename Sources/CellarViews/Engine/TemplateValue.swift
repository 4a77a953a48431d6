/// A value shown to templates: what `{{name}}` prints and what `{{#name}}` tests or repeats.
enum TemplateValue {
    /// Text; `nil` (a missing value) shows as nothing and is false.
    case text(String?)
    case flag(Bool)
    case number(Int)
    case face(any TemplateFace)
    case list([TemplateValue])

    /// Whether a section shows: not `nil`, not `false`, not an empty list. Empty text and 0 do.
    var isShown: Bool {
        switch self {
        case .text(let text): text != nil
        case .flag(let flag): flag
        case .number, .face: true
        case .list(let items): !items.isEmpty
        }
    }

    /// Whether `empty(name)` holds: an empty list, or nothing at all.
    var isEmpty: Bool {
        switch self {
        case .list(let items): items.isEmpty
        default: !isShown
        }
    }
}
