/// Renders parsed templates with a view model's ``TemplateFace`` as the context.
///
/// Names are looked up from the innermost section's value outwards, as Mustache does;
/// a dotted name's first part is looked up that way and the rest inside what it found.
/// A name ``TemplateBinder`` has bound is read where the binder found it, by position.
struct TemplateRenderer: Sendable {
    /// Every template of the theme by name, partials and parents included. A partial or parent
    /// that is not there renders as nothing, as the Mustache spec says; ``Theme`` refuses such themes.
    let templates: [String: Template]

    func render(_ face: any TemplateFace, with name: String) -> String {
        render(.face(face), with: name)
    }

    /// Renders the template `name` with `value` as the context; a template that does not exist renders as nothing.
    func render(_ value: TemplateValue, with name: String) -> String {
        guard let template = templates[name] else { return "" }
        var state = State(contentType: template.contentType, stack: [value])
        var output = ""
        output.reserveCapacity(16 * 1024)
        render(template.nodes, into: &output, state: &state)
        return output
    }

    private struct State {
        let contentType: ContentType
        /// The values of the sections being rendered, innermost last.
        var stack: [TemplateValue]
        /// The blocks of the parents being rendered, outermost first: the outermost wins.
        var overrides: [[String: Template.Block]] = []
        /// Where each list section being rendered is, innermost last, for `first()` / `last()`.
        var positions: [(index: Int, count: Int)] = []
        /// What each line written now starts with: the indentation of the standalone partials,
        /// parents and blocks being rendered.
        var indentation = ""
        /// What each line of the block being rendered loses first: its indentation where it was written.
        var dedent = ""
        /// Whether the output is at the start of a line that `indentation` has not been written to yet.
        var isAtLineStart = false

        /// Whether lines need more than being copied.
        var reindents: Bool { !indentation.isEmpty || !dedent.isEmpty }
    }

    private func render(_ nodes: [Template.Node], into output: inout String, state: inout State) {
        for node in nodes {
            switch node {
            case .text(let text):
                if state.reindents { write(text, reindentedTo: &output, state: &state) } else { output += text }
            case .variable(let name, let isEscaped):
                switch value(of: name, in: state.stack) {
                case .text(let text?) where !text.isEmpty:
                    startLine(of: &output, state: &state)
                    if isEscaped { state.contentType.append(text, escapedTo: &output) } else { output += text }
                case .number(let number):
                    startLine(of: &output, state: &state)
                    output += String(number)
                case .flag(let flag):
                    startLine(of: &output, state: &state)
                    output += flag ? "true" : "false"
                case .text, .face, .list, nil:
                    break
                }
            case .section(let name, let isInverted, let content):
                renderSection(name, isInverted: isInverted, content, into: &output, state: &state)
            case .partial(let name, let indentation):
                guard let template = templates[name] else { break }
                render(template.nodes, indentedBy: indentation, into: &output, state: &state)
            case .parent(let name, let indentation, let blocks):
                guard let template = templates[name] else { break }
                state.overrides.append(blocks)
                render(template.nodes, indentedBy: indentation, into: &output, state: &state)
                state.overrides.removeLast()
            case .included(let nodes, let indentation):
                render(nodes, indentedBy: indentation, into: &output, state: &state)
            case .block(let name, let site):
                let content = state.overrides.lazy.compactMap { $0[name] }.first ?? site
                render(content, inBlockIndentedBy: site.indentation, into: &output, state: &state)
            case .filledBlock(let siteIndentation, let content):
                render(content, inBlockIndentedBy: siteIndentation, into: &output, state: &state)
            }
        }
    }

    /// Renders another template's nodes in place; their lines get `indentation` besides the current one.
    private func render(_ nodes: [Template.Node], indentedBy indentation: String?, into output: inout String, state: inout State) {
        let (outerIndentation, outerDedent) = (state.indentation, state.dedent)
        if let indentation {
            state.indentation += indentation
            state.isAtLineStart = true
        }
        state.dedent = ""
        render(nodes, into: &output, state: &state)
        (state.indentation, state.dedent) = (outerIndentation, outerDedent)
    }

