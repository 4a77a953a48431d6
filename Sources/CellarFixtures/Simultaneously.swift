import CellarModel
import Foundation

/// Runs two pieces of work at the same time, each on its own thread.
public enum Simultaneously {
    /// Runs `first` and `second` at once and returns both results when both are done.
    public static func run<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        // Each iteration writes only its own result, and concurrentPerform returns after both.
        nonisolated(unsafe) var firstResult: First?
        nonisolated(unsafe) var secondResult: Second?
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { firstResult = first() } else { secondResult = second() }
        }
        guard let firstResult, let secondResult else {
            preconditionFailure("concurrentPerform returned before its work was done")
        }
        return (firstResult, secondResult)
    }
}
