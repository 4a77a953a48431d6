import Foundation

/// Sends ``ReloadEvent``s to every open page as Server-Sent Events. A page that connects
/// while the last rebuild is failing hears about it at once, so the error overlay stays up
/// across reloads until a rebuild succeeds.
public actor ReloadChannel {
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]
    private var failure: [String]?
    private var isFinished = false

    public init() {}

    /// Tells every open page; keeps a failure to tell pages that open later.
    public func send(_ event: ReloadEvent) {
        switch event {
        case .reload: failure = nil
        case .failed(let problems): failure = problems
        }
        let message = Self.message(for: event)
        for listener in listeners.values { listener.yield(message) }
    }

    /// How many pages listen now.
    public var listenerCount: Int { listeners.count }

    /// Ends every stream, so open event responses complete and the server can stop.
    public func finish() {
        isFinished = true
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    /// A new listener's stream of event-stream text: a greeting, the current failure if any,
    /// then each event, with a comment every few seconds so a closed page is noticed.
    func listen(heartbeat: Duration = .seconds(10)) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        listeners[id] = continuation
        continuation.yield("retry: 1000\n: connected\n\n")
        if let failure { continuation.yield(Self.message(for: .failed(problems: failure))) }
        let beat = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                continuation.yield(": ping\n\n")
            }
        }
        continuation.onTermination = { _ in
            beat.cancel()
            Task { await self.remove(id) }
        }
        return stream
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }

    /// One event in `text/event-stream` form; the data is one line of JSON.
    static func message(for event: ReloadEvent) -> String {
        switch event {
        case .reload:
            return "event: reload\ndata: {}\n\n"
        case .failed(let problems):
            let json =
                (try? JSONEncoder().encode(["problems": problems])).map { String(decoding: $0, as: UTF8.self) }
                ?? "{\"problems\":[]}"
            return "event: failed\ndata: \(json)\n\n"
        }
    }
}
