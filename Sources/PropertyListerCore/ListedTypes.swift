/// The types of a Swift source file that declare `PropertyListing` in their inheritance clause,
/// each with the instance properties declared in its body that are as visible as the type:
/// in a public type its public ones, in another all but the private and fileprivate ones.
/// Properties declared in extensions are not listed.
public struct ListedTypes {
    /// A type whose properties are listed.
    public struct ListedType: Equatable {
        /// Its name as another file of the module names it: `StarRatingViewModel.Star`.
        public let name: String
        public let isPublic: Bool
        /// Its properties in the order they are declared.
        public let properties: [Property]
    }

    /// A property by name, and whether the source spells it backquoted (`` `default` ``).
    public struct Property: Equatable {
        public let name: String
        public let isBackquoted: Bool
    }

    public private(set) var types: [ListedType] = []

    private typealias Token = SourceTokens.Token

    /// A brace-delimited scope: a type's body, or anything else (a function's, a closure's).
    private enum Scope {
        case type(name: String, isPublic: Bool, isListed: Bool, properties: [Property])
        case other
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "extension"]
    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "static", "class", "final", "lazy",
        "nonisolated", "mutating", "nonmutating", "override", "weak", "unowned", "dynamic", "required",
        "convenience", "indirect", "optional",
    ]

    private let tokens: [Token]
    private var position = 0
    private var scopes: [Scope] = []
    /// The declaration modifiers read since the last declaration, without a detail such as
    /// `private(set)`'s, which limits the setter only.
    private var modifiers: [String] = []
    /// A type declaration whose body has not opened yet.
    private var pendingType: Scope?

    public init(in source: String) {
        tokens = SourceTokens(source).tokens
        while position < tokens.count { read() }
    }

    private func token(at offset: Int) -> Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    private func word(at offset: Int) -> String? {
        if case .word(let word, false) = token(at: offset) { word } else { nil }
    }

    private var isInDeclarationScope: Bool {
        guard let innermost = scopes.last else { return true }
        if case .type = innermost { return true }
        return false
    }

    private mutating func read() {
        switch tokens[position] {
        case .punctuation(UInt8(ascii: "{")):
            scopes.append(pendingType ?? .other)
            pendingType = nil
            modifiers = []
            position += 1
        case .punctuation(UInt8(ascii: "}")):
            closeScope()
            modifiers = []
            position += 1
        case .word(let word, false) where isInDeclarationScope:
            readDeclarationWord(word)
        default:
            position += 1
        }
    }

    private mutating func readDeclarationWord(_ word: String) {
        position += 1
        if Self.modifiers.contains(word), !(word == "class" && isTypeName(token(at: 0))) {
            if token(at: 0) == .punctuation(UInt8(ascii: "(")) {
                position += 3  // `(set)`
            } else {
                modifiers.append(word)
            }
        } else if Self.typeKeywords.contains(word) {
            readTypeHead(keyword: word)
            modifiers = []
        } else if word == "let" || word == "var" {
            noteProperty()
            modifiers = []
        } else if ["func", "init", "subscript", "case", "typealias", "deinit"].contains(word) {
            modifiers = []
        }
    }

    /// Whether `token`, after `class`, names a class (rather than `class` being a modifier).
    private func isTypeName(_ token: Token?) -> Bool {
        guard case .word(let word, _) = token else { return false }
        return !Self.modifiers.contains(word) && !["var", "let", "func", "subscript"].contains(word)
    }

    /// From the name after a type keyword to the opening brace of its body.
    private mutating func readTypeHead(keyword: String) {
        var name = ""
        while case .word(let part, _) = token(at: 0) {
            name += part
            position += 1
            guard token(at: 0) == .punctuation(UInt8(ascii: ".")) else { break }
            name += "."
            position += 1
        }
        var angles = 0
        var isInInheritance = false
        var inherits: [String] = []
        while let next = token(at: 0), next != .punctuation(UInt8(ascii: "{")) {
            switch next {
            case .punctuation(UInt8(ascii: "<")): angles += 1
            case .punctuation(UInt8(ascii: ">")): angles -= 1
            case .punctuation(UInt8(ascii: ":")) where angles == 0: isInInheritance = true
            case .word("where", false): isInInheritance = false
            case .word(let word, _) where isInInheritance && angles == 0: inherits.append(word)
            default: break
            }
            position += 1
        }
        let enclosing = scopes.compactMap { scope -> String? in
            if case .type(let name, _, _, _) = scope { name } else { nil }
        }.last
        let qualified = keyword == "extension" ? name : [enclosing, name].compactMap { $0 }.joined(separator: ".")
        let isListed = keyword != "extension" && keyword != "protocol" && inherits.contains("PropertyListing")
        pendingType = .type(
            name: qualified, isPublic: modifiers.contains("public") || modifiers.contains("open"),
            isListed: isListed, properties: [])
    }

    /// The property a `let` or `var` declares here, when the innermost scope is a listed type
    /// and the property is an instance property as visible as the type.
    private mutating func noteProperty() {
        guard case .type(let name, let isPublic, true, var properties) = scopes.last,
            case .word(let property, let isBackquoted) = token(at: 0)
        else { return }
        let isVisible =
            isPublic
            ? modifiers.contains("public") || modifiers.contains("open")
            : !modifiers.contains("private") && !modifiers.contains("fileprivate")
        guard isVisible, !modifiers.contains("static"), !modifiers.contains("class") else { return }
        properties.append(Property(name: property, isBackquoted: isBackquoted))
        scopes[scopes.count - 1] = .type(name: name, isPublic: isPublic, isListed: true, properties: properties)
        position += 1
    }

    private mutating func closeScope() {
        guard let scope = scopes.popLast() else { return }
        if case .type(let name, let isPublic, true, let properties) = scope {
            types.append(ListedType(name: name, isPublic: isPublic, properties: properties))
        }
    }
}
