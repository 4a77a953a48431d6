/// How a value shows itself to templates: its value for each key a template names.
///
/// An unknown key is `nil`, and the engine then looks in the enclosing sections' values.
/// View models show themselves through ``TypedTemplateFace``, whose keys are known before
/// rendering; the interface strings' keys are the theme's string table's, known when the theme
/// loads (``TemplateValueKind/strings``); only the Mustache spec's tests use faces whose keys are
/// known from their data alone.
protocol TemplateFace: Sendable {
    /// The value for `key`, or `nil` when this face has no such key.
    func value(forKey key: String) -> TemplateValue?
    /// The value of the key at `position` among this face's keys (see ``TemplateName/Binding``).
    func value(ofKeyAt position: Int) -> TemplateValue
    /// Writes the value of the key at `position` as `{{name}}` does (``TemplateValue/write(to:escapedFor:)``).
    func write(keyAt position: Int, to output: inout RenderedText, escapedFor contentType: ContentType?)
}

extension TemplateFace {
    func write(keyAt position: Int, to output: inout RenderedText, escapedFor contentType: ContentType?) {
        value(ofKeyAt: position).write(to: &output, escapedFor: contentType)
    }
}

/// A face whose keys are declared once, in ``templateKeys``: the renderer reads values through
/// that table and ``TemplateBinder`` checks and binds templates' keys against it, so they cannot drift apart.
protocol TypedTemplateFace: TemplateFace, TemplateKeyValue {
    static var templateKeys: TemplateKeys<Self> { get }
}

extension TypedTemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        Self.templateKeys.value(of: self, forKey: key)
    }

    func value(ofKeyAt position: Int) -> TemplateValue {
        Self.templateKeys.readers[position](self)
    }

    /// Writes the key's value straight from the face: no template value is made for it.
    func write(keyAt position: Int, to output: inout RenderedText, escapedFor contentType: ContentType?) {
        Self.templateKeys.writers[position](self, &output, contentType)
    }

    /// The position and kind of the key `name`, or `nil` when this face has no such key.
    static func key(named name: String) -> (position: Int, kind: TemplateValueKind)? {
        templateKeys.position(ofKey: name).map { ($0, templateKeys.keys[$0].kind) }
    }

    /// Every key's name, in the order they are declared.
    static var keyNames: [String] { templateKeys.keys.map(\.name) }

    static var templateKind: TemplateValueKind { .face(Self.self) }
    var templateValue: TemplateValue { .face(self) }
}
