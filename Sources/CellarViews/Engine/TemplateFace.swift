/// How a value shows itself to templates: its value for each key a template names.
///
/// An unknown key is `nil`, and the engine then looks in the enclosing sections' values.
/// View models show themselves through ``TypedTemplateFace``, whose keys are known before
/// rendering; only the Mustache spec's tests use faces whose keys are known from their data alone.
protocol TemplateFace: Sendable {
    /// The value for `key`, or `nil` when this face has no such key.
    func value(forKey key: String) -> TemplateValue?
}

/// A face whose keys are declared once, in ``templateKeys``: the renderer reads values through
/// that table and the theme's key check reads its names and kinds, so they cannot drift apart.
protocol TypedTemplateFace: TemplateFace, TemplateKeyValue {
    static var templateKeys: TemplateKeys<Self> { get }
}

extension TypedTemplateFace {
    func value(forKey key: String) -> TemplateValue? {
        Self.templateKeys.value(of: self, forKey: key)
    }

    /// The kind of value the key `name` holds, or `nil` when this face has no such key.
    static func kind(ofKey name: String) -> TemplateValueKind? {
        templateKeys.kind(ofKey: name)
    }

    /// Every key's name, in the order they are declared.
    static var keyNames: [String] { templateKeys.keys.map(\.name) }

    static var templateKind: TemplateValueKind { .face(Self.self) }
    var templateValue: TemplateValue { .face(self) }
}
