/// How a view model shows itself to templates: its value for each key a template names.
///
/// Conformances answer with a `switch` over their keys: no reflection, no dynamic casts,
/// no look-up tables to build; an unknown key is `nil`, and the engine then looks in the
/// enclosing sections' values.
protocol TemplateFace: Sendable {
    /// The value for `key`, or `nil` when this face has no such key.
    func value(forKey key: String) -> TemplateValue?
}
