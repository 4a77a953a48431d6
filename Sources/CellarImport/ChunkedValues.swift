import Foundation

/// Values made from inputs a chunk at a time, each chunk once: by a thread working ahead
/// (``workAhead()``, which makes them in order, each chunk as soon as its inputs are in) or by
/// the first thread that asks for one of its values, whichever comes first. A thread that asks
/// for a chunk another thread is making waits for it; so no thread ever waits on work no
/// thread is doing, and an import needs no second thread to finish.
final class ChunkedValues<Input: Sendable, Value: Sendable>: @unchecked Sendable {
    // Unchecked: every stored property but the constants is read and written holding `condition`.
    private let chunkSize: Int
    private let make: @Sendable ([Input]) -> [Value]
    /// How many times each chunk is taken (``taken()``) before it is dropped; `nil`: kept.
    private let takers: Int?
    private let condition = NSCondition()
    /// The inputs after the last whole chunk's.
    private var inputs: [Input] = []
    private var inputCount = 0
    /// Whether every input is in (``endInputs()``).
    private var isComplete = false
    /// One per chunk whose inputs are all in.
    private var chunks: [Chunk] = []
    private var stopped = false
    private let aheadDone = DispatchGroup()

    private enum Chunk {
        /// Its inputs, let go once its values are made.
        case waiting([Input])
        case making
        case made([Value], takenBy: Int)
        case dropped
    }

    /// Values made by `make` from `chunkSize` inputs at a time, one value an input, in order;
    /// with `takers`, each chunk is dropped once ``taken()`` has handed it to that many.
    init(chunkSize: Int, takers: Int? = nil, make: @escaping @Sendable ([Input]) -> [Value]) {
        self.chunkSize = chunkSize
        self.takers = takers
        self.make = make
    }

    /// Values made from `inputs`, all in at once.
    convenience init(
        _ inputs: [Input], chunkSize: Int, takers: Int? = nil, make: @escaping @Sendable ([Input]) -> [Value]
    ) {
        self.init(chunkSize: chunkSize, takers: takers, make: make)
        for input in inputs { append(input) }
        endInputs()
    }

    /// Adds the next input; returns its index.
    @discardableResult
    func append(_ input: Input) -> Int {
        condition.lock()
        defer { condition.unlock() }
        inputs.append(input)
        inputCount += 1
        if inputs.count == chunkSize {
            chunks.append(.waiting(inputs))
            inputs = []
            condition.broadcast()
        }
        return inputCount - 1
    }

    /// No more inputs come: the last chunk is the inputs left.
    func endInputs() {
        condition.lock()
        defer { condition.unlock() }
        isComplete = true
        if !inputs.isEmpty { chunks.append(.waiting(inputs)) }
        inputs = []
        condition.broadcast()
    }

    /// Starts a thread making the chunks no thread has yet asked for, in order as their inputs
    /// come in, until all are made or ``stopWorkingAhead()``.
    func workAhead() {
        aheadDone.enter()
        Thread.detachNewThread { [self] in
            defer { aheadDone.leave() }
            var chunk = 0
            while let claimed = claimAhead(chunk) {
                if let inputs = claimed { fill(chunk, from: inputs) }
                chunk += 1
            }
        }
    }

    /// Has the thread ``workAhead()`` started take no more chunks, and waits for it to end.
    func stopWorkingAhead() {
        condition.withLock { stopped = true }
        condition.broadcast()
        aheadDone.wait()
    }

    /// The value made from input `index`, made first (or waited for) when its chunk is not made
    /// yet; the inputs up to its chunk's end, or all of them, must be in.
    subscript(index: Int) -> Value {
        let chunk = index / chunkSize
        return values(of: chunk, taking: false)[index - chunk * chunkSize]
    }

    /// Every value in order, each chunk taken as the sequence reaches it (and dropped when the
    /// last of its takers has taken it), once every input is in.
    func taken() -> some Sequence<Value> {
        let chunkCount = condition.withLock {
            precondition(isComplete, "values taken before their inputs are all in")
            return chunks.count
        }
        return (0..<chunkCount).lazy.flatMap { [self] chunk in values(of: chunk, taking: true) }
    }

    private func values(of chunk: Int, taking: Bool) -> [Value] {
        if let inputs = claim(chunk) { fill(chunk, from: inputs) }
        return condition.withLock {
            guard case .made(let values, let takenBy) = chunks[chunk] else {
                preconditionFailure("chunk \(chunk) taken by more than its takers")
            }
            if taking, let takers {
                chunks[chunk] = takenBy + 1 == takers ? .dropped : .made(values, takenBy: takenBy + 1)
            }
            return values
        }
    }

    /// Claims `chunk` for the caller to make when no thread has: its inputs. Otherwise `nil`,
    /// after waiting for it to be made.
    private func claim(_ chunk: Int) -> [Input]? {
        condition.lock()
        defer { condition.unlock() }
        precondition(chunk < chunks.count, "a value asked for before its chunk's inputs are in")
        if case .waiting(let inputs) = chunks[chunk] {
            chunks[chunk] = .making
            return inputs
        }
        while case .making = chunks[chunk] { condition.wait() }
        return nil
    }

    /// For the thread working ahead: waits for `chunk`'s inputs, then claims it when no thread
    /// has (its inputs) or leaves it (`.some(nil)`); `nil` when there is no such chunk or it must stop.
    private func claimAhead(_ chunk: Int) -> [Input]?? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && chunk >= chunks.count && !isComplete { condition.wait() }
        guard !stopped, chunk < chunks.count else { return nil }
        guard case .waiting(let inputs) = chunks[chunk] else { return .some(nil) }
        chunks[chunk] = .making
        return inputs
    }

    private func fill(_ chunk: Int, from inputs: [Input]) {
        let values = make(inputs)
        condition.withLock { chunks[chunk] = .made(values, takenBy: 0) }
        condition.broadcast()
    }
}
