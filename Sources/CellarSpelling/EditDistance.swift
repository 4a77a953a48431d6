/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// that turn one word into another, for "did you mean" suggestions (misspelt template keys,
/// commands and subcommands, ids a fixture refers to).
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

    /// The candidate closest to `word`, at most `limit` edits away and fewer than the word has
    /// characters (so that a short word is not "corrected" into another altogether), and not
    /// one that differs from it only in digits (`g-2` is another item than `g-1`, not a typo
    /// of it); the first of those as close, `nil` when there is none.
    public static func nearest(to word: String, among candidates: some Sequence<String>, within limit: Int = 2)
        -> String?
    {
        let length = word.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates
        where abs(candidate.count - length) <= limit && candidate != word && !differsInDigitsOnly(word, candidate) {
            let distance = between(word, candidate)
            if distance <= limit, distance < length, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    private static func differsInDigitsOnly(_ first: String, _ second: String) -> Bool {
        guard first.count == second.count else { return false }
        return zip(first, second).allSatisfy { $0 == $1 || ($0.isASCII && $0.isNumber && $1.isASCII && $1.isNumber) }
    }
}
