import Foundation

/// Reads Mustache text into a ``Template``.
///
/// Supports what themes need and the spec defines: variables, `{{{raw}}}` and `{{&raw}}`,
/// sections, inverted sections, comments, partials, parents with blocks, standalone tag lines,
/// the `CONTENT_TYPE` pragma, the `empty(…)` test and `first()` / `last()` in lists. Errors name the file and line.
struct TemplateParser {
    private let file: String
    private let bytes: [UInt8]

    init(text: String, file: String) {
        self.file = file
        bytes = Array(text.utf8)
    }

    func parse() throws(ThemeError) -> Template {
        var tokens = try tokens()
        trimStandaloneLines(of: &tokens)
        return try tree(of: tokens)
    }

    // MARK: - Tokens

    private enum Token {
        case text(Range<Int>)
        case tag(Tag)
    }

    private struct Tag {
        enum Kind { case variable, raw, section, inverted, close, partial, parent, block, comment, pragma }

        var kind: Kind
        /// What follows the sigil, trimmed.
        var content: String
        var line: Int
        /// The bytes of the whole tag, braces included.
        var range: Range<Int>

        /// Tags that, alone on a line, take the whole line with them.
        var canStandAlone: Bool {
            switch kind {
            case .variable, .raw: false
            default: true
            }
        }
    }

