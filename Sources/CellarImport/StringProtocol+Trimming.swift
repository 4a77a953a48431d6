import Foundation

extension StringProtocol {
    /// The text without the scalars of `set` at either end, as Foundation's
    /// `trimmingCharacters(in:)` gives it, without that method's trip through `NSString` on
    /// Linux, which cost an import of 100,000 descriptions more than all its other work.
    func trimming(_ set: CharacterSet) -> String {
        let scalars = Substring(self).unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard set.contains(scalars[last]) else { break }
            end = last
        }
        if start == scalars.startIndex && end == scalars.endIndex, let text = self as? String { return text }
        return String(scalars[start..<end])
    }
}
