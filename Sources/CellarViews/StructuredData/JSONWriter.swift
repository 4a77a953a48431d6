/// Writes JSON text piece by piece: objects, arrays, strings and numbers, commas where they go.
///
/// Strings are escaped as ``ContentType/json`` escapes them, `<`, `>` and `&` included, so the
/// text is also safe inside a `<script>` element.
struct JSONWriter {
    private(set) var text = ""
    /// Whether the next key or element is the first of its object or array (no comma before it).
    private var isFirst = true

    mutating func object(_ write: (inout JSONWriter) -> Void) {
        text += "{"
        isFirst = true
        write(&self)
        text += "}"
        isFirst = false
    }

    mutating func array(_ write: (inout JSONWriter) -> Void) {
        text += "["
        isFirst = true
        write(&self)
        text += "]"
        isFirst = false
    }

    /// Starts the member `key`: the value written next is its value.
    mutating func key(_ key: String) {
        element()
        string(key)
        text += ":"
    }

    /// Starts the next element of an array.
    mutating func element() {
        if !isFirst { text += "," }
    }

    mutating func string(_ value: String) {
        text += "\""
        ContentType.json.append(value, escapedTo: &text)
        text += "\""
        isFirst = false
    }

    /// A whole number without a fraction (`3`), any other as Swift writes it (`4.5`).
    mutating func number(_ value: Double) {
        text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        isFirst = false
    }

    mutating func number(_ value: Int) {
        text += String(value)
        isFirst = false
    }

    /// `null`, `true` or `false`.
    mutating func literal(_ text: String) {
        self.text += text
        isFirst = false
    }

    /// The member `key` with a string value; nothing when `value` is `nil`.
    mutating func member(_ key: String, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }
}
