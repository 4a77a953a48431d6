/// How long a request may take before it is abandoned as stalled (and retried, as any
/// transient failure): ``seconds`` for the server to take it and answer, plus the time its body
/// takes at ``minimumBytesPerSecond``, so a large file on a slow uplink is not cut short while
/// a transfer that stopped moving is.
public struct RequestTimeout: Sendable {
    public var seconds: Double
    public var minimumBytesPerSecond: Double

    public init(seconds: Double = 30, minimumBytesPerSecond: Double = 64 * 1024) {
        self.seconds = seconds
        self.minimumBytesPerSecond = minimumBytesPerSecond
    }

    /// ``seconds`` in whole seconds, at least 1.
    public var wholeSeconds: Int64 {
        max(1, Int64(seconds.rounded(.up)))
    }

    /// The time allowed to a request whose body has `bytes` bytes.
    public func limit(forBodyOf bytes: Int) -> Double {
        seconds + Double(bytes) / minimumBytesPerSecond
    }
}
