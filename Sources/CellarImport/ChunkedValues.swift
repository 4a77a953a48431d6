import Foundation

/// `count` values made a chunk at a time, each chunk once: by a thread working ahead
/// (``workAhead()``, which makes them in order) or by the first thread that asks for one of
/// its values, whichever comes first. A thread that asks for a chunk another thread is making
/// waits for it; so no thread ever waits on work no thread is doing, and an import needs no
/// second thread to finish.
final class ChunkedValues<Value: Sendable>: @unchecked Sendable {
    // Unchecked: every stored property but the constants is read and written holding `condition`.
    let count: Int
    private let chunkSize: Int
    private let chunkCount: Int
    private let make: @Sendable (Range<Int>) -> [Value]
    /// How many times each chunk is taken (``taken()``) before it is dropped; `nil`: kept.
    private let takers: Int?
    private let condition = NSCondition()
    private var chunks: [Chunk]
    private var stopped = false
    private let aheadDone = DispatchGroup()

    private enum Chunk {
        case waiting
        case making
        case made([Value], takenBy: Int)
        case dropped
    }

    /// Values `0..<count`, made by `make` for a range of them at a time; with `takers`, each
    /// chunk is dropped once ``taken()`` has handed it to that many.
    init(count: Int, chunkSize: Int, takers: Int? = nil, make: @escaping @Sendable (Range<Int>) -> [Value]) {
        self.count = count
        self.chunkSize = chunkSize
        self.takers = takers
        self.make = make
        chunkCount = (count + chunkSize - 1) / chunkSize
        chunks = Array(repeating: .waiting, count: chunkCount)
    }

    /// Starts a thread making the chunks no thread has yet asked for, in order, until all are
    /// made or ``stopWorkingAhead()``.
    func workAhead() {
        aheadDone.enter()
        Thread.detachNewThread { [self] in
            defer { aheadDone.leave() }
            for chunk in 0..<chunkCount where claim(chunk, orWait: false) {
                fill(chunk)
            }
        }
    }

    /// Has the thread ``workAhead()`` started take no more chunks, and waits for it to end.
    func stopWorkingAhead() {
        condition.withLock { stopped = true }
        aheadDone.wait()
    }

    /// The value at `index`, made first (or waited for) when its chunk is not made yet.
    subscript(index: Int) -> Value {
        let chunk = index / chunkSize
        return values(of: chunk, taking: false)[index - chunk * chunkSize]
    }

    /// Every value in order, each chunk taken as the sequence reaches it (and dropped when the
    /// last of its takers has taken it).
    func taken() -> some Sequence<Value> {
        (0..<chunkCount).lazy.flatMap { [self] chunk in values(of: chunk, taking: true) }
    }

    private func values(of chunk: Int, taking: Bool) -> [Value] {
        if claim(chunk, orWait: true) { fill(chunk) }
        return condition.withLock {
            guard case .made(let values, let takenBy) = chunks[chunk] else { preconditionFailure("chunk \(chunk) taken by more than its takers") }
            if taking, let takers {
                chunks[chunk] = takenBy + 1 == takers ? .dropped : .made(values, takenBy: takenBy + 1)
            }
            return values
        }
    }

    /// Claims `chunk` for the caller to make when no thread has: `true`. Otherwise `false`, after
    /// waiting for it to be made when `orWait`.
    private func claim(_ chunk: Int, orWait: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if case .waiting = chunks[chunk] {
            guard orWait || !stopped else { return false }
            chunks[chunk] = .making
            return true
        }
        while orWait, case .making = chunks[chunk] { condition.wait() }
        return false
    }

    private func fill(_ chunk: Int) {
        let values = make(chunk * chunkSize..<min(count, (chunk + 1) * chunkSize))
        condition.withLock { chunks[chunk] = .made(values, takenBy: 0) }
        condition.broadcast()
    }
}
