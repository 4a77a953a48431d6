import FlyingSocks

/// An endless response body: the listener's event-stream text, sent as it comes.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let messages: AsyncStream<String>

    func makeAsyncIterator() -> Iterator {
        Iterator(messages: messages.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<String>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            guard let buffer = await nextBuffer(suggested: 1) else { return nil }
            pending = Array(buffer.dropFirst()) + pending
            return buffer.first
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            if pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = Array(message.utf8)
            }
            let buffer = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(buffer.count)
            return buffer
        }
    }
}
