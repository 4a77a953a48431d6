/// The keys a face offers templates: each key's name, the kind of value it holds, and how to
/// read it.
///
/// A face makes a key of each property its view model lists (``properties(and:)``) and writes
/// only the computed ones:
///
/// ```swift
/// static let templateKeys = TemplateKeys<Bottle>.properties(and:
///     .key("isOld") { $0.vintage < 2000 }
/// )
/// ```
struct TemplateKeys<Face>: Sendable, ExpressibleByArrayLiteral {
    /// One key: its name, what it holds, and how to read it from the face.
    struct Key: Sendable {
        let name: String
        let kind: TemplateValueKind
        let read: @Sendable (Face) -> TemplateValue
        /// Writes the value as `{{name}}` does.
        let write: Writer

        /// The key `name`, read by `read`; its kind comes from what `read` returns.
        static func key<Value: TemplateKeyValue>(_ name: String, _ read: @escaping @Sendable (Face) -> Value) -> Key {
            Key(
                name: name, kind: Value.templateKind, read: { read($0).templateValue },
                write: { read($0).write(to: &$1, escapedFor: $2) })
        }
    }

    typealias Writer = @Sendable (Face, inout RenderedText, ContentType?) -> Void

    let keys: [Key]
    /// Each key's reader, by position: reading one copies no name or kind.
    let readers: [@Sendable (Face) -> TemplateValue]
    /// Each key's writer, by position.
    let writers: [Writer]
    private let positions: [String: Int]

    init(arrayLiteral keys: Key...) {
        self.init(keys)
    }

    /// These keys, then every key of `inner` read from the face `read` gives: a face that shows
    /// another one's keys as its own.
    func forwarding<Inner>(
        _ inner: TemplateKeys<Inner>, through read: @escaping @Sendable (Face) -> Inner
    ) -> TemplateKeys {
        TemplateKeys(
            keys
                + inner.keys.map { key in
                    Key(
                        name: key.name, kind: key.kind, read: { key.read(read($0)) },
                        write: { key.write(read($0), &$1, $2) })
                })
    }

    init(_ keys: [Key]) {
        self.keys = keys
        readers = keys.map(\.read)
        writers = keys.map(\.write)
        positions = Dictionary(keys.enumerated().map { ($1.name, $0) }) { first, _ in
            preconditionFailure("a face declares the key “\(keys[first].name)” twice")
        }
    }

    /// The value of `face` for the key `name`, or `nil` when there is no such key.
    func value(of face: Face, forKey name: String) -> TemplateValue? {
        positions[name].map { readers[$0](face) }
    }

    /// The position of the key `name` in ``keys``, or `nil` when there is no such key.
    func position(ofKey name: String) -> Int? {
        positions[name]
    }
}

/// What a face's key holds, as ``TemplateBinder`` sees it.
indirect enum TemplateValueKind: Sendable {
    case text
    case flag
    case number
    /// A face of this type (its keys are its ``TypedTemplateFace/templateKeys``).
    case face(any TypedTemplateFace.Type)
    /// A face of this type made once and shown by many pages (``CommonTemplateFace``): its
    /// keys are the type's, as with ``face(_:)``.
    case common(any TypedTemplateFace.Type)
    /// The theme's interface strings: `language` and the keys of its string table, which are
    /// known when the theme loads rather than from a Swift type (``TemplateBinder/stringKeys``).
    case strings
    case list(TemplateValueKind)
}

/// A Swift value a face's key can hold, and how templates see it.
protocol TemplateKeyValue: Sendable, SendableMetatype {
    static var templateKind: TemplateValueKind { get }
    var templateValue: TemplateValue { get }
    /// Writes the value as `{{name}}` does (``TemplateValue/write(to:escapedFor:)``).
    func write(to output: inout RenderedText, escapedFor contentType: ContentType?)
}

extension TemplateKeyValue {
    /// As its template value writes itself: nothing for a face or a list (which the binder
    /// does not let a variable name). Text, numbers and flags write themselves directly.
    func write(to output: inout RenderedText, escapedFor contentType: ContentType?) {
        templateValue.write(to: &output, escapedFor: contentType)
    }
}

extension String: TemplateKeyValue {
    static var templateKind: TemplateValueKind { .text }
    var templateValue: TemplateValue { .text(self) }

    func write(to output: inout RenderedText, escapedFor contentType: ContentType?) {
        guard !isEmpty else { return }
        if let contentType { contentType.append(self, escapedTo: &output) } else { output.append(self) }
    }
}

extension Bool: TemplateKeyValue {
    static var templateKind: TemplateValueKind { .flag }
    var templateValue: TemplateValue { .flag(self) }

    func write(to output: inout RenderedText, escapedFor contentType: ContentType?) {
        output.append(self ? "true" : "false")
    }
}

extension Int: TemplateKeyValue {
    static var templateKind: TemplateValueKind { .number }
    var templateValue: TemplateValue { .number(self) }

    func write(to output: inout RenderedText, escapedFor contentType: ContentType?) {
        output.append(String(self))
    }
}

/// `nil` shows as nothing and is false in sections.
extension Optional: TemplateKeyValue where Wrapped: TemplateKeyValue {
    static var templateKind: TemplateValueKind { Wrapped.templateKind }
    var templateValue: TemplateValue { self?.templateValue ?? .text(nil) }

    func write(to output: inout RenderedText, escapedFor contentType: ContentType?) {
        self?.write(to: &output, escapedFor: contentType)
    }
}

extension Array: TemplateKeyValue where Element: TemplateKeyValue {
    static var templateKind: TemplateValueKind { .list(Element.templateKind) }
    var templateValue: TemplateValue { .list(KeyValueList(items: self)) }
}

/// A face's list as a template reads it: item by item, each made a template value only when
/// its section is rendered.
struct KeyValueList<Items: RandomAccessCollection & Sendable>: TemplateList
where Items.Index == Int, Items.Element: TemplateKeyValue {
    let items: Items

    var count: Int { items.count }

    func item(at index: Int) -> TemplateValue {
        items[items.startIndex + index].templateValue
    }

    func key(at index: Int) -> ListItemCache.Item? {
        ListItemCache.Item(items[items.startIndex + index])
    }
}
