/// How often and after how long a transient failure is tried again: exponential backoff
/// with full jitter.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first among them.
    public var attempts: Int
    /// Attempts in all for a request the server keeps throttling: with 1 request in 4 answered
    /// 503, 5 attempts leave about one key in 1,000 failing all of them (most deploys of a
    /// thousand files), 10 about one in a million.
    public var throttledAttempts: Int
    public var baseDelay: Double
    public var maxDelay: Double

    public init(attempts: Int = 5, throttledAttempts: Int = 10, baseDelay: Double = 0.2, maxDelay: Double = 5) {
        self.attempts = attempts
        self.throttledAttempts = throttledAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// The attempts in all for a request whose last failure was, or was not, the server asking
    /// for fewer requests.
    public func attempts(throttled: Bool) -> Int {
        throttled ? throttledAttempts : attempts
    }

    /// The pause before attempt number `attempt` (the second is the first retry), in nanoseconds.
    public func delay(before attempt: Int) -> UInt64 {
        let ceiling = min(maxDelay, baseDelay * Double(1 << min(attempt - 2, 16)))
        return UInt64(Double.random(in: ceiling / 2...ceiling) * 1_000_000_000)
    }
}
