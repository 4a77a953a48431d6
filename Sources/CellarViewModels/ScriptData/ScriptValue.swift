/// A value of a data file the storefront script reads, as JSON has them. View models that
/// split their data into shards (``DataShardSet``) hold their contents as these; the view
/// layer writes them as JSON.
public indirect enum ScriptValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number written exactly as this text: an amount with its two decimals (`388.00`),
    /// made by ``CellarModel/Money/decimal``.
    case decimal(String)
    case string(String)
    case array([ScriptValue])
    /// Written with its members in key order, so equal values make equal bytes.
    case object([String: ScriptValue])
}

extension ScriptValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: ScriptValue...) { self = .array(elements) }
}
