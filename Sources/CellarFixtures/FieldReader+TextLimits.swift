import CellarModel

extension FieldReader {
    /// `text`, or `nil` with an error at `place` when it is longer than `limit` characters.
    /// Looks at no more than `limit` characters of a longer text.
    mutating func limited(_ text: String?, to limit: Int, at place: String, what: String) -> String? {
        guard let text else { return nil }
        guard text.utf8.count > limit, !text.dropFirst(limit).isEmpty else { return text }
        report(place, "is longer than \(limit) characters (\(text.utf8.count) bytes); \(what) are at most \(limit)")
        return nil
    }
}
