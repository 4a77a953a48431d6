/// Renders parsed templates with a view model's ``TemplateFace`` as the context.
///
/// Names are looked up from the innermost section's value outwards, as Mustache does;
/// a dotted name's first part is looked up that way and the rest inside what it found.
struct TemplateRenderer: Sendable {
    /// Every template of the theme by name, partials and parents included; references
    /// between them were checked when the theme was loaded.
    let templates: [String: Template]

    func render(_ face: any TemplateFace, with name: String) -> String {
        let template = templates[name]!
        var state = State(contentType: template.contentType, stack: [.face(face)])
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
        var overrides: [[String: [Template.Node]]] = []
        /// Where each list section being rendered is, innermost last, for `first()` / `last()`.
        var positions: [(index: Int, count: Int)] = []
    }

    private func render(_ nodes: [Template.Node], into output: inout String, state: inout State) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let isEscaped):
                switch value(of: name, in: state.stack) {
                case .text(let text?):
                    if isEscaped { state.contentType.append(text, escapedTo: &output) } else { output += text }
                case .number(let number):
                    output += String(number)
                case .flag(let flag):
                    output += flag ? "true" : "false"
                case .text(nil), .face, .list, nil:
                    break
                }
            case .section(let name, let isInverted, let content):
                renderSection(name, isInverted: isInverted, content, into: &output, state: &state)
            case .partial(let name):
                render(templates[name]!.nodes, into: &output, state: &state)
            case .parent(let name, let blocks):
                state.overrides.append(blocks)
                render(templates[name]!.nodes, into: &output, state: &state)
                state.overrides.removeLast()
            case .block(let name, let defaultContent):
                let content = state.overrides.lazy.compactMap { $0[name] }.first ?? defaultContent
                render(content, into: &output, state: &state)
            }
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
        guard let first = name.path.first else { return stack.last }
        var found: TemplateValue?
        for frame in stack.reversed() {
            if case .face(let face?) = frame, let value = face.value(forKey: first) {
                found = value
                break
            }
        }
        for key in name.path.dropFirst() {
            guard case .face(let face?) = found else { return nil }
            found = face.value(forKey: key)
        }
        return found
    }
}
