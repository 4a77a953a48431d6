import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// The answer to `request`, or `URLError(.timedOut)` once `seconds` have passed, whether or
    /// not the transfer ever ends: on Linux, a connection dropped or stalled mid-upload can leave
    /// a task waiting (or spinning) for good, so the wait here never depends on the task ending.
    /// The abandoned task is cancelled.
    func data(for request: URLRequest, within seconds: Double) async throws -> (Data, URLResponse) {
        let transfer = WatchedTransfer()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    if let data, let response {
                        transfer.finish(.success((data, response)))
                    } else {
                        transfer.finish(.failure(error ?? URLError(.unknown)))
                    }
                }
                transfer.begin(task, continuation: continuation, within: seconds)
            }
        } onCancel: {
            transfer.finish(.failure(CancellationError()))
        }
    }
}

/// One request's task, the continuation waiting for it and the watchdog timer: whichever of
/// the answer, the timer or a cancellation comes first resumes the continuation, once.
/// Its state is read and written under `lock` only.
private final class WatchedTransfer: @unchecked Sendable {
    private struct State {
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
        var task: URLSessionDataTask?
        var timer: (any DispatchSourceTimer)?
        var isFinished = false
    }

    private let lock = NSLock()
    private var state = State()

    func begin(_ task: URLSessionDataTask, continuation: CheckedContinuation<(Data, URLResponse), any Error>, within seconds: Double) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + seconds)
        timer.setEventHandler { self.finish(.failure(URLError(.timedOut))) }
        // Resumed at once: libdispatch traps on releasing a source never resumed.
        timer.resume()
        let cancelledAlready = lock.withLock {
            guard !state.isFinished else { return true }
            state = State(continuation: continuation, task: task, timer: timer)
            return false
        }
        if cancelledAlready {
            timer.cancel()
            continuation.resume(throwing: CancellationError())
            return
        }
        task.resume()
    }

    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let waiting = lock.withLock {
            defer { state = State(isFinished: true) }
            return state.isFinished ? State() : state
        }
        let (continuation, task, timer) = (waiting.continuation, waiting.task, waiting.timer)
        timer?.cancel()
        continuation?.resume(with: result)
        // Off this thread: a stuck session may block the cancelling one too.
        if case .failure = result, let task { DispatchQueue.global().async { task.cancel() } }
    }
}
