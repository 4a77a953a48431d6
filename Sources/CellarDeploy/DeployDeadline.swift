import NIOCore

/// When a whole deploy must be over (`--deadline`): no request starts and no retry is waited
/// for past it, and a request under way when it comes is abandoned, so a deploy on a network
/// that keeps failing ends in time however many files are left.
struct DeployDeadline: Sendable {
    /// The seconds the deploy was given; `nil`: no deadline.
    let seconds: Double?
    private let end: NIODeadline?

    init(seconds: Double?, from start: NIODeadline = .now()) {
        self.seconds = seconds
        end = seconds.map { start + .nanoseconds(Int64($0 * 1_000_000_000)) }
    }

    var hasPassed: Bool {
        end.map { .now() >= $0 } ?? false
    }

    /// The deadline of a request allowed `limit` seconds: the sooner of the two; `nil` when the
    /// deploy's has passed.
    func forRequest(within limit: Double) -> NIODeadline? {
        let own = NIODeadline.now() + .nanoseconds(Int64(limit * 1_000_000_000))
        guard let end else { return own }
        return .now() < end ? min(own, end) : nil
    }

    /// Whether a retry after a pause of `nanoseconds` would start before the deadline.
    func allows(pauseOf nanoseconds: UInt64) -> Bool {
        end.map { .now() + .nanoseconds(Int64(nanoseconds)) < $0 } ?? true
    }

    /// The failure of a request stopped by the deadline, after `error` when it was being retried.
    func passed(after error: S3RequestError?) -> S3RequestError {
        let given = seconds.map { "\(Int($0.rounded(.up))) s" } ?? ""
        let last = error.map { "; the last attempt: \($0.problem)" } ?? ""
        return S3RequestError(problem: "the deploy's deadline (--deadline \(given)) passed\(last)", isTransient: false)
    }
}
