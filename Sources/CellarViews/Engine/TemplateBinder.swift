import CellarSpelling

/// Binds every key a page template names to the face it will be read from, checking it on the
/// way: the template is walked as the renderer walks it, with the kinds of the sections' values
/// instead of the values, into its partials and parents, which are put in place (so each is
/// checked, and bound, in every context it is used from).
///
/// A bound key is read by position from a known depth of the section stack, with no name to
/// compare or hash while rendering. Needs templates that do not include themselves (``ThemeTemplates``
/// checks that first).
struct TemplateBinder {
    let templates: [String: Template]
    /// The keys of the theme's interface strings (``TemplateValueKind/strings``) by position:
    /// `language`, then its string table's keys, sorted.
    let stringKeys: [String]
    /// The slots of the shared sections marked so far, one each across the theme's templates.
    private let cachedSlots = SlotCounter()

    init(templates: [String: Template], stringKeys: [String]) {
        self.templates = templates
        self.stringKeys = stringKeys
    }

    /// The template `name` as rendered with a face of kind `root`: its keys bound, its partials,
    /// parent and blocks put in place.
    func bind(_ name: String, renderedWith root: TemplateValueKind) throws(ThemeError) -> Template {
        var template = templates[name]!
        template.nodes = try bind(template.nodes, in: Context(file: template.file, stack: [root]))
        template.references = []
        return template
    }

    private struct Context {
        /// The file the nodes being bound come from.
        var file: String
        /// The kinds of the sections' values, innermost last.
        var stack: [TemplateValueKind]
        /// The blocks of the parents being bound, outermost first, with their files.
        var overrides: [[String: (block: Template.Block, file: String)]] = []
        /// How text here is re-indented, as the renderer would re-indent it.
        var reindentation = Reindentation()
        /// The frames of ``stack`` that list sections push, innermost last: `first()` and
        /// `last()` read the innermost.
        var listFrames: [Int] = []
        /// For each section over a common face being bound, innermost last: the outermost frame
        /// of ``stack`` that what is inside it reads.
        var reaches: [FrameReach] = []

        /// Notes that a name bound here reads `frame` of the stack (-1: outside it).
        func reads(frame: Int) {
            for reach in reaches { reach.outermost = min(reach.outermost, frame) }
        }
    }

    /// The outermost frame of the section stack that the names bound inside a section read.
    private final class FrameReach {
        var outermost: Int

        init(outermost: Int) {
            self.outermost = outermost
        }
    }

    private final class SlotCounter {
        private var count = 0

        func next() -> Int {
            defer { count += 1 }
            return count
        }
    }

    private func bind(_ nodes: [Template.Node], in context: Context) throws(ThemeError) -> [Template.Node] {
        var bound: [Template.Node] = []
        bound.reserveCapacity(nodes.count)
        for node in nodes {
            bound.append(try bind(node, in: context))
        }
        return bound
    }

    private func bind(_ node: Template.Node, in context: Context) throws(ThemeError) -> Template.Node {
        switch node {
        case .text(let text):
            guard !context.reindentation.isNone else { return node }
            return .reindentedText(
                context.reindentation.apply(to: text, startsLine: false),
                startingLine: context.reindentation.apply(to: text, startsLine: true),
                endsLine: text.utf8.last == UInt8(ascii: "\n")
            )
        case .included, .filledBlock, .reindentedText, .cachedSection, .cachedList:
            return node
        case .variable(var name, let isEscaped):
            if let kind = try bind(&name, in: context) {
                switch kind {
                case .face, .common, .list, .strings: throw writesNothing(name, kind, in: context)
                case .text, .flag, .number: break
                }
            }
            return .variable(name, isEscaped: isEscaped)
        case .section(var name, let isInverted, let content):
            var inner = context
            var reach: FrameReach?
            var isList = false
            if let kind = try bind(&name, in: context), !isInverted, name.test == .none {
                switch kind {
                case .list(let element):
                    inner.stack.append(element)
                    inner.listFrames.append(inner.stack.count - 1)
                    let itemReach = FrameReach(outermost: inner.stack.count - 1)
                    inner.reaches.append(itemReach)
                    reach = itemReach
                    isList = true
                case .flag: break
                case .common:
                    inner.stack.append(kind)
                    let cachedReach = FrameReach(outermost: inner.stack.count - 1)
                    inner.reaches.append(cachedReach)
                    reach = cachedReach
                case .text, .number, .face, .strings: inner.stack.append(kind)
                }
            }
            let content = try bind(content, in: inner)
            // Its text depends on its face (each item's) alone when nothing inside reads a frame outside it.
            if let reach, reach.outermost >= context.stack.count {
                return isList
                    ? .cachedList(name, content, slot: cachedSlots.next())
                    : .cachedSection(name, content, slot: cachedSlots.next())
            }
            return .section(name, isInverted: isInverted, content)
        case .partial(let name, let indentation):
            guard let partial = templates[name] else { return node }
            var inner = context
            inner.file = partial.file
            inner.reindentation = context.reindentation.including(indentedBy: indentation)
            return .included(try bind(partial.nodes, in: inner), indentation: indentation)
        case .parent(let name, let indentation, let blocks):
            guard let parent = templates[name] else { return node }
            var inner = context
            inner.file = parent.file
            inner.overrides.append(blocks.mapValues { ($0, context.file) })
            inner.reindentation = context.reindentation.including(indentedBy: indentation)
            return .included(try bind(parent.nodes, in: inner), indentation: indentation)
        case .block(let name, let site):
            var inner = context
            var content = site
            if let override = context.overrides.lazy.compactMap({ $0[name] }).first {
                content = override.block
                inner.file = override.file
            }
            inner.reindentation = context.reindentation.filling(
                blockIndentedBy: site.indentation, contentIndentedBy: content.indentation)
            content.nodes = try bind(content.nodes, in: inner)
            return .filledBlock(siteIndentation: site.indentation, content)
        }
    }