    /// Renders what fills a block (a parent's child's content, or the block's own): the content
    /// loses the indentation it was written with and gets the block's, relative to the block around it.
    private func render(_ content: Template.Block, inBlockIndentedBy siteIndentation: String?, into output: inout String, state: inout State) {
        let (outerIndentation, outerDedent) = (state.indentation, state.dedent)
        if let indentation = siteIndentation {
            state.indentation += indentation.hasPrefix(state.dedent) ? indentation.dropFirst(state.dedent.count) : ""
            state.isAtLineStart = true
        } else if !state.reindents {
            state.isAtLineStart = false
        }
        state.dedent = content.indentation ?? ""
        render(content.nodes, into: &output, state: &state)
        (state.indentation, state.dedent) = (outerIndentation, outerDedent)
    }

    /// Writes the indentation before what starts a line.
    private func startLine(of output: inout String, state: inout State) {
        guard state.isAtLineStart, state.reindents else { return }
        output += state.indentation
        state.isAtLineStart = false
    }

    /// Writes template text line by line: each line loses `dedent` and gets `indentation`
    /// (empty lines stay empty).
    private func write(_ text: String, reindentedTo output: inout String, state: inout State) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start != utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? utf8.endIndex
            var lineStart = start
            if state.isAtLineStart {
                if !state.dedent.isEmpty, utf8[start..<end].starts(with: state.dedent.utf8) {
                    lineStart = utf8.index(start, offsetBy: state.dedent.utf8.count)
                }
                if lineStart != end, utf8[lineStart] != UInt8(ascii: "\n"), utf8[lineStart] != UInt8(ascii: "\r") {
                    output += state.indentation
                    state.isAtLineStart = false
                }
            }
            output += text[lineStart..<end]
            if utf8[utf8.index(before: end)] == UInt8(ascii: "\n") { state.isAtLineStart = true }
            start = end
        }
    }

    private func renderSection(
        _ name: TemplateName, isInverted: Bool, _ content: [Template.Node],
        into output: inout String, state: inout State
    ) {
        let value = value(of: name, in: state.stack)
        let holds: Bool
        switch name.test {
        case .none: holds = value?.isShown ?? false
        case .isEmpty: holds = value?.isEmpty ?? true
        case .isFirst: holds = state.positions.last.map { $0.index == 0 } ?? false
        case .isLast: holds = state.positions.last.map { $0.index == $0.count - 1 } ?? false
        }
        if name.test != .none {
            if holds != isInverted { render(content, into: &output, state: &state) }
            return
        }
        guard let value, value.isShown else {
            if isInverted { render(content, into: &output, state: &state) }
            return
        }
        guard !isInverted else { return }
        switch value {
        case .list(let items):
            for (index, item) in items.enumerated() {
                state.positions.append((index, items.count))
                render(content, pushing: item, into: &output, state: &state)
                state.positions.removeLast()
            }
        case .flag:
            render(content, into: &output, state: &state)
        case .text, .number, .face:
            render(content, pushing: value, into: &output, state: &state)
        }
    }

    private func render(_ nodes: [Template.Node], pushing value: TemplateValue, into output: inout String, state: inout State) {
        state.stack.append(value)
        render(nodes, into: &output, state: &state)
        state.stack.removeLast()
    }

    private func value(of name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        if let binding = name.binding {
            var found = stack[stack.count - 1 - binding.depth]
            for position in binding.positions {
                guard case .face(let face) = found else { return nil }
                found = face.value(ofKeyAt: position)
            }
            return found
        }
        guard let first = name.path.first else { return stack.last }
        var found: TemplateValue?
        for frame in stack.reversed() {
            if case .face(let face) = frame, let value = face.value(forKey: first) {
                found = value
                break
            }
        }
        for key in name.path.dropFirst() {
            guard case .face(let face) = found else { return nil }
            found = face.value(forKey: key)
        }
        return found
    }
}
