import Foundation

/// Numbers never handed out before in this process: a part of a catalogue made anew gets a
/// fresh one, a part kept from the catalogue before keeps its, so two catalogues' parts with
/// the same number are the same without comparing them.
public enum Revisions {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var next = 0

    /// `count` fresh numbers.
    public static func take(_ count: Int) -> Range<Int> {
        lock.withLock {
            defer { next += count }
            return next..<next + count
        }
    }
}
