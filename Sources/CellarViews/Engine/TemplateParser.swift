import Foundation

/// Reads Mustache text into a ``Template``.
///
/// Supports what the Mustache spec's required modules and its inheritance module define:
/// variables, `{{{raw}}}` and `{{&raw}}`, sections, inverted sections, comments, partials,
/// set delimiters (`{{=<% %>=}}`), parents with blocks, and standalone lines (a tag alone on its
/// line takes the line with it; a standalone partial, parent or block indents what it renders);
/// plus Cellar's `CONTENT_TYPE` pragma, the `empty(…)` test and `first()` / `last()` in lists.
/// Errors name the file and line.
struct TemplateParser {
    /// Deeper nesting is refused: no theme needs it, and rendering and checking recurse per level.
    static let maximumNesting = 100

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
        enum Kind { case variable, raw, section, inverted, close, partial, parent, block, comment, pragma, delimiters }

        var kind: Kind
        /// What follows the sigil, trimmed.
        var content: String
        var line: Int
        /// The bytes of the whole tag, delimiters included.
        var range: Range<Int>
        /// Whether the tag is alone on its line (see ``trimStandaloneLines(of:)``).
        var isStandalone = false
        /// The whitespace before the tag when only whitespace precedes it on its line.
        var leadingWhitespace: String?

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
        var opening = Array("{{".utf8)
        var closing = Array("}}".utf8)
        var line = 1
        var textStart = 0
        var index = 0
        while let tagStart = firstIndex(of: opening, from: index) {
            line += bytes[index..<tagStart].count { $0 == UInt8(ascii: "\n") }
            if textStart < tagStart { tokens.append(.text(textStart..<tagStart)) }
            var contentStart = tagStart + opening.count
            let isTriple = contentStart < bytes.count && bytes[contentStart] == UInt8(ascii: "{")
            let tagClosing = isTriple ? [UInt8(ascii: "}")] + closing : closing
            if isTriple { contentStart += 1 }
            guard let contentEnd = firstIndex(of: tagClosing, from: contentStart) else {
                throw ThemeError(
                    file: file, line: line,
                    problem:
                        """
                        syntax error: a tag opened here is never closed with \
                        “\(String(decoding: tagClosing, as: UTF8.self))”
                        """
                )
            }
            let end = contentEnd + tagClosing.count
            var content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self)
            var kind = Tag.Kind.variable
            if isTriple {
                kind = .raw
            } else if let sigil = content.first, let sigilKind = Self.kinds[sigil] {
                kind = sigilKind
                content.removeFirst()
            }
            if kind == .delimiters {
                (opening, closing) = try delimiters(content, line: line)
            }
            tokens.append(.tag(Tag(kind: kind, content: content.trimmed, line: line, range: tagStart..<end)))
            line += bytes[tagStart..<end].count { $0 == UInt8(ascii: "\n") }
            index = end
            textStart = end
        }
        if textStart < bytes.count { tokens.append(.text(textStart..<bytes.count)) }
        return tokens
    }

    private static let kinds: [Character: Tag.Kind] = [
        "#": .section, "^": .inverted, "/": .close, ">": .partial, "<": .parent, "$": .block,
        "!": .comment, "%": .pragma, "&": .raw, "=": .delimiters,
    ]

    /// The delimiters a `{{=open close=}}` tag sets: two words without whitespace or `=`.
    private func delimiters(_ content: String, line: Int) throws(ThemeError) -> ([UInt8], [UInt8]) {
        let problem =
            """
            syntax error: “{{=\(content)}}” does not set delimiters (write “{{=<% %>=}}”: two delimiters without \
            spaces or “=”, between “=” signs)
            """
        guard content.hasSuffix("=") else { throw ThemeError(file: file, line: line, problem: problem) }
        let words = content.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard words.count == 2, words.allSatisfy({ !$0.contains("=") }) else {
            throw ThemeError(file: file, line: line, problem: problem)
        }
        return (Array(words[0].utf8), Array(words[1].utf8))
    }

    private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    // MARK: - Standalone lines

    /// A tag that can stand alone (anything but a variable) and is alone on its line removes the
    /// line's indentation and line break, so templates can be laid out freely without blank lines
    /// in the output. Inside a parent, text outside blocks is not rendered, so the parent's own
    /// tags and its blocks' closing tags do not keep a tag after them on the line from standing alone.
    ///
    /// A parent or block tag with only whitespace before it on its line takes that whitespace
    /// as its indentation, standalone or not, as a standalone partial does.
    private func trimStandaloneLines(of tokens: inout [Token]) {
        var open: [Tag.Kind] = []
        /// Whether what follows each token is a parent's body, outside its blocks.
        var opensParentBody = [Bool](repeating: false, count: tokens.count)
        for position in tokens.indices {
            guard case .tag(let tag) = tokens[position] else { continue }
            switch tag.kind {
            case .section, .inverted, .parent, .block: open.append(tag.kind)
            case .close: _ = open.popLast()
            default: break
            }
            opensParentBody[position] = open.last == .parent
        }
        let original = tokens
        for position in tokens.indices {
            guard case .tag(var tag) = tokens[position] else { continue }
            tag.leadingWhitespace = leadingWhitespace(before: position, in: original, opensParentBody: opensParentBody)
            let lineEnd =
                tag.leadingWhitespace == nil || !tag.canStandAlone ? nil : self.lineEnd(after: position, in: original)
            tag.isStandalone = lineEnd != nil
            let takesIndentation = tag.leadingWhitespace != nil && (tag.kind == .parent || tag.kind == .block)
            if tag.isStandalone || takesIndentation, position > 0, case .text(let range) = tokens[position - 1] {
                let start = max(range.lowerBound, tag.range.lowerBound - tag.leadingWhitespace!.utf8.count)
                tokens[position - 1] = .text(range.lowerBound..<start)
            }
            if let lineEnd, position + 1 < tokens.count, case .text(let range) = tokens[position + 1] {
                tokens[position + 1] = .text(min(lineEnd, range.upperBound)..<range.upperBound)
            }
            tokens[position] = .tag(tag)
        }
    }

    /// The spaces and tabs between the start of the tag's line and the tag, or `nil` when
    /// something else comes between. A parent body's tags (and its discarded text's whitespace)
    /// may come between.
    private func leadingWhitespace(before position: Int, in tokens: [Token], opensParentBody: [Bool]) -> String? {
        var whitespace: String?
        var current = position - 1
        while current >= 0 {
            switch tokens[current] {
            case .text(let range):
                var start = range.upperBound
                while start > range.lowerBound,
                    bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")
                {
                    start -= 1
                }
                if whitespace == nil { whitespace = String(decoding: bytes[start..<range.upperBound], as: UTF8.self) }
                if start > range.lowerBound { return bytes[start - 1] == UInt8(ascii: "\n") ? whitespace : nil }
            case .tag:
                guard opensParentBody[current] else { return nil }
                if whitespace == nil { whitespace = "" }
            }
            current -= 1
        }
        return whitespace ?? ""
    }

    /// Where the line after the tag ends, past its line break, when only spaces and tabs follow it.
    private func lineEnd(after position: Int, in tokens: [Token]) -> Int? {
        guard position + 1 < tokens.count else { return bytes.count }
        guard case .text(let range) = tokens[position + 1] else { return nil }
        var end = range.lowerBound
        while end < range.upperBound, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end < range.upperBound, bytes[end] == UInt8(ascii: "\r"), end + 1 < range.upperBound,
            bytes[end + 1] == UInt8(ascii: "\n")
        {
            end += 1
        }
        if end < range.upperBound, bytes[end] == UInt8(ascii: "\n") { return end + 1 }
        return end == bytes.count ? end : nil
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
                    guard open.count < Self.maximumNesting else {
                        throw ThemeError(
                            file: file, line: tag.line,
                            problem: "sections are nested more than \(Self.maximumNesting) deep here")
                    }
                    if tag.kind == .parent { references.append((tag.content, tag.line)) }
                    open.append(OpenTag(tag: tag))
                case .close:
                    guard let opened = open.popLast() else {
                        throw ThemeError(
                            file: file, line: tag.line,
                            problem: "syntax error: “{{/\(tag.content)}}” closes a section that is not open")
                    }
                    guard opened.tag.content == tag.content else {
                        throw ThemeError(
                            file: file, line: tag.line,
                            problem:
                                """
                                syntax error: “{{/\(tag.content)}}” closes “\(opened.tag.content)”, opened on line \
                                \(opened.tag.line)
                                """
                        )
                    }
                    append(try node(closing: opened))
                case .partial:
                    references.append((tag.content, tag.line))
                    append(.partial(tag.content, indentation: tag.isStandalone ? tag.leadingWhitespace : nil))
                case .comment, .delimiters:
                    break
                case .pragma:
                    contentType = try self.contentType(tag)
                }
            }
        }
        if let unclosed = open.last {
            throw ThemeError(
                file: file, line: unclosed.tag.line,
                problem: "syntax error: “\(unclosed.tag.content)” opened here is never closed")
        }
        return Template(nodes: nodes, file: file, contentType: contentType, references: references)
    }

    private func node(closing opened: OpenTag) throws(ThemeError) -> Template.Node {
        switch opened.tag.kind {
        case .parent:
            var blocks: [String: Template.Block] = [:]
            for case .block(let name, let block) in opened.nodes { blocks[name] = block }
            return .parent(opened.tag.content, indentation: opened.tag.leadingWhitespace, blocks: blocks)
        case .block:
            return .block(
                opened.tag.content, Template.Block(nodes: opened.nodes, indentation: indentation(ofBlock: opened)))
        default:
            return .section(try name(opened.tag), isInverted: opened.tag.kind == .inverted, opened.nodes)
        }
    }

    /// A block's own indentation, which its lines lose where it is defined and get where it is
    /// rendered: a standalone block's is its first line's (its tag's when it is empty), another
    /// block's the whitespace before its tag; `nil` when text comes before the tag on its line.
    private func indentation(ofBlock opened: OpenTag) -> String? {
        guard opened.tag.isStandalone else { return opened.tag.leadingWhitespace }
        guard let first = opened.nodes.first else { return opened.tag.leadingWhitespace }
        guard case .text(let text) = first else { return "" }
        return String(text.prefix { $0 == " " || $0 == "\t" })
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
        if text == "." { return TemplateName(path: [], test: test, line: tag.line) }
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isValid = path.allSatisfy { part in
            !part.isEmpty
                && part.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
                }
        }
        guard isValid else {
            throw ThemeError(
                file: file, line: tag.line,
                problem:
                    """
                    syntax error: “\(tag.content)” is not a key (keys are names joined by dots, “.”, “empty(name)”, \
                    “first()” or “last()”)
                    """
            )
        }
        return TemplateName(path: path, test: test, line: tag.line)
    }

    private func contentType(_ tag: Tag) throws(ThemeError) -> ContentType {
        let parts = tag.content.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", let type = ContentType(rawValue: parts[1]) else {
            throw ThemeError(
                file: file, line: tag.line,
                problem:
                    """
                    syntax error: unknown pragma “\(tag.content)” (known: CONTENT_TYPE: HTML, MARKDOWN, JSON, TEXT, \
                    XML or CSV)
                    """
            )
        }
        return type
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
