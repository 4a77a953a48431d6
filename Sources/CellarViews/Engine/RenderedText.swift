/// What a template renders: UTF-8 text kept as bytes, which is what a page is written to its
/// file as, and cheaper to append to than a `String`, which checks what it is given each time.
public struct RenderedText: Sendable, TextOutput {
    public private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text as a `String`.
    public var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text written since `start`, in storage of its own size: kept for long, it holds no
    /// room to grow.
    func bytes(from start: Int) -> [UInt8] {
        bytes.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// Empties the text, keeping its storage for what comes next.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ text: Substring) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ text: [UInt8]) {
        bytes.append(contentsOf: text)
    }

    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }
}
