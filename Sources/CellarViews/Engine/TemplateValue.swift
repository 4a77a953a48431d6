/// A value shown to templates: what `{{name}}` prints and what `{{#name}}` tests or repeats.
enum TemplateValue {
    case text(String?)
    case flag(Bool)
    case number(Int)
    case face((any TemplateFace)?)
    case list([TemplateValue])

    init(_ text: String?) { self = .text(text) }
    init(_ flag: Bool) { self = .flag(flag) }
    init(_ number: Int) { self = .number(number) }
    /// `nil` shows as nothing, like missing text.
    init(_ number: Int?) { self = number.map { .number($0) } ?? .text(nil) }
    init<Face: TemplateFace>(_ face: Face?) { self = .face(face) }
    init<Face: TemplateFace>(_ faces: [Face]) { self = .list(faces.map { .face($0) }) }
    init(_ texts: [String]) { self = .list(texts.map { .text($0) }) }

    /// Whether a section shows: not `nil`, not `false`, not an empty list. Empty text and 0 do.
    var isShown: Bool {
        switch self {
        case .text(let text): text != nil
        case .flag(let flag): flag
        case .number: true
        case .face(let face): face != nil
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
