/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// that turn one word into another, for "did you mean" suggestions (misspelt template keys,
/// unknown commands).
public enum EditDistance {
    /// The distance between `first` and `second`.
    public static func between(_ first: String, _ second: String) -> Int {
        let first = Array(first), second = Array(second)
        var previous = Array(0...second.count)
        for (i, a) in first.enumerated() {
            var current = [i + 1]
            for (j, b) in second.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1)))
            }
            previous = current
        }
        return previous[second.count]
    }
}
