/// Renders parsed templates with a view model's ``TemplateFace`` as the context.
///
/// Names are looked up from the innermost section's value outwards, as Mustache does;
/// a dotted name's first part is looked up that way and the rest inside what it found.
/// A name ``TemplateBinder`` has bound is read where the binder found it, by position.
struct TemplateRenderer: Sendable {
    /// Every template of the theme by name, partials and parents included. A partial or parent
    /// that is not there renders as nothing, as the Mustache spec says; ``ThemeTemplates`` refuses such themes.
    let templates: [String: Template]

    func render(
        _ face: any TemplateFace, with name: String, sharing sectionCache: SectionCache? = nil,
        listItems: ListItemCache? = nil
    ) -> RenderedText {
        render(.face(face), with: name, sharing: sectionCache, listItems: listItems)
    }

    /// Renders the template `name` with `value` as the context; a template that does not exist renders as nothing.
    /// - Parameters:
    ///   - sectionCache: where the text of sections over common faces is kept and found;
    ///     without it, they render every time.
    ///   - listItems: where the text of list items is kept and found by their keys
    ///     (``Template/Node/cachedList(_:_:slot:)``); without it, they render every time.
    ///   - writePart: when given, takes the text rendered so far whenever it reaches
    ///     ``partSize`` between two items of a list, so a long list is never held whole; what
    ///     is returned is the rest.
    func render(
        _ value: TemplateValue, with name: String, sharing sectionCache: SectionCache? = nil,
        listItems: ListItemCache? = nil,
        writingPartsTo writePart: ((RenderedText) -> Void)? = nil
    ) -> RenderedText {
        var output = RenderedText(capacity: 16 * 1024)
        guard let template = templates[name] else { return output }
        var state = State(
            contentType: template.contentType, sectionCache: sectionCache, listItems: listItems, writePart: writePart,
            stack: [value])
        render(template.nodes, into: &output, state: &state)
        return output
    }

    /// The size at which rendered text is handed to a `writePart` function: 1 MB.
    static let partSize = 1 << 20

    private struct State {
        let contentType: ContentType
        let sectionCache: SectionCache?
        let listItems: ListItemCache?
        var writePart: ((RenderedText) -> Void)?
        /// The values of the sections being rendered, innermost last.
        var stack: [TemplateValue]
        /// The blocks of the parents being rendered, outermost first: the outermost wins.
        var overrides: [[String: Template.Block]] = []
        /// Where each list section being rendered is, innermost last, for `first()` / `last()`.
        var positions: [(index: Int, count: Int)] = []
        /// How the lines written now are re-indented, for the standalone partials, parents and
        /// blocks being rendered.
        var reindentation = Reindentation()
        /// Whether the output is at the start of a line that has not been indented yet.
        var isAtLineStart = false
    }

