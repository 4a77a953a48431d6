/// How a view model shows itself to templates: a table from key to value.
///
/// Templates ask for keys by name (`{{price}}`, `{{#goods}}`); a table of typed values is
/// answered with one dictionary look-up, no reflection and no dynamic casts.
protocol TemplateFace: Sendable {
    static var keys: [String: @Sendable (Self) -> TemplateValue] { get }
}

extension TemplateFace {
    /// The value for `key`, or `nil` when this face has no such key.
    func value(forKey key: String) -> TemplateValue? {
        Self.keys[key]?(self)
    }
}
