/// A value shown to templates: what `{{name}}` prints and what `{{#name}}` tests or repeats.
enum TemplateValue: Sendable {
    /// Text; `nil` (a missing value) shows as nothing and is false.
    case text(String?)
    case flag(Bool)
    case number(Int)
    case face(any TemplateFace)
    case list(any TemplateList)

    /// Whether a section shows: not `nil`, not `false`, not an empty list. Empty text and 0 do.
    var isShown: Bool {
        switch self {
        case .text(let text): text != nil
        case .flag(let flag): flag
        case .number, .face: true
        case .list(let items): items.count != 0
        }
    }

    /// Whether `{{name}}` writes anything: text that is not empty, a number or a flag.
    var isWritten: Bool {
        switch self {
        case .text(let text): !(text?.isEmpty ?? true)
        case .number, .flag: true
        case .face, .list: false
        }
    }

    /// Writes the value as `{{name}}` does: escaped for `contentType`, or as it is when that is
    /// `nil`; nothing for a face or a list.
    func write(to output: inout RenderedText, escapedFor contentType: ContentType?) {
        switch self {
        case .text(let text?): text.write(to: &output, escapedFor: contentType)
        case .number(let number): number.write(to: &output, escapedFor: contentType)
        case .flag(let flag): flag.write(to: &output, escapedFor: contentType)
        case .text(nil), .face, .list: break
        }
    }

    /// Whether `empty(name)` holds: an empty list, or nothing at all.
    var isEmpty: Bool {
        switch self {
        case .list(let items): items.count == 0
        default: !isShown
        }
    }
}

/// A list shown to templates: a section repeats for each item.
protocol TemplateList: Sendable {
    var count: Int { get }
    func item(at index: Int) -> TemplateValue
    /// What a ``ListItemCache`` knows the item by: its value, when its type is `Hashable`
    /// (``FeedItemList`` knows its items by revision).
    func key(at index: Int) -> ListItemCache.Item?
}