    private func render(_ nodes: [Template.Node], into output: inout RenderedText, state: inout State) {
        for node in nodes {
            switch node {
            case .text(let text):
                if state.reindentation.isNone {
                    output.append(text)
                } else if !text.isEmpty {
                    output.append(state.reindentation.apply(to: text, startsLine: state.isAtLineStart))
                    state.isAtLineStart = text.utf8.last == UInt8(ascii: "\n")
                }
            case .reindentedText(let text, let startingLine, let endsLine):
                output.append(state.isAtLineStart ? startingLine : text)
                state.isAtLineStart = endsLine
            case .variable(let name, let isEscaped):
                let contentType = isEscaped ? state.contentType : nil
                // A bound key is written by its face, unless a line's indentation may go first.
                if let binding = name.binding, !state.isAtLineStart || state.reindentation.isNone,
                    case .face(let face) = value(holdingKeyOf: binding, in: state.stack)
                {
                    face.write(
                        keyAt: binding.positions[binding.positions.count - 1], to: &output, escapedFor: contentType)
                } else if let value = value(of: name, in: state.stack), value.isWritten {
                    startLine(of: &output, state: &state)
                    value.write(to: &output, escapedFor: contentType)
                }
            case .section(let name, let isInverted, let content):
                renderSection(name, isInverted: isInverted, content, into: &output, state: &state)
            case .cachedSection(let name, let content, let slot):
                renderCachedSection(name, content, slot: slot, into: &output, state: &state)
            case .cachedList(let name, let content, let slot):
                renderCachedList(name, content, slot: slot, into: &output, state: &state)
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
    private func render(
        _ nodes: [Template.Node], indentedBy indentation: String?, into output: inout RenderedText, state: inout State
    ) {
        let outer = state.reindentation
        state.reindentation = outer.including(indentedBy: indentation)
        if indentation != nil { state.isAtLineStart = true }
        render(nodes, into: &output, state: &state)
        state.reindentation = outer
    }

    /// Renders what fills a block (a parent's child's content, or the block's own): the content
    /// loses the indentation it was written with and gets the block's, relative to the block around it.
    private func render(
        _ content: Template.Block, inBlockIndentedBy siteIndentation: String?, into output: inout RenderedText,
        state: inout State
    ) {
        let outer = state.reindentation
        if siteIndentation != nil {
            state.isAtLineStart = true
        } else if outer.isNone {
            state.isAtLineStart = false
        }
        state.reindentation = outer.filling(blockIndentedBy: siteIndentation, contentIndentedBy: content.indentation)
        render(content.nodes, into: &output, state: &state)
        state.reindentation = outer
    }

    /// Writes the indentation before what starts a line.
    private func startLine(of output: inout RenderedText, state: inout State) {
        guard state.isAtLineStart, !state.reindentation.isNone else { return }
        output.append(state.reindentation.indentation)
        state.isAtLineStart = false
    }

    private func renderSection(
        _ name: TemplateName, isInverted: Bool, _ content: [Template.Node],
        into output: inout RenderedText, state: inout State
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
            let count = items.count
            for index in 0..<count {
                state.positions.append((index, count))
                render(content, pushing: items.item(at: index), into: &output, state: &state)
                state.positions.removeLast()
                handOverPart(of: &output, state: state)
            }
        case .flag:
            render(content, into: &output, state: &state)
        case .text, .number, .face:
            render(content, pushing: value, into: &output, state: &state)
        }
    }

    /// Copies the section's text when it was rendered over the same face before, else renders
    /// it and keeps its text. Its slot is one place in a bound template, where lines are always
    /// re-indented alike; whether it starts a line is part of what its text is kept by.
    private func renderCachedSection(
        _ name: TemplateName, _ content: [Template.Node], slot: Int, into output: inout RenderedText, state: inout State
    ) {
        guard let sectionCache = state.sectionCache,
            case .face(let face)? = value(of: name, in: state.stack), let common = face as? any CommonTemplateFace
        else {
            renderSection(name, isInverted: false, content, into: &output, state: &state)
            return
        }
        let place = SectionCache.Place(slot: slot, startsLine: state.isAtLineStart)
        if let kept = sectionCache.text(at: place, over: common) {
            output.append(kept.text)
            state.isAtLineStart = kept.endsAtLineStart
            return
        }
        let start = output.bytes.count
        let writePart = state.writePart
        state.writePart = nil  // The text kept must be whole.
        render(content, pushing: .face(face), into: &output, state: &state)
        state.writePart = writePart
        sectionCache.keep(
            SectionCache.Text(text: output.bytes(from: start), endsAtLineStart: state.isAtLineStart), at: place,
            over: common)
    }

    /// Hands the text rendered so far to the `writePart` function, when there is one and the
    /// text has reached ``partSize``.
    private func handOverPart(of output: inout RenderedText, state: State) {
        if let writePart = state.writePart, output.bytes.count >= Self.partSize {
            writePart(output)
            output.removeAll()
        }
    }

    /// Copies each item's text when an item of its key was rendered at the same place before,
    /// else renders it; the texts used are kept for the next build. The items are read nowhere else, and their
    /// places in the list not at all (``TemplateBinder`` checked), so the text is the item's.
    private func renderCachedList(
        _ name: TemplateName, _ content: [Template.Node], slot: Int, into output: inout RenderedText, state: inout State
    ) {
        guard let listItems = state.listItems, case .list(let items)? = value(of: name, in: state.stack) else {
            renderSection(name, isInverted: false, content, into: &output, state: &state)
            return
        }
        let count = items.count
        var uses: [ListItemCache.Use] = []
        uses.reserveCapacity(count)
        defer { listItems.keep(uses) }
        for index in 0..<count {
            guard let item = items.key(at: index) else {
                render(content, pushing: items.item(at: index), into: &output, state: &state)
                handOverPart(of: &output, state: state)
                continue
            }
            let place = SectionCache.Place(slot: slot, startsLine: state.isAtLineStart)
            if let kept = listItems.text(at: place, for: item) {
                output.append(kept.text)
                state.isAtLineStart = kept.endsAtLineStart
                uses.append(ListItemCache.Use(place: place, item: item, text: kept))
            } else {
                let start = output.bytes.count
                let writePart = state.writePart
                state.writePart = nil  // The text kept must be whole.
                render(content, pushing: items.item(at: index), into: &output, state: &state)
                state.writePart = writePart
                // Kept now: an item of the same key later in this build copies it.
                listItems.keep([
                    ListItemCache.Use(
                        place: place, item: item,
                        text: SectionCache.Text(text: output.bytes(from: start), endsAtLineStart: state.isAtLineStart))
                ])
            }
            handOverPart(of: &output, state: state)
        }
    }

    private func render(
        _ nodes: [Template.Node], pushing value: TemplateValue, into output: inout RenderedText, state: inout State
    ) {
        state.stack.append(value)
        render(nodes, into: &output, state: &state)
        state.stack.removeLast()
    }

    /// The value whose key is the bound name's last: the face it is read from.
    private func value(holdingKeyOf binding: TemplateName.Binding, in stack: [TemplateValue]) -> TemplateValue {
        var found = stack[stack.count - 1 - binding.depth]
        for position in binding.positions.dropLast() {
            guard case .face(let face) = found else { return found }
            found = face.value(ofKeyAt: position)
        }
        return found
    }

    private func value(of name: TemplateName, in stack: [TemplateValue]) -> TemplateValue? {
        if let binding = name.binding {
            guard case .face(let face) = value(holdingKeyOf: binding, in: stack) else { return nil }
            return face.value(ofKeyAt: binding.positions[binding.positions.count - 1])
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
