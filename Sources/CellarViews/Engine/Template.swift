/// A parsed Mustache template: text and tags as a tree, ready to render many times.
struct Template: Sendable {
    /// One piece of a template.
    indirect enum Node: Sendable {
        case text(String)
        /// `{{name}}`, escaped for the content type, or `{{{name}}}` / `{{&name}}` as it is.
        case variable(TemplateName, isEscaped: Bool)
        /// `{{#name}}…{{/name}}`, or with `isInverted` `{{^name}}…{{/name}}`.
        case section(TemplateName, isInverted: Bool, [Node])
        /// `{{> name}}`: another template rendered in place, in the same context; standalone, with
        /// the indentation every line it renders gets.
        case partial(String, indentation: String?)
        /// `{{< name}}…{{/name}}`: another template rendered with these blocks in place of its own;
        /// with the indentation its lines get when only whitespace comes before it on its line.
        case parent(String, indentation: String?, blocks: [String: Block])
        /// `{{$ name}}…{{/name}}`: replaceable content, the default shown unless a parent's child replaces it.
        case block(String, Block)
        /// A partial or parent put in place by ``TemplateBinder``, with its indentation.
        case included([Node], indentation: String?)
        /// A block with what fills it chosen by ``TemplateBinder``: the block's own indentation and the content.
        case filledBlock(siteIndentation: String?, Block)
        /// A section over a common face (``TemplateValueKind/shared``) that reads nothing outside
        /// it, marked by ``TemplateBinder``: it renders the same text for the same face, so with a
        /// ``SectionCache`` it is rendered once for each face and then copied. `slot` tells the
        /// theme's such sections apart.
        case cachedSection(TemplateName, [Node], slot: Int)
        /// A section over a list whose items are values that reads nothing but its item (no
        /// frame outside it, not `first()` or `last()`), marked by ``TemplateBinder``: each
        /// item renders the same text for the same value, so with a ``ListItemCache`` an item
        /// equal to one rendered before is copied. `slot` tells the theme's such sections apart.
        case cachedList(TemplateName, [Node], slot: Int)
        /// Text whose lines ``TemplateBinder`` re-indented for where it is put: as written after
        /// other output on its first line, as written at the start of a line, and whether it ends one.
        case reindentedText(String, startingLine: String, endsLine: Bool)
    }

    /// A block's content, and the indentation of its lines where it is written (see the parser).
    struct Block: Sendable {
        var nodes: [Node]
        var indentation: String?
    }

    var nodes: [Node]
    /// The template's file, for errors.
    var file: String
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
    /// The template line of the tag, for ``TemplateBinder``'s errors.
    var line = 0
    /// Where ``TemplateBinder`` found the key; `nil` until bound, and then it is looked up by name.
    var binding: Binding?

    /// Where a bound key's value is: in the face `depth` sections out from the innermost, at
    /// the first position of its keys, then inside that value at each further position.
    struct Binding: Sendable {
        var depth: Int
        var positions: [Int]
    }
}
