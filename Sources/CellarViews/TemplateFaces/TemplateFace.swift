import Mustache

/// How a view model shows itself to templates: a table from key to value.
///
/// The engine asks a `MustacheParent` for each key directly, which renders several times
/// faster than its fallback of reflecting over every stored property (`Mirror`).
protocol TemplateFace: MustacheParent {
    static var keys: [String: @Sendable (Self) -> Any?] { get }
}

extension TemplateFace {
    public func child(named name: String) -> Any? {
        Self.keys[name]?(self)
    }
}
