/// Checks that every key a template names is one its context offers: the template is walked as
/// the renderer walks it, with the kinds of the sections' values instead of the values, into
/// its partials and parents (so they are checked in each context they are used from).
///
/// Needs templates that do not include themselves (``Theme`` checks that first).
struct TemplateKeyCheck {
    let templates: [String: Template]

    /// Checks the template `name` as rendered with a face of kind `root`.
    func check(_ name: String, renderedWith root: TemplateValueKind) throws(ThemeError) {
        guard let template = templates[name] else { return }
        try check(template.nodes, in: Context(file: template.file, stack: [root]))
    }

    private struct Context {
        /// The file the nodes being checked come from.
        var file: String
        /// The kinds of the sections' values, innermost last.
        var stack: [TemplateValueKind]
        /// The blocks of the parents being checked, outermost first, with their files.
        var overrides: [[String: (block: Template.Block, file: String)]] = []
    }

    private func check(_ nodes: [Template.Node], in context: Context) throws(ThemeError) {
        for node in nodes {
            switch node {
            case .text:
                break
            case .variable(let name, _):
                let kind = try kind(of: name, in: context)
                if let kind, case .face = kind {
                    throw writesNothing(name, kind, in: context)
                } else if let kind, case .list = kind {
                    throw writesNothing(name, kind, in: context)
                }
            case .section(let name, let isInverted, let content):
                var inner = context
                if let kind = try kind(of: name, in: context), !isInverted, name.test == .none {
                    switch kind {
                    case .list(let element): inner.stack.append(element)
                    case .flag: break
                    case .text, .number, .face: inner.stack.append(kind)
                    }
                }
                try check(content, in: inner)
            case .partial(let name, _):
                guard let partial = templates[name] else { break }
                var inner = context
                inner.file = partial.file
                try check(partial.nodes, in: inner)
            case .parent(let name, _, let blocks):
                guard let parent = templates[name] else { break }
                var inner = context
                inner.file = parent.file
                inner.overrides.append(blocks.mapValues { ($0, context.file) })
                try check(parent.nodes, in: inner)
            case .block(let name, let site):
                var inner = context
                var content = site
                if let override = context.overrides.lazy.compactMap({ $0[name] }).first {
                    content = override.block
                    inner.file = override.file
                }
                try check(content.nodes, in: inner)
            }
        }
    }

    /// The kind of value `name` finds, looked up as the renderer does; `nil` for `first()` and `last()`.
    private func kind(of name: TemplateName, in context: Context) throws(ThemeError) -> TemplateValueKind? {
        if name.test == .isFirst || name.test == .isLast { return nil }
        guard let first = name.path.first else { return context.stack.last }
        var found: TemplateValueKind?
        for case .face(let face) in context.stack.reversed() {
            found = face.kind(ofKey: first)
            if found != nil { break }
        }
        guard var kind = found else {
            let known = context.stack.reversed().flatMap { frame -> [String] in
                guard case .face(let face) = frame else { return [] }
                return face.keyNames
            }
            throw unknownKey(first, known: known, line: name.line, in: context)
        }
        var path = first
        for key in name.path.dropFirst() {
            guard case .face(let face) = kind else {
                throw ThemeError(file: context.file, line: name.line, problem: "“\(path)” is \(description(of: kind)), so it has no key “\(key)”")
            }
            guard let next = face.kind(ofKey: key) else {
                throw unknownKey(key, known: face.keyNames, line: name.line, in: context, of: path)
            }
            kind = next
            path += "." + key
        }
        return kind
    }

    private func writesNothing(_ name: TemplateName, _ kind: TemplateValueKind, in context: Context) -> ThemeError {
        let key = name.path.isEmpty ? "." : name.path.joined(separator: ".")
        return ThemeError(file: context.file, line: name.line, problem: "“\(key)” is \(description(of: kind)), which a variable writes as nothing; open it with a section")
    }

    private func unknownKey(_ key: String, known: [String], line: Int, in context: Context, of owner: String? = nil) -> ThemeError {
        var problem = owner.map { "“\($0)” has no key “\(key)”" } ?? "unknown key “\(key)”"
        if let nearest = known.min(by: { editDistance(key, $0) < editDistance(key, $1) }) {
            problem += " (did you mean “\(nearest)”?)"
        }
        return ThemeError(file: context.file, line: line, problem: problem)
    }

    private func description(of kind: TemplateValueKind) -> String {
        switch kind {
        case .text: "text"
        case .flag: "a flag"
        case .number: "a number"
        case .face(let face): "a \(face)"
        case .list: "a list"
        }
    }
}

/// How many characters must be inserted, deleted or replaced to turn `a` into `b` (Levenshtein).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, characterA) in a.enumerated() {
        var current = [i + 1]
        for (j, characterB) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (characterA == characterB ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
