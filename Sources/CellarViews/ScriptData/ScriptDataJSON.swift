import CellarViewModels

/// The JSON text of the storefront script's data files made from view models' values
/// (``ScriptValue``): compact, members in key order, strings escaped as ``ContentType/json``
/// escapes them.
public enum ScriptDataJSON {
    public static func text(of value: ScriptValue) -> String {
        var json = JSONWriter()
        json.value(value)
        return json.text
    }
}

private extension JSONWriter {
    mutating func value(_ value: ScriptValue) {
        switch value {
        case .null: literal("null")
        case .bool(let flag): literal(flag ? "true" : "false")
        case .int(let whole): number(whole)
        case .decimal(let text): literal(text)
        case .string(let text): string(text)
        case .array(let elements):
            array { json in
                for element in elements {
                    json.element()
                    json.value(element)
                }
            }
        case .object(let members):
            object { json in
                for key in members.keys.sorted() {
                    json.key(key)
                    json.value(members[key]!)
                }
            }
        }
    }
}