    /// Binds `name` as the renderer looks it up and returns the kind of value it finds;
    /// `nil` for `first()` and `last()`.
    private func bind(_ name: inout TemplateName, in context: Context) throws(ThemeError) -> TemplateValueKind? {
        if name.test == .isFirst || name.test == .isLast {
            // An item's place in its list is read from outside the item.
            context.reads(frame: (context.listFrames.last ?? 0) - 1)
            return nil
        }
        guard let first = name.path.first else {
            context.reads(frame: context.stack.count - 1)
            return context.stack.last
        }
        var found: (depth: Int, position: Int, kind: TemplateValueKind)?
        for (depth, frame) in context.stack.reversed().enumerated() {
            if let key = key(named: first, in: frame) {
                found = (depth, key.position, key.kind)
                break
            }
        }
        guard let found else {
            let known = context.stack.reversed().flatMap(keyNames(of:))
            throw unknownKey(first, known: known, line: name.line, in: context)
        }
        context.reads(frame: context.stack.count - 1 - found.depth)
        var kind = found.kind
        var positions = [found.position]
        var path = first
        for key in name.path.dropFirst() {
            guard hasKeys(kind) else {
                throw ThemeError(
                    file: context.file, line: name.line,
                    problem: "“\(path)” is \(description(of: kind)), so it has no key “\(key)”")
            }
            guard let next = self.key(named: key, in: kind) else {
                throw unknownKey(key, known: keyNames(of: kind), line: name.line, in: context, of: path)
            }
            kind = next.kind
            positions.append(next.position)
            path += "." + key
        }
        name.binding = TemplateName.Binding(depth: found.depth, positions: positions)
        return kind
    }

    /// Whether values of `kind` have keys: faces and the strings.
    private func hasKeys(_ kind: TemplateValueKind) -> Bool {
        switch kind {
        case .face, .common, .strings: true
        case .text, .flag, .number, .list: false
        }
    }

    /// The position and kind of the key `name` in values of `kind`, or `nil` when they have no such key.
    private func key(named name: String, in kind: TemplateValueKind) -> (position: Int, kind: TemplateValueKind)? {
        switch kind {
        case .face(let face), .common(let face): face.key(named: name)
        case .strings: stringKeys.firstIndex(of: name).map { ($0, .text) }
        case .text, .flag, .number, .list: nil
        }
    }

    /// The names of the keys of values of `kind`.
    private func keyNames(of kind: TemplateValueKind) -> [String] {
        switch kind {
        case .face(let face), .common(let face): face.keyNames
        case .strings: stringKeys
        case .text, .flag, .number, .list: []
        }
    }

    private func writesNothing(_ name: TemplateName, _ kind: TemplateValueKind, in context: Context) -> ThemeError {
        let key = name.path.isEmpty ? "." : name.path.joined(separator: ".")
        return ThemeError(
            file: context.file, line: name.line,
            problem: "“\(key)” is \(description(of: kind)), which a variable writes as nothing; open it with a section")
    }

    private func unknownKey(_ key: String, known: [String], line: Int, in context: Context, of owner: String? = nil)
        -> ThemeError
    {
        var problem = owner.map { "“\($0)” has no key “\(key)”" } ?? "unknown key “\(key)”"
        if let nearest = EditDistance.nearest(to: key, among: known) {
            problem += " (did you mean “\(nearest)”?)"
        }
        return ThemeError(file: context.file, line: line, problem: problem)
    }

    private func description(of kind: TemplateValueKind) -> String {
        switch kind {
        case .text: "text"
        case .flag: "a flag"
        case .number: "a number"
        case .face(let face), .common(let face): "a \(face)"
        case .strings: "the interface strings"
        case .list: "a list"
        }
    }
}
