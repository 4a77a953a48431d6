/// A parsed Mustache template: text and tags as a tree, ready to render many times.
struct Template: Sendable {
    /// One piece of a template.
    indirect enum Node: Sendable {
        case text(String)
        /// `{{name}}`, escaped for the content type, or `{{{name}}}` / `{{&name}}` as it is.
        case variable(TemplateName, isEscaped: Bool)
        /// `{{#name}}…{{/name}}`, or with `isInverted` `{{^name}}…{{/name}}`.
        case section(TemplateName, isInverted: Bool, [Node])
        /// `{{> name}}`: another template rendered in place, in the same context.
        case partial(String)
        /// `{{< name}}…{{/name}}`: another template rendered with these blocks in place of its own.
        case parent(String, blocks: [String: [Node]])
        /// `{{$ name}}…{{/name}}`: replaceable content, the default shown unless a child replaces it.
        case block(String, [Node])
    }

    var nodes: [Node]
    var contentType: ContentType
    /// The templates this one names as partials or parents, with the lines that name them.
    var references: [(name: String, line: Int)]
}

/// The key a tag names: `price`, `layout.storeName`, `.` (the current value), `empty(goods)`,
/// or inside a list section `first()` / `last()`.
struct TemplateName: Sendable {
    /// What the tag asks of the value it names.
    enum Test: Sendable {
        /// The value itself.
        case none
        /// `empty(…)`: whether the value is an empty list or nothing at all.
        case isEmpty
        /// `first()` / `last()`: whether the innermost list's current item is its first / last.
        case isFirst, isLast
    }

    /// The dotted path; empty for `.`, `first()` and `last()`.
    var path: [String]
    var test: Test = .none
}