    private func tokens() throws(ThemeError) -> [Token] {
        var tokens: [Token] = []
        var line = 1
        var textStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
                continue
            }
            if textStart < index { tokens.append(.text(textStart..<index)) }
            let isTriple = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{")
            let contentStart = index + (isTriple ? 3 : 2)
            let closing: [UInt8] = isTriple ? Array("}}}".utf8) : Array("}}".utf8)
            guard let contentEnd = firstIndex(of: closing, from: contentStart) else {
                throw ThemeError(file: file, line: line, problem: "syntax error: a tag opened here is never closed with “\(String(decoding: closing, as: UTF8.self))”")
            }
            let end = contentEnd + closing.count
            var content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
            var kind = Tag.Kind.variable
            if isTriple {
                kind = .raw
            } else if let sigil = content.first, let sigilKind = Self.kinds[sigil] {
                kind = sigilKind
                content.removeFirst()
            } else if content.first == "=" {
                throw ThemeError(file: file, line: line, problem: "syntax error: changing delimiters (“{{=…=}}”) is not supported")
            }
            tokens.append(.tag(Tag(kind: kind, content: content.trimmed, line: line, range: index..<end)))
            line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
            index = end
            textStart = end
        }
        if textStart < bytes.count { tokens.append(.text(textStart..<bytes.count)) }
        return tokens
    }

    private static let kinds: [Character: Tag.Kind] = [
        "#": .section, "^": .inverted, "/": .close, ">": .partial, "<": .parent, "$": .block,
        "!": .comment, "%": .pragma, "&": .raw,
    ]

    private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    // MARK: - Standalone lines

    /// A section, partial, comment … tag alone on its line removes the line's indentation and
    /// line break, so templates can be laid out freely without blank lines in the output.
    private func trimStandaloneLines(of tokens: inout [Token]) {
        for position in tokens.indices {
            guard case .tag(let tag) = tokens[position], tag.canStandAlone else { continue }
            var lineStart = tag.range.lowerBound
            while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
                lineStart -= 1
            }
            guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else { continue }
            var lineEnd = tag.range.upperBound
            while lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: " ") || bytes[lineEnd] == UInt8(ascii: "\t") {
                lineEnd += 1
            }
            if lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\r") { lineEnd += 1 }
            if lineEnd < bytes.count, bytes[lineEnd] == UInt8(ascii: "\n") {
                lineEnd += 1
            } else if lineEnd < bytes.count {
                continue
            }
            if position > 0, case .text(let range) = tokens[position - 1] {
                tokens[position - 1] = .text(range.lowerBound..<max(range.lowerBound, lineStart))
            }
            if position + 1 < tokens.count, case .text(let range) = tokens[position + 1] {
                tokens[position + 1] = .text(min(lineEnd, range.upperBound)..<range.upperBound)
            }
        }
    }

    // MARK: - Tree

    private struct OpenTag {
        var tag: Tag
        var nodes: [Template.Node] = []
    }

    private func tree(of tokens: [Token]) throws(ThemeError) -> Template {
        var open: [OpenTag] = []
        var nodes: [Template.Node] = []
        var contentType = ContentType.html
        var references: [(name: String, line: Int)] = []

        func append(_ node: Template.Node) {
            if open.isEmpty { nodes.append(node) } else { open[open.count - 1].nodes.append(node) }
        }

        for token in tokens {
            switch token {
            case .text(let range):
                if !range.isEmpty { append(.text(String(decoding: bytes[range], as: UTF8.self))) }
            case .tag(let tag):
                switch tag.kind {
                case .variable, .raw:
                    append(.variable(try name(tag), isEscaped: tag.kind == .variable))
                case .section, .inverted, .parent, .block:
                    if tag.kind == .parent { references.append((tag.content, tag.line)) }
                    open.append(OpenTag(tag: tag))
                case .close:
                    guard let opened = open.popLast() else {
                        throw ThemeError(file: file, line: tag.line, problem: "syntax error: “{{/\(tag.content)}}” closes a section that is not open")
                    }
                    guard opened.tag.content == tag.content else {
                        throw ThemeError(file: file, line: tag.line, problem: "syntax error: “{{/\(tag.content)}}” closes “\(opened.tag.content)”, opened on line \(opened.tag.line)")
                    }
                    append(try node(closing: opened))
                case .partial:
                    references.append((tag.content, tag.line))
                    append(.partial(tag.content))
                case .comment:
                    break
                case .pragma:
                    contentType = try self.contentType(tag)
                }
            }
        }
        if let unclosed = open.last {
            throw ThemeError(file: file, line: unclosed.tag.line, problem: "syntax error: “\(unclosed.tag.content)” opened here is never closed")
        }
        return Template(nodes: nodes, contentType: contentType, references: references)
    }

    private func node(closing opened: OpenTag) throws(ThemeError) -> Template.Node {
        switch opened.tag.kind {
        case .parent:
            var blocks: [String: [Template.Node]] = [:]
            for case .block(let name, let content) in opened.nodes { blocks[name] = content }
            return .parent(opened.tag.content, blocks: blocks)
        case .block:
            return .block(opened.tag.content, opened.nodes)
        default:
            return .section(try name(opened.tag), isInverted: opened.tag.kind == .inverted, opened.nodes)
        }
    }

    private func name(_ tag: Tag) throws(ThemeError) -> TemplateName {
        switch tag.content {
        case "first()": return TemplateName(path: [], test: .isFirst)
        case "last()": return TemplateName(path: [], test: .isLast)
        case ".": return TemplateName(path: [])
        default: break
        }
        var text = tag.content[...]
        var test = TemplateName.Test.none
        if text.hasPrefix("empty("), text.hasSuffix(")") {
            test = .isEmpty
            text = text.dropFirst("empty(".count).dropLast()
        }
        if text == "." { return TemplateName(path: [], test: test) }
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isValid = path.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        }
        guard isValid else {
            throw ThemeError(file: file, line: tag.line, problem: "syntax error: “\(tag.content)” is not a key (keys are names joined by dots, “.”, “empty(name)”, “first()” or “last()”)")
        }
        return TemplateName(path: path, test: test)
    }

    private func contentType(_ tag: Tag) throws(ThemeError) -> ContentType {
        let parts = tag.content.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", let type = ContentType(rawValue: parts[1]) else {
            throw ThemeError(file: file, line: tag.line, problem: "syntax error: unknown pragma “\(tag.content)” (known: CONTENT_TYPE: HTML, MARKDOWN, JSON or TEXT)")
        }
        return type
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
